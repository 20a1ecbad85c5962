import { describe, expect, it } from "vitest";
import { formatInches, formatMoney, isPriceShown, roundApproximation, sizeClassOf } from "./artwork-facts.ts";

describe("artwork facts' arithmetic", () => {
  it("gives inches to the nearest eighth as a mixed number", () => {
    expect(formatInches(60)).toBe("23⅝");
    expect(formatInches(80)).toBe("31½");
    expect(formatInches(2.54)).toBe("1");
    expect(formatInches(1)).toBe("⅜");
    expect(formatInches(100)).toBe("39⅜");
  });

  it("rounds approximations to tens under a thousand and hundreds above, never to nothing", () => {
    expect(roundApproximation(3378.4)).toBe(3400);
    expect(roundApproximation(3125)).toBe(3100);
    expect(roundApproximation(243)).toBe(240);
    expect(roundApproximation(0.2)).toBe(1);
  });

  it("formats whole amounts with the currency's sign in both languages", () => {
    expect(formatMoney(12500, "ILS", "en")).toBe("₪12,500");
    expect(formatMoney(3400, "USD", "en")).toBe("$3,400");
    expect(formatMoney(3100, "EUR", "en")).toBe("€3,100");
    expect(formatMoney(12500, "ILS", "he-IL")).toMatch(/12,500.*₪/);
  });

  it("classes sizes by the longest side", () => {
    expect(sizeClassOf({ heightCm: 30, widthCm: 49.9, depthCm: null })).toBe("small");
    expect(sizeClassOf({ heightCm: 50, widthCm: 20, depthCm: null })).toBe("medium");
    expect(sizeClassOf({ heightCm: 100, widthCm: 20, depthCm: null })).toBe("medium");
    expect(sizeClassOf({ heightCm: 20, widthCm: 20, depthCm: 101 })).toBe("large");
    expect(sizeClassOf({ heightCm: null, widthCm: null, depthCm: null })).toBeNull();
  });

  it("shows a price only for a work one can still buy", () => {
    expect(isPriceShown({ availability: "for-sale", priceIls: 100 })).toBe(true);
    expect(isPriceShown({ availability: "on-hold", priceIls: 100 })).toBe(true);
    expect(isPriceShown({ availability: "sold", priceIls: 100 })).toBe(false);
    expect(isPriceShown({ availability: "for-sale", priceIls: null })).toBe(false);
  });
});
