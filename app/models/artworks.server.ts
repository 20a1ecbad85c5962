import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import type { ArtworksTable, DB } from "#app/db/schema.ts";
import type { MediaImage } from "#app/lib/image-variants.ts";
import { isAvailability, isMedium, type ArtworkFacts, type Edition } from "#app/lib/artwork-facts.ts";
import { PAGE_SIZE } from "#app/lib/urls.ts";
import { storedHebrew } from "./hebrew.server.ts";
import { listImagesByIds, releaseImages } from "./media.server.ts";
import { getPageGeneration } from "./page-generation.server.ts";
import { reindexArtwork } from "./search-index.server.ts";
import { forgetSlugs, getRecordIdBySlugOrId, hasIdSlug, rememberOldSlug, uniqueSlug } from "./slugs.server.ts";
import { orderByIds } from "#app/lib/order-by-ids.ts";
import {
  moveVersionOn,
  nextVersion,
  readVersion,
  updateGuarded,
  type AlsoWrite,
  type VersionGuard,
} from "./versions.server.ts";

/** The Hebrew version of an artwork's texts; null where it is not written. */
export interface ArtworkHebrew {
  title: string | null;
  description: string | null;
  /** Left out of an input, the stored Hebrew materials stay as they are. */
  materials?: string | null;
}

export interface Artwork {
  id: string;
  slug: string;
  title: string;
  imageUrl: string;
  /** The stored image behind imageUrl, or null for an external URL. */
  image: MediaImage | null;
  year: number | null;
  description: string | null;
  artistId: string;
  galleryId: string | null;
  facts: ArtworkFacts;
  he: ArtworkHebrew & { materials: string | null };
  userId: string | null;
  createdAt: number;
  updatedAt: number;
}

/** An artwork with the name and slug of its artist, for cards that link both. */
export interface ArtworkWithArtist extends Artwork {
  artistName: string;
  /** The artist's name in Hebrew, null where it is not written. */
  artistNameHe: string | null;
  artistSlug: string;
}

export interface ArtworkInput {
  title: string;
  imageUrl: string;
  imageId?: string | null;
  year?: number | null;
  description?: string | null;
  artistId: string;
  galleryId?: string | null;
  /** Left out, the stored facts stay as they are (a new artwork: for sale, nothing else known). */
  facts?: ArtworkFacts;
  /** The Hebrew texts; left out, the stored ones stay as they are. */
  he?: ArtworkHebrew;
}

/** An artwork as the artist form saves it: with the id of one of the artist's artworks, or new. */
export interface ArtistArtworkInput extends Omit<ArtworkInput, "artistId"> {
  id?: string | null;
}

/** An artwork the artist form names is not one of the artist's (removed meanwhile, or forged). */
export class ArtworkNotFoundError extends Error {
  override name = "ArtworkNotFoundError";
}

type ArtworkRow = Selectable<ArtworksTable>;
type ArtworkWithArtistRow = ArtworkRow & { artist_name: string; artist_name_he: string | null; artist_slug: string };

const toFlag = (value: number | null) => (value === null ? null : value === 1);
const fromFlag = (value: boolean | null) => (value === null ? null : value ? 1 : 0);

function toEdition(row: ArtworkRow): Edition | null {
  if (row.edition_kind === "unique") return { kind: "unique" };
  if (row.edition_kind === "edition" && row.edition_number !== null && row.edition_size !== null) {
    return { kind: "edition", number: row.edition_number, size: row.edition_size };
  }
  return null;
}

/** The facts of a stored row; a value outside the vocabularies (written by hand) reads as not stated. */
export function toArtworkFacts(row: ArtworkRow): ArtworkFacts {
  const number = (value: number | null) => (value === null ? null : Number(value));
  return {
    medium: row.medium !== null && isMedium(row.medium) ? row.medium : null,
    materials: row.materials,
    heightCm: number(row.height_cm),
    widthCm: number(row.width_cm),
    depthCm: number(row.depth_cm),
    edition: toEdition(row),
    isFramed: toFlag(row.is_framed),
    isSigned: toFlag(row.is_signed),
    hasCertificate: toFlag(row.has_certificate),
    availability: isAvailability(row.availability) ? row.availability : "not-for-sale",
    priceIls: number(row.price_ils),
  };
}

function factColumns(facts: ArtworkFacts) {
  const edition = facts.edition;
  return {
    medium: facts.medium,
    materials: facts.materials,
    height_cm: facts.heightCm,
    width_cm: facts.widthCm,
    depth_cm: facts.depthCm,
    edition_kind: edition?.kind ?? null,
    edition_number: edition?.kind === "edition" ? edition.number : null,
    edition_size: edition?.kind === "edition" ? edition.size : null,
    is_framed: fromFlag(facts.isFramed),
    is_signed: fromFlag(facts.isSigned),
    has_certificate: fromFlag(facts.hasCertificate),
    availability: facts.availability,
    price_ils: facts.priceIls,
  };
}

function toArtwork(row: ArtworkRow, images: Map<string, MediaImage>): Artwork {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    imageUrl: row.image_url,
    image: row.image_id ? (images.get(row.image_id) ?? null) : null,
    year: row.year,
    description: row.description,
    artistId: row.artist_id,
    galleryId: row.gallery_id,
    facts: toArtworkFacts(row),
    he: { title: row.title_he, description: row.description_he, materials: row.materials_he },
    userId: row.user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function selectWithArtist() {
  return getDb()
    .selectFrom("artworks")
    .innerJoin("artists", "artists.id", "artworks.artist_id")
    .selectAll("artworks")
    .select(["artists.name as artist_name", "artists.name_he as artist_name_he", "artists.slug as artist_slug"]);
}

/** Maps a page of rows, loading all their images with one query. */
async function toArtworks(rows: ArtworkRow[]): Promise<Artwork[]> {
  const images = await listImagesByIds(rows.map((row) => row.image_id));
  return rows.map((row) => toArtwork(row, images));
}

async function toArtworksWithArtist(rows: ArtworkWithArtistRow[]): Promise<ArtworkWithArtist[]> {
  const images = await listImagesByIds(rows.map((row) => row.image_id));
  return rows.map((row) => ({
    ...toArtwork(row, images),
    artistName: row.artist_name,
    artistNameHe: row.artist_name_he,
    artistSlug: row.artist_slug,
  }));
}

/** Where each page of the newest-first artworks list starts, and how many artworks there are. */
interface ArtworkPages {
  generation: number;
  pageSize: number;
  total: number;
  starts: { created_at: number; id: string }[];
}

let artworkPages: { db: Kysely<DB>; pages: Promise<ArtworkPages> } | undefined;

async function buildArtworkPages(db: Kysely<DB>, generation: number, pageSize: number): Promise<ArtworkPages> {
  const ranked = db.selectFrom("artworks").select((eb) => [
    "created_at",
    "id",
    eb.fn
      .agg<number>("row_number")
      .over((over) => over.orderBy("created_at", "desc").orderBy("id", "desc"))
      .as("list_position"),
  ]);
  const [rows, count] = await Promise.all([
    db
      .selectFrom(ranked.as("ranked"))
      .select(["created_at", "id", "list_position"])
      .where(sql<number>`(list_position - 1) % ${pageSize}`, "=", 0)
      .execute(),
    db
      .selectFrom("artworks")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  // Put in order here: a page start per page is a few thousand rows, where SQL would sort a temp table.
  rows.sort((a, b) => Number(a.list_position) - Number(b.list_position));
  return {
    generation,
    pageSize,
    total: Number(count.total),
    starts: rows.map((row) => ({ created_at: Number(row.created_at), id: row.id })),
  };
}

/**
 * The list's page starts, made with one pass over the index once per page generation (a write to
 * the catalogue moves it): a deep page then seeks to its first artwork instead of walking past
 * every artwork before it (OFFSET), and the count costs nothing, at any catalogue size.
 */
async function getArtworkPages(pageSize: number): Promise<ArtworkPages> {
  const db = getDb();
  const generation = await getPageGeneration();
  const current = artworkPages;
  if (current?.db === db) {
    const pages = await current.pages.catch(() => null);
    if (pages?.generation === generation && pages.pageSize === pageSize) return pages;
  }
  const pages = buildArtworkPages(db, generation, pageSize);
  artworkPages = { db, pages };
  return pages;
}

/** The newest artworks with their artists (the home page's Featured Artworks, the /artworks pages). */
export async function listLatestArtworks(options: { limit: number; offset?: number }): Promise<ArtworkWithArtist[]> {
  const offset = options.offset ?? 0;
  let query = selectWithArtist()
    .orderBy("artworks.created_at", "desc")
    .orderBy("artworks.id", "desc")
    .limit(options.limit);
  if (offset > 0 && offset % options.limit === 0) {
    const start = (await getArtworkPages(options.limit)).starts[offset / options.limit];
    if (!start) return [];
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(refTuple("artworks.created_at", "artworks.id"), "<=", tuple(start.created_at, start.id)),
    );
  } else if (offset > 0) {
    query = query.offset(offset);
  }
  return toArtworksWithArtist(await query.execute());
}

/** These artworks with their artists, in the order of `ids` (a filtered list's page). */
export async function listArtworksByIds(ids: readonly string[]): Promise<ArtworkWithArtist[]> {
  if (ids.length === 0) return [];
  const rows = await selectWithArtist()
    .where("artworks.id", "in", [...ids])
    .execute();
  return toArtworksWithArtist(orderByIds(rows, ids));
}

/** An artist's artworks, newest first. */
export async function listArtworksByArtist(artistId: string, options: { limit?: number } = {}): Promise<Artwork[]> {
  let query = getDb()
    .selectFrom("artworks")
    .selectAll()
    .where("artist_id", "=", artistId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  if (options.limit !== undefined) query = query.limit(options.limit);
  return toArtworks(await query.execute());
}

/** Artworks shown at a gallery, newest first. */
export async function listArtworksByGallery(
  galleryId: string,
  options: { limit?: number } = {},
): Promise<ArtworkWithArtist[]> {
  let query = selectWithArtist()
    .where("artworks.gallery_id", "=", galleryId)
    .orderBy("artworks.created_at", "desc")
    .orderBy("artworks.id", "desc");
  if (options.limit !== undefined) query = query.limit(options.limit);
  return toArtworksWithArtist(await query.execute());
}

export async function countArtworks(filter: { artistId?: string; galleryId?: string } = {}): Promise<number> {
  if (filter.artistId === undefined && filter.galleryId === undefined) return (await getArtworkPages(PAGE_SIZE)).total;
  let query = getDb()
    .selectFrom("artworks")
    .select((eb) => eb.fn.countAll<number>().as("count"));
  if (filter.artistId !== undefined) query = query.where("artist_id", "=", filter.artistId);
  if (filter.galleryId !== undefined) query = query.where("gallery_id", "=", filter.galleryId);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export async function getArtworkById(id: string): Promise<ArtworkWithArtist | null> {
  const row = await selectWithArtist().where("artworks.id", "=", id).executeTakeFirst();
  return row ? ((await toArtworksWithArtist([row]))[0] ?? null) : null;
}

/**
 * By slug first, then by id, then by a former slug. An artwork whose artist is missing is not found:
 * its page says 'Artwork Not Found', as for an artwork that does not exist.
 */
export async function getArtworkBySlugOrId(slugOrId: string): Promise<ArtworkWithArtist | null> {
  const id = await getRecordIdBySlugOrId(getDb(), "artworks", slugOrId);
  return id ? getArtworkById(id) : null;
}

/**
 * The columns an input writes. Its facts saved at `confirmedAt` confirm the work's availability and
 * price then (decision 036, "Stale availability"); null leaves the last confirmation as it is.
 */
function columns(input: Omit<ArtworkInput, "artistId">, confirmedAt: number | null) {
  return {
    title: input.title,
    image_url: input.imageUrl,
    image_id: input.imageId ?? null,
    year: input.year ?? null,
    description: input.description ?? null,
    gallery_id: input.galleryId ?? null,
    ...(input.facts && factColumns(input.facts)),
    ...(input.facts && confirmedAt !== null && { availability_confirmed_at: confirmedAt }),
    ...(input.he && { title_he: storedHebrew(input.he.title), description_he: storedHebrew(input.he.description) }),
    ...(input.he?.materials !== undefined && { materials_he: storedHebrew(input.he.materials) }),
  };
}

/** Inserts one artwork with a slug of its own, inside the caller's transaction. */
async function insertArtwork(
  trx: Transaction<DB>,
  input: ArtworkInput,
  options: { userId?: string | null; now: number; id?: string },
) {
  const id = options.id ?? newId();
  const slug = await uniqueSlug(trx, "artworks", input.title, id);
  return trx
    .insertInto("artworks")
    .values({
      id,
      slug,
      ...columns(input, options.now),
      artist_id: input.artistId,
      user_id: options.userId ?? null,
      created_at: options.now,
      updated_at: options.now,
      // A new work's availability is as fresh as the work, stated or not.
      availability_confirmed_at: options.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function createArtwork(
  input: ArtworkInput,
  options: { userId?: string | null; now?: number; id?: string } & AlsoWrite = {},
): Promise<Artwork> {
  const now = options.now ?? Date.now();
  const row = await getDb()
    .transaction()
    .execute(async (trx) => {
      const inserted = await insertArtwork(trx, input, { userId: options.userId, now, id: options.id });
      await reindexArtwork(trx, inserted.id);
      // The artist's editor holds all of its artworks: one opened before this must not save over it.
      await moveVersionOn(trx, "artists", input.artistId, now);
      await options.alsoWrite?.(trx, inserted.id, now);
      return inserted;
    });
  return (await toArtworks([row]))[0]!;
}

/**
 * Saves the artwork; the slug follows a changed title. Null when missing. With `expectedUpdatedAt`,
 * throws RecordChangedError (writing nothing) when the artwork changed since. The versions of its
 * artists (before and after) move on too: their editors hold this artwork as one of their rows.
 */
export async function updateArtwork(
  id: string,
  input: ArtworkInput,
  options: VersionGuard & { now?: number } & AlsoWrite = {},
): Promise<Artwork | null> {
  const row = await getDb()
    .transaction()
    .execute(async (trx) => {
      const version = await readVersion(trx, "artworks", id, options);
      if (version === null) return undefined;
      const existing = await trx
        .selectFrom("artworks")
        .select(["slug", "title", "image_id", "artist_id"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const now = nextVersion(version, options.now ?? Date.now());
      const keepsSlug = existing.title === input.title && !hasIdSlug(existing.slug, id);
      const slug = keepsSlug ? existing.slug : await uniqueSlug(trx, "artworks", input.title, id);
      const values = { slug, ...columns(input, now), artist_id: input.artistId, updated_at: now };
      await updateGuarded(trx, "artworks", id, values, options);
      await rememberOldSlug(trx, "artworks", id, existing.slug, slug, now);
      await reindexArtwork(trx, id);
      for (const artistId of new Set([existing.artist_id, input.artistId])) {
        await moveVersionOn(trx, "artists", artistId, now);
      }
      await options.alsoWrite?.(trx, id, now);
      const updated = await trx.selectFrom("artworks").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      return { updated, oldImageId: existing.image_id };
    });
  if (!row) return null;
  if (row.oldImageId !== row.updated.image_id) await releaseImages([row.oldImageId]);
  return (await toArtworks([row.updated]))[0]!;
}

export async function deleteArtwork(id: string): Promise<boolean> {
  const imageId = await getDb()
    .transaction()
    .execute(async (trx) => {
      await forgetSlugs(trx, "artworks", [id]);
      const deleted = await trx.deleteFrom("artworks").where("id", "=", id).returning("image_id").executeTakeFirst();
      await reindexArtwork(trx, id);
      return deleted ? { value: deleted.image_id } : null;
    });
  if (imageId) await releaseImages([imageId.value]);
  return imageId !== null;
}

/**
 * Whether an artist form's row changes its work's availability or price: the form folds its rows,
 * so a row saved as it was is no sign that anyone looked at them.
 */
function isSaleChanged(previous: { availability: string; price_ils: number | null }, input: ArtistArtworkInput) {
  if (!input.facts) return false;
  const price = previous.price_ils === null ? null : Number(previous.price_ils);
  return input.facts.availability !== previous.availability || input.facts.priceIls !== price;
}

/**
 * Makes the artist's artworks what the artist form says, inside the caller's transaction: the
 * ones not listed are deleted, listed ones with an id updated (their slug follows a new title),
 * new ones added. Returns the image ids that may no longer be shown, to delete after commit.
 */
export async function replaceArtistArtworks(
  trx: Transaction<DB>,
  artistId: string,
  artworks: ArtistArtworkInput[],
  options: { userId?: string | null; now: number },
): Promise<(string | null)[]> {
  const { now } = options;
  const existing = await trx
    .selectFrom("artworks")
    .select(["id", "slug", "title", "image_id", "availability", "price_ils"])
    .where("artist_id", "=", artistId)
    .execute();
  const byId = new Map(existing.map((row) => [row.id, row]));
  const keptIds = new Set(artworks.flatMap((artwork) => (artwork.id ? [artwork.id] : [])));
  const removed = existing.filter((row) => !keptIds.has(row.id));
  const freedImages: (string | null)[] = removed.map((row) => row.image_id);
  if (removed.length > 0) {
    const removedIds = removed.map((row) => row.id);
    await forgetSlugs(trx, "artworks", removedIds);
    await trx.deleteFrom("artworks").where("id", "in", removedIds).execute();
  }
  for (const artwork of artworks) {
    const previous = artwork.id ? byId.get(artwork.id) : undefined;
    if (artwork.id && !previous) throw new ArtworkNotFoundError(`Artwork ${artwork.id} is not one of this artist's`);
    if (previous) {
      const keepsSlug = previous.title === artwork.title && !hasIdSlug(previous.slug, previous.id);
      const slug = keepsSlug ? previous.slug : await uniqueSlug(trx, "artworks", artwork.title, previous.id);
      await trx
        .updateTable("artworks")
        .set({ slug, ...columns(artwork, isSaleChanged(previous, artwork) ? now : null), updated_at: now })
        .where("id", "=", previous.id)
        .execute();
      await rememberOldSlug(trx, "artworks", previous.id, previous.slug, slug, now);
      if (previous.image_id !== (artwork.imageId ?? null)) freedImages.push(previous.image_id);
    } else {
      await insertArtwork(trx, { ...artwork, artistId }, options);
    }
  }
  return freedImages;
}

/** An artwork row as a bulk load makes it (the benchmark catalogue), without an id yet. */
export type ArtworkBatchRow = Omit<Insertable<ArtworksTable>, "id">;

/**
 * Inserts many artworks in one transaction, for bulk loads only: no slug history, no media
 * references. A slug taken already gets a suffix from the row's id instead of failing.
 */
export async function insertArtworkBatch(batch: ArtworkBatchRow[]): Promise<void> {
  const rows = batch.map((row) => ({ ...row, id: newId() }));
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const taken = new Set(
        (
          await trx
            .selectFrom("artworks")
            .select("slug")
            .where(
              "slug",
              "in",
              rows.map((row) => row.slug),
            )
            .execute()
        ).map((row) => row.slug),
      );
      for (const row of rows)
        if (taken.has(row.slug)) row.slug = `${row.slug}-${row.id.toLowerCase().replace(/[^a-z0-9]+/g, "")}`;
      await trx.insertInto("artworks").values(rows).execute();
    });
}
