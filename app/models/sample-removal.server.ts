import type { Kysely, Transaction } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import type { DB } from "#app/db/schema.ts";
import { logError } from "#app/lib/log.server.ts";
import { getAppMeta } from "./app-meta.server.ts";
import { deleteImagesIfUnused } from "./media.server.ts";
import { reindexArtist, reindexArtwork, reindexGallery } from "./search-index.server.ts";
import { forgetSlugs } from "./slugs.server.ts";

// Which records are the sample catalogue (docs/decisions/032-removing-the-sample-catalogue.md): the
// loader writes it once, into an empty catalogue, every record dated before the moment it keeps
// under this key; anything added later is dated after it. Edited sample records are still sample.

/** The moment the sample catalogue was loaded (milliseconds), kept once in app_meta. */
export const SAMPLE_CATALOGUE_MARKER = "sample_catalogue_loaded_at";

/** The sample catalogue's partner accounts: a sample partner is one of these, made by the load. */
export const SAMPLE_PARTNER_EMAILS = { gallery: "gallery@example.com", artist: "artist@example.com" } as const;

/** The sample partners the loader made, and the records each keeps and has a draft of. */
export interface SamplePartners {
  gallery: { userId: string; email: string; galleryId: string };
  artist: { userId: string; email: string; artistId: string; artworkId: string };
}

export interface SampleCatalogueCounts {
  artists: number;
  artworks: number;
  galleries: number;
  reviews: number;
  images: number;
  /** The sample partners' accounts (none on a site loaded before they were part of the sample). */
  partners: number;
}

interface SampleSelection {
  artistIds: string[];
  artworkIds: string[];
  galleryIds: string[];
  reviewIds: string[];
  imageIds: string[];
  partnerIds: string[];
}

const NOTHING: SampleSelection = {
  artistIds: [],
  artworkIds: [],
  galleryIds: [],
  reviewIds: [],
  imageIds: [],
  partnerIds: [],
};

/** A draft not yet published or sent back: a removed sample partner's go with it. */
const OPEN_DRAFT_STATES = ["waiting", "sent_back"];

async function getSampleLoadedAt(db: Kysely<DB>): Promise<number | null> {
  const value = await getAppMeta(SAMPLE_CATALOGUE_MARKER, db);
  const loadedAt = value === null ? NaN : Number(value);
  return Number.isFinite(loadedAt) ? loadedAt : null;
}

/**
 * The sample records as they stand: every artwork dated up to the load; the artists and galleries
 * so dated, except one an artwork added since names (kept, so the operator's artwork stays whole);
 * the reviews so dated and every review of a removed gallery; the images they show; and the
 * sample partners' accounts, whatever records are kept.
 */
async function selectSample(db: Kysely<DB>, loadedAt: number): Promise<SampleSelection> {
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  const artworks = await db
    .selectFrom("artworks")
    .select(["id", "image_id"])
    .where("created_at", "<=", loadedAt)
    .execute();
  const artists = await db
    .selectFrom("artists")
    .select(["id", "image_id"])
    .where("created_at", "<=", loadedAt)
    .where("id", "not in", (eb) => eb.selectFrom("artworks").select("artist_id").where("created_at", ">", loadedAt))
    .execute();
  const galleries = await db
    .selectFrom("galleries")
    .select(["id", "image_id"])
    .where("created_at", "<=", loadedAt)
    .where("id", "not in", (eb) =>
      eb
        .selectFrom("artworks")
        .select("gallery_id")
        .where("created_at", ">", loadedAt)
        // A null in a NOT IN list makes it match nothing.
        .where("gallery_id", "is not", null),
    )
    .execute();
  const galleryIds = ids(galleries);
  const reviews = await db
    .selectFrom("reviews")
    .select("id")
    .where((eb) =>
      eb.or([eb("created_at", "<=", loadedAt), ...(galleryIds.length > 0 ? [eb("gallery_id", "in", galleryIds)] : [])]),
    )
    .execute();
  const galleryImages =
    galleryIds.length > 0
      ? await db.selectFrom("gallery_images").select("image_id").where("gallery_id", "in", galleryIds).execute()
      : [];
  const imageIds = [...artworks, ...artists, ...galleries, ...galleryImages].flatMap((row) =>
    row.image_id ? [row.image_id] : [],
  );
  const partners = await db
    .selectFrom("users")
    .select("id")
    .where("email", "in", Object.values(SAMPLE_PARTNER_EMAILS))
    .where("role", "=", "partner")
    .where("created_at", "<=", loadedAt)
    .execute();
  return {
    artistIds: ids(artists),
    artworkIds: ids(artworks),
    galleryIds,
    reviewIds: ids(reviews),
    imageIds: [...new Set(imageIds)],
    partnerIds: ids(partners),
  };
}

async function readSample(db: Kysely<DB>): Promise<SampleSelection> {
  const loadedAt = await getSampleLoadedAt(db);
  return loadedAt === null ? NOTHING : selectSample(db, loadedAt);
}

function countsOf(selection: SampleSelection, images: number): SampleCatalogueCounts {
  return {
    artists: selection.artistIds.length,
    artworks: selection.artworkIds.length,
    galleries: selection.galleryIds.length,
    reviews: selection.reviewIds.length,
    images,
    partners: selection.partnerIds.length,
  };
}

/** What removing the sample catalogue would remove now; all zero when there is none left. */
export async function countSampleCatalogue(): Promise<SampleCatalogueCounts> {
  const selection = await readSample(getDb());
  return countsOf(selection, selection.imageIds.length);
}

/** Whether any of the sample catalogue is left to remove. */
export function hasSampleRecords(counts: SampleCatalogueCounts): boolean {
  return counts.artists + counts.artworks + counts.galleries + counts.reviews + counts.images + counts.partners > 0;
}

/** A removed record's drafts and versions, and its members' memberships (neither has a foreign key to it). */
async function deleteRecordTrail(
  trx: Transaction<DB>,
  kind: "gallery" | "artist" | "artwork",
  recordIds: string[],
): Promise<void> {
  if (recordIds.length === 0) return;
  await trx.deleteFrom("record_versions").where("record_kind", "=", kind).where("record_id", "in", recordIds).execute();
  if (kind === "artwork") return;
  await trx.deleteFrom("memberships").where("record_kind", "=", kind).where("record_id", "in", recordIds).execute();
}

async function deleteSample(trx: Transaction<DB>, selection: SampleSelection): Promise<void> {
  const { artistIds, artworkIds, galleryIds, reviewIds, partnerIds } = selection;
  if (partnerIds.length > 0) {
    // Their drafts were the sample's, even of a kept record; what was published stays in its history.
    await trx
      .deleteFrom("record_versions")
      .where("author_id", "in", partnerIds)
      .where("state", "in", OPEN_DRAFT_STATES)
      .execute();
    // Sessions, memberships and recovery codes go with the account; versions keep the author's e-mail.
    await trx.deleteFrom("users").where("id", "in", partnerIds).execute();
  }
  if (reviewIds.length > 0) await trx.deleteFrom("reviews").where("id", "in", reviewIds).execute();
  if (artworkIds.length > 0) {
    // The home page's hero falls back to its default rather than point at a removed artwork.
    await trx
      .updateTable("site_settings")
      .set({ hero_artwork_id: null })
      .where("hero_artwork_id", "in", artworkIds)
      .execute();
    await forgetSlugs(trx, "artworks", artworkIds);
    // Inquiries keep the artwork's title; their link to it is cleared by the foreign key.
    await trx.deleteFrom("artworks").where("id", "in", artworkIds).execute();
    await reindexArtwork(trx, artworkIds);
    await deleteRecordTrail(trx, "artwork", artworkIds);
  }
  if (artistIds.length > 0) {
    await forgetSlugs(trx, "artists", artistIds);
    // Styles and keywords go with their artist (foreign keys).
    await trx.deleteFrom("artists").where("id", "in", artistIds).execute();
    for (const id of artistIds) await reindexArtist(trx, id);
    await deleteRecordTrail(trx, "artist", artistIds);
  }
  if (galleryIds.length > 0) {
    await forgetSlugs(trx, "galleries", galleryIds);
    // Pictures, keywords and any review left go with their gallery (foreign keys).
    await trx.deleteFrom("galleries").where("id", "in", galleryIds).execute();
    for (const id of galleryIds) await reindexGallery(trx, id);
    await deleteRecordTrail(trx, "gallery", galleryIds);
  }
}

/**
 * Removes the sample catalogue in one transaction (records, their reviews, slug history, search
 * entries, drafts, versions and memberships, and the sample partners), then the images nobody else shows and their stored files. Returns what was removed;
 * the marker stays, so the sample is never loaded again.
 */
export async function removeSampleCatalogue(): Promise<SampleCatalogueCounts> {
  const selection = await getDb()
    .transaction()
    .execute(async (trx) => {
      const found = await readSample(trx);
      await deleteSample(trx, found);
      return found;
    });
  let images = 0;
  try {
    images = (await deleteImagesIfUnused(selection.imageIds)).length;
  } catch (error) {
    // The records are gone whatever happens here; npm run media:sweep removes what is left.
    logError("removing the sample catalogue's images failed (media:sweep will)", error);
  }
  return countsOf(selection, images);
}
