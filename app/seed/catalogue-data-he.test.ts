import { describe, expect, it } from "vitest";
import { sampleArtists, sampleArtworks, sampleGalleries } from "./catalogue-data.ts";
import { sampleArtworkFacts } from "./catalogue-facts.ts";
import { MEDIA } from "#app/lib/artwork-facts.ts";
import { sampleArtistsHe, sampleArtworksHe, sampleGalleriesHe, styleNamesHe } from "./catalogue-data-he.ts";

const HEBREW = /[\u05D0-\u05EA]/;
const LATIN = /[A-Za-z]/;

describe("the Hebrew sample catalogue", () => {
  it("has one Hebrew entry for each English artist, gallery and artwork, in the same order", () => {
    expect(sampleArtistsHe).toHaveLength(sampleArtists.length);
    expect(sampleGalleriesHe).toHaveLength(sampleGalleries.length);
    expect(sampleArtworksHe).toHaveLength(sampleArtworks.length);
  });

  it("writes every artist's name and biography in Hebrew", () => {
    for (const artist of sampleArtistsHe) {
      expect(artist.name).toMatch(HEBREW);
      expect(artist.bio).toMatch(HEBREW);
    }
  });

  it("writes every gallery's name, address, hours and description in Hebrew", () => {
    for (const gallery of sampleGalleriesHe) {
      for (const text of [gallery.name, gallery.street, gallery.city, gallery.hours, gallery.description]) {
        expect(text).toMatch(HEBREW);
      }
    }
  });

  it("gives the hours the same times as the English", () => {
    const times = (hours: string) => hours.match(/\d\d:\d\d/g) ?? [];
    for (const [index, gallery] of sampleGalleriesHe.entries()) {
      expect(times(gallery.hours)).toEqual(times(sampleGalleries[index]!.hours));
    }
  });

  it("writes every artwork's title and description in Hebrew", () => {
    for (const artwork of sampleArtworksHe) {
      expect(artwork.title).toMatch(HEBREW);
      if (artwork.description !== undefined) expect(artwork.description).toMatch(HEBREW);
    }
  });

  it("has a description exactly where the English artwork has one", () => {
    for (const [index, artwork] of sampleArtworksHe.entries()) {
      expect(artwork.description === undefined, `artwork ${index}`).toBe(
        sampleArtworks[index]!.description === undefined,
      );
    }
  });

  it("names every style tag of the catalogue in Hebrew", () => {
    const tags = new Set(sampleArtists.flatMap((artist) => artist.styles));
    for (const tag of tags) {
      expect(styleNamesHe[tag], tag).toMatch(HEBREW);
    }
  });

  it("gives every artist, gallery and artwork both languages, the English with no Hebrew letter", () => {
    const pairs = [
      ...sampleArtists.flatMap((artist, i) => [
        [artist.name, sampleArtistsHe[i]!.name],
        [artist.bio, sampleArtistsHe[i]!.bio],
      ]),
      ...sampleGalleries.flatMap((gallery, i) => [
        [gallery.name, sampleGalleriesHe[i]!.name],
        [gallery.description, sampleGalleriesHe[i]!.description],
      ]),
      ...sampleArtworks.flatMap((artwork, i) => [
        [artwork.title, sampleArtworksHe[i]!.title],
        [artwork.description ?? "", sampleArtworksHe[i]!.description ?? ""],
      ]),
    ];
    for (const [english, hebrew] of pairs) {
      if (english === "" && hebrew === "") continue;
      expect(english, hebrew).toMatch(LATIN);
      expect(english, hebrew).not.toMatch(HEBREW);
      expect(hebrew, english).toMatch(HEBREW);
    }
  });

  it("uses the Hebrew geresh and gershayim, not an apostrophe or a double quote", () => {
    const texts = [
      ...sampleArtistsHe.flatMap((artist) => [artist.name, artist.bio]),
      ...sampleGalleriesHe.flatMap((gallery) => Object.values(gallery)),
      ...sampleArtworksHe.flatMap((artwork) => [artwork.title, artwork.description ?? ""]),
    ];
    for (const text of texts) expect(text).not.toMatch(/[\u05D0-\u05EA]['"]/);
  });
});

describe("the sample artworks' facts", () => {
  it("give every sample artwork its facts, with every availability and prices only where one can buy", () => {
    expect(sampleArtworkFacts).toHaveLength(sampleArtworks.length);
    expect(new Set(sampleArtworkFacts.map((facts) => facts.availability))).toEqual(
      new Set(["for-sale", "on-hold", "sold", "not-for-sale"]),
    );
    for (const facts of sampleArtworkFacts) {
      if (facts.availability === "not-for-sale") expect(facts.priceIls).toBeNull();
      if (facts.edition?.kind === "edition") expect(facts.edition.number).toBeLessThanOrEqual(facts.edition.size);
    }
  });

  it("give every sample artwork every fact a collector reads, in both languages", () => {
    // Time-based works have no size; sculpture and ceramics stand in space and have a depth.
    const hasNoSize = new Set(["video"]);
    const isInSpace = new Set(["sculpture", "ceramics", "installation"]);
    for (const [index, facts] of sampleArtworkFacts.entries()) {
      const label = `${index} ${sampleArtworks[index]!.title}`;
      expect(MEDIA, label).toContain(facts.medium);
      expect(facts.materials, label).toMatch(LATIN);
      expect(facts.materials, label).not.toMatch(HEBREW);
      expect(facts.materialsHe, label).toMatch(HEBREW);
      expect(Number.isInteger(sampleArtworks[index]!.year), label).toBe(true);
      expect(facts.edition, label).not.toBeNull();
      expect(facts.isSigned, label).not.toBeNull();
      expect(facts.hasCertificate, label).not.toBeNull();
      if (!hasNoSize.has(facts.medium!)) {
        expect(facts.heightCm, label).toBeGreaterThan(0);
        expect(facts.widthCm, label).toBeGreaterThan(0);
      }
      if (isInSpace.has(facts.medium!)) expect(facts.depthCm, label).toBeGreaterThan(0);
      // A frame is a fact of a work that hangs on a wall.
      else if (!hasNoSize.has(facts.medium!)) expect(facts.isFramed, label).not.toBeNull();
      if (facts.availability === "for-sale" || facts.availability === "on-hold") {
        expect(facts.priceIls, label).toBeGreaterThan(0);
      }
    }
  });
});
