import { describe, expect, it } from "vitest";
import { blankArtworkFacts, type ArtworkFacts } from "#app/lib/artwork-facts.ts";
import { withRequestLocale } from "#app/lib/locale.server.ts";
import {
  artworkFactsJsonLd,
  describePrice,
  formatDimensions,
  listFactLines,
  toSaleSummary,
  type ReferenceRates,
} from "./facts.ts";

const facts = (values: Partial<ArtworkFacts>): ArtworkFacts => ({ ...blankArtworkFacts(), ...values });
const rates: ReferenceRates = {
  usd: { shekelsPerUnit: 3.7, rateDate: "2026-11-20", source: "boi" },
  eur: { shekelsPerUnit: 4.03, rateDate: "2026-11-20", source: "boi" },
};

describe("an artwork's facts in words", () => {
  it("give the size in centimetres and in inches, in both languages", () => {
    const work = facts({ heightCm: 60, widthCm: 80 });
    expect(withRequestLocale("en", () => formatDimensions(work, "en"))).toBe("60 × 80 cm · 23⅝ × 31½ in");
    expect(withRequestLocale("he", () => formatDimensions(work, "he"))).toBe(
      "\u206660 × 80\u2069 ס״מ · \u206623⅝ × 31½\u2069 אינץ׳",
    );
    expect(formatDimensions(facts({ heightCm: 60 }), "en")).toBeNull();
  });

  it("show the asking price in shekels with rounded approximations and the rates' date", () => {
    const price = withRequestLocale("en", () => describePrice(facts({ priceIls: 12_500 }), rates, "en"));
    expect(price).toEqual({
      amount: "₪12,500",
      approximations: "≈ $3,400 · ≈ €3,100",
      ratesNote:
        "Approximate conversions at the Bank of Israel reference rates of 20 November 2026. The asking price is in shekels.",
    });
    const hebrew = withRequestLocale("he", () => describePrice(facts({ priceIls: 12_500 }), rates, "he"));
    expect(hebrew?.ratesNote).toContain("בנק ישראל");
    expect(hebrew?.ratesNote).toContain("20 בנובמבר 2026");
  });

  it("show no approximation without a recent rate, and never a price for a sold work", () => {
    expect(withRequestLocale("en", () => describePrice(facts({ priceIls: 12_500 }), {}, "en"))).toEqual({
      amount: "₪12,500",
      approximations: null,
      ratesNote: null,
    });
    expect(withRequestLocale("en", () => describePrice(facts({ priceIls: null }), rates, "en"))?.amount).toBe(
      "Price on request",
    );
    expect(describePrice(facts({ availability: "sold", priceIls: 9000 }), rates, "en")).toBeNull();
    expect(describePrice(facts({ availability: "not-for-sale" }), rates, "en")).toBeNull();
  });

  it("list only the facts that are known, with yes and no in the page's language", () => {
    const lines = withRequestLocale("he", () =>
      listFactLines(
        facts({
          medium: "print",
          materials: "Woodcut",
          heightCm: 45,
          widthCm: 60,
          edition: { kind: "edition", number: 4, size: 20 },
          isSigned: true,
          isFramed: false,
          availability: "sold",
        }),
        "he",
        { materials: "en" },
      ),
    );
    expect(lines).toEqual([
      { label: "טכניקה", value: "הדפס" },
      { label: "חומרים", value: "Woodcut", lang: "en" },
      { label: "מידות", value: "\u206645 × 60\u2069 ס״מ · \u206617¾ × 23⅝\u2069 אינץ׳" },
      { label: "מהדורה", value: "4 מתוך 20" },
      { label: "ממוסגרת", value: "לא" },
      { label: "חתומה", value: "כן" },
      { label: "זמינות", value: "נמכרה" },
    ]);
  });

  it("tell a card whether the work is sold and what it costs", () => {
    expect(
      withRequestLocale("en", () => toSaleSummary(facts({ availability: "sold", priceIls: 5 }), rates, "en")),
    ).toEqual({
      availability: "Sold",
      isSold: true,
      price: null,
      approximations: null,
    });
    expect(withRequestLocale("en", () => toSaleSummary(facts({ priceIls: 1_800 }), rates, "en"))).toMatchObject({
      availability: "For sale",
      price: "₪1,800",
      approximations: "≈ $490 · ≈ €450",
    });
  });
});

describe("an artwork's facts for search engines", () => {
  const url = "https://art.example.com/artworks/sea-light";
  const print = facts({
    medium: "print",
    materials: "Woodcut on Japanese paper",
    heightCm: 45,
    widthCm: 60,
    edition: { kind: "edition", number: 4, size: 20 },
    priceIls: 2400,
  });
  const cm = (value: number) => ({ "@type": "QuantitativeValue", value, unitCode: "CMT", unitText: "cm" });

  it("give the medium, the size in centimetres, the edition and the offer in shekels", () => {
    expect(withRequestLocale("en", () => artworkFactsJsonLd(print, url))).toEqual({
      artform: "Print",
      artMedium: "Woodcut on Japanese paper",
      height: cm(45),
      width: cm(60),
      artEdition: 20,
      offers: {
        "@type": "Offer",
        url,
        availability: "https://schema.org/InStock",
        price: 2400,
        priceCurrency: "ILS",
      },
    });
  });

  it("mark a sold work sold out without a price, and make no offer for a work not for sale", () => {
    expect(artworkFactsJsonLd({ ...print, availability: "sold" }, url).offers).toEqual({
      "@type": "Offer",
      url,
      availability: "https://schema.org/SoldOut",
    });
    const kept = artworkFactsJsonLd({ ...print, availability: "not-for-sale", priceIls: null }, url);
    expect(kept).not.toHaveProperty("offers");
    expect(kept).not.toHaveProperty("depth");
    expect(artworkFactsJsonLd(facts({ edition: { kind: "unique" } }), url).artEdition).toBe(1);
  });
});
