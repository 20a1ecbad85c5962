import { describe, expect, it } from "vitest";
import { GALLERY_LISTS, galleryEditor, type GalleryFormValues } from "./gallery-editor.ts";
import { parseRowIntent } from "./row-list.ts";

const { read: readGalleryForm, applyRowIntent } = galleryEditor;
/** The gallery editor's check; the main image is required of a saved gallery only. */
const checkGallery = (values: GalleryFormValues, { isImageRequired }: { isImageRequired: boolean }) =>
  galleryEditor.check(values, { isNew: !isImageRequired });
const rowIntent = (value: string) => parseRowIntent(value, GALLERY_LISTS);

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

const validate = (fields: Record<string, string>, isImageRequired = false) =>
  checkGallery(readGalleryForm(form(fields)), { isImageRequired });

const blankFirstReview = { "review.0.name": "", "review.0.content": "", "review.0.rating": "5" };

const valid = {
  name: " Sea Light ",
  street: "Rothschild 12",
  city: "Tel Aviv-Yafo",
  hours: "Sun–Thu 10–19",
  description: "Contemporary art.",
};

describe("the gallery form", () => {
  it("says each field's message and which fields are wrong", () => {
    const result = validate({ street: "  " }, true);
    expect(result).toEqual({
      isValid: false,
      errors: {
        name: "Name is required",
        street: "Please enter both street and city",
        city: "Please enter both street and city",
        hours: "Give the opening hours: fill in the weekly hours, or write them here",
        description: "Description is required",
        image: "Image is required: upload one or enter its URL",
      },
    });
  });

  it("parses coordinates strictly and takes both or neither", () => {
    for (const [latitude, longitude] of [
      ["0x20", "34.78"],
      ["NaN", "34.9"],
      ["1e309", "34.9"],
      ["<script>", "34.9"],
      ["32.08", "Infinity"],
    ]) {
      const result = validate({ ...valid, latitude: latitude!, longitude: longitude! });
      expect(result, `${latitude}, ${longitude}`).toEqual({
        isValid: false,
        errors: { city: "The place's coordinates are not valid. Please choose the place again." },
      });
    }
    for (const half of [
      { latitude: "", longitude: "34.9" },
      { latitude: "32.08", longitude: "" },
    ]) {
      expect(validate({ ...valid, ...half })).toEqual({
        isValid: false,
        errors: { city: "The place's coordinates are incomplete. Please choose the place again." },
      });
    }
    const located = validate({ ...valid, latitude: "32.0853", longitude: "34.7818" });
    expect(located).toMatchObject({ isValid: true, data: { latitude: 32.0853, longitude: 34.7818 } });
  });

  it("refuses a link with whitespace inside, as the artist form does", () => {
    const result = validate({ ...valid, website: "https://example.com/a\nb", facebook: "https://face book.com/x" });
    expect(result).toMatchObject({
      isValid: false,
      errors: {
        website: "Please enter a valid website URL starting with http:// or https://",
        facebook: "Please enter a valid Facebook URL starting with http:// or https://",
      },
    });
  });

  it("accepts only http(s) links and images, and drops empty ones", () => {
    const bad = validate({
      ...valid,
      website: "javascript:alert(1)",
      instagram: "ftp://example.com",
      "galleryImage.0Url": "data:image/png;base64,AAAA",
      "galleryImage.1Url": "",
    });
    expect(bad).toMatchObject({
      errors: {
        website: "Please enter a valid website URL starting with http:// or https://",
        instagram: "Please enter a valid Instagram URL starting with http:// or https://",
        "galleryImage.0": "Please enter a valid image URL starting with http:// or https://",
      },
    });
    const good = validate({
      ...valid,
      website: "https://example.com",
      twitter: "",
      "galleryImage.0Url": "",
      "galleryImage.3Url": "https://example.com/b.jpg",
      "galleryImage.7Id": "abcdefghijklmnop",
      seoKeywords: " art, , Tel Aviv ,",
      latitude: "32.08",
      longitude: "34.78",
      isFeatured: "on",
    });
    expect(good).toMatchObject({
      isValid: true,
      data: {
        name: "Sea Light",
        image: null,
        website: "https://example.com",
        socialMedia: { instagram: null, facebook: null, twitter: null },
        galleryImages: [
          { url: "https://example.com/b.jpg", imageId: "" },
          { url: "", imageId: "abcdefghijklmnop" },
        ],
        seo: { title: null, description: null, keywords: ["art", "Tel Aviv"] },
        latitude: 32.08,
        longitude: 34.78,
        isFeatured: true,
      },
    });
  });

  it("refuses coordinates out of range on the city", () => {
    const result = validate({ ...valid, latitude: "91", longitude: "34" });
    expect(result).toMatchObject({
      errors: { city: "The place's coordinates are not valid. Please choose the place again." },
    });
  });

  it("ignores a blank review row and names what a half-filled one lacks", () => {
    const result = validate({
      ...valid,
      ...blankFirstReview,
      "review.1.name": "Ann",
      "review.1.content": " ",
      "review.1.rating": "0",
      "review.1.date": "2025-02-30",
    });
    expect(result).toEqual({
      isValid: false,
      errors: {
        "review.1.content": "Review content is required",
        "review.1.rating": "Please choose a rating from 1 to 5 stars",
        "review.1.date": "Please enter a valid date",
      },
    });
    const fine = validate({
      ...valid,
      ...blankFirstReview,
      "review.1.id": "r1",
      "review.1.name": "Ann",
      "review.1.content": "Lovely",
      "review.1.rating": "4",
      "review.1.date": "2025-02-28",
    });
    expect(fine).toMatchObject({
      isValid: true,
      data: {
        adminReviews: [{ id: "r1", name: "Ann", content: "Lovely", rating: 4, createdAt: Date.UTC(2025, 1, 28) }],
      },
    });
  });

  it("applies the list buttons sent without JavaScript", () => {
    const values = readGalleryForm(
      form({ "galleryImage.0Url": "https://a", "galleryImage.1Url": "https://b", "galleryImage.2Url": "https://c" }),
    );
    const moved = applyRowIntent(values, rowIntent("image:up:2")!);
    expect(moved.galleryImages.map((image) => image.url)).toEqual(["https://a", "https://c", "https://b"]);
    const removed = applyRowIntent(moved, rowIntent("image:remove:0")!);
    expect(removed.galleryImages.map((image) => image.url)).toEqual(["https://c", "https://b"]);
    expect(applyRowIntent(removed, rowIntent("image:down:1")!).galleryImages).toEqual(removed.galleryImages);
    expect(applyRowIntent(values, rowIntent("review:add:0")!).reviews).toEqual([
      { id: "", name: "", content: "", rating: "5", date: "", nameHe: "", contentHe: "" },
    ]);
    expect(rowIntent("save")).toBeNull();
  });

  it("refuses more gallery images than the form holds rather than dropping (and so deleting) the last ones", () => {
    const fields: Record<string, string> = { ...valid };
    for (let index = 0; index < 501; index++) fields[`galleryImage.${index}Url`] = `https://example.com/${index}.jpg`;
    const result = validate(fields);
    expect(result.isValid).toBe(false);
    if (!result.isValid) expect(result.errors["galleryImage.500"]).toMatch(/at most 500 images/);
  });
});

describe("the gallery form's visit facts", () => {
  it("checks phone, e-mail and WhatsApp, and needs a price when admission is paid", () => {
    const result = validate({
      ...valid,
      phone: "03-555-1234 ext. 5",
      email: "hello@",
      whatsapp: "https://wa.me/1",
      admission: "paid",
      admissionPrice: " ",
      accessibilityNoteHe: "א".repeat(501),
    });
    expect(result).toEqual({
      isValid: false,
      errors: {
        phone: "Please enter a phone number using only digits, spaces, +, - and parentheses",
        email: "Please enter a valid e-mail address, like name@example.com",
        whatsapp: "Please enter the WhatsApp number as a phone number: digits, spaces, +, - and parentheses",
        admissionPrice: "Please write the price, or choose Free",
        accessibilityNoteHe: "Accessibility note (Hebrew) must be at most 500 characters",
      },
    });
  });

  it("reach the model: contact, free or priced admission in both languages, step-free yes/no/unknown", () => {
    const paid = validate({
      ...valid,
      phone: " +972 (3) 555-1234 ",
      email: "hello@gallery.co.il",
      whatsapp: "054-555-0154",
      admission: "paid",
      admissionPrice: "₪30",
      admissionPriceHe: "30 ₪",
      stepFree: "no",
      accessibilityNote: "Three steps",
      accessibilityNoteHe: "שלוש מדרגות",
    });
    expect(paid).toMatchObject({
      isValid: true,
      data: {
        contact: { phone: "+972 (3) 555-1234", email: "hello@gallery.co.il", whatsapp: "054-555-0154" },
        admission: { isFree: false, price: "₪30" },
        accessibility: { isStepFree: false, note: "Three steps" },
        he: { admissionPrice: "30 ₪", accessibilityNote: "שלוש מדרגות" },
      },
    });
    // A price left under another choice is not saved.
    const free = validate({
      ...valid,
      admission: "free",
      admissionPrice: "₪30",
      admissionPriceHe: "30 ₪",
      stepFree: "yes",
    });
    expect(free).toMatchObject({
      data: { admission: { isFree: true }, accessibility: { isStepFree: true }, he: { admissionPrice: null } },
    });
    expect(validate(valid)).toMatchObject({
      data: {
        contact: { phone: null, email: null, whatsapp: null },
        admission: null,
        accessibility: { isStepFree: null, note: null },
      },
    });
  });
});

describe("the gallery form's opening hours", () => {
  it("take the weekly hours alone: the free text is needed only without them", () => {
    const { hours: _hours, ...withoutText } = valid;
    expect(validate(withoutText)).toMatchObject({
      isValid: false,
      errors: { hours: "Give the opening hours: fill in the weekly hours, or write them here" },
    });
    const weekOnly = validate({ ...withoutText, "hours.0.0.opens": "10:00", "hours.0.0.closes": "18:00" });
    expect(weekOnly).toMatchObject({ isValid: true, data: { hours: "" } });
    if (weekOnly.isValid) expect(weekOnly.data.openingHours?.week[0]).toEqual([{ opens: "10:00", closes: "18:00" }]);
  });
});

describe("the gallery form's Hebrew fields", () => {
  it("store the hours as typed, without the isolates the field showed its time ranges with", () => {
    const result = validate({ ...valid, hoursHe: "א׳–ה׳ \u206610:00–18:00\u2069 " });
    if (!result.isValid) throw new Error(JSON.stringify(result.errors));
    expect(result.data.he.hours).toBe("א׳–ה׳ 10:00–18:00");
  });

  it("are optional, trimmed, and reach the model blank as not written, reviews' too", () => {
    const result = validate({
      ...valid,
      nameHe: " אור הים ",
      cityHe: "תל אביב-יפו",
      hoursHe: "",
      "review.0.name": "Dana",
      "review.0.content": "Lovely.",
      "review.0.rating": "4",
      "review.0.contentHe": " יפה מאוד. ",
    });
    if (!result.isValid) throw new Error(JSON.stringify(result.errors));
    expect(result.data.he).toEqual({
      name: "אור הים",
      street: null,
      city: "תל אביב-יפו",
      hours: null,
      description: null,
      seoTitle: null,
      seoDescription: null,
      admissionPrice: null,
      accessibilityNote: null,
    });
    expect(result.data.adminReviews[0]!.he).toEqual({ name: null, content: "יפה מאוד." });
  });

  it("take the English fields' limits, and a review row with only Hebrew still needs its English texts", () => {
    const result = validate({
      ...valid,
      streetHe: "א".repeat(201),
      seoDescriptionHe: "ב".repeat(501),
      "review.0.nameHe": "ג".repeat(101),
      "review.0.rating": "5",
    });
    expect(result).toEqual({
      isValid: false,
      errors: {
        streetHe: "Street (Hebrew) must be at most 200 characters",
        seoDescriptionHe: "SEO description (Hebrew) must be at most 500 characters",
        "review.0.name": "Reviewer name is required",
        "review.0.content": "Review content is required",
        "review.0.nameHe": "Reviewer name (Hebrew) must be at most 100 characters",
      },
    });
  });
});
