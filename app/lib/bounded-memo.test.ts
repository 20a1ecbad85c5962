import { describe, expect, it } from "vitest";
import { boundedMemo } from "./bounded-memo.ts";

describe("boundedMemo", () => {
  it("works each key out once, null answers included, and starts over past its bound", () => {
    const asked: string[] = [];
    const lookUp = boundedMemo((key: string) => {
      asked.push(key);
      return key === "none" ? null : { key };
    }, 2);
    const first = lookUp("a");
    expect(lookUp("a")).toBe(first);
    expect(lookUp("none")).toBeNull();
    expect(lookUp("none")).toBeNull();
    expect(asked).toEqual(["a", "none"]);
    // A third key drops what was kept.
    lookUp("b");
    expect(lookUp("a")).not.toBe(first);
    expect(asked).toEqual(["a", "none", "b", "a"]);
  });
});
