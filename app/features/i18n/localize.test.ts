import { describe, expect, it } from "vitest";
import { localizeStyles } from "./localize.ts";

describe("style tags in the page's language", () => {
  it("keep the stored style as their key and read the shared Hebrew name on a Hebrew page", () => {
    expect(localizeStyles(["Abstract", "Neon"], ["מופשט", null], "he")).toEqual([
      { key: "Abstract", label: "מופשט" },
      // No Hebrew name: the stored style, marked as English.
      { key: "Neon", label: "Neon", lang: "en" },
    ]);
  });

  it("read the stored style on an English page, marked Hebrew when it is written in Hebrew", () => {
    expect(localizeStyles(["Abstract", "קליגרפיה"], ["מופשט", null], "en")).toEqual([
      { key: "Abstract", label: "Abstract" },
      { key: "קליגרפיה", label: "קליגרפיה", lang: "he" },
    ]);
  });
});
