import { describe, expect, it } from "vitest";
import { isPhoneNumber, mailtoHref, telHref, whatsappHref } from "./contact-links.ts";

describe("contact links", () => {
  it("take phone numbers of digits, spaces, +, - and parentheses only", () => {
    for (const good of ["03-555-1234", "+972 3 555 1234", "(03) 5551234", "054 123 4567"]) {
      expect(isPhoneNumber(good), good).toBe(true);
    }
    for (const bad of [
      "",
      "123",
      "03-555-1234 ext. 5",
      "1+2345678",
      "javascript:alert(1)",
      "0".repeat(16),
      "٠٣٥٥٥١٢٣٤",
    ]) {
      expect(isPhoneNumber(bad), bad).toBe(false);
    }
  });

  it("link a phone with tel:, keeping only its digits and a leading +", () => {
    expect(telHref("+972 3-555 (1234)")).toBe("tel:+97235551234");
    expect(telHref("03-555-1234")).toBe("tel:035551234");
    expect(telHref("call us")).toBeNull();
    expect(telHref(null)).toBeNull();
  });

  it("link WhatsApp as https://wa.me/<international digits>, an Israeli 0 becoming 972", () => {
    expect(whatsappHref("054-123-4567")).toBe("https://wa.me/972541234567");
    expect(whatsappHref("+972 54 123 4567")).toBe("https://wa.me/972541234567");
    expect(whatsappHref("00 44 20 7946 0958")).toBe("https://wa.me/442079460958");
    expect(whatsappHref("https://evil.example")).toBeNull();
  });

  it("link only real e-mail addresses with mailto:", () => {
    expect(mailtoHref(" hello@gallery.co.il ")).toBe("mailto:hello@gallery.co.il");
    for (const bad of ["hello", "a@b", "x@example.com?subject=hi", "javascript:alert(1)//@x.com", null]) {
      expect(mailtoHref(bad), String(bad)).toBeNull();
    }
  });
});
