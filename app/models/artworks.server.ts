import type { Selectable } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import type { ArtworksTable } from "#app/db/schema.ts";
import { forgetSlugs, getRecordIdBySlugOrId, rememberOldSlug, uniqueSlug } from "#app/db/slugs.server.ts";

export interface Artwork {
  id: string;
  slug: string;
  title: string;
  imageUrl: string;
  year: number | null;
  description: string | null;
  artistId: string;
  galleryId: string | null;
  userId: string | null;
  createdAt: number;
  updatedAt: number;
}

/** An artwork with the name and slug of its artist, for cards that link both. */
export interface ArtworkWithArtist extends Artwork {
  artistName: string;
  artistSlug: string;
}

export interface ArtworkInput {
  title: string;
  imageUrl: string;
  year?: number | null;
  description?: string | null;
  artistId: string;
  galleryId?: string | null;
}

function toArtwork(row: Selectable<ArtworksTable>): Artwork {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    imageUrl: row.image_url,
    year: row.year,
    description: row.description,
    artistId: row.artist_id,
    galleryId: row.gallery_id,
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
    .select(["artists.name as artist_name", "artists.slug as artist_slug"]);
}

function toArtworkWithArtist(
  row: Selectable<ArtworksTable> & { artist_name: string; artist_slug: string },
): ArtworkWithArtist {
  return { ...toArtwork(row), artistName: row.artist_name, artistSlug: row.artist_slug };
}

/** The newest artworks with their artists (the home page's Featured Artworks, the /artworks pages). */
export async function listLatestArtworks(options: { limit: number; offset?: number }): Promise<ArtworkWithArtist[]> {
  const rows = await selectWithArtist()
    .orderBy("artworks.created_at", "desc")
    .orderBy("artworks.id", "desc")
    .limit(options.limit)
    .offset(options.offset ?? 0)
    .execute();
  return rows.map(toArtworkWithArtist);
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
  return (await query.execute()).map(toArtwork);
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
  return (await query.execute()).map(toArtworkWithArtist);
}

export async function countArtworks(filter: { artistId?: string; galleryId?: string } = {}): Promise<number> {
  let query = getDb()
    .selectFrom("artworks")
    .select((eb) => eb.fn.countAll<number>().as("count"));
  if (filter.artistId !== undefined) query = query.where("artist_id", "=", filter.artistId);
  if (filter.galleryId !== undefined) query = query.where("gallery_id", "=", filter.galleryId);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export async function getArtworkById(id: string): Promise<ArtworkWithArtist | null> {
  const row = await selectWithArtist().where("artworks.id", "=", id).executeTakeFirst();
  return row ? toArtworkWithArtist(row) : null;
}

/**
 * By slug first, then by id, then by a former slug. An artwork whose artist is missing is not found,
 * as the spec's artwork page requires.
 */
export async function getArtworkBySlugOrId(slugOrId: string): Promise<ArtworkWithArtist | null> {
  const id = await getRecordIdBySlugOrId(getDb(), "artworks", slugOrId);
  return id ? getArtworkById(id) : null;
}

export async function createArtwork(
  input: ArtworkInput,
  options: { userId?: string | null; now?: number } = {},
): Promise<Artwork> {
  const id = newId();
  const now = options.now ?? Date.now();
  const row = await getDb()
    .transaction()
    .execute(async (trx) => {
      const slug = await uniqueSlug(trx, "artworks", input.title, id);
      return trx
        .insertInto("artworks")
        .values({
          id,
          slug,
          title: input.title,
          image_url: input.imageUrl,
          year: input.year ?? null,
          description: input.description ?? null,
          artist_id: input.artistId,
          gallery_id: input.galleryId ?? null,
          user_id: options.userId ?? null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  return toArtwork(row);
}

/** Saves the artwork; the slug follows a changed title. Null when missing. */
export async function updateArtwork(
  id: string,
  input: ArtworkInput,
  options: { now?: number } = {},
): Promise<Artwork | null> {
  const now = options.now ?? Date.now();
  const row = await getDb()
    .transaction()
    .execute(async (trx) => {
      const existing = await trx
        .selectFrom("artworks")
        .select(["slug", "title"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!existing) return undefined;
      const slug = existing.title === input.title ? existing.slug : await uniqueSlug(trx, "artworks", input.title, id);
      const updated = await trx
        .updateTable("artworks")
        .set({
          slug,
          title: input.title,
          image_url: input.imageUrl,
          year: input.year ?? null,
          description: input.description ?? null,
          artist_id: input.artistId,
          gallery_id: input.galleryId ?? null,
          updated_at: now,
        })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await rememberOldSlug(trx, "artworks", id, existing.slug, slug, now);
      return updated;
    });
  return row ? toArtwork(row) : null;
}

export async function deleteArtwork(id: string): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      await forgetSlugs(trx, "artworks", [id]);
      const result = await trx.deleteFrom("artworks").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
}
