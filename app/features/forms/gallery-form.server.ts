import { resolveCity } from "#app/lib/places/places.server.ts";
import { data, redirect } from "react-router";
import { mediaImageUrl, type MediaImage } from "#app/lib/media.ts";
import type { AdminWrite } from "#app/features/admin/admin-guard.server.ts";
import type { Gallery, GalleryInput } from "#app/models/galleries.server.ts";
import { RecordChangedError } from "#app/models/versions.server.ts";
import { listImagesByIds } from "#app/models/media.server.ts";
import type { Review } from "#app/models/reviews.server.ts";
import {
  applyListIntent,
  galleryImageName,
  parseListIntent,
  readGalleryForm,
  validateGalleryForm,
  type GalleryFormData,
  type GalleryFormValues,
} from "./gallery-form.ts";
import type { FieldErrors } from "./validation.ts";

export const GALLERY_CHANGED =
  "This gallery was changed by someone else since you opened it. Reload to see their changes; your edits are still in the form.";

/** What the gallery form is rendered from: the values, the stored images they name, and any refusal. */
export interface GalleryFormState {
  values: GalleryFormValues;
  /** Stored images by id, so image fields show their previews (and keep their ids) after a round trip. */
  images: Record<string, MediaImage>;
  errors: FieldErrors;
  formError?: string;
}

/** A gallery answered when the form was opened: failing to save should not be mistaken for this. */
export class GalleryGoneError extends Error {
  override name = "GalleryGoneError";
  constructor() {
    super("This gallery no longer exists: someone may have deleted it. Your edits are still in the form.");
  }
}

function imageIdsOf(values: GalleryFormValues): string[] {
  return [values.image.imageId, ...values.galleryImages.map((image) => image.imageId)].filter(Boolean);
}

async function formState(
  values: GalleryFormValues,
  errors: FieldErrors = {},
  formError?: string,
  images?: Map<string, MediaImage>,
): Promise<GalleryFormState> {
  // The typed values come back even when their images cannot be looked up (the database is down).
  const found = images ?? (await listImagesByIds(imageIdsOf(values)).catch(() => new Map<string, MediaImage>()));
  return { values, images: Object.fromEntries(found), errors, ...(formError ? { formError } : {}) };
}

const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The form's values for a stored gallery and its admin reviews. */
export function galleryFormValuesOf(gallery: Gallery, adminReviews: Review[]): GalleryFormValues {
  const imageValue = (url: string | null, image: MediaImage | null) =>
    image ? { url: "", imageId: image.id } : { url: url ?? "", imageId: "" };
  return {
    fields: {
      name: gallery.name,
      street: gallery.street,
      city: gallery.city,
      latitude: String(gallery.latitude),
      longitude: String(gallery.longitude),
      hours: gallery.hours,
      description: gallery.description,
      website: gallery.website ?? "",
      instagram: gallery.socialMedia.instagram ?? "",
      facebook: gallery.socialMedia.facebook ?? "",
      twitter: gallery.socialMedia.twitter ?? "",
      seoTitle: gallery.seo.title ?? "",
      seoDescription: gallery.seo.description ?? "",
      seoKeywords: gallery.seo.keywords.join(", "),
      isFeatured: gallery.isFeatured ? "on" : "",
      version: String(gallery.updatedAt),
    },
    image: imageValue(gallery.imageUrl, gallery.image),
    galleryImages: gallery.galleryImages.map((image) => imageValue(image.url, image.image)),
    reviews: adminReviews.map((review) => ({
      id: review.id,
      name: review.name,
      content: review.content,
      rating: String(review.rating),
      date: dateOf(review.createdAt),
    })),
  };
}

export function galleryFormStateOf(gallery: Gallery, adminReviews: Review[]): Promise<GalleryFormState> {
  return formState(galleryFormValuesOf(gallery, adminReviews));
}

export function emptyGalleryFormState(values: GalleryFormValues): GalleryFormState {
  return { values, images: {}, errors: {} };
}

const imageInput = (image: { url: string; imageId: string }) =>
  image.imageId ? { url: mediaImageUrl(image.imageId), imageId: image.imageId } : { url: image.url, imageId: null };

export function toGalleryInput(form: GalleryFormData): GalleryInput {
  const cover = form.image ? imageInput(form.image) : null;
  // A city typed without choosing a suggestion (or without JavaScript) is located by the gazetteer.
  const isLocated = form.latitude !== 0 || form.longitude !== 0;
  const { latitude, longitude } = isLocated ? form : resolveCity(form.city);
  return {
    name: form.name,
    street: form.street,
    city: form.city,
    location: `${form.street}, ${form.city}`,
    latitude,
    longitude,
    hours: form.hours,
    description: form.description,
    imageUrl: cover?.url ?? null,
    imageId: cover?.imageId ?? null,
    galleryImages: form.galleryImages.map(imageInput),
    website: form.website,
    isFeatured: form.isFeatured,
    socialMedia: form.socialMedia,
    seo: form.seo,
    adminReviews: form.adminReviews,
  };
}

const MISSING_IMAGE = "The uploaded image could not be found. Please upload it again.";

/**
 * The action of the gallery create and edit forms, after the route's own guard: answers its
 * refusal (401 without a session, 503 without a database), applies a list button sent without JavaScript (200, nothing saved),
 * validates (400), saves, and redirects to `save`'s answer. Every refusal carries everything typed.
 */
export async function handleGalleryForm(options: {
  formData: FormData;
  guard: AdminWrite;
  isImageRequired: boolean;
  failureMessage: string;
  save: (input: GalleryInput, form: GalleryFormData) => Promise<string>;
}) {
  const { formData, guard } = options;
  const values = readGalleryForm(formData);
  const refuse = async (
    status: number,
    errors: FieldErrors,
    formError?: string,
    images?: Map<string, MediaImage>,
    headers?: Headers,
  ) => data(await formState(values, errors, formError, images), { status, headers });
  if (guard.kind === "refused") return refuse(guard.status, {}, guard.message, new Map(), guard.headers);

  const intent = parseListIntent(formData.get("intent"));
  if (intent) return data(await formState(applyListIntent(values, intent)));

  let images: Map<string, MediaImage>;
  try {
    images = await listImagesByIds(imageIdsOf(values));
  } catch (error) {
    console.error("Reading a gallery form's images failed:", error);
    return refuse(503, {}, options.failureMessage, new Map());
  }
  const result = validateGalleryForm(values, { isImageRequired: options.isImageRequired });
  const errors: FieldErrors = result.isValid ? {} : { ...result.errors };
  // An uploaded image that is gone (swept, or deleted with another record) cannot be shown.
  if (values.image.imageId && !images.has(values.image.imageId)) errors.image ??= MISSING_IMAGE;
  values.galleryImages.forEach((image, index) => {
    if (image.imageId && !images.has(image.imageId)) errors[galleryImageName(index)] ??= MISSING_IMAGE;
  });
  if (!result.isValid || Object.keys(errors).length > 0) return refuse(400, errors, undefined, images);

  let successUrl: string;
  try {
    successUrl = await options.save(toGalleryInput(result.data), result.data);
  } catch (error) {
    if (error instanceof RecordChangedError) return refuse(409, {}, GALLERY_CHANGED, images);
    if (error instanceof GalleryGoneError) return refuse(404, {}, error.message, images);
    console.error("Saving a gallery failed:", error);
    return refuse(503, {}, options.failureMessage, images);
  }
  return redirect(successUrl);
}
