import { describe, expect, it } from "vitest";
import { isCountryCode } from "./countries.ts";
import { countryGroups, countryName, OTHER_COUNTRIES } from "./country-names.ts";
import { HEBREW_COUNTRY_NAMES } from "./country-names-he.ts";
import { COUNTRIES } from "#app/features/visitor-forms/visitor-fields.ts";

describe("the country choices", () => {
  it("list the twenty first, then every other country once, by name", () => {
    const [first, others] = countryGroups("en");
    expect(first!.options).toEqual(COUNTRIES);
    expect(COUNTRIES).toHaveLength(20);
    const codes = [...first!.options, ...others!.options].map(([code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(250);
    const names = others!.options.map(([, name]) => name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
    expect(others!.options).toEqual(OTHER_COUNTRIES);
    expect([first!.label, others!.label]).toEqual(["Most chosen", "All other countries"]);
  });

  it("are named in Hebrew and sorted for Hebrew on a Hebrew page, with the same codes", () => {
    const [first, others] = countryGroups("he");
    expect([first!.label, others!.label]).toEqual(["הנבחרות ביותר", "כל שאר המדינות"]);
    // The twenty of COUNTRIES keep their fixed order (Israel first).
    expect(first!.options.map(([code]) => code)).toEqual(COUNTRIES.map(([code]) => code));
    expect(first!.options.slice(0, 2)).toEqual([
      ["IL", "ישראל"],
      ["US", "ארצות הברית"],
    ]);
    const names = others!.options.map(([, name]) => name);
    expect(names).toEqual([...names].sort(new Intl.Collator("he-IL").compare));
    expect(names[0]).toMatch(/^א/);
    expect(others!.options).toContainEqual(["CH", "שווייץ"]);
    expect(others!.options.map(([code]) => code).sort()).toEqual(OTHER_COUNTRIES.map(([code]) => code).sort());
  });

  it("accept only the codes they list", () => {
    for (const [code] of [...COUNTRIES, ...OTHER_COUNTRIES]) expect(isCountryCode(code), code).toBe(true);
    for (const code of ["EU", "UN", "ZZ", "ch", "", "Switzerland", "AD AE", " AD", "D A"])
      expect(isCountryCode(code), code).toBe(false);
  });

  it("names each one as Intl.DisplayNames does, in English from a table", () => {
    const displayNames = new Intl.DisplayNames("en", { type: "region" });
    for (const [code, name] of OTHER_COUNTRIES) expect(displayNames.of(code), code).toBe(name);
    expect(countryName("CH")).toBe("Switzerland");
    expect(countryName("IL")).toBe("Israel");
    expect(countryName("QQ")).toBe("QQ");
    expect(countryName("CH", "he")).toBe("שווייץ");
    const hebrew = new Intl.DisplayNames("he", { type: "region" });
    for (const [code, name] of HEBREW_COUNTRY_NAMES) expect(hebrew.of(code), code).toBe(name);
    expect(HEBREW_COUNTRY_NAMES).toHaveLength(250);
    expect(countryName("QQ", "he")).toBe("QQ");
  });
});
