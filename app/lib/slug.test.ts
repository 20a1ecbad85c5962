import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify (lowercase, one hyphen per run of other characters, none at either end)", () => {
  it.each([
    ["Dana Levi", "dana-levi"],
    ["  Light over Jaffa!  ", "light-over-jaffa"],
    ["Untitled (Sea)", "untitled-sea"],
    ["A -- B__C", "a-b-c"],
    ["Tel Aviv-Yafo 2024", "tel-aviv-yafo-2024"],
    ["---", ""],
    ["Café Noir", "caf-noir"],
    ["אור", ""],
  ])("%j becomes %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});
