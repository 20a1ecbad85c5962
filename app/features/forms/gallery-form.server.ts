import { resolveCity } from "#app/lib/places/places.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { mediaImageUrl, type MediaImage } from "#app/lib/media.ts";
import type { AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { createGallery, updateGallery, type Gallery, type GalleryInput } from "#app/models/galleries.server.ts";
import { listImagesByIds } from "#app/models/media.server.ts";
import type { Review } from "#app/models/reviews.server.ts";
import { handleEditorAction, type EditorKind } from "./editor-action.server.ts";
import { openingHoursValuesOf } from "./opening-hours-form.ts";
import { parseVersion, type EditorAnswer } from "./kit.ts";
import type { RowIntent } from "./row-list.ts";
import {
  applyListIntent,
  GALLERY_LISTS,
  galleryImageName,
  readGalleryForm,
  validateGalleryForm,
  type GalleryFormData,
  type GalleryFormValues,
  type GalleryList,
} from "./gallery-form.ts";

export const galleryChanged = () => m.admin_gallery_changed();

/** What the gallery form is rendered from: the values, the stored images they name, and any refusal. */
export type GalleryFormState = EditorAnswer<GalleryFormValues>;

function imageIdsOf(values: GalleryFormValues): string[] {
  return [values.image.imageId, ...values.galleryImages.map((image) => image.imageId)].filter(Boolean);
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
      nameHe: gallery.he.name ?? "",
      streetHe: gallery.he.street ?? "",
      cityHe: gallery.he.city ?? "",
      hoursHe: gallery.he.hours ?? "",
      descriptionHe: gallery.he.description ?? "",
      seoTitleHe: gallery.he.seoTitle ?? "",
      seoDescriptionHe: gallery.he.seoDescription ?? "",
    },
    image: imageValue(gallery.imageUrl, gallery.image),
    galleryImages: gallery.galleryImages.map((image) => imageValue(image.url, image.image)),
    reviews: adminReviews.map((review) => ({
      id: review.id,
      name: review.name,
      content: review.content,
      rating: String(review.rating),
      date: dateOf(review.createdAt),
      nameHe: review.he.name ?? "",
      contentHe: review.he.content ?? "",
    })),
    openingHours: openingHoursValuesOf(gallery.openingHours),
  };
}

export async function galleryFormStateOf(gallery: Gallery, adminReviews: Review[]): Promise<GalleryFormState> {
  const values = galleryFormValuesOf(gallery, adminReviews);
  return { values, images: Object.fromEntries(await listImagesByIds(imageIdsOf(values))), errors: {} };
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
    he: form.he,
    adminReviews: form.adminReviews,
    openingHours: form.openingHours,
  };
}

const GALLERY_EDITOR: EditorKind<GalleryFormValues, GalleryInput> = {
  noun: "gallery",
  audit: { kind: "gallery", nameOf: (input) => input.name },
  read: readGalleryForm,
  lists: GALLERY_LISTS,
  applyRowIntent: (values, intent) => applyListIntent(values, intent as RowIntent<GalleryList>),
  listImages: (values) => [
    ...(values.image.imageId ? [{ imageId: values.image.imageId, field: "image" }] : []),
    ...values.galleryImages.flatMap((image, index) =>
      image.imageId ? [{ imageId: image.imageId, field: galleryImageName(index) }] : [],
    ),
  ],
  async check(values, { id }) {
    // The main image may be left out of a new gallery (a stock image stands in), not of a saved one.
    const result = validateGalleryForm(values, { isImageRequired: id !== null });
    return result.isValid ? { isValid: true, input: toGalleryInput(result.data) } : result;
  },
  async save(input, { id, values, user }) {
    if (!id) {
      const gallery = await createGallery(input, { userId: user.id });
      return `/admin/galleries?${new URLSearchParams({ added: gallery.name })}`;
    }
    // Without the version it was opened with, a save could overwrite someone else's: a conflict.
    const expectedUpdatedAt = parseVersion(values.fields.version) ?? -1;
    const gallery = await updateGallery(id, input, { expectedUpdatedAt });
    return gallery ? `/admin/galleries?${new URLSearchParams({ updated: gallery.name })}` : null;
  },
  messages: {
    changed: galleryChanged,
    gone: m.admin_gallery_gone,
    failure: (isNew) => (isNew ? m.admin_gallery_add_failed() : m.admin_gallery_update_failed()),
  },
};

/** The action of the new and edit gallery pages (`galleryId` null for new). */
export const handleGallerySave = (args: AdminRequest, galleryId: string | null) =>
  handleEditorAction(args, GALLERY_EDITOR, galleryId);
