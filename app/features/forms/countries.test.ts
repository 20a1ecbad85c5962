import { describe, expect, it } from "vitest";
import { COUNTRY_GROUPS, countryName, isCountryCode, OTHER_COUNTRIES } from "./countries.ts";
import { COUNTRIES } from "./fields.ts";

describe("the country choices", () => {
  it("lists the twenty first, then every other country once, by name", () => {
    expect(COUNTRY_GROUPS[0].options).toBe(COUNTRIES);
    expect(COUNTRIES).toHaveLength(20);
    const codes = [...COUNTRIES, ...OTHER_COUNTRIES].map(([code]) => code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(250);
    const names = OTHER_COUNTRIES.map(([, name]) => name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
    for (const code of ["CH", "SG", "NL", "AT", "SE", "TR", "UA", "XK"]) expect(isCountryCode(code)).toBe(true);
    for (const code of ["EU", "UN", "ZZ", "ch", "", "Switzerland"]) expect(isCountryCode(code)).toBe(false);
  });

  it("names each one as Intl.DisplayNames does in English", () => {
    const displayNames = new Intl.DisplayNames("en", { type: "region" });
    for (const [code, name] of OTHER_COUNTRIES) expect(displayNames.of(code), code).toBe(name);
    expect(countryName("CH")).toBe("Switzerland");
    expect(countryName("IL")).toBe("Israel");
    expect(countryName("QQ")).toBe("QQ");
  });
});
