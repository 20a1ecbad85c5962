import * as z from "zod/mini";
import { m } from "#app/lib/paraglide/messages.js";
import { isHttpUrl, parseCoordinate } from "./editor-checks.ts";
import { isPhoneNumber, PHONE_MAX_LENGTH } from "#app/lib/contact-links.ts";
import { isEmailAddress } from "#app/lib/email-address.ts";
import {
  formText,
  type EditorDescription,
  type EditorValues,
  hebrewLabel,
  hebrewOrNull,
  hebrewText,
  imageLinkMessage,
  imageRequired,
  listIndexes,
  optionalLink,
  parseDate,
  optionalText,
  requiredText,
  URL_MAX_LENGTH,
} from "./editor-kit.ts";
import type { OpeningHours } from "#app/lib/opening-hours/hours.ts";
import {
  applyHoursIntent,
  checkOpeningHours,
  emptyOpeningHoursValues,
  HOURS_LISTS,
  readOpeningHours,
  type OpeningHoursValues,
} from "#app/features/hours/hours-form.ts";
import { applyRowIntent, type RowIntent } from "./row-list.ts";
import { firstErrorPerField, type FieldErrors } from "#app/lib/validation.ts";

// The gallery editor, one description for the browser (checks before sending, list buttons) and
// the server (the authority). Field names: scalars by name; the cover image as imageUrl/imageId (an
// ImageUploadField named "image"); gallery images as galleryImage.{i}Url/Id; admin reviews as
// review.{i}.{id|name|content|rating|date|nameHe|contentHe}; a translatable field's Hebrew
// version is its name with "He" (nameHe); the structured opening hours as opening-hours-form.ts says.

export const GALLERY_LIMITS = {
  name: 200,
  street: 200,
  city: 100,
  hours: 300,
  description: 10_000,
  url: URL_MAX_LENGTH,
  seoTitle: 200,
  seoDescription: 500,
  seoKeywords: 1000,
  reviewName: 100,
  reviewContent: 2000,
  galleryImages: 500,
  reviews: 500,
  phone: PHONE_MAX_LENGTH,
  email: 254,
  admissionPrice: 60,
  accessibilityNote: 500,
} as const;

export const GALLERY_FIELDS = [
  "name",
  "street",
  "city",
  "latitude",
  "longitude",
  "hours",
  "description",
  "website",
  "instagram",
  "facebook",
  "twitter",
  "seoTitle",
  "seoDescription",
  "seoKeywords",
  "isFeatured",
  "version",
  "nameHe",
  "streetHe",
  "cityHe",
  "hoursHe",
  "descriptionHe",
  "seoTitleHe",
  "seoDescriptionHe",
  "phone",
  "email",
  "whatsapp",
  "admission",
  "admissionPrice",
  "admissionPriceHe",
  "stepFree",
  "accessibilityNote",
  "accessibilityNoteHe",
] as const;
export type GalleryField = (typeof GALLERY_FIELDS)[number];

export interface ImageValue {
  url: string;
  imageId: string;
}

export interface AdminReviewValue {
  id: string;
  name: string;
  content: string;
  rating: string;
  /** YYYY-MM-DD or blank. */
  date: string;
  nameHe: string;
  contentHe: string;
}

/** Everything the form holds, as typed: its text fields, and its images, reviews and hours beside them. */
export interface GalleryFormValues extends EditorValues<GalleryField> {
  image: ImageValue;
  galleryImages: ImageValue[];
  reviews: AdminReviewValue[];
  openingHours: OpeningHoursValues;
}

/** What a valid form says, ready for the galleries model. */
export interface GalleryFormData {
  name: string;
  street: string;
  city: string;
  latitude: number;
  longitude: number;
  hours: string;
  description: string;
  image: ImageValue | null;
  galleryImages: ImageValue[];
  website: string | null;
  socialMedia: { instagram: string | null; facebook: string | null; twitter: string | null };
  seo: { title: string | null; description: string | null; keywords: string[] };
  isFeatured: boolean;
  he: GalleryHebrewData;
  adminReviews: {
    id: string | null;
    name: string;
    content: string;
    rating: number;
    createdAt: number | null;
    he: { name: string | null; content: string | null };
  }[];
  /** Null when they say nothing: the gallery has no structured hours (the free text alone). */
  openingHours: OpeningHours | null;
  contact: { phone: string | null; email: string | null; whatsapp: string | null };
  admission: { isFree: true } | { isFree: false; price: string } | null;
  accessibility: { isStepFree: boolean | null; note: string | null };
}

/** The Hebrew versions of a gallery's texts; null where not written. */
export interface GalleryHebrewData {
  name: string | null;
  street: string | null;
  city: string | null;
  hours: string | null;
  description: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  admissionPrice: string | null;
  accessibilityNote: string | null;
}

export const BLANK_REVIEW: AdminReviewValue = {
  id: "",
  name: "",
  content: "",
  rating: "5",
  date: "",
  nameHe: "",
  contentHe: "",
};
export const BLANK_IMAGE: ImageValue = { url: "", imageId: "" };

export const galleryImageName = (index: number) => `galleryImage.${index}`;
export const reviewFieldName = (index: number, field: keyof AdminReviewValue) => `review.${index}.${field}`;

function readGalleryForm(formData: FormData): GalleryFormValues {
  const fields = Object.fromEntries(GALLERY_FIELDS.map((name) => [name, formText(formData, name)])) as Record<
    GalleryField,
    string
  >;
  return {
    fields,
    image: { url: formText(formData, "imageUrl"), imageId: formText(formData, "imageId") },
    galleryImages: listIndexes(formData, /^galleryImage\.(\d{1,6})(?:Url|Id)$/).map((i) => ({
      url: formText(formData, `${galleryImageName(i)}Url`),
      imageId: formText(formData, `${galleryImageName(i)}Id`),
    })),
    reviews: listIndexes(formData, /^review\.(\d{1,6})\.(?:id|name|content|rating|date|nameHe|contentHe)$/).map(
      (i) => ({
        id: formText(formData, reviewFieldName(i, "id")),
        name: formText(formData, reviewFieldName(i, "name")),
        content: formText(formData, reviewFieldName(i, "content")),
        rating: formText(formData, reviewFieldName(i, "rating")),
        date: formText(formData, reviewFieldName(i, "date")),
        nameHe: formText(formData, reviewFieldName(i, "nameHe")),
        contentHe: formText(formData, reviewFieldName(i, "contentHe")),
      }),
    ),
    openingHours: readOpeningHours(formData),
  };
}

const required = requiredText;
const optional = optionalText;
const link = optionalLink;

const STREET_AND_CITY = () => m.admin_street_and_city();

/** Blank (the place is located from its city), or a plain decimal within range. */
const coordinate = (limit: number) =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === "" || parseCoordinate(value, limit) !== null, { error: m.admin_coordinates_invalid }),
  );

const HALF_A_PLACE = () => m.admin_coordinates_incomplete();

/** Blank, or a value `isValid` takes (after trimming). */
const optionalChecked = (max: number, isValid: (value: string) => boolean, message: () => string) =>
  z.string().check(
    z.trim(),
    z.maxLength(max, { error: message }),
    z.refine((value) => value === "" || isValid(value), { error: message }),
  );

const scalarSchema = z.object({
  name: required(m.admin_gallery_field_name, GALLERY_LIMITS.name),
  street: required(m.admin_gallery_field_street, GALLERY_LIMITS.street, STREET_AND_CITY),
  city: required(m.admin_gallery_field_city, GALLERY_LIMITS.city, STREET_AND_CITY),
  latitude: coordinate(90),
  longitude: coordinate(180),
  // Optional here: without it the weekly hours are needed (checked with them).
  hours: optional(m.admin_gallery_field_hours, GALLERY_LIMITS.hours),
  description: required(m.admin_gallery_field_description, GALLERY_LIMITS.description),
  website: link(m.admin_link_name_website),
  instagram: link(() => "Instagram"),
  facebook: link(() => "Facebook"),
  twitter: link(() => "Twitter"),
  seoTitle: optional(m.admin_field_seo_title, GALLERY_LIMITS.seoTitle),
  seoDescription: optional(m.admin_field_seo_description, GALLERY_LIMITS.seoDescription),
  seoKeywords: optional(m.admin_field_seo_keywords, GALLERY_LIMITS.seoKeywords),
  isFeatured: z.string(),
  version: z.string(),
  nameHe: hebrewText(m.admin_gallery_field_name, GALLERY_LIMITS.name),
  streetHe: hebrewText(m.admin_gallery_field_street, GALLERY_LIMITS.street),
  cityHe: hebrewText(m.admin_gallery_field_city, GALLERY_LIMITS.city),
  hoursHe: hebrewText(m.admin_gallery_field_hours, GALLERY_LIMITS.hours),
  descriptionHe: hebrewText(m.admin_gallery_field_description, GALLERY_LIMITS.description),
  seoTitleHe: hebrewText(m.admin_field_seo_title, GALLERY_LIMITS.seoTitle),
  seoDescriptionHe: hebrewText(m.admin_field_seo_description, GALLERY_LIMITS.seoDescription),
  phone: optionalChecked(GALLERY_LIMITS.phone, isPhoneNumber, m.admin_gallery_phone_invalid),
  email: optionalChecked(GALLERY_LIMITS.email, isEmailAddress, m.admin_gallery_email_invalid),
  whatsapp: optionalChecked(GALLERY_LIMITS.phone, isPhoneNumber, m.admin_gallery_whatsapp_invalid),
  admission: z.string(),
  admissionPrice: optional(m.admin_gallery_field_admission_price, GALLERY_LIMITS.admissionPrice),
  admissionPriceHe: hebrewText(m.admin_gallery_field_admission_price, GALLERY_LIMITS.admissionPrice),
  stepFree: z.string(),
  accessibilityNote: optional(m.admin_gallery_field_accessibility_note, GALLERY_LIMITS.accessibilityNote),
  accessibilityNoteHe: hebrewText(m.admin_gallery_field_accessibility_note, GALLERY_LIMITS.accessibilityNote),
});

// Checked already: blank is 0 (unknown), anything else a plain decimal in range.
const toCoordinate = (value: string, limit: number) => (value === "" ? 0 : (parseCoordinate(value, limit) ?? 0));

const orNull = (value: string) => (value === "" ? null : value);

/** A checked image: a stored one (its id) or an external http(s) URL; null when blank. */
function checkImage(value: ImageValue): { image: ImageValue | null; error?: string } {
  const imageId = value.imageId.trim();
  const url = value.url.trim();
  if (imageId !== "") {
    return /^[\w-]{1,64}$/.test(imageId)
      ? { image: { url: "", imageId } }
      : { image: null, error: m.admin_missing_image() };
  }
  if (url === "") return { image: null };
  if (url.length > GALLERY_LIMITS.url || !isHttpUrl(url)) return { image: null, error: imageLinkMessage() };
  return { image: { url, imageId: "" } };
}

export function isBlankReview(review: AdminReviewValue): boolean {
  return [review.name, review.content, review.date, review.nameHe, review.contentHe].every(
    (text) => text.trim() === "",
  );
}

function checkReviews(reviews: AdminReviewValue[], errors: FieldErrors): GalleryFormData["adminReviews"] {
  const checked: GalleryFormData["adminReviews"] = [];
  reviews.forEach((review, index) => {
    // A row left completely blank is not a review: it is not saved (an existing one so emptied is removed).
    if (isBlankReview(review)) return;
    const name = review.name.trim();
    const content = review.content.trim();
    const date = review.date.trim();
    const at = (field: keyof AdminReviewValue) => reviewFieldName(index, field);
    if (name === "") errors[at("name")] = m.admin_review_name_required();
    else if (name.length > GALLERY_LIMITS.reviewName) {
      errors[at("name")] = m.admin_review_name_too_long({ max: GALLERY_LIMITS.reviewName });
    }
    if (content === "") errors[at("content")] = m.admin_review_content_required();
    else if (content.length > GALLERY_LIMITS.reviewContent) {
      errors[at("content")] = m.admin_review_content_too_long({ max: GALLERY_LIMITS.reviewContent });
    }
    if (!/^[1-5]$/.test(review.rating)) errors[at("rating")] = m.admin_review_rating_required();
    const createdAt = date === "" ? null : parseDate(date);
    if (date !== "" && createdAt === null) errors[at("date")] = m.admin_review_date_invalid();
    const nameHe = review.nameHe.trim();
    const contentHe = review.contentHe.trim();
    const tooLong = (label: () => string, max: number) => m.admin_field_too_long({ label: hebrewLabel(label)(), max });
    if (nameHe.length > GALLERY_LIMITS.reviewName) {
      errors[at("nameHe")] = tooLong(m.admin_review_field_name, GALLERY_LIMITS.reviewName);
    }
    if (contentHe.length > GALLERY_LIMITS.reviewContent) {
      errors[at("contentHe")] = tooLong(m.admin_review_field_content, GALLERY_LIMITS.reviewContent);
    }
    checked.push({
      id: orNull(review.id.trim()),
      name,
      content,
      rating: Number(review.rating),
      createdAt,
      he: { name: hebrewOrNull(nameHe), content: hebrewOrNull(contentHe) },
    });
  });
  return checked;
}

/**
 * Checks the whole form; every failing field gets its first message. The main image may be left
 * out of a new gallery (a stock image stands in), not of a saved one.
 */
function checkGallery(values: GalleryFormValues, { isNew }: { isNew: boolean }) {
  const errors: FieldErrors = {};
  const result = scalarSchema.safeParse(values.fields);
  if (!result.success) {
    // The coordinates come with the city from the place search: their problem is the city's.
    const nameOf = (field: string) => (field === "latitude" || field === "longitude" ? "city" : field);
    Object.assign(errors, firstErrorPerField(result.error.issues, nameOf));
  }
  // Both coordinates or neither: half a point would put the gallery on the equator.
  if (result.success && (result.data.latitude === "") !== (result.data.longitude === ""))
    errors.city ??= HALF_A_PLACE();
  const cover = checkImage(values.image);
  if (cover.error) errors.image = cover.error;
  else if (!cover.image && !isNew) errors.image = imageRequired();
  const galleryImages: ImageValue[] = [];
  values.galleryImages.forEach((value, index) => {
    const checked = checkImage(value);
    if (checked.error) errors[galleryImageName(index)] = checked.error;
    // Empty gallery images are dropped.
    else if (checked.image) galleryImages.push(checked.image);
  });
  const adminReviews = checkReviews(values.reviews, errors);
  // Never cut short (a row left out would be deleted on save): too many are refused instead.
  if (values.galleryImages.length > GALLERY_LIMITS.galleryImages) {
    errors[galleryImageName(GALLERY_LIMITS.galleryImages)] ??= m.admin_gallery_too_many_images({
      max: GALLERY_LIMITS.galleryImages,
    });
  }
  if (values.reviews.length > GALLERY_LIMITS.reviews) {
    errors[reviewFieldName(GALLERY_LIMITS.reviews, "name")] ??= m.admin_gallery_too_many_reviews({
      max: GALLERY_LIMITS.reviews,
    });
  }
  const openingHours = checkOpeningHours(values.openingHours, errors);
  // Paid needs its price; a price written under another choice is not saved.
  const typed = values.fields;
  if (typed.admission === "paid" && typed.admissionPrice.trim() === "") {
    errors.admissionPrice ??= m.admin_gallery_admission_price_required();
  }
  // One is enough: the weekly hours make the text shown, or the free text stands alone.
  if (typed.hours.trim() === "" && openingHours === null) {
    errors.hours ??= m.admin_gallery_hours_or_week_required();
  }
  if (!result.success || Object.keys(errors).length > 0) return { isValid: false as const, errors };

  const fields = result.data;
  const data: GalleryFormData = {
    name: fields.name,
    street: fields.street,
    city: fields.city,
    latitude: toCoordinate(fields.latitude, 90),
    longitude: toCoordinate(fields.longitude, 180),
    hours: fields.hours,
    description: fields.description,
    image: cover.image,
    galleryImages,
    website: orNull(fields.website),
    socialMedia: {
      instagram: orNull(fields.instagram),
      facebook: orNull(fields.facebook),
      twitter: orNull(fields.twitter),
    },
    seo: {
      title: orNull(fields.seoTitle),
      description: orNull(fields.seoDescription),
      keywords: fields.seoKeywords
        .split(",")
        .map((keyword) => keyword.trim())
        .filter(Boolean),
    },
    isFeatured: fields.isFeatured === "on",
    he: {
      name: hebrewOrNull(fields.nameHe),
      street: hebrewOrNull(fields.streetHe),
      city: hebrewOrNull(fields.cityHe),
      hours: hebrewOrNull(fields.hoursHe),
      description: hebrewOrNull(fields.descriptionHe),
      seoTitle: hebrewOrNull(fields.seoTitleHe),
      seoDescription: hebrewOrNull(fields.seoDescriptionHe),
      admissionPrice: fields.admission === "paid" ? hebrewOrNull(fields.admissionPriceHe) : null,
      accessibilityNote: hebrewOrNull(fields.accessibilityNoteHe),
    },
    adminReviews,
    openingHours,
    contact: { phone: orNull(fields.phone), email: orNull(fields.email), whatsapp: orNull(fields.whatsapp) },
    admission:
      fields.admission === "free"
        ? { isFree: true }
        : fields.admission === "paid"
          ? { isFree: false, price: fields.admissionPrice }
          : null,
    accessibility: {
      isStepFree: fields.stepFree === "yes" ? true : fields.stepFree === "no" ? false : null,
      note: orNull(fields.accessibilityNote),
    },
  };
  return { isValid: true as const, data };
}

/** The gallery form's row lists: its image grid, the administrator's reviews, each weekday's hours and the dated exceptions. */
export const GALLERY_LISTS = ["image", "review", ...HOURS_LISTS] as const;

function applyListIntent(values: GalleryFormValues, intent: RowIntent): GalleryFormValues {
  switch (intent.list) {
    case "image":
      return { ...values, galleryImages: applyRowIntent(values.galleryImages, intent, () => ({ ...BLANK_IMAGE })) };
    case "review":
      return { ...values, reviews: applyRowIntent(values.reviews, intent, () => ({ ...BLANK_REVIEW })) };
    default:
      return { ...values, openingHours: applyHoursIntent(values.openingHours, intent) };
  }
}

/** The gallery editor: its fields, its images, reviews and hours, its checks. */
export const galleryEditor: EditorDescription<GalleryFormValues, GalleryFormData> = {
  fields: GALLERY_FIELDS,
  lists: GALLERY_LISTS,
  read: readGalleryForm,
  blank: () => ({
    fields: Object.fromEntries(GALLERY_FIELDS.map((name) => [name, ""])) as Record<GalleryField, string>,
    image: { ...BLANK_IMAGE },
    galleryImages: [],
    reviews: [],
    openingHours: emptyOpeningHoursValues(),
  }),
  applyRowIntent: applyListIntent,
  images: (values) => [
    ...(values.image.imageId ? [{ imageId: values.image.imageId, field: "image" }] : []),
    ...values.galleryImages.flatMap((image, index) =>
      image.imageId ? [{ imageId: image.imageId, field: galleryImageName(index) }] : [],
    ),
  ],
  check: checkGallery,
};
