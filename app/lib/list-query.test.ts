import { describe, expect, it } from "vitest";
import { containsPattern, MAX_SEARCH_LENGTH, NEWEST_FIRST, parseListQuery, sortHref } from "./list-query.ts";

const url = (search: string) => new URL(`http://omanut.local/admin/galleries${search}`);
const KEYS = ["name", "city", "added"] as const;

describe("an admin table's address", () => {
  it("reads the search trimmed and cut, and an offered order either way", () => {
    expect(parseListQuery(url("?q=%20Haifa%20&sort=-city"), KEYS, NEWEST_FIRST)).toEqual({
      search: "Haifa",
      sort: { key: "city", isDescending: true },
    });
    expect(parseListQuery(url("?sort=name"), KEYS, NEWEST_FIRST).sort).toEqual({ key: "name", isDescending: false });
    expect(parseListQuery(url(`?q=${"x".repeat(300)}`), KEYS, NEWEST_FIRST).search).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it("falls back to newest first for an order the table does not offer", () => {
    for (const sort of ["updated", "-secret", "", "--name", "name;drop"]) {
      expect(parseListQuery(url(`?sort=${encodeURIComponent(sort)}`), KEYS, NEWEST_FIRST).sort, sort).toEqual(
        NEWEST_FIRST,
      );
    }
  });

  it("sorts a column names A to Z and dates newest first, then the other way; keeps the search, not the page or a notice", () => {
    const here = url("?q=sea&page=3&deleted=Old");
    expect(sortHref(here, NEWEST_FIRST, "name")).toBe("/admin/galleries?q=sea&sort=name");
    expect(sortHref(here, { key: "name", isDescending: false }, "name")).toBe("/admin/galleries?q=sea&sort=-name");
    expect(sortHref(url(""), { key: "name", isDescending: false }, "updated")).toBe("/admin/galleries?sort=-updated");
    expect(sortHref(url(""), NEWEST_FIRST, "added")).toBe("/admin/galleries?sort=added");
  });

  it("makes a LIKE pattern that finds the words anywhere, in any case, with % and _ taken literally", () => {
    expect(containsPattern("Sea")).toBe("%sea%");
    expect(containsPattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
  });
});
