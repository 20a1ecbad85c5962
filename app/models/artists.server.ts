import type { SelectQueryBuilder, Selectable, Transaction } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import type { ArtistsTable, DB } from "#app/db/schema.ts";
import type { MediaImage } from "#app/lib/image-variants.ts";
import { replaceArtistArtworks, type ArtistArtworkInput } from "./artworks.server.ts";
import { listImagesByIds, releaseImages } from "./media.server.ts";
import { deleteGuarded, readVersion, updateVersioned, type AlsoWrite, type VersionGuard } from "./versions.server.ts";
import { insertEditableRecord, orderedBy, saveEditableRecord, whereContains } from "./records.server.ts";
import { NEWEST_FIRST, type ListSort } from "#app/lib/list-query.ts";
import { forgetSlugs, getRecordIdBySlugOrId } from "./slugs.server.ts";
import { storedHebrew } from "./hebrew.server.ts";
import { saveStyleNamesHe } from "./style-names.server.ts";
import { reindexArtist } from "./search-index.server.ts";
import { orderByIds } from "#app/lib/order-by-ids.ts";

export interface SocialMedia {
  instagram: string | null;
  facebook: string | null;
  twitter: string | null;
}

export interface Seo {
  title: string | null;
  description: string | null;
  keywords: string[];
}

/** The Hebrew version of an artist's texts; null where it is not written. */
export interface ArtistHebrew {
  name: string | null;
  bio: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
}

export interface Artist {
  id: string;
  slug: string;
  name: string;
  bio: string;
  imageUrl: string;
  /** The stored image behind imageUrl, or null for an external URL. */
  image: MediaImage | null;
  website: string | null;
  styles: string[];
  /** The shared Hebrew name of each style, index-aligned with `styles`; null where it has none. */
  stylesHe: (string | null)[];
  isFeatured: boolean;
  seo: Seo;
  socialMedia: SocialMedia;
  he: ArtistHebrew;
  userId: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface ArtistInput {
  name: string;
  bio: string;
  /** An external http(s) URL, or /media/{id} of a stored image (then imageId too). */
  imageUrl: string;
  imageId?: string | null;
  website?: string | null;
  styles?: string[];
  /**
   * Hebrew names for `styles`, index-aligned, shared by every artist with that style; blank
   * leaves a style's name as it is, and left out, no name changes.
   */
  stylesHe?: string[];
  isFeatured?: boolean;
  seo?: Partial<Seo>;
  socialMedia?: Partial<SocialMedia>;
  /** The Hebrew texts; left out, the stored ones stay as they are. */
  he?: ArtistHebrew;
  /** When given, the artist's artworks become exactly these (saved in the artist's transaction). */
  artworks?: ArtistArtworkInput[];
}

type ArtistRow = Selectable<ArtistsTable>;

interface StyleRow {
  style: string;
  name_he: string | null;
}

function toArtist(row: ArtistRow, styles: StyleRow[], keywords: string[], image: MediaImage | null): Artist {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    bio: row.bio,
    imageUrl: row.image_url,
    image,
    website: row.website,
    styles: styles.map((s) => s.style),
    stylesHe: styles.map((s) => s.name_he),
    isFeatured: row.is_featured === 1,
    seo: { title: row.seo_title, description: row.seo_description, keywords },
    socialMedia: { instagram: row.instagram, facebook: row.facebook, twitter: row.twitter },
    he: { name: row.name_he, bio: row.bio_he, seoTitle: row.seo_title_he, seoDescription: row.seo_description_he },
    userId: row.user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Attaches styles (with their Hebrew names), keywords and images to many rows with three queries, never one per artist. */
async function withLists(rows: ArtistRow[]): Promise<Artist[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const db = getDb();
  const [styles, keywords, images] = await Promise.all([
    db
      .selectFrom("artist_styles")
      .leftJoin("style_names", "style_names.style", "artist_styles.style")
      .select(["artist_styles.artist_id", "artist_styles.style", "style_names.name_he"])
      .where("artist_styles.artist_id", "in", ids)
      .orderBy("artist_styles.position")
      .execute(),
    db.selectFrom("artist_keywords").selectAll().where("artist_id", "in", ids).orderBy("position").execute(),
    listImagesByIds(rows.map((row) => row.image_id)),
  ]);
  return rows.map((row) =>
    toArtist(
      row,
      styles.filter((s) => s.artist_id === row.id),
      keywords.filter((k) => k.artist_id === row.id).map((k) => k.keyword),
      row.image_id ? (images.get(row.image_id) ?? null) : null,
    ),
  );
}

async function writeLists(trx: Transaction<DB>, artistId: string, input: ArtistInput): Promise<void> {
  await trx.deleteFrom("artist_styles").where("artist_id", "=", artistId).execute();
  await trx.deleteFrom("artist_keywords").where("artist_id", "=", artistId).execute();
  const styles = input.styles ?? [];
  const keywords = input.seo?.keywords ?? [];
  if (styles.length > 0) {
    await trx
      .insertInto("artist_styles")
      .values(styles.map((style, position) => ({ artist_id: artistId, position, style })))
      .execute();
  }
  if (input.stylesHe) await saveStyleNamesHe(trx, styles, input.stylesHe);
  if (keywords.length > 0) {
    await trx
      .insertInto("artist_keywords")
      .values(keywords.map((keyword, position) => ({ artist_id: artistId, position, keyword })))
      .execute();
  }
}

function columns(input: ArtistInput) {
  return {
    name: input.name,
    bio: input.bio,
    image_url: input.imageUrl,
    image_id: input.imageId ?? null,
    website: input.website ?? null,
    instagram: input.socialMedia?.instagram ?? null,
    facebook: input.socialMedia?.facebook ?? null,
    twitter: input.socialMedia?.twitter ?? null,
    is_featured: input.isFeatured ? 1 : 0,
    seo_title: input.seo?.title ?? null,
    seo_description: input.seo?.description ?? null,
    ...(input.he && {
      name_he: storedHebrew(input.he.name),
      bio_he: storedHebrew(input.he.bio),
      seo_title_he: storedHebrew(input.he.seoTitle),
      seo_description_he: storedHebrew(input.he.seoDescription),
    }),
  };
}

/** Artists with one style among theirs (the style tags' links); all artists without one. */
function withStyle<QB extends SelectQueryBuilder<DB, "artists", object>>(query: QB, style: string | undefined): QB {
  if (style === undefined) return query;
  return query.where((eb) =>
    eb.exists(
      eb
        .selectFrom("artist_styles")
        .select("artist_styles.artist_id")
        .whereRef("artist_styles.artist_id", "=", "artists.id")
        .where("artist_styles.style", "=", style),
    ),
  ) as QB;
}

/** Artists newest first, or in a table's order; `search` finds words in their names. */
export async function listArtists(
  options: { style?: string; search?: string; sort?: ListSort; limit?: number; offset?: number } = {},
): Promise<Artist[]> {
  const matching = whereContains(
    withStyle(getDb().selectFrom("artists").selectAll(), options.style),
    ["name"],
    options.search ?? "",
  );
  const rows = await orderedBy(matching, options.sort ?? NEWEST_FIRST)
    .limit(options.limit ?? 1000)
    .offset(options.offset ?? 0)
    .execute();
  return withLists(rows);
}

/** Featured artists, newest first; five unless a limit is given. */
export async function listFeaturedArtists(limit = 5): Promise<Artist[]> {
  const rows = await getDb()
    .selectFrom("artists")
    .selectAll()
    .where("is_featured", "=", 1)
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return withLists(rows);
}

export async function countArtists(options: { style?: string; search?: string } = {}): Promise<number> {
  const matching = whereContains(
    withStyle(getDb().selectFrom("artists"), options.style),
    ["name"],
    options.search ?? "",
  );
  const row = await matching.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** These artists, in the order of `ids` (a search's page of results); missing ones left out. */
export async function listArtistsByIds(ids: readonly string[]): Promise<Artist[]> {
  if (ids.length === 0) return [];
  const rows = await getDb()
    .selectFrom("artists")
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
  return withLists(orderByIds(rows, ids));
}

export async function getArtistById(id: string): Promise<Artist | null> {
  const row = await getDb().selectFrom("artists").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? ((await withLists([row]))[0] ?? null) : null;
}

/** By slug first, then by id, then by a former slug; null when none matches. */
export async function getArtistBySlugOrId(slugOrId: string): Promise<Artist | null> {
  const id = await getRecordIdBySlugOrId(getDb(), "artists", slugOrId);
  return id ? getArtistById(id) : null;
}

export async function createArtist(
  input: ArtistInput,
  options: { userId?: string | null; now?: number; id?: string } & AlsoWrite = {},
): Promise<Artist> {
  const id = await insertEditableRecord("artists", columns(input), options, async (trx, id, now) => {
    await writeLists(trx, id, input);
    if (input.artworks) await replaceArtistArtworks(trx, id, input.artworks, { userId: options.userId, now });
    await reindexArtist(trx, id);
    await options.alsoWrite?.(trx, id, now);
  });
  const artist = await getArtistById(id);
  if (!artist) throw new Error("Failed to add document");
  return artist;
}

/**
 * Saves the artist and, when `input.artworks` is given, its artworks, all in one transaction; the
 * slug follows a changed name and the old one keeps leading here. Null when missing. With
 * `expectedUpdatedAt`, throws RecordChangedError (writing nothing) when the record changed since.
 */
export async function updateArtist(
  id: string,
  input: ArtistInput,
  options: VersionGuard & { now?: number; userId?: string | null } & AlsoWrite = {},
): Promise<Artist | null> {
  const shownBefore = await getDb().selectFrom("artists").select("image_id").where("id", "=", id).execute();
  const saved = await saveEditableRecord("artists", id, columns(input), options, async (trx, now) => {
    await writeLists(trx, id, input);
    const freed = input.artworks
      ? await replaceArtistArtworks(trx, id, input.artworks, { userId: options.userId, now })
      : [];
    await reindexArtist(trx, id);
    await options.alsoWrite?.(trx, id, now);
    return freed;
  });
  if (!saved) return null;
  // Replaced and removed images are deleted once nothing shows them any more.
  await releaseImages([...saved.result, ...shownBefore.map((row) => row.image_id)]);
  return getArtistById(id);
}

/** Sets the featured flag; false when the artist is missing. Guarded like updateArtist. */
export async function setArtistFeatured(id: string, isFeatured: boolean, options: VersionGuard = {}): Promise<boolean> {
  return updateVersioned("artists", id, { is_featured: isFeatured ? 1 : 0 }, options);
}

/**
 * Deletes the artist and, in the same transaction, all of its artworks; their images go after
 * commit unless another record shows them. False when it did not exist; guarded like updateArtist.
 */
export async function deleteArtist(id: string, options: VersionGuard & AlsoWrite = {}): Promise<boolean> {
  const imageIds = await getDb()
    .transaction()
    .execute(async (trx) => {
      if ((await readVersion(trx, "artists", id, options)) === null) return null;
      const artist = await trx.selectFrom("artists").select("image_id").where("id", "=", id).executeTakeFirstOrThrow();
      const artworks = await trx
        .selectFrom("artworks")
        .select("image_id")
        .where("artist_id", "=", id)
        .distinct()
        .execute();
      // A subquery, not a list of ids: an artist may have more artworks than a statement takes parameters.
      await trx
        .deleteFrom("slug_history")
        .where("entity", "=", "artworks")
        .where("record_id", "in", (eb) => eb.selectFrom("artworks").select("id").where("artist_id", "=", id))
        .execute();
      await trx.deleteFrom("artworks").where("artist_id", "=", id).execute();
      await forgetSlugs(trx, "artists", [id]);
      await deleteGuarded(trx, "artists", id, options);
      await reindexArtist(trx, id);
      await options.alsoWrite?.(trx, id, Date.now());
      return [artist.image_id, ...artworks.map((row) => row.image_id)];
    });
  // Images go after the records that showed them are gone; objects of a failed delete are swept later.
  if (imageIds) await releaseImages(imageIds);
  return imageIds !== null;
}
