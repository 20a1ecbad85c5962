import fs from "node:fs";
import { expect, it } from "vitest";

// Right-to-left pages mirror through logical sides; the stylesheet names no physical one (the
// lint rule keeps the class names in the code so).
it("the stylesheet lays out with logical sides only", () => {
  const css = fs.readFileSync(new URL("./app.css", import.meta.url), "utf8");
  const physical =
    /(margin|padding|border|scroll-margin|scroll-padding)-(left|right)\b|(^|[\s;{])(left|right)\s*:|text-align\s*:\s*(left|right)|float\s*:\s*(left|right)|clear\s*:\s*(left|right)/gm;
  expect(css.match(physical) ?? []).toEqual([]);
  expect(css.length).toBeGreaterThan(100);
});
