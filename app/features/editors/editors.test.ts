import { describe, expect, it } from "vitest";
import { artistEditor } from "./artist-editor.ts";
import { artworkEditor } from "./artwork-editor.ts";
import { galleryEditor } from "./gallery-editor.ts";
import type { EditorDescription, EditorValues } from "./editor-kit.ts";
import { siteEditor } from "./site-editor.ts";

// Every editor is a description of the same shape: these hold for each one, and for the next.
const editors: [string, EditorDescription<EditorValues, unknown>][] = [
  ["artist", artistEditor as unknown as EditorDescription<EditorValues, unknown>],
  ["artwork", artworkEditor as unknown as EditorDescription<EditorValues, unknown>],
  ["gallery", galleryEditor as unknown as EditorDescription<EditorValues, unknown>],
  ["site", siteEditor as unknown as EditorDescription<EditorValues, unknown>],
];

describe.each(editors)("the %s editor's description", (_name, editor) => {
  it("reads an empty form as its blank values, every text field under `fields`, the version among them", () => {
    expect(editor.read(new FormData())).toEqual(editor.blank());
    expect(Object.keys(editor.blank().fields).sort()).toEqual([...editor.fields].sort());
    expect(editor.fields).toContain("version");
  });

  it("reads back what it was sent, and a row button changes only the values", () => {
    const formData = new FormData();
    for (const name of editor.fields) formData.set(name, name === "version" ? "7" : "x");
    const values = editor.read(formData);
    expect(values.fields.version).toBe("7");
    for (const list of editor.lists) {
      const added = editor.applyRowIntent(values, { list, op: "add", index: 0 });
      expect(added.fields).toEqual(values.fields);
      expect(added).not.toEqual(values);
    }
  });

  it("answers a check with the data or each failing field's message, never both", () => {
    const result = editor.check(editor.blank(), { isNew: true });
    expect(Object.keys(result).sort()).toEqual(result.isValid ? ["data", "isValid"] : ["errors", "isValid"]);
  });
});
