import { href } from "react-router";
import { locateTypedPlace } from "#app/features/place-search/place-search.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { mediaImageUrl, type MediaImage } from "#app/lib/image-variants.ts";
import type { AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import {
  createGallery,
  getGalleryById,
  updateGallery,
  type Gallery,
  type GalleryInput,
} from "#app/models/galleries.server.ts";
import { listAdminReviews, type Review } from "#app/models/reviews.server.ts";
import type { RecordEditing } from "./record-changes.server.ts";
import { handleEditorAction, type EditorSave } from "./editor-action.server.ts";
import type { EditorCheck } from "./editor-kit.ts";
import { openingHoursValuesOf } from "#app/features/hours/hours-form.ts";
import { galleryEditor, type GalleryFormData, type GalleryFormValues } from "./gallery-editor.ts";

export const galleryChanged = () => m.admin_gallery_changed();

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
      phone: gallery.contact.phone ?? "",
      email: gallery.contact.email ?? "",
      whatsapp: gallery.contact.whatsapp ?? "",
      admission: gallery.admission === null ? "" : gallery.admission.isFree ? "free" : "paid",
      admissionPrice: gallery.admission?.isFree === false ? gallery.admission.price : "",
      admissionPriceHe: gallery.he.admissionPrice ?? "",
      stepFree: gallery.accessibility.isStepFree === null ? "" : gallery.accessibility.isStepFree ? "yes" : "no",
      accessibilityNote: gallery.accessibility.note ?? "",
      accessibilityNoteHe: gallery.he.accessibilityNote ?? "",
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

const imageInput = (image: { url: string; imageId: string }) =>
  image.imageId ? { url: mediaImageUrl(image.imageId), imageId: image.imageId } : { url: image.url, imageId: null };

/** The model's input for a checked form whose place is known (`at`: chosen, or found on save). */
export function toGalleryInput(
  form: GalleryFormData,
  at: { latitude: number; longitude: number } = form,
): GalleryInput {
  const cover = form.image ? imageInput(form.image) : null;
  const { latitude, longitude } = at;
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
    contact: form.contact,
    admission: form.admission,
    accessibility: form.accessibility,
  };
}

/**
 * A checked form ready to save: a city typed without choosing a suggestion (or without JavaScript)
 * is looked up on save, and one the search cannot pin to a single place is refused on the city
 * field, so no gallery is saved silently off the map.
 */
async function prepareGallery(checked: EditorCheck<GalleryFormData>): Promise<EditorCheck<GalleryInput>> {
  if (!checked.isValid) return checked;
  const form = checked.data;
  if (form.latitude !== 0 || form.longitude !== 0) return { isValid: true, data: toGalleryInput(form) };
  const found = await locateTypedPlace(form.city);
  if (!found) return { isValid: false, errors: { city: m.admin_gallery_place_not_chosen() } };
  return { isValid: true, data: toGalleryInput(form, found) };
}

/** A gallery's drafts and versions: its members keep it; reviews and the featured mark stay the operator's. */
const GALLERY_RECORD: RecordEditing<GalleryFormValues, GalleryInput> = {
  kind: "gallery",
  async loadPublished(id) {
    const gallery = await getGalleryById(id);
    if (!gallery) return null;
    const values = galleryFormValuesOf(gallery, await listAdminReviews(gallery.id));
    return { name: gallery.name, slug: gallery.slug, updatedAt: gallery.updatedAt, values };
  },
  access: (id) =>
    id
      ? { action: "edit", target: { kind: "gallery", id } }
      : { action: "create", target: { kind: "new-record", recordKind: "gallery" } },
  trustedBy: (id) => (id ? [{ kind: "gallery", id }] : []),
  snapshot: (values, input) => ({
    ...values,
    fields: { ...values.fields, latitude: String(input.latitude), longitude: String(input.longitude) },
  }),
  keepOperatorParts: (values, published) => ({
    ...values,
    fields: { ...values.fields, isFeatured: published?.fields.isFeatured ?? "" },
    reviews: published?.reviews ?? [],
  }),
  fromSnapshot: (input) => ({ ...input, adminReviews: undefined }),
  asNew: (values) => ({ ...values, reviews: values.reviews.map((review) => ({ ...review, id: "" })) }),
  editorPath: (id) => href("/admin/galleries/:galleryId/edit", { galleryId: id }),
};

export const GALLERY_SAVE: EditorSave<GalleryFormValues, GalleryFormData, GalleryInput, { id: string; name: string }> =
  {
    editor: galleryEditor,
    record: GALLERY_RECORD,
    noun: "gallery",
    audit: { kind: "gallery", nameOf: (input) => input.name },
    prepare: prepareGallery,
    save: (input, { id, version, user, newId, alsoWrite }) =>
      id
        ? updateGallery(id, input, { expectedUpdatedAt: version, alsoWrite })
        : createGallery(input, { userId: user.id, id: newId, alsoWrite }),
    // The galleries list says what was done, naming the gallery: the name travels in the address.
    savedPath: (gallery, isNew) =>
      `${href("/admin/galleries")}?${new URLSearchParams({ [isNew ? "added" : "updated"]: gallery.name })}`,
    messages: {
      changed: galleryChanged,
      gone: m.admin_gallery_gone,
      failure: (isNew) => (isNew ? m.admin_gallery_add_failed() : m.admin_gallery_update_failed()),
    },
  };

/** The action of the new and edit gallery pages (`galleryId` null for new). */
export const handleGallerySave = (args: AdminRequest, galleryId: string | null) =>
  handleEditorAction(args, GALLERY_SAVE, galleryId);
