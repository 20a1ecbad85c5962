import { describe, expect, it } from "vitest";
import { withRequestLocale } from "#app/lib/locale.server.ts";
import { isFiltered, parseArtworkQuery, withoutParam } from "./artwork-query.server.ts";

const parse = (search: string) =>
  withRequestLocale("en", () => parseArtworkQuery(new URL(`http://x/artworks${search}`)));

describe("the artworks list's address", () => {
  it("reads every filter, repeatable ones repeated, blanks as not chosen", () => {
    expect(
      parse(
        "?medium=painting&medium=print&availability=for-sale&price_min=1000&price_max=&size=large&year_min=1990&year_max=1999&city=Haifa&style=Abstract&sort=price-asc",
      ),
    ).toEqual({
      query: {
        media: ["painting", "print"],
        availabilities: ["for-sale"],
        priceMin: 1000,
        priceMax: null,
        size: "large",
        yearMin: 1990,
        yearMax: 1999,
        city: "Haifa",
        style: "Abstract",
        sort: "price-asc",
      },
    });
    expect(parse("")).toMatchObject({ query: { media: [], sort: "newest", city: null } });
  });

  it("refuses a value the list does not know, saying which, in words", () => {
    expect(parse("?medium=oil")).toEqual({
      problem: { param: "medium", message: "The medium filter has no choice “oil”." },
    });
    expect(parse("?availability=gone")).toMatchObject({ problem: { param: "availability" } });
    expect(parse("?size=huge")).toMatchObject({ problem: { param: "size" } });
    expect(parse("?size=small&size=large")).toMatchObject({ problem: { param: "size" } });
    expect(parse("?sort=random")).toMatchObject({ problem: { param: "sort" } });
    expect(parse("?price_min=cheap")).toEqual({
      problem: { param: "price_min", message: "From must be a whole number, such as 5000." },
    });
    expect(parse("?price_min=-5")).toMatchObject({ problem: { param: "price_min" } });
    expect(parse("?price_min=500&price_max=100")).toEqual({
      problem: { param: "price_max", message: "The lowest price is above the highest." },
    });
    expect(parse("?year_min=2000&year_max=1990")).toMatchObject({ problem: { param: "year_max" } });
  });

  it("knows a filtered address and drops one filter (and the page) from it", () => {
    const url = new URL("http://x/he/artworks?medium=painting&medium=print&sort=title&page=3");
    expect(isFiltered(url)).toBe(true);
    expect(isFiltered(new URL("http://x/artworks?page=2&city="))).toBe(false);
    expect(withoutParam(url, "medium")).toBe("/he/artworks?sort=title");
    expect(withoutParam(new URL("http://x/artworks?medium=oil"), "medium")).toBe("/artworks");
  });
});
