import { describe, expect, it } from "vitest";
import type { Artist } from "#app/models/artists.server.ts";
import { blankArtworkFacts } from "#app/lib/artwork-facts.ts";
import { artistEditor, artistFormValues, toArtistInput, type ArtistFormValues } from "./artist-editor.ts";
import { unknownGalleryErrors } from "./artwork-rows.ts";

const readArtist = artistEditor.read;
const checkArtist = (values: ArtistFormValues) => artistEditor.check(values, { isNew: false });

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const IMAGE_REQUIRED = "Image is required: upload one or enter its URL";
const artist = { name: " Noa ", bio: "B".repeat(200), imageUrl: "https://example.com/noa.jpg" };

describe("the artist form", () => {
  it("says what is missing or wrong, per field and per artwork row", () => {
    const check = checkArtist(
      readArtist(
        form({
          name: " ",
          imageUrl: "javascript:alert(1)",
          website: "ftp://example.com",
          instagram: "instagram.com/noa",
          "artworks.0.title": "Only a title",
          "artworks.1.imageUrl": "https://example.com/w.jpg",
          "artworks.1.year": "19x9",
          "artworks.2.title": "",
          "artworks.3.description": "Typed, so not dropped",
        }),
      ),
    );
    expect(check).toEqual({
      isValid: false,
      errors: {
        name: "Name is required",
        bio: "Biography is required",
        imageUrl: "Please enter a valid image URL starting with http:// or https://",
        website: "Please enter a valid website URL starting with http:// or https://",
        instagram: "Please enter a valid Instagram URL starting with http:// or https://",
        "artworks.0.imageUrl": IMAGE_REQUIRED,
        "artworks.1.title": "Title is required",
        "artworks.1.year": "Year must be a number",
        "artworks.3.title": "Title is required",
        "artworks.3.imageUrl": IMAGE_REQUIRED,
      },
    });
    expect(checkArtist(readArtist(form({ name: "A", bio: "B" })))).toMatchObject({
      errors: { imageUrl: "Image is required: upload one or enter its URL" },
    });
  });

  it("refuses a gallery that is not in the list", () => {
    const values = readArtist(
      form({
        ...artist,
        "artworks.0.title": "T",
        "artworks.0.imageUrl": "https://x.test/a.jpg",
        "artworks.0.galleryId": "g9",
      }),
    );
    // Only the server knows which galleries exist: its check adds this to the editor's.
    expect(checkArtist(values).isValid).toBe(true);
    expect(unknownGalleryErrors(values.artworks, new Set(["g1"]))).toEqual({
      "artworks.0.galleryId": "Please choose a gallery from the list",
    });
  });

  it("reads rows in index order, ignores untouched new rows, splits lists and fills SEO defaults", () => {
    const values = readArtist(
      form({
        ...artist,
        imageId: "img1",
        styles: " Abstract, ,Landscape ,",
        seoKeywords: "sea,, light ",
        isFeatured: "on",
        "artworks.10.title": "Second",
        "artworks.10.imageUrl": "https://example.com/2.jpg",
        "artworks.2.title": "First",
        "artworks.2.imageId": "img2",
        "artworks.2.year": "1999",
        "artworks.2.id": "a1",
        "artworks.5.title": "",
      }),
    );
    const check = checkArtist(values);
    if (!check.isValid) throw new Error(JSON.stringify(check.errors));
    expect(toArtistInput(check.data)).toEqual({
      name: "Noa",
      bio: artist.bio,
      imageUrl: "/media/img1",
      imageId: "img1",
      website: null,
      styles: ["Abstract", "Landscape"],
      stylesHe: [],
      isFeatured: true,
      seo: { title: null, description: null, keywords: ["sea", "light"] },
      socialMedia: { instagram: null, facebook: null, twitter: null },
      he: { name: null, bio: null, seoTitle: null, seoDescription: null },
      artworks: [
        {
          id: "a1",
          title: "First",
          imageUrl: "/media/img2",
          imageId: "img2",
          year: 1999,
          description: null,
          galleryId: null,
          facts: blankArtworkFacts(),
          he: { title: null, description: null, materials: null },
        },
        {
          id: null,
          title: "Second",
          imageUrl: "https://example.com/2.jpg",
          imageId: null,
          year: null,
          description: null,
          galleryId: null,
          facts: blankArtworkFacts(),
          he: { title: null, description: null, materials: null },
        },
      ],
    });
  });

  it("shows an SEO field that holds its default blank, so it follows a rename", () => {
    const saved = {
      name: "Noa",
      bio: "B".repeat(200),
      imageUrl: "/media/img1",
      image: { id: "img1", width: 10, height: 10, placeholder: "" },
      website: null,
      styles: ["Oil", "Ink"],
      stylesHe: [null, "דיו"],
      isFeatured: true,
      seo: { title: "Noa - Israeli Artist | Omanut", description: "B".repeat(160), keywords: ["a"] },
      socialMedia: { instagram: null, facebook: null, twitter: null },
      he: { name: "נועה", bio: null, seoTitle: null, seoDescription: null },
      updatedAt: 42,
    } as unknown as Artist;
    expect(artistFormValues(saved, [], "Omanut").fields).toMatchObject({
      seoTitle: "",
      seoDescription: "",
      imageUrl: "",
      imageId: "img1",
      styles: "Oil, Ink",
      isFeatured: "on",
      version: "42",
      nameHe: "נועה",
      bioHe: "",
      stylesHe: ", דיו",
    });
    expect(artistFormValues({ ...saved, stylesHe: [null, null] } as Artist, [], "Omanut").fields.stylesHe).toBe("");
    const custom = { ...saved, seo: { ...saved.seo, title: "My own title" } } as Artist;
    expect(artistFormValues(custom, [], "Omanut").fields.seoTitle).toBe("My own title");
  });

  it("refuses more artworks than the form holds rather than dropping (and so deleting) the last ones", () => {
    const fields: Record<string, string> = { ...artist };
    for (let index = 0; index < 501; index++) {
      fields[`artworks.${index}.title`] = `Work ${index}`;
      fields[`artworks.${index}.imageUrl`] = "https://example.com/w.jpg";
    }
    const values = readArtist(form(fields));
    expect(values.artworks).toHaveLength(501);
    const check = checkArtist(values);
    expect(check.isValid).toBe(false);
    if (!check.isValid) expect(check.errors["artworks.500.title"]).toMatch(/at most 500 artworks/);
  });
});

describe("the artist form's Hebrew fields", () => {
  it("are optional whatever the English field is, and reach the model trimmed, blank as not written", () => {
    const values = readArtist(
      form({
        ...artist,
        nameHe: " נועה ",
        bioHe: "",
        seoTitleHe: "נועה | אמנות",
        "artworks.0.title": "Sea",
        "artworks.0.titleHe": " ים ",
        "artworks.0.imageUrl": "https://x.test/a.jpg",
      }),
    );
    const check = checkArtist(values);
    if (!check.isValid) throw new Error(JSON.stringify(check.errors));
    const input = toArtistInput(check.data);
    expect(input.he).toEqual({ name: "נועה", bio: null, seoTitle: "נועה | אמנות", seoDescription: null });
    expect(input.artworks[0]!.he).toEqual({ title: "ים", description: null, materials: null });
  });

  it("take the same limits as their English fields, and say which language is too long", () => {
    const check = checkArtist(
      readArtist(
        form({
          ...artist,
          nameHe: "א".repeat(101),
          bioHe: "ב".repeat(5001),
          "artworks.0.title": "Sea",
          "artworks.0.imageUrl": "https://x.test/a.jpg",
          "artworks.0.descriptionHe": "ג".repeat(2001),
        }),
      ),
    );
    expect(check).toEqual({
      isValid: false,
      errors: {
        nameHe: "Name (Hebrew) must be at most 100 characters",
        bioHe: "Biography (Hebrew) must be at most 5000 characters",
        "artworks.0.descriptionHe": "Description (Hebrew) must be at most 2000 characters",
      },
    });
  });

  it("take the styles' Hebrew names in the styles' order, a blank one leaving that name as it is", () => {
    const input = (styles: string, stylesHe: string) => {
      const check = checkArtist(readArtist(form({ ...artist, styles, stylesHe })));
      if (!check.isValid) throw new Error(JSON.stringify(check.errors));
      return toArtistInput(check.data).stylesHe;
    };
    expect(input("Abstract, Landscape", " מופשט ,נוף ")).toEqual(["מופשט", "נוף"]);
    expect(input("Abstract, Landscape", ", נוף")).toEqual(["", "נוף"]);
    expect(input("Abstract, Landscape", "מופשט, ")).toEqual(["מופשט", ""]);
    expect(input("Abstract, Landscape,", "מופשט, נוף,")).toEqual(["מופשט", "נוף"]);
    expect(input("Abstract, Landscape", " , ")).toEqual([]);
    expect(input("", "")).toEqual([]);
  });

  it("refuse a Hebrew styles list that does not name each style once, in both languages", async () => {
    const values = readArtist(form({ ...artist, styles: "Abstract, Landscape", stylesHe: "מופשט" }));
    expect(checkArtist(values)).toEqual({
      isValid: false,
      errors: { stylesHe: "Give one Hebrew name for each style, in the same order, or leave this empty." },
    });
    const { withRequestLocale } = await import("#app/lib/locale.server.ts");
    expect(withRequestLocale("he", () => checkArtist(values))).toEqual({
      isValid: false,
      errors: { stylesHe: "יש לתת שם עברי אחד לכל סגנון, באותו הסדר, או להשאיר את השדה ריק." },
    });
    const tooMany = readArtist(form({ ...artist, styles: "Abstract", stylesHe: "מופשט, נוף" }));
    expect(checkArtist(tooMany).isValid).toBe(false);
    const noStyles = readArtist(form({ ...artist, styles: "", stylesHe: "מופשט" }));
    expect(checkArtist(noStyles).isValid).toBe(false);
  });

  it("do not make a Hebrew-only artwork row valid: its English title is still required", () => {
    const check = checkArtist(readArtist(form({ ...artist, "artworks.0.titleHe": "ים" })));
    expect(check.isValid).toBe(false);
    if (!check.isValid) expect(check.errors["artworks.0.title"]).toBe("Title is required");
  });
});

describe("an artwork row's facts", () => {
  const row = (fields: Record<string, string>) =>
    form({
      ...artist,
      "artworks.0.title": "Sea",
      "artworks.0.imageUrl": "https://example.com/sea.jpg",
      "artworks.0.availability": "for-sale",
      ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [`artworks.0.${key}`, value])),
    });
  const errorsOf = (fields: Record<string, string>) => {
    const check = checkArtist(readArtist(row(fields)));
    return check.isValid ? {} : check.errors;
  };

  it("reach the model as typed: centimetres, edition, flags, availability and whole shekels", () => {
    const check = checkArtist(
      readArtist(
        row({
          medium: "painting",
          materials: " oil on canvas ",
          materialsHe: "שמן על בד",
          heightCm: "60",
          widthCm: "80,5",
          edition: "edition",
          editionNumber: "3",
          editionSize: "10",
          framed: "yes",
          signed: "no",
          certificate: "",
          availability: "on-hold",
          priceIls: "₪12,500",
        }),
      ),
    );
    if (!check.isValid) throw new Error(JSON.stringify(check.errors));
    const artwork = toArtistInput(check.data).artworks[0]!;
    expect(artwork.facts).toEqual({
      medium: "painting",
      materials: "oil on canvas",
      heightCm: 60,
      widthCm: 80.5,
      depthCm: null,
      edition: { kind: "edition", number: 3, size: 10 },
      isFramed: true,
      isSigned: false,
      hasCertificate: null,
      availability: "on-hold",
      priceIls: 12500,
    });
    expect(artwork.he?.materials).toBe("שמן על בד");
  });

  it("refuse a negative or absurd size, a lone height, and a depth without the other sides", () => {
    expect(errorsOf({ heightCm: "-5", widthCm: "20" })["artworks.0.heightCm"]).toBe(
      "Height must be a number of centimetres between 0.1 and 10,000.",
    );
    expect(errorsOf({ heightCm: "20", widthCm: "20000" })["artworks.0.widthCm"]).toMatch(/Width must be/);
    expect(errorsOf({ heightCm: "20" })["artworks.0.widthCm"]).toBe("Give both the height and the width, or neither.");
    expect(errorsOf({ depthCm: "4" })["artworks.0.depthCm"]).toBe("Give the height and the width with the depth.");
  });

  it("refuse an edition number above its size, and numbers without the edition chosen", () => {
    expect(errorsOf({ edition: "edition", editionNumber: "12", editionSize: "10" })["artworks.0.editionNumber"]).toBe(
      "The number in the edition (12) cannot be more than its size (10).",
    );
    expect(errorsOf({ edition: "edition", editionNumber: "", editionSize: "10" })["artworks.0.editionNumber"]).toMatch(
      /whole numbers/,
    );
    expect(errorsOf({ edition: "unique", editionSize: "10" })["artworks.0.edition"]).toMatch(/One of an edition/);
  });

  it("refuse a price on a work not for sale, a price that is not whole shekels, and a value off the lists", () => {
    expect(errorsOf({ availability: "not-for-sale", priceIls: "5000" })["artworks.0.priceIls"]).toMatch(
      /not for sale has no price/,
    );
    expect(errorsOf({ priceIls: "12.50" })["artworks.0.priceIls"]).toMatch(/whole shekels/);
    expect(errorsOf({ priceIls: "0" })["artworks.0.priceIls"]).toMatch(/whole shekels/);
    expect(errorsOf({ medium: "oil" })["artworks.0.medium"]).toBe("Choose one of the list's options.");
    expect(errorsOf({ availability: "gone" })["artworks.0.availability"]).toBe("Choose one of the list's options.");
  });

  it("are shown again as stored when the artist is edited", () => {
    const values = artistFormValues(
      {
        ...({
          name: "Noa",
          bio: "b",
          styles: [],
          stylesHe: [],
          seo: { title: null, description: null, keywords: [] },
          socialMedia: {},
          he: {},
          image: null,
          imageUrl: "x",
          updatedAt: 1,
        } as unknown as Artist),
      },
      [
        {
          id: "a1",
          title: "Sea",
          imageUrl: "https://example.com/sea.jpg",
          image: null,
          year: null,
          description: null,
          galleryId: null,
          he: { title: null, description: null, materials: "דיו" },
          facts: {
            ...blankArtworkFacts(),
            heightCm: 60.5,
            widthCm: 80,
            edition: { kind: "unique" },
            isSigned: true,
            availability: "sold",
            priceIls: 9000,
          },
        } as never,
      ],
      "Omanut",
    );
    expect(values.artworks[0]).toMatchObject({
      heightCm: "60.5",
      widthCm: "80",
      depthCm: "",
      edition: "unique",
      signed: "yes",
      framed: "",
      availability: "sold",
      priceIls: "9000",
      materialsHe: "דיו",
    });
  });
});
