import { PostgresAdapter, sql, type Kysely, type RawBuilder, type Transaction } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import type { DB } from "#app/db/schema.ts";
import { deletionsOf, exactFormsOf, parseQuery, type QueryProblem } from "#app/lib/search/normalize.ts";

// The catalogue search (migration 0013); the index is written by search-index.server.ts. The words
// are normalised in TypeScript (app/lib/search/normalize.ts); SQLite's FTS5 and PostgreSQL's
// tsvector only store and match them, and results are ranked here by rules both engines compute
// the same way (not bm25/ts_rank), so both give the same ids in the same order.

export type SearchKind = "artist" | "artwork" | "gallery";
export const SEARCH_KINDS: readonly SearchKind[] = ["artist", "artwork", "gallery"];

export type Executor = Kysely<DB> | Transaction<DB>;

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

export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// PostgreSQL keeps each word once per column it is in, tagged with the column ("n:harbour"):
// the GIN index then finds a column's words exactly, where weights would have every row that has
// the word in any column fetched and checked again.
export const COLUMN_TAGS = { names: "n:", variants: "v:", text: "t:", stripped: "s:" } as const;

export function quoteLexeme(word: string): string {
  return `'${word.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
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
