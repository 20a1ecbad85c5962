import { PostgresAdapter, sql, type Insertable, type Kysely, type RawBuilder, type Transaction } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import type { DB, SearchDocumentsTable } from "#app/db/schema.ts";
import {
  deletionsOf,
  exactFormsOf,
  indexTerms,
  mediumText,
  nameVariants,
  normalizeText,
  parseQuery,
  prefixStripped,
  type QueryProblem,
} from "#app/lib/search/normalize.ts";
import { getAppMeta, setAppMeta } from "./app-meta.server.ts";

// The catalogue search (migration 0013). Every write to an artist, artwork, gallery or style name
// calls a reindex function here inside its own transaction, so the index commits with the record.
// The words are normalised in TypeScript (app/lib/search/normalize.ts); SQLite's FTS5 and
// PostgreSQL's tsvector only store and match them, and results are ranked here by rules both
// engines compute the same way (not bm25/ts_rank), so both give the same ids in the same order.

export type SearchKind = "artist" | "artwork" | "gallery";
export const SEARCH_KINDS: readonly SearchKind[] = ["artist", "artwork", "gallery"];

/** Moves on whenever what a document holds changes: the index is rebuilt at the next start. */
export const SEARCH_INDEX_VERSION = 1;
const VERSION_KEY = "search_index_version";

type Executor = Kysely<DB> | Transaction<DB>;

/** How a result matched, best first: the rank the results are ordered by. */
export const MATCH_RANKS = ["exact-name", "name-start", "name-word", "name-typo", "other-text"] as const;
export type MatchRank = (typeof MATCH_RANKS)[number];

export interface SearchHit {
  kind: SearchKind;
  id: string;
  /** The name or title as written, and its Hebrew version (null where not written). */
  name: string;
  nameHe: string | null;
  rank: MatchRank;
}

export type SearchResults =
  | { problem: QueryProblem; tokens?: never; counts?: never; hits?: never }
  | {
      problem?: never;
      /** The normalised query words, for highlighting (highlightRanges). */
      tokens: string[];
      /** How many of each kind match, whatever the page. */
      counts: Record<SearchKind, number>;
      /** Best first: the page of the kind asked for, or the first few of each kind. */
      hits: Record<SearchKind, SearchHit[]>;
    };

export interface SearchSuggestion {
  kind: SearchKind;
  id: string;
  name: string;
  nameHe: string | null;
}

const MAX_LIMIT = 100;
const MAX_OFFSET = 10_000;
const INDEX_BATCH = 500;

function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

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

// PostgreSQL keeps each word once per column it is in, tagged with the column ("n:harbour"):
// the GIN index then finds a column's words exactly, where weights would have every row that has
// the word in any column fetched and checked again.
const COLUMN_TAGS = { names: "n:", variants: "v:", text: "t:", stripped: "s:" } as const;

function quoteLexeme(word: string): string {
  return `'${word.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
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

// ---------------------------------------------------------------------------------------------
// Match expressions: built from normalised words only (letters and digits), each one quoted, so
// nothing a visitor types is read as FTS5 or tsquery syntax.

type Column = "names" | "variants" | "text" | "stripped";

/** One alternative: any of `words` in any of `columns`, or (isPrefix) a word starting with it. */
interface Alternative {
  columns: Column[];
  words: string[];
  isPrefix?: boolean;
}

/** Each query word must match one of its alternatives. */
type MatchPlan = Alternative[][];

function ftsQuote(word: string): string {
  return `"${word.replaceAll('"', '""')}"`;
}

function ftsExpression(plan: MatchPlan): string {
  return plan
    .map((alternatives) =>
      alternatives
        .map(({ columns, words, isPrefix }) => {
          const terms = words.map((word) => (isPrefix ? `${ftsQuote(word)} *` : ftsQuote(word)));
          return `({${columns.join(" ")}} : (${terms.join(" OR ")}))`;
        })
        .join(" OR "),
    )
    .map((clause) => `(${clause})`)
    .join(" AND ");
}

function tsqueryExpression(plan: MatchPlan): string {
  return plan
    .map((alternatives) =>
      alternatives
        .flatMap(({ columns, words, isPrefix }) => {
          return columns.flatMap((column) =>
            words.map((word) => `${quoteLexeme(`${COLUMN_TAGS[column]}${word}`)}${isPrefix ? ":*" : ""}`),
          );
        })
        .join(" | "),
    )
    .map((clause) => `(${clause})`)
    .join(" & ");
}

/**
 * Whether the document `d` matches `plan`: on PostgreSQL its own tsvector (through the GIN index
 * where the planner can, else tested on the row in hand); on SQLite its rowid among FTS5's matches.
 */
function matches(db: Executor, plan: MatchPlan): RawBuilder<boolean> {
  return isPostgres(db)
    ? sql<boolean>`d.vector @@ ${tsqueryExpression(plan)}::tsquery`
    : sql<boolean>`d.doc_id in (select rowid from search_index where search_index match ${ftsExpression(plan)})`;
}

const MIN_PREFIX_LENGTH = 2;

function typoWords(token: string): string[] {
  const deletions = deletionsOf(token);
  return deletions.length > 0 ? [token, ...deletions] : [];
}

/**
 * What a query matches: `all` decides which documents are found, and the narrower plans rank
 * them. Searches match whole words anywhere; suggestions (isTyping) match names only, the last
 * word also as the start of a word, as it is still being typed.
 */
function matchPlans(tokens: readonly string[], options: { isTyping: boolean }) {
  const nameWord = (token: string): Alternative => ({ columns: ["names"], words: exactFormsOf(token) });
  const typedPrefix = (token: string, index: number): Alternative[] =>
    options.isTyping && index === tokens.length - 1 && [...token].length >= MIN_PREFIX_LENGTH
      ? [{ columns: ["names"], words: exactFormsOf(token), isPrefix: true }]
      : [];
  const nameTypo = (token: string): Alternative[] => {
    const words = typoWords(token);
    return words.length > 0 ? [{ columns: ["variants"], words }] : [];
  };
  const anyWord = (token: string): Alternative => ({
    columns: options.isTyping ? ["names"] : ["names", "text", "stripped"],
    words: exactFormsOf(token),
  });
  return {
    nameWords: tokens.map((token, index) => [nameWord(token), ...typedPrefix(token, index)]),
    nameTypos: tokens.map((token, index) => [nameWord(token), ...typedPrefix(token, index), ...nameTypo(token)]),
    all: tokens.map((token, index) => [anyWord(token), ...typedPrefix(token, index), ...nameTypo(token)]),
  };
}

/**
 * The rank of each found document (an index into MATCH_RANKS, 0 best), computed alike by both
 * engines: the whole name, the name's first words (`startPattern`), all words in the name, the
 * name with a typo, anything else. The phrase holds letters, digits and spaces only: no LIKE
 * wildcard can come from a query.
 */
function rankExpression(
  db: Executor,
  phrase: string,
  startPattern: string,
  plans: ReturnType<typeof matchPlans>,
): RawBuilder<number> {
  return sql<number>`case
    when d.name_key = ${phrase} or d.name_he_key = ${phrase} then 0
    when d.name_key like ${startPattern} or d.name_he_key like ${startPattern} then 1
    when ${matches(db, plans.nameWords)} then 2
    when ${matches(db, plans.nameTypos)} then 3
    else 4 end`;
}

function clamp(value: number | undefined, fallback: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(Math.max(0, Math.floor(value)), max);
}

function emptyByKind<T>(make: () => T): Record<SearchKind, T> {
  return { artist: make(), artwork: make(), gallery: make() };
}

function isSearchKind(kind: string): kind is SearchKind {
  return (SEARCH_KINDS as readonly string[]).includes(kind);
}

/**
 * Searches the catalogue: how many artists, artworks and galleries match `query`, and the best
 * of them, ranked exact name → name starting with the query → all words in the name → name with
 * a one-letter typo → other text, then by name. With `kind`, `limit` (24) of that kind from
 * `offset`; without, the first `limit` (4) of each kind. A query that cannot be searched comes
 * back as its problem. One statement: the matches are found once, ranked and counted together.
 */
export async function searchCatalogue(
  query: string,
  options: { kind?: SearchKind; limit?: number; offset?: number } = {},
): Promise<SearchResults> {
  const parsed = parseQuery(query);
  if (parsed.problem) return { problem: parsed.problem };
  const db = getDb();
  const plans = matchPlans(parsed.tokens, { isTyping: false });
  const kind = options.kind;
  const limit = clamp(options.limit, kind ? 24 : 4, MAX_LIMIT);
  const offset = kind ? clamp(options.offset, 0, MAX_OFFSET) : 0;
  const found = db
    .selectFrom("search_documents as d")
    .select([
      "d.kind",
      "d.record_id",
      "d.name",
      "d.name_he",
      "d.name_key",
      rankExpression(db, parsed.phrase, `${parsed.phrase} %`, plans).as("match_rank"),
    ])
    .where(matches(db, plans.all));
  // The matches are found and ranked once (materialized), then each kind's page is a top-N pick
  // and the counts one pass: no sort or window over every match.
  const withMatches = db.with(
    (cte) => cte("m").materialized(),
    () => found,
  );
  const rows = await withMatches
    .selectFrom("m")
    .select([
      "m.kind",
      sql<string>`''`.as("record_id"),
      sql<string>`''`.as("name"),
      sql<string | null>`null`.as("name_he"),
      sql<string>`''`.as("name_key"),
      sql<number>`0`.as("match_rank"),
      (eb) => eb.fn.countAll<number>().as("kind_count"),
    ])
    .groupBy("m.kind")
    .unionAll((eb) => {
      const pageOf = (pageKind: SearchKind, size: number, skip: number) =>
        eb
          .selectFrom(
            eb
              .selectFrom("m")
              .select([
                "m.kind",
                "m.record_id",
                "m.name",
                "m.name_he",
                "m.name_key",
                "m.match_rank",
                sql<number>`0`.as("kind_count"),
              ])
              .where("m.kind", "=", pageKind)
              .orderBy("m.match_rank")
              .orderBy("m.name_key")
              .orderBy("m.record_id")
              .limit(size)
              .offset(skip)
              .as("page"),
          )
          .selectAll();
      return kind ? [pageOf(kind, limit, offset)] : SEARCH_KINDS.map((each) => pageOf(each, limit, 0));
    })
    .execute();
  const counts = emptyByKind(() => 0);
  const hits = emptyByKind<SearchHit[]>(() => []);
  // A union's rows keep no order: each page is put back in its own (as the "C" collation compares).
  const order = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    Number(a.match_rank) - Number(b.match_rank) ||
    Buffer.compare(Buffer.from(a.name_key), Buffer.from(b.name_key)) ||
    Buffer.compare(Buffer.from(a.record_id), Buffer.from(b.record_id));
  for (const row of rows.sort(order)) {
    if (!isSearchKind(row.kind)) continue;
    // The counts' rows have no record.
    if (row.record_id === "") {
      counts[row.kind] = Number(row.kind_count);
      continue;
    }
    hits[row.kind].push({
      kind: row.kind,
      id: row.record_id,
      name: row.name,
      nameHe: row.name_he,
      rank: MATCH_RANKS[Number(row.match_rank)] ?? "other-text",
    });
  }
  return { tokens: parsed.tokens, counts, hits };
}

/**
 * Up to `limit` (at most 8) names and titles for a search box as it is typed, the last word
 * matching the start of a name word (from two letters): exact names first, then artists, then
 * galleries, then artworks (fewer, and where a visitor most often heads), each kind ranked as
 * the search ranks it, a name starting with what is typed first.
 */
export async function suggestCatalogue(query: string, limit = 8): Promise<SearchSuggestion[]> {
  const parsed = parseQuery(query);
  if (parsed.problem) return [];
  const db = getDb();
  const plans = matchPlans(parsed.tokens, { isTyping: true });
  const rows = await db
    .selectFrom("search_documents as d")
    .select(["d.kind", "d.record_id", "d.name", "d.name_he"])
    .where(matches(db, plans.all))
    .orderBy(sql`case when d.name_key = ${parsed.phrase} or d.name_he_key = ${parsed.phrase} then 0 else 1 end`)
    .orderBy(sql`case d.kind when 'artist' then 0 when 'gallery' then 1 else 2 end`)
    .orderBy(rankExpression(db, parsed.phrase, `${parsed.phrase}%`, plans))
    .orderBy("d.name_key")
    .orderBy("d.record_id")
    .limit(clamp(limit, 8, 8))
    .execute();
  return rows.flatMap((row) =>
    isSearchKind(row.kind) ? [{ kind: row.kind, id: row.record_id, name: row.name, nameHe: row.name_he }] : [],
  );
}
