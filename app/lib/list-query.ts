// Shared by server and browser: what an admin table's URL asks for (?q=…&sort=…&page=N).

/** The columns a table can be put in order by. */
export type ListSortKey = "name" | "city" | "added" | "updated";

export interface ListSort<K extends ListSortKey = ListSortKey> {
  key: K;
  isDescending: boolean;
}

export interface ListQuery<K extends ListSortKey = ListSortKey> {
  /** The search words as typed (trimmed); "" for none. */
  search: string;
  sort: ListSort<K>;
}

/** The lists' order unless a table asks for another: the newest record first. */
export const NEWEST_FIRST: ListSort<"added"> = { key: "added", isDescending: true };

/** Longer search text is cut here: no name is longer, and the query stays cheap. */
export const MAX_SEARCH_LENGTH = 100;

export const sortValue = ({ key, isDescending }: ListSort) => (isDescending ? `-${key}` : key);

/** The search words a table's URL asks for, trimmed and cut to the longest taken. */
export const parseListSearch = (url: URL) => (url.searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);

/**
 * The search and order a table's URL asks for. An order it does not offer falls back to `fallback`
 * (a hand-edited address shows the table, not an error).
 */
export function parseListQuery<K extends ListSortKey>(
  url: URL,
  keys: readonly K[],
  fallback: ListSort<K>,
): ListQuery<K> {
  const search = parseListSearch(url);
  const raw = url.searchParams.get("sort") ?? "";
  const key = raw.replace(/^-/, "") as K;
  const sort = keys.includes(key) ? { key, isDescending: raw.startsWith("-") } : fallback;
  return { search, sort };
}

/**
 * The address of the table put in order by `key`: the other direction when it is already the
 * order, else the column's natural first direction (names A to Z, dates newest first). Back to
 * page 1; the search stays, a notice's parameters do not.
 */
export function sortHref(url: URL, current: ListSort, key: ListSortKey): string {
  const isDescending = current.key === key ? !current.isDescending : key === "added" || key === "updated";
  const params = new URLSearchParams();
  const search = url.searchParams.get("q");
  if (search) params.set("q", search);
  params.set("sort", sortValue({ key, isDescending }));
  return `${url.pathname}?${params.toString()}`;
}

/** The pattern for a case-insensitive LIKE on lower(column) finding `search` anywhere, its own % and _ taken literally. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
