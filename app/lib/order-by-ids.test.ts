import { expect, it } from "vitest";
import { orderByIds } from "./order-by-ids.ts";

it("puts rows in the order of the ids, leaving out missing ones and rows not asked for", () => {
  const rows = [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "x" }];
  expect(orderByIds(rows, ["c", "gone", "a", "b"]).map((row) => row.id)).toEqual(["c", "a", "b"]);
  expect(orderByIds([], ["a"])).toEqual([]);
});
