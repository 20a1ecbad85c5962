import { describe, expect, it } from "vitest";
import type { Place, PlaceProvider } from "#app/lib/places/places.server.ts";
import { locateTypedPlace } from "./place-search.server.ts";

const place = (label: string, latitude: number, longitude = 34.8): Place => ({
  id: label,
  label,
  city: label.split(",")[0]!,
  latitude,
  longitude,
});

/** A place search that answers `places` to every query, or fails. */
const providerOf = (places: Place[] | Error): PlaceProvider => ({
  attribution: "Test places",
  search: async () => {
    if (places instanceof Error) throw places;
    return places;
  },
});

describe("a city typed without choosing a suggestion", () => {
  it("is located by the place search's single best match: the only place, or the one named exactly so", async () => {
    expect(await locateTypedPlace("Mitspe Ramon", providerOf([place("Mitzpe Ramon", 30.61)]))).toEqual({
      latitude: 30.61,
      longitude: 34.8,
    });
    const several = [place("Haifa, Haifa District", 32.79), place("Haifa Bay", 32.82)];
    expect(await locateTypedPlace("haifa bay", providerOf(several))).toMatchObject({ latitude: 32.82 });
  });

  it("is not pinned when the answer is ambiguous or empty and the gazetteer knows no such city", async () => {
    const ramat = [place("Ramat Gan", 32.08), place("Ramat HaSharon", 32.14)];
    expect(await locateTypedPlace("Ramat", providerOf(ramat))).toBeNull();
    expect(await locateTypedPlace("Mitspe Ramon", providerOf([]))).toBeNull();
    expect(await locateTypedPlace("   ", providerOf([place("Anywhere", 31)]))).toBeNull();
  });

  it("falls back to the built-in gazetteer when the search finds nothing or fails", async () => {
    expect(await locateTypedPlace("Haifa", providerOf([]))).toMatchObject({ latitude: expect.closeTo(32.8, 0) });
    expect(await locateTypedPlace("Jerusalem", providerOf(new Error("down")))).toMatchObject({
      latitude: expect.closeTo(31.8, 0),
    });
  });
});
