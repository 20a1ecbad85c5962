import { sql, type Insertable, type Kysely } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import type { DB, SearchDocumentsTable } from "#app/db/schema.ts";
import { indexTerms, mediumText, nameVariants, normalizeText, prefixStripped } from "#app/lib/search/normalize.ts";
import { getAppMeta, setAppMeta } from "./app-meta.server.ts";
import { COLUMN_TAGS, isPostgres, quoteLexeme, type Executor, type SearchKind } from "./search.server.ts";

// The catalogue search's index (migration 0013): every write to an artist, artwork, gallery or
// style name calls a reindex function here inside its own transaction, so the index commits with
// the record; the words are normalised in TypeScript (app/lib/search/normalize.ts).

/** Moves on whenever what a document holds changes: the index is rebuilt at the next start. */
export const SEARCH_INDEX_VERSION = 1;
const VERSION_KEY = "search_index_version";
const INDEX_BATCH = 500;

// ---------------------------------------------------------------------------------------------
// Documents

/** What one record puts into the index: its name for display and ranking, and four word lists. */
interface SearchDocument {
  kind: SearchKind;
  recordId: string;
  artistId: string | null;
  galleryId: string | null;
  name: string;
  nameHe: string | null;
  /** Name words (both languages) with their prefix-stripped forms. */
  names: string[];
  /** Name words with their one-letter deletions, for typos. */
  variants: string[];
  /** The words of every other searched text. */
  text: string[];
  /** The other text's prefix-stripped forms. */
  stripped: string[];
}

function buildDocument(
  base: Pick<SearchDocument, "kind" | "recordId" | "artistId" | "galleryId" | "name" | "nameHe">,
  texts: (string | null | undefined)[],
): SearchDocument {
  const nameWords = [...new Set([...indexTerms(base.name), ...indexTerms(base.nameHe)])];
  const textWords = [...new Set(texts.flatMap((text) => indexTerms(text)))];
  return {
    ...base,
    names: [...new Set([...nameWords, ...prefixStripped(nameWords)])],
    variants: nameVariants(nameWords),
    text: textWords,
    stripped: prefixStripped(textWords),
  };
}

function documentRow(doc: SearchDocument) {
  return {
    kind: doc.kind,
    record_id: doc.recordId,
    artist_id: doc.artistId,
    gallery_id: doc.galleryId,
    name: doc.name,
    name_he: doc.nameHe,
    name_key: normalizeText(doc.name),
    name_he_key: doc.nameHe === null ? null : normalizeText(doc.nameHe),
  };
}

/** The document as a tsvector literal ('n:harbour' 't:oil' …): cast, never parsed by a text search parser. */
function tsvectorOf(doc: SearchDocument): string {
  return (["names", "variants", "text", "stripped"] as const)
    .flatMap((column) => doc[column].map((word) => quoteLexeme(`${COLUMN_TAGS[column]}${word}`)))
    .join(" ");
}

/** Replaces the documents of these records: `docs` for those that exist, none for `recordIds` left over. */
async function writeDocuments(
  db: Executor,
  kind: SearchKind,
  recordIds: readonly string[],
  docs: readonly SearchDocument[],
): Promise<void> {
  if (recordIds.length === 0) return;
  if (isPostgres(db)) await writePostgresDocuments(db, kind, recordIds, docs);
  else await writeSqliteDocuments(db, kind, recordIds, docs);
}

/**
 * SQLite: each document and its FTS5 row are deleted and written again (writers take turns, so
 * no other transaction writes the same document meanwhile).
 */
async function writeSqliteDocuments(
  db: Executor,
  kind: SearchKind,
  recordIds: readonly string[],
  docs: readonly SearchDocument[],
): Promise<void> {
  const stale = await db
    .selectFrom("search_documents")
    .select("doc_id")
    .where("kind", "=", kind)
    .where("record_id", "in", recordIds)
    .execute();
  if (stale.length > 0) {
    const docIds = stale.map((row) => row.doc_id);
    await sql`delete from search_index where rowid in (${sql.join(docIds)})`.execute(db);
    await db.deleteFrom("search_documents").where("doc_id", "in", docIds).execute();
  }
  if (docs.length === 0) return;
  // doc_id is SQLite's rowid, given on insert.
  const inserted = await db
    .insertInto("search_documents")
    .values(docs.map(documentRow) as Insertable<SearchDocumentsTable>[])
    .returning(["doc_id", "record_id"])
    .execute();
  const docIdOf = new Map(inserted.map((row) => [row.record_id, row.doc_id]));
  const words = docs.map(
    (doc) =>
      sql`(${docIdOf.get(doc.recordId)!}, ${doc.names.join(" ")}, ${doc.variants.join(" ")}, ${doc.text.join(" ")}, ${doc.stripped.join(" ")})`,
  );
  await sql`insert into search_index (rowid, names, variants, text, stripped) values ${sql.join(words)}`.execute(db);
}

/**
 * PostgreSQL: upserted, in record order, so two transactions writing the same document (two
 * instances rebuilding at startup, say) wait for each other instead of one failing on the unique
 * key. (Catalogue saves already take turns on the page_generation row their triggers update.)
 */
async function writePostgresDocuments(
  db: Executor,
  kind: SearchKind,
  recordIds: readonly string[],
  docs: readonly SearchDocument[],
): Promise<void> {
  const kept = new Set(docs.map((doc) => doc.recordId));
  const gone = recordIds.filter((id) => !kept.has(id));
  if (gone.length > 0) {
    await db.deleteFrom("search_documents").where("kind", "=", kind).where("record_id", "in", gone).execute();
  }
  if (docs.length === 0) return;
  // The vector column exists on PostgreSQL only, so the generated types do not name it.
  const rows = [...docs]
    .sort((a, b) => (a.recordId < b.recordId ? -1 : a.recordId > b.recordId ? 1 : 0))
    .map((doc) => ({ ...documentRow(doc), vector: sql`${tsvectorOf(doc)}::tsvector` }));
  await db
    .insertInto("search_documents")
    .values(rows as unknown as Insertable<SearchDocumentsTable>[])
    .onConflict((oc) =>
      oc.columns(["record_id", "kind"]).doUpdateSet({
        artist_id: (eb) => eb.ref("excluded.artist_id"),
        gallery_id: (eb) => eb.ref("excluded.gallery_id"),
        name: (eb) => eb.ref("excluded.name"),
        name_he: (eb) => eb.ref("excluded.name_he"),
        name_key: (eb) => eb.ref("excluded.name_key"),
        name_he_key: (eb) => eb.ref("excluded.name_he_key"),
        ...({ vector: sql`excluded.vector` } as object),
      }),
    )
    .execute();
}

function chunks<T>(items: readonly T[], size = INDEX_BATCH): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

async function indexArtists(db: Executor, ids: readonly string[]): Promise<void> {
  for (const batch of chunks([...new Set(ids)])) {
    const [rows, styles] = await Promise.all([
      db.selectFrom("artists").select(["id", "name", "name_he", "bio", "bio_he"]).where("id", "in", batch).execute(),
      db
        .selectFrom("artist_styles")
        .leftJoin("style_names", "style_names.style", "artist_styles.style")
        .select(["artist_styles.artist_id", "artist_styles.style", "style_names.name_he"])
        .where("artist_styles.artist_id", "in", batch)
        .execute(),
    ]);
    const docs = rows.map((row) =>
      buildDocument(
        { kind: "artist", recordId: row.id, artistId: null, galleryId: null, name: row.name, nameHe: row.name_he },
        [row.bio, row.bio_he, ...styles.filter((s) => s.artist_id === row.id).flatMap((s) => [s.style, s.name_he])],
      ),
    );
    await writeDocuments(db, "artist", batch, docs);
  }
}

async function indexArtworks(db: Executor, ids: readonly string[]): Promise<void> {
  for (const batch of chunks([...new Set(ids)])) {
    const rows = await db
      .selectFrom("artworks")
      .innerJoin("artists", "artists.id", "artworks.artist_id")
      .leftJoin("galleries", "galleries.id", "artworks.gallery_id")
      .select([
        "artworks.id",
        "artworks.title",
        "artworks.title_he",
        "artworks.description",
        "artworks.description_he",
        "artworks.medium",
        "artworks.materials",
        "artworks.materials_he",
        "artworks.artist_id",
        "artworks.gallery_id",
        "artists.name as artist_name",
        "artists.name_he as artist_name_he",
        "galleries.city",
        "galleries.city_he",
      ])
      .where("artworks.id", "in", batch)
      .execute();
    const docs = rows.map((row) =>
      buildDocument(
        {
          kind: "artwork",
          recordId: row.id,
          artistId: row.artist_id,
          galleryId: row.gallery_id,
          name: row.title,
          nameHe: row.title_he,
        },
        [
          row.description,
          row.description_he,
          mediumText(row.medium),
          row.materials,
          row.materials_he,
          row.artist_name,
          row.artist_name_he,
          row.city,
          row.city_he,
        ],
      ),
    );
    await writeDocuments(db, "artwork", batch, docs);
  }
}

async function indexGalleries(db: Executor, ids: readonly string[]): Promise<void> {
  for (const batch of chunks([...new Set(ids)])) {
    const rows = await db
      .selectFrom("galleries")
      .select(["id", "name", "name_he", "description", "description_he", "city", "city_he"])
      .where("id", "in", batch)
      .execute();
    const docs = rows.map((row) =>
      buildDocument(
        { kind: "gallery", recordId: row.id, artistId: null, galleryId: null, name: row.name, nameHe: row.name_he },
        [row.description, row.description_he, row.city, row.city_he],
      ),
    );
    await writeDocuments(db, "gallery", batch, docs);
  }
}

/** The artworks whose documents name this artist or gallery, now or as last indexed. */
async function listArtworkIdsOf(db: Executor, column: "artist_id" | "gallery_id", id: string): Promise<string[]> {
  const [current, indexed] = await Promise.all([
    db.selectFrom("artworks").select("id").where(column, "=", id).execute(),
    db
      .selectFrom("search_documents")
      .select("record_id as id")
      .where("kind", "=", "artwork")
      .where(column, "=", id)
      .execute(),
  ]);
  return [...new Set([...current, ...indexed].map((row) => row.id))];
}

/**
 * Indexes the artist as its row now stands (removes it when gone), and its artworks, which
 * carry its name: call inside the transaction that wrote it, after the write.
 */
export async function reindexArtist(db: Executor, id: string): Promise<void> {
  await indexArtists(db, [id]);
  await indexArtworks(db, await listArtworkIdsOf(db, "artist_id", id));
}

/** Indexes the artworks as they now stand (removing those gone), inside the writing transaction. */
export async function reindexArtwork(db: Executor, id: string | readonly string[]): Promise<void> {
  await indexArtworks(db, typeof id === "string" ? [id] : id);
}

/** Indexes the gallery as it now stands (removes it when gone), and its artworks, which carry its city. */
export async function reindexGallery(db: Executor, id: string): Promise<void> {
  await indexGalleries(db, [id]);
  await indexArtworks(db, await listArtworkIdsOf(db, "gallery_id", id));
}

/** Indexes every artist tagged with one of these styles again (a style's Hebrew name changed). */
export async function reindexArtistsWithStyles(db: Executor, styles: readonly string[]): Promise<void> {
  if (styles.length === 0) return;
  const rows = await db
    .selectFrom("artist_styles")
    .select("artist_id")
    .distinct()
    .where("style", "in", [...styles])
    .execute();
  await indexArtists(
    db,
    rows.map((row) => row.artist_id),
  );
}

/** The ids of one table in pages, for rebuilding without holding them all at once. */
async function* listIdBatches(db: Kysely<DB>, table: "artists" | "artworks" | "galleries"): AsyncGenerator<string[]> {
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom(table)
      .select("id")
      .where("id", ">", after)
      .orderBy("id")
      .limit(INDEX_BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((row) => row.id);
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Indexes the whole catalogue anew, one transaction per batch (writers are never held up long;
 * a record written meanwhile is indexed by its own write), then records the index's version.
 * For startup when the version is old, and after bulk loads that bypass the models' writes.
 */
export async function rebuildSearchIndex(db: Kysely<DB> = getDb()): Promise<number> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("app_meta").where("key", "=", VERSION_KEY).execute();
    if (!isPostgres(trx)) await sql`insert into search_index (search_index) values ('delete-all')`.execute(trx);
    await trx.deleteFrom("search_documents").execute();
  });
  let count = 0;
  const indexers = { artists: indexArtists, artworks: indexArtworks, galleries: indexGalleries };
  for (const [table, index] of Object.entries(indexers) as [keyof typeof indexers, typeof indexArtists][]) {
    for await (const ids of listIdBatches(db, table)) {
      await db.transaction().execute((trx) => index(trx, ids));
      count += ids.length;
    }
  }
  // Merges FTS5's segments into one: the fewest b-trees for every query to read.
  if (!isPostgres(db)) await sql`insert into search_index (search_index) values ('optimize')`.execute(db);
  // Fresh statistics after a bulk load, not whenever autovacuum comes by (if it is on): without them
  // the planner guesses how many documents a word matches and may read them all instead of the index.
  else await sql`analyze`.execute(db);
  await setAppMeta(VERSION_KEY, String(SEARCH_INDEX_VERSION), Date.now(), db);
  return count;
}

/** Whether the index was built by this version of the code (false: never built, or older). */
export async function isSearchIndexCurrent(db: Kysely<DB> = getDb()): Promise<boolean> {
  return (await getAppMeta(VERSION_KEY, db)) === String(SEARCH_INDEX_VERSION);
}
