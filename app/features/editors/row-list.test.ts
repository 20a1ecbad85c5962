import { describe, expect, it } from "vitest";
import { applyRowIntent, moveRowErrors, parseRowIntent, rowIntentValue } from "./row-list.ts";

describe("row lists", () => {
  it("reads only the buttons of the lists it is given", () => {
    expect(parseRowIntent("image:up:2", ["image", "review"])).toEqual({ list: "image", op: "up", index: 2 });
    expect(parseRowIntent(rowIntentValue({ list: "artwork", op: "remove", index: 0 }), ["artwork"])).toEqual({
      list: "artwork",
      op: "remove",
      index: 0,
    });
    expect(parseRowIntent("artwork:add:0", ["image"])).toBeNull();
    expect(parseRowIntent("save", ["image"])).toBeNull();
    expect(parseRowIntent("image:drop:1", ["image"])).toBeNull();
    expect(parseRowIntent("hours-3:remove:1", ["hours-0", "hours-3"])).toEqual({
      list: "hours-3",
      op: "remove",
      index: 1,
    });
    expect(parseRowIntent("hours-4:add:0", ["hours-3"])).toBeNull();
    expect(parseRowIntent("hours-:add:0", ["hours-"])).toBeNull();
  });

  it("adds, removes and moves, ignoring moves past either end", () => {
    const rows = ["a", "b", "c"];
    expect(applyRowIntent(rows, { list: "x", op: "add", index: 0 }, () => "")).toEqual(["a", "b", "c", ""]);
    expect(applyRowIntent(rows, { list: "x", op: "remove", index: 1 }, () => "")).toEqual(["a", "c"]);
    expect(applyRowIntent(rows, { list: "x", op: "up", index: 2 }, () => "")).toEqual(["a", "c", "b"]);
    expect(applyRowIntent(rows, { list: "x", op: "down", index: 2 }, () => "")).toEqual(rows);
    expect(applyRowIntent(rows, { list: "x", op: "remove", index: 7 }, () => "")).toEqual(rows);
  });

  it("keeps each error with its row", () => {
    const errors = { name: "N", "artworks.0.title": "A", "artworks.1.title": "B", "artworks.2.imageUrl": "C" };
    expect(moveRowErrors(errors, "artworks.", { list: "artwork", op: "remove", index: 1 })).toEqual({
      name: "N",
      "artworks.0.title": "A",
      "artworks.1.imageUrl": "C",
    });
    expect(moveRowErrors(errors, "artworks.", { list: "artwork", op: "down", index: 0 })).toEqual({
      name: "N",
      "artworks.1.title": "A",
      "artworks.0.title": "B",
      "artworks.2.imageUrl": "C",
    });
    expect(moveRowErrors({ "galleryImage.1": "X" }, "galleryImage.", { list: "image", op: "up", index: 1 })).toEqual({
      "galleryImage.0": "X",
    });
  });
});
