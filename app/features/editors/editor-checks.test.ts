import { describe, expect, it } from "vitest";
import { isHttpUrl, parseCoordinate } from "./editor-checks.ts";

describe("links", () => {
  it("accepts absolute http(s) links", () => {
    for (const url of ["https://example.com", "http://example.com/a?b=c#d", "https://xn--4dbrk0ce.example/גלריה"]) {
      expect(isHttpUrl(url), url).toBe(true);
    }
  });

  it("refuses other schemes, relative links and any whitespace, control or bidi character inside", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,x",
      "ftp://example.com",
      "mailto:a@example.com",
      "//example.com",
      "/relative",
      "https://exa\nmple.com",
      "https://example.com/a\tb",
      "https://example.com/a b",
      "https://example.com/\u202Egpj.exe",
      "https://example.com/\u0000",
      "https:///path-only",
    ]) {
      expect(isHttpUrl(url), JSON.stringify(url)).toBe(false);
    }
  });
});

describe("coordinates", () => {
  it("reads plain decimals within range", () => {
    expect(parseCoordinate("32.0853", 90)).toBe(32.0853);
    expect(parseCoordinate("-34.78180000000001", 180)).toBe(-34.78180000000001);
    expect(parseCoordinate("0", 90)).toBe(0);
  });

  it("refuses what Number() would read: hex, exponents, NaN, Infinity, markup, and out-of-range values", () => {
    for (const value of [
      "0x20",
      "1e309",
      "1e2",
      "NaN",
      "Infinity",
      "<script>",
      "",
      " 32",
      "32.",
      "+32",
      "90.5",
      "1,5",
    ]) {
      expect(parseCoordinate(value, 90), value).toBeNull();
    }
    expect(parseCoordinate("181", 180)).toBeNull();
  });
});
