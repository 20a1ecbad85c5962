import { describe, expect, it } from "vitest";
import { pageHref, parsePage, safeHref } from "./urls.ts";

describe("safeHref", () => {
  it("keeps http(s) links and drops every other scheme", () => {
    expect(safeHref("https://example.com/a?b=c")).toBe("https://example.com/a?b=c");
    expect(safeHref("http://example.com")).toBe("http://example.com/");
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>",
      "vbscript:x",
      "/relative",
      "",
      null,
    ]) {
      expect(safeHref(bad)).toBeNull();
    }
    expect(safeHref("mailto:a@example.com")).toBeNull();
    expect(safeHref("mailto:a@example.com", { allowMailto: true })).toBe("mailto:a@example.com");
  });
});

describe("pages", () => {
  const url = (query: string) => new URL(`http://x/artworks${query}`);
  it("reads ?page", () => {
    expect(parsePage(url(""))).toBe(1);
    expect(parsePage(url("?page=3"))).toBe(3);
    for (const bad of ["?page=0", "?page=-1", "?page=abc", "?page=1.5", "?page=99999999"])
      expect(parsePage(url(bad))).toBeNull();
  });
  it("writes ?page keeping the other parameters", () => {
    expect(pageHref(url("?city=Haifa&page=2"), 3)).toBe("/artworks?city=Haifa&page=3");
    expect(pageHref(url("?city=Haifa&page=2"), 1)).toBe("/artworks?city=Haifa");
  });
});
