import type { SelectQueryBuilder, Selectable, Transaction } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import type { DB, GalleriesTable } from "#app/db/schema.ts";
import type { MediaImage } from "#app/lib/image-variants.ts";
import { storedHebrew } from "./hebrew.server.ts";
import { listImagesByIds, releaseImages } from "./media.server.ts";
import { insertEditableRecord, orderedBy, saveEditableRecord, whereContains } from "./records.server.ts";
import { reindexGallery } from "./search-index.server.ts";
import { NEWEST_FIRST, type ListSort } from "#app/lib/list-query.ts";
import { forgetSlugs, getRecordIdBySlugOrId } from "./slugs.server.ts";
import { deleteGuarded, readVersion, updateVersioned, type AlsoWrite, type VersionGuard } from "./versions.server.ts";
import type { Seo, SocialMedia } from "./artists.server.ts";
import { replaceAdminReviews, type AdminReviewInput } from "./reviews.server.ts";
import { orderByIds } from "#app/lib/order-by-ids.ts";
import type { OpeningHours } from "#app/lib/opening-hours/hours.ts";
import { readStoredHours, storedHoursOf } from "#app/lib/opening-hours/stored.ts";

export interface GalleryImage {
  url: string;
  /** The stored image behind url, or null for an external URL. */
  image: MediaImage | null;
}

export interface GalleryImageInput {
  url: string;
  imageId?: string | null;
}

/** The Hebrew version of a gallery's texts; null where it is not written. */
export interface GalleryHebrew {
  name: string | null;
  street: string | null;
  city: string | null;
  description: string | null;
  hours: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  admissionPrice: string | null;
  accessibilityNote: string | null;
}

/** How to reach a gallery; null where not given. */
export interface GalleryContact {
  phone: string | null;
  email: string | null;
  /** A phone number; the page links it as https://wa.me/<digits>. */
  whatsapp: string | null;
}

/** What entry costs: free, or a price in words ("₪30, students ₪15"); null when not stated. */
export type GalleryAdmission = { isFree: true } | { isFree: false; price: string } | null;

export interface GalleryAccessibility {
  /** Whether the entrance is step-free; null when not known. */
  isStepFree: boolean | null;
  note: string | null;
}

export interface Gallery {
  id: string;
  slug: string;
  name: string;
  street: string;
  city: string;
  location: string;
  latitude: number;
  longitude: number;
  description: string;
  /** The free-text hours: a note beside the structured ones. */
  hours: string;
  /** The structured hours; null where none are set. */
  openingHours: OpeningHours | null;
  imageUrl: string | null;
  image: MediaImage | null;
  defaultImage: string | null;
  galleryImages: GalleryImage[];
  website: string | null;
  isFeatured: boolean;
  socialMedia: SocialMedia;
  seo: Seo;
  contact: GalleryContact;
  admission: GalleryAdmission;
  accessibility: GalleryAccessibility;
  he: GalleryHebrew;
  userId: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface GalleryInput {
  name: string;
  street: string;
  city: string;
  /** Defaults to "street, city". */
  location?: string;
  latitude?: number;
  longitude?: number;
  description: string;
  hours: string;
  /** Left out, the stored ones stay as they are. */
  openingHours?: OpeningHours | null;
  imageUrl?: string | null;
  imageId?: string | null;
  defaultImage?: string | null;
  galleryImages?: GalleryImageInput[];
  website?: string | null;
  isFeatured?: boolean;
  socialMedia?: Partial<SocialMedia>;
  seo?: Partial<Seo>;
  /** Left out: not given. */
  contact?: Partial<GalleryContact>;
  admission?: GalleryAdmission;
  accessibility?: GalleryAccessibility;
  /** The Hebrew texts; left out, the stored ones stay as they are (those of the visit facts: not written). */
  he?: Omit<GalleryHebrew, "admissionPrice" | "accessibilityNote"> &
    Partial<Pick<GalleryHebrew, "admissionPrice" | "accessibilityNote">>;
  /** The administrator's own reviews, saved with the gallery; absent leaves them as they are. */
  adminReviews?: AdminReviewInput[];
}

type GalleryRow = Selectable<GalleriesTable>;

function toGallery(
  row: GalleryRow,
  galleryImages: GalleryImage[],
  keywords: string[],
  image: MediaImage | null,
): Gallery {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    street: row.street,
    city: row.city,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    description: row.description,
    hours: row.hours,
    openingHours: readStoredHours(row.opening_hours),
    imageUrl: row.image_url,
    image,
    defaultImage: row.default_image,
    galleryImages,
    website: row.website,
    isFeatured: row.is_featured === 1,
    socialMedia: { instagram: row.instagram, facebook: row.facebook, twitter: row.twitter },
    seo: { title: row.seo_title, description: row.seo_description, keywords },
    contact: { phone: row.phone, email: row.email, whatsapp: row.whatsapp },
    admission: admissionOf(row),
    accessibility: {
      isStepFree: row.is_step_free === null ? null : row.is_step_free === 1,
      note: row.accessibility_note,
    },
    he: {
      name: row.name_he,
      street: row.street_he,
      city: row.city_he,
      description: row.description_he,
      hours: row.hours_he,
      seoTitle: row.seo_title_he,
      seoDescription: row.seo_description_he,
      admissionPrice: row.admission_price_he,
      accessibilityNote: row.accessibility_note_he,
    },
    userId: row.user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function admissionOf(row: GalleryRow): GalleryAdmission {
  if (row.is_free_admission === 1) return { isFree: true };
  // Paid with no price written says nothing a visitor can use.
  return row.is_free_admission === 0 && row.admission_price ? { isFree: false, price: row.admission_price } : null;
}

async function withLists(rows: GalleryRow[]): Promise<Gallery[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const db = getDb();
  const [extra, keywords] = await Promise.all([
    db.selectFrom("gallery_images").selectAll().where("gallery_id", "in", ids).orderBy("position").execute(),
    db.selectFrom("gallery_keywords").selectAll().where("gallery_id", "in", ids).orderBy("position").execute(),
  ]);
  const images = await listImagesByIds([...rows.map((row) => row.image_id), ...extra.map((i) => i.image_id)]);
  const imageOf = (id: string | null) => (id ? (images.get(id) ?? null) : null);
  return rows.map((row) =>
    toGallery(
      row,
      extra.filter((i) => i.gallery_id === row.id).map((i) => ({ url: i.url, image: imageOf(i.image_id) })),
      keywords.filter((k) => k.gallery_id === row.id).map((k) => k.keyword),
      imageOf(row.image_id),
    ),
  );
}

async function writeLists(trx: Transaction<DB>, galleryId: string, input: GalleryInput): Promise<void> {
  await trx.deleteFrom("gallery_images").where("gallery_id", "=", galleryId).execute();
  await trx.deleteFrom("gallery_keywords").where("gallery_id", "=", galleryId).execute();
  const images = input.galleryImages ?? [];
  const keywords = input.seo?.keywords ?? [];
  if (images.length > 0) {
    await trx
      .insertInto("gallery_images")
      .values(
        images.map((image, position) => ({
          gallery_id: galleryId,
          position,
          url: image.url,
          image_id: image.imageId ?? null,
        })),
      )
      .execute();
  }
  if (keywords.length > 0) {
    await trx
      .insertInto("gallery_keywords")
      .values(keywords.map((keyword, position) => ({ gallery_id: galleryId, position, keyword })))
      .execute();
  }
}

function columns(input: GalleryInput) {
  return {
    name: input.name,
    street: input.street,
    city: input.city,
    location: input.location ?? `${input.street}, ${input.city}`,
    latitude: input.latitude ?? 0,
    longitude: input.longitude ?? 0,
    description: input.description,
    hours: input.hours,
    ...(input.openingHours !== undefined && { opening_hours: storedHoursOf(input.openingHours) }),
    image_url: input.imageUrl ?? null,
    image_id: input.imageId ?? null,
    default_image: input.defaultImage ?? null,
    website: input.website ?? null,
    instagram: input.socialMedia?.instagram ?? null,
    facebook: input.socialMedia?.facebook ?? null,
    twitter: input.socialMedia?.twitter ?? null,
    is_featured: input.isFeatured ? 1 : 0,
    seo_title: input.seo?.title ?? null,
    seo_description: input.seo?.description ?? null,
    phone: input.contact?.phone ?? null,
    email: input.contact?.email ?? null,
    whatsapp: input.contact?.whatsapp ?? null,
    is_free_admission: input.admission ? (input.admission.isFree ? 1 : 0) : null,
    admission_price: input.admission && !input.admission.isFree ? input.admission.price : null,
    is_step_free: input.accessibility?.isStepFree == null ? null : input.accessibility.isStepFree ? 1 : 0,
    accessibility_note: input.accessibility?.note ?? null,
    ...(input.he && {
      name_he: storedHebrew(input.he.name),
      street_he: storedHebrew(input.he.street),
      city_he: storedHebrew(input.he.city),
      description_he: storedHebrew(input.he.description),
      hours_he: storedHebrew(input.he.hours),
      seo_title_he: storedHebrew(input.he.seoTitle),
      seo_description_he: storedHebrew(input.he.seoDescription),
      admission_price_he: input.admission?.isFree === false ? storedHebrew(input.he.admissionPrice ?? null) : null,
      accessibility_note_he: storedHebrew(input.he.accessibilityNote ?? null),
    }),
  };
}

/** Which galleries a list shows: `cityNames` keeps those whose stored city is one of them (one city may have a name in each language). */
export interface GalleryFilter {
  cityNames?: readonly string[];
  search?: string;
}

/** Galleries newest first, or in a table's order; `search` finds words in their names and cities. */
export async function listGalleries(
  options: GalleryFilter & { sort?: ListSort; limit?: number; offset?: number } = {},
): Promise<Gallery[]> {
  const rows = await orderedBy(
    galleriesMatching(getDb().selectFrom("galleries").selectAll(), options),
    options.sort ?? NEWEST_FIRST,
  )
    .limit(options.limit ?? 1000)
    .offset(options.offset ?? 0)
    .execute();
  return withLists(rows);
}

function galleriesMatching<O>(
  query: SelectQueryBuilder<DB, "galleries", O>,
  filter: GalleryFilter,
): SelectQueryBuilder<DB, "galleries", O> {
  const names = filter.cityNames;
  const inCity =
    names === undefined ? query : names.length === 0 ? query.where("id", "is", null) : query.where("city", "in", names);
  return whereContains(inCity, ["name", "city"], filter.search ?? "");
}

/** A city that has a gallery, with its Hebrew name where a gallery there gives one. */
export interface GalleryCity {
  city: string;
  cityHe: string | null;
}

/** The distinct cities that have a gallery (the 'Filter by City' row), by their stored name. */
export async function listGalleryCities(): Promise<GalleryCity[]> {
  const rows = await getDb()
    .selectFrom("galleries")
    .select((eb) => ["city", eb.fn.max("city_he").as("city_he")])
    .groupBy("city")
    .orderBy("city")
    .execute();
  return rows.map((row) => ({ city: row.city, cityHe: row.city_he ?? null }));
}

export async function listFeaturedGalleries(limit = 5): Promise<Gallery[]> {
  const rows = await getDb()
    .selectFrom("galleries")
    .selectAll()
    .where("is_featured", "=", 1)
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return withLists(rows);
}

export async function countGalleries(filter: GalleryFilter = {}): Promise<number> {
  const query = galleriesMatching(getDb().selectFrom("galleries"), filter);
  const row = await query.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Where a gallery is and when it opens: what maps, distances and the "open" filters need. */
export interface GalleryPlace {
  id: string;
  slug: string;
  name: string;
  nameHe: string | null;
  city: string;
  cityHe: string | null;
  latitude: number;
  longitude: number;
  openingHours: OpeningHours | null;
}

/** Every matching gallery's place and hours, newest first. */
export async function listGalleryPlaces(filter: GalleryFilter = {}): Promise<GalleryPlace[]> {
  const rows = await orderedBy(
    galleriesMatching(
      getDb()
        .selectFrom("galleries")
        .select(["id", "slug", "name", "name_he", "city", "city_he", "latitude", "longitude", "opening_hours"]),
      filter,
    ),
    NEWEST_FIRST,
  ).execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameHe: row.name_he,
    city: row.city,
    cityHe: row.city_he,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: readStoredHours(row.opening_hours),
  }));
}

/** These galleries, in the order of `ids` (a search's page of results); missing ones left out. */
export async function listGalleriesByIds(ids: readonly string[]): Promise<Gallery[]> {
  if (ids.length === 0) return [];
  const rows = await getDb()
    .selectFrom("galleries")
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
  return withLists(orderByIds(rows, ids));
}

export async function getGalleryById(id: string): Promise<Gallery | null> {
  const row = await getDb().selectFrom("galleries").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? ((await withLists([row]))[0] ?? null) : null;
}

/** By slug first, then by id, then by a former slug; null when none matches. */
export async function getGalleryBySlugOrId(slugOrId: string): Promise<Gallery | null> {
  const id = await getRecordIdBySlugOrId(getDb(), "galleries", slugOrId);
  return id ? getGalleryById(id) : null;
}

export async function createGallery(
  input: GalleryInput,
  options: { userId?: string | null; now?: number; id?: string } & AlsoWrite = {},
): Promise<Gallery> {
  const id = await insertEditableRecord("galleries", columns(input), options, async (trx, id, now) => {
    await writeLists(trx, id, input);
    if (input.adminReviews) await replaceAdminReviews(trx, id, input.adminReviews, now);
    await reindexGallery(trx, id);
    await options.alsoWrite?.(trx, id, now);
  });
  const gallery = await getGalleryById(id);
  if (!gallery) throw new Error("Failed to add document");
  return gallery;
}

/** The stored images a gallery shows: its own and those of its image grid. */
async function listGalleryImageIds(galleryId: string): Promise<(string | null)[]> {
  const db = getDb();
  const [own, extra] = await Promise.all([
    db.selectFrom("galleries").select("image_id").where("id", "=", galleryId).execute(),
    db.selectFrom("gallery_images").select("image_id").where("gallery_id", "=", galleryId).execute(),
  ]);
  return [...own, ...extra].map((row) => row.image_id);
}

/**
 * Saves the gallery with its images, keywords and admin reviews in one transaction: all or nothing.
 * With `expectedUpdatedAt` (the updatedAt the form was opened with), a gallery saved by someone
 * else in between is not overwritten: RecordChangedError is thrown and nothing is written.
 * Returns null when the gallery does not exist.
 */
export async function updateGallery(
  id: string,
  input: GalleryInput,
  options: VersionGuard & { now?: number } & AlsoWrite = {},
): Promise<Gallery | null> {
  const shownBefore = await listGalleryImageIds(id);
  const saved = await saveEditableRecord("galleries", id, columns(input), options, async (trx, now) => {
    await writeLists(trx, id, input);
    if (input.adminReviews) await replaceAdminReviews(trx, id, input.adminReviews, now);
    await reindexGallery(trx, id);
    await options.alsoWrite?.(trx, id, now);
  });
  if (!saved) return null;
  // Images removed or replaced are deleted once nothing shows them any more.
  await releaseImages(shownBefore);
  return getGalleryById(id);
}

/**
 * Sets the Featured flag; false when there is no such gallery. With `expectedUpdatedAt` (the
 * version the list showed) a gallery saved meanwhile is left alone: RecordChangedError.
 */
export async function setGalleryFeatured(
  id: string,
  isFeatured: boolean,
  options: VersionGuard & { now?: number } = {},
): Promise<boolean> {
  return updateVersioned("galleries", id, { is_featured: isFeatured ? 1 : 0 }, options);
}

/** Deletes the gallery with its images and reviews; its artworks stay, no longer shown at a gallery. */
export async function deleteGallery(id: string, options: VersionGuard & AlsoWrite = {}): Promise<boolean> {
  const shown = await listGalleryImageIds(id);
  const isDeleted = await getDb()
    .transaction()
    .execute(async (trx) => {
      // A gallery saved since the list was shown is not deleted unseen.
      if ((await readVersion(trx, "galleries", id, options)) === null) return false;
      await forgetSlugs(trx, "galleries", [id]);
      const isGone = await deleteGuarded(trx, "galleries", id, options);
      await reindexGallery(trx, id);
      if (isGone) await options.alsoWrite?.(trx, id, Date.now());
      return isGone;
    });
  if (isDeleted) await releaseImages(shown);
  return isDeleted;
}
