import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getPageCacheKey, PAGE_QUERY_PARAMETERS } from "./cache-key.ts";

describe("getPageCacheKey", () => {
  it("keeps the path and the parameters pages read, in their order", () => {
    expect(getPageCacheKey("/artworks")).toEqual({ key: "/artworks", mayStore: true });
    expect(getPageCacheKey("/artworks?")).toEqual({ key: "/artworks", mayStore: true });
    expect(getPageCacheKey("/artworks?medium=oil&page=2&medium=print")).toEqual({
      key: "/artworks?medium=oil&page=2&medium=print",
      mayStore: true,
    });
    expect(getPageCacheKey("/he/search?q=%D7%A9%D7%9C%D7%95%D7%9D")).toEqual({
      key: "/he/search?q=%D7%A9%D7%9C%D7%95%D7%9D",
      mayStore: true,
    });
  });

  it("leaves out parameters no page reads, and never stores a page made for them", () => {
    expect(getPageCacheKey("/?junk=1")).toEqual({ key: "/", mayStore: false });
    expect(getPageCacheKey("/artworks?page=2&utm_source=x&junk")).toEqual({ key: "/artworks?page=2", mayStore: false });
    // An escaped name is the parameter it names.
    expect(getPageCacheKey("/artworks?%70age=2")).toEqual({ key: "/artworks?%70age=2", mayStore: true });
    expect(getPageCacheKey("/artworks?%E0%A4%A=1")).toEqual({ key: "/artworks", mayStore: false });
  });

  it("knows every parameter the app's code reads", () => {
    const read = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const text = fs.readFileSync(file, "utf8");
          for (const match of text.matchAll(/searchParams\.(?:get|getAll|has)\("([^"]+)"\)/g)) read.add(match[1]!);
        }
      }
    };
    walk(path.resolve("app/routes"));
    walk(path.resolve("app/features"));
    walk(path.resolve("app/components"));
    // The filters' and the saved list's parameters are read through their own lists.
    const filters = fs.readFileSync(path.resolve("app/features/facts/artwork-query.server.ts"), "utf8");
    const filterList = /FILTER_PARAMS = \[([^\]]+)\]/.exec(filters)?.[1] ?? "";
    for (const match of filterList.matchAll(/"([^"]+)"/g)) read.add(match[1]!);
    const saved = fs.readFileSync(path.resolve("app/features/saved/saved-cards.ts"), "utf8");
    const savedList = /SAVED_ID_PARAMS[^=]*= \{([^}]+)\}/.exec(saved)?.[1] ?? "";
    for (const match of savedList.matchAll(/"([^"]+)"/g)) read.add(match[1]!);
    expect(read.size).toBeGreaterThan(20);
    expect([...read].filter((name) => !PAGE_QUERY_PARAMETERS.has(name))).toEqual([]);
  });
});
