import { describe, expect, it } from "vitest";
import { blankArtworkFacts } from "#app/lib/artwork-facts.ts";
import type { Artwork } from "#app/models/artworks.server.ts";
import { artistEditor } from "./artist-editor.ts";
import { artworkEditor, artworkFormValues, toArtworkEditorInput } from "./artwork-editor.ts";
import { ARTWORK_FIELDS } from "./artwork-fields.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const IMAGE_REQUIRED = "Image is required: upload one or enter its URL";
const work = { title: " Sea ", imageUrl: "https://example.com/sea.jpg", artistId: "artist-1" };
const check = (fields: Record<string, string>, isNew = false) =>
  artworkEditor.check(artworkEditor.read(form(fields)), { isNew });
const errorsOf = (fields: Record<string, string>) => {
  const result = check({ ...work, ...fields });
  return result.isValid ? {} : result.errors;
};

describe("the artwork editor", () => {
  it("says what is missing: the title, the picture and the artist, each on its field", () => {
    expect(check({ description: "Typed" }, true)).toEqual({
      isValid: false,
      errors: {
        artistId: "Artist is required: choose one from the list",
        title: "Title is required",
        imageUrl: IMAGE_REQUIRED,
      },
    });
    expect(errorsOf({ imageUrl: "javascript:alert(1)", year: "19x9" })).toEqual({
      imageUrl: "Please enter a valid image URL starting with http:// or https://",
      year: "Year must be a number",
    });
  });

  it("says of a work what an artist editor's row says of the same work, word for word", () => {
    const typed = {
      title: "",
      imageUrl: "ftp://example.com/x.jpg",
      year: "later",
      heightCm: "-5",
      depthCm: "3",
      edition: "unique",
      editionSize: "10",
      availability: "not-for-sale",
      priceIls: "5000",
      medium: "oil",
      titleHe: "א".repeat(201),
    };
    const own = errorsOf(typed);
    const row = artistEditor.check(
      artistEditor.read(
        form({
          name: "N",
          bio: "B",
          imageUrl: "https://example.com/n.jpg",
          ...Object.fromEntries(Object.entries(typed).map(([field, value]) => [`artworks.0.${field}`, value])),
        }),
      ),
      { isNew: false },
    );
    const rowErrors = Object.fromEntries(
      Object.entries(row.isValid ? {} : row.errors).map(([name, message]) => [
        name.replace("artworks.0.", ""),
        message,
      ]),
    );
    expect(Object.keys(own).length).toBeGreaterThanOrEqual(7);
    expect(own).toEqual(rowErrors);
  });

  it("reads a form without availability as for sale, and a blank form as its blank values", () => {
    expect(artworkEditor.read(new FormData())).toEqual(artworkEditor.blank());
    expect(artworkEditor.blank().fields).toMatchObject({ availability: "for-sale", artistId: "", version: "" });
    expect(artworkEditor.read(form({ availability: "sold" })).fields.availability).toBe("sold");
  });

  it("names the stored picture among its images, so its preview survives a refusal", () => {
    expect(artworkEditor.images(artworkEditor.read(form({ imageId: "img1" })))).toEqual([
      { imageId: "img1", field: "imageUrl" },
    ]);
    expect(artworkEditor.images(artworkEditor.read(form({ imageUrl: "https://example.com/a.jpg" })))).toEqual([]);
  });

  it("gives the model every fact as typed, the artist and the stored picture", () => {
    const result = check({
      ...work,
      imageUrl: "",
      imageId: "img1",
      year: "1999",
      galleryId: "gallery-1",
      titleHe: " ים ",
      medium: "print",
      materials: "woodcut",
      heightCm: "30",
      widthCm: "40.5",
      edition: "edition",
      editionNumber: "2",
      editionSize: "20",
      signed: "yes",
      availability: "on-hold",
      priceIls: "₪4,200",
    });
    if (!result.isValid) throw new Error(JSON.stringify(result.errors));
    expect(toArtworkEditorInput(result.data)).toEqual({
      title: "Sea",
      imageUrl: "/media/img1",
      imageId: "img1",
      year: 1999,
      description: null,
      galleryId: "gallery-1",
      artistId: "artist-1",
      facts: {
        ...blankArtworkFacts(),
        medium: "print",
        materials: "woodcut",
        heightCm: 30,
        widthCm: 40.5,
        edition: { kind: "edition", number: 2, size: 20 },
        isSigned: true,
        availability: "on-hold",
        priceIls: 4200,
      },
      he: { title: "ים", description: null, materials: null },
    });
  });

  it("shows a saved work as it is stored, its version with it, and saves it back unchanged", () => {
    const artwork = {
      id: "w1",
      title: "Sea",
      imageUrl: "https://example.com/sea.jpg",
      image: null,
      year: 2001,
      description: "Low tide.",
      artistId: "artist-1",
      galleryId: null,
      he: { title: "ים", description: null, materials: "דיו" },
      facts: { ...blankArtworkFacts(), heightCm: 60.5, widthCm: 80, availability: "sold", priceIls: 9000 },
      updatedAt: 1234,
    } as unknown as Artwork;
    const values = artworkFormValues(artwork);
    expect(Object.keys(values.fields).sort()).toEqual([...artworkEditor.fields].sort());
    expect(values.fields).toMatchObject({
      artistId: "artist-1",
      version: "1234",
      year: "2001",
      heightCm: "60.5",
      availability: "sold",
      priceIls: "9000",
      materialsHe: "דיו",
    });
    const formData = new FormData();
    for (const name of artworkEditor.fields) formData.set(name, values.fields[name as keyof typeof values.fields]);
    const result = artworkEditor.check(artworkEditor.read(formData), { isNew: false });
    if (!result.isValid) throw new Error(JSON.stringify(result.errors));
    expect(toArtworkEditorInput(result.data)).toMatchObject({
      title: artwork.title,
      year: artwork.year,
      description: artwork.description,
      artistId: artwork.artistId,
      facts: artwork.facts,
      he: { title: "ים", materials: "דיו" },
    });
  });

  it("holds every field an artwork row holds, with the artist and the version", () => {
    expect([...artworkEditor.fields].sort()).toEqual([...ARTWORK_FIELDS, "artistId", "version"].sort());
  });
});
