import { describe, expect, it } from "vitest";
import { cityChoices, findCityChoice } from "./gallery-cities.ts";

const cities = [
  { city: "Haifa", cityHe: "חיפה" },
  { city: "Jerusalem", cityHe: null },
  { city: "Tel Aviv-Yafo", cityHe: "תל אביב-יפו" },
  // A gallery written only in Hebrew, in a city another gallery names in both languages.
  { city: "חיפה", cityHe: null },
  // And one in a city no other gallery names.
  { city: "עכו", cityHe: null },
];

describe("the galleries' city filter", () => {
  it("shows the English names on an English page, the Hebrew-only city marked as Hebrew", () => {
    expect(cityChoices(cities, "en")).toEqual([
      { value: "Haifa", label: "Haifa", names: ["Haifa", "חיפה"] },
      { value: "Jerusalem", label: "Jerusalem", names: ["Jerusalem"] },
      { value: "Tel Aviv-Yafo", label: "Tel Aviv-Yafo", names: ["Tel Aviv-Yafo", "תל אביב-יפו"] },
      { value: "עכו", label: "עכו", lang: "he", names: ["עכו"] },
    ]);
  });

  it("shows the Hebrew names on a Hebrew page in Hebrew order, the untranslated city marked as English", () => {
    expect(cityChoices(cities, "he").map(({ value, label, lang }) => ({ value, label, lang }))).toEqual([
      { value: "Haifa", label: "חיפה", lang: undefined },
      { value: "עכו", label: "עכו", lang: undefined },
      { value: "Tel Aviv-Yafo", label: "תל אביב-יפו", lang: undefined },
      { value: "Jerusalem", label: "Jerusalem", lang: "en" },
    ]);
  });

  it("finds a choice by its value or by any of its names", () => {
    const choices = cityChoices(cities, "he");
    expect(findCityChoice(choices, "Haifa")?.value).toBe("Haifa");
    expect(findCityChoice(choices, "חיפה")?.value).toBe("Haifa");
    expect(findCityChoice(choices, "תל אביב-יפו")?.label).toBe("תל אביב-יפו");
    expect(findCityChoice(choices, "Atlantis")).toBeNull();
  });
});
