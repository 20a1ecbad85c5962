import { describe, expect, it } from "vitest";
import { numberFormat } from "./number-format.ts";

describe("numberFormat", () => {
  it("gives the same formatter for the same locale and options, and another for others", () => {
    const shekels = numberFormat("en", { style: "currency", currency: "ILS" });
    expect(numberFormat("en", { style: "currency", currency: "ILS" })).toBe(shekels);
    expect(numberFormat("he-IL", { style: "currency", currency: "ILS" })).not.toBe(shekels);
    expect(numberFormat("en", { style: "currency", currency: "USD" }).format(5)).toBe("$5.00");
    expect(numberFormat("en").format(12500)).toBe("12,500");
  });
});
