import { describe, expect, it } from "vitest";
import { artistEditor, type ArtistFormValues } from "#app/features/editors/artist-editor.ts";
import { artworkEditor, type ArtworkFormValues } from "#app/features/editors/artwork-editor.ts";
import { emptyArtworkRow } from "#app/features/editors/artwork-rows.ts";
import { galleryEditor, type GalleryFormValues } from "#app/features/editors/gallery-editor.ts";
import { withRequestLocale } from "#app/lib/locale.server.ts";
import { compareEditorValues, markWords, type ChangeRow, type ShownValue } from "./change-diff.ts";

const gallery = (fields: Partial<GalleryFormValues["fields"]> = {}): GalleryFormValues => {
  const blank = galleryEditor.blank();
  return {
    ...blank,
    fields: {
      ...blank.fields,
      name: "Tide Gallery",
      street: "1 Sea Road",
      city: "Haifa",
      description: "A small gallery by the sea with paintings of the coast.",
      version: "5",
      ...fields,
    },
  };
};

const artwork = (fields: Partial<ArtworkFormValues["fields"]> = {}): ArtworkFormValues => {
  const blank = artworkEditor.blank();
  return {
    fields: {
      ...blank.fields,
      title: "Olive Grove",
      artistId: "artist-1",
      imageUrl: "https://example.com/w.jpg",
      priceIls: "1000",
      ...fields,
    },
  };
};

const rowOf = (rows: ChangeRow[], key: string) => {
  const row = rows.find((each) => each.key === key);
  if (!row) throw new Error(`No row ${key} among ${rows.map((each) => each.key).join(", ")}`);
  return row;
};

/** A shown value in brackets: [-removed-] and {+added+}, as a reader would be told. */
function said(value: ShownValue | null): string {
  if (value === null) return "∅";
  switch (value.kind) {
    case "text":
      return value.text;
    case "words":
    case "lines":
      return value.parts
        .map((part) =>
          part.mark === "added" ? `{+${part.text}+}` : part.mark === "removed" ? `[-${part.text}-]` : part.text,
        )
        .join(value.kind === "lines" ? "\n" : "");
    case "images":
      return value.images.map((image) => `${image.mark}:${image.imageId || image.url}`).join(" ");
  }
}

describe("comparing a record's published and proposed values", () => {
  it("lists only the fields that differ, labelled as the editor labels them, the unchanged ones on request", () => {
    const published = gallery();
    const proposed = gallery({ name: "Tide House", phone: "04-123-4567", nameHe: "בית הגאות" });
    const diff = compareEditorValues("gallery", published, proposed);
    expect(diff.isNew).toBe(false);
    expect(diff.rows.map((row) => [row.label, said(row.published), said(row.proposed)])).toEqual([
      ["Name", "Tide Gallery", "Tide House"],
      ["Name (Hebrew)", "", "בית הגאות"],
      ["Phone", "", "04-123-4567"],
    ]);
    expect(rowOf(diff.rows, "nameHe").proposed).toEqual({ kind: "text", text: "בית הגאות", lang: "he" });

    const all = compareEditorValues("gallery", published, proposed, { all: true });
    expect(rowOf(all.rows, "city")).toMatchObject({ isChanged: false, label: "City" });
    // Fields blank on both sides say nothing, even when asked for every row.
    expect(all.rows.some((row) => row.key === "website")).toBe(false);
  });

  it("finds nothing to show when the values differ only as typed (spaces, line ends, lists, prices)", () => {
    const published = gallery({ description: "Line one.\nLine two.", seoKeywords: "sea, art" });
    const proposed = gallery({ description: "  Line one.\r\nLine two. ", seoKeywords: "sea,art,", version: "9" });
    expect(compareEditorValues("gallery", published, proposed).rows).toEqual([]);
    expect(
      compareEditorValues("artwork", artwork({ priceIls: "12500" }), artwork({ priceIls: "₪12,500" })).rows,
    ).toEqual([]);
  });

  it("marks a long text's removed and added words, and shows a short one whole", () => {
    const published = gallery({ description: "A small gallery by the sea with paintings of the coast." });
    const proposed = gallery({ description: "A small gallery by the harbour with paintings of the coast." });
    const row = rowOf(compareEditorValues("gallery", published, proposed).rows, "description");
    expect(row.label).toBe("Description");
    expect(said(row.published)).toBe("A small gallery by the [-sea-] with paintings of the coast.");
    expect(said(row.proposed)).toBe("A small gallery by the {+harbour+} with paintings of the coast.");
    expect(row.published?.kind).toBe("words");

    const [before, after] = markWords("גלריה קטנה ליד הים", "גלריה גדולה ליד הים", "he");
    expect(before.filter((part) => part.mark === "removed").map((part) => part.text.trim())).toEqual(["קטנה"]);
    expect(after.filter((part) => part.mark === "added").map((part) => part.text.trim())).toEqual(["גדולה"]);
  });

  it("shows a new record's proposed side alone, its blank fields left out", () => {
    const diff = compareEditorValues("artwork", null, artwork({ availability: "sold", framed: "yes" }), {
      names: { "artist-1": "Dana Levi" },
    });
    expect(diff.isNew).toBe(true);
    expect(diff.rows.every((row) => row.published === null && row.isChanged)).toBe(true);
    expect(diff.rows.map((row) => [row.label, said(row.proposed)])).toEqual([
      ["Title", "Olive Grove"],
      ["Artist", "Dana Levi"],
      ["Artwork image", "same:https://example.com/w.jpg"],
      ["Framed", "Yes"],
      ["Availability", "Sold"],
      ["Price (₪)", "1000"],
    ]);
  });

  it("says choices and references in words, and an image change by the images", () => {
    const published = artwork({ medium: "", galleryId: "g-1", imageUrl: "", imageId: "img-old" });
    const proposed = artwork({ medium: "painting", galleryId: "", imageUrl: "", imageId: "img-new" });
    const diff = compareEditorValues("artwork", published, proposed, { names: { "g-1": "Tide Gallery" } });
    expect(diff.rows.map((row) => [row.label, said(row.published), said(row.proposed)])).toEqual([
      ["Artwork image", "removed:img-old", "added:img-new"],
      ["Gallery", "Tide Gallery", "No gallery"],
      ["Medium", "Not stated", "Painting"],
    ]);
  });

  it("summarizes the opening hours, gallery images and reviews a line or an image each, marking what changed", () => {
    const published = gallery();
    published.openingHours.week[0] = [{ opens: "10:00", closes: "18:00" }];
    published.openingHours.week[5] = [{ opens: "10:00", closes: "14:00" }];
    published.galleryImages = [
      { url: "", imageId: "a" },
      { url: "", imageId: "b" },
    ];
    published.reviews = [
      { id: "r1", name: "Noa", content: "Lovely.", rating: "5", date: "2025-01-02", nameHe: "", contentHe: "" },
    ];
    const proposed = structuredClone(published);
    proposed.openingHours.week[0] = [{ opens: "930", closes: "18:00" }];
    proposed.openingHours.exceptions = [
      { date: "2025-04-13", opens: "", closes: "", label: "Passover", labelHe: "פסח" },
    ];
    proposed.galleryImages = [
      { url: "", imageId: "b" },
      { url: "https://example.com/c.jpg", imageId: "" },
    ];
    proposed.reviews = [{ ...published.reviews[0]!, rating: "4" }];
    const rows = compareEditorValues("gallery", published, proposed).rows;
    const week = rowOf(rows, "openingHours.week");
    expect(week.label).toBe("Weekly hours");
    expect(said(week.published).split("\n")).toEqual([
      "[-Sunday: 10:00–18:00-]",
      "Monday: Closed",
      "Tuesday: Closed",
      "Wednesday: Closed",
      "Thursday: Closed",
      "Friday: 10:00–14:00",
      "Saturday: Closed",
    ]);
    expect(said(week.proposed).split("\n")[0]).toBe("{+Sunday: 09:30–18:00+}");
    expect(said(rowOf(rows, "openingHours.exceptions").proposed)).toBe("{+2025-04-13 · Passover / פסח: Closed+}");
    expect(said(rowOf(rows, "galleryImages").published)).toBe("removed:a same:b");
    expect(said(rowOf(rows, "galleryImages").proposed)).toBe("same:b added:https://example.com/c.jpg");
    expect(said(rowOf(rows, "reviews").proposed)).toBe("{+Noa · 4 stars · 2025-01-02: Lovely.+}");

    // The parts publishing a stored state keeps as they are can be left out.
    const kept = compareEditorValues("gallery", published, proposed, { leaveOut: ["reviews"] });
    expect(kept.rows.some((row) => row.key === "reviews")).toBe(false);
    expect(kept.leftOut).toEqual(["reviews"]);
  });

  it("compares an artist's works by id: a changed work line by line, an added and a removed one whole", () => {
    const work = (id: string, title: string, fields: Record<string, string> = {}) => ({
      ...emptyArtworkRow(),
      id,
      title,
      imageUrl: "https://example.com/w.jpg",
      ...fields,
    });
    const artist = (artworks: ArtistFormValues["artworks"]): ArtistFormValues => {
      const blank = artistEditor.blank();
      return { fields: { ...blank.fields, name: "Dana Levi", bio: "Paints the sea." }, artworks };
    };
    const published = artist([work("w1", "Low Tide", { year: "1990" }), work("w2", "Gone Work")]);
    const proposed = artist([work("w1", "Low Tide", { year: "1991" }), work("", "New Work"), emptyArtworkRow()]);
    const rows = compareEditorValues("artist", published, proposed).rows;
    expect(rows.map((row) => row.label)).toEqual(["Work: Low Tide", "Work: New Work", "Work: Gone Work"]);
    expect(said(rowOf(rows, "artworks.w1").published)).toContain("[-Year: 1990-]");
    expect(said(rowOf(rows, "artworks.w1").proposed)).toContain("{+Year: 1991+}");
    expect(said(rowOf(rows, "artworks.w1").proposed)).toContain("Title: Low Tide\n");
    expect(said(rowOf(rows, "artworks.new-1").published)).toBe("");
    expect(said(rowOf(rows, "artworks.w2").proposed)).toBe("");
  });

  it("labels the rows in Hebrew for a Hebrew-speaking operator", () => {
    const rows = withRequestLocale(
      "he",
      () => compareEditorValues("gallery", gallery(), gallery({ nameHe: "בית הגאות", isFeatured: "on" })).rows,
    );
    expect(rows.map((row) => [row.label, said(row.published), said(row.proposed)])).toEqual([
      ["שם (עברית)", "", "בית הגאות"],
      ["מומלצת (מוצגת בגלריות המומלצות בדף הבית)", "לא", "כן"],
    ]);
  });
});
