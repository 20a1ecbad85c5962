// Where an anonymous page view is kept: its path and only the query parameters some page reads.

/**
 * Every query parameter a page or its data reads (filters, paging, search, the saved list's ids,
 * notices, React Router's `_routes`). A test checks the app's code reads no other.
 */
export const PAGE_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  "_routes",
  "added",
  "admitted",
  "artists",
  "artworks",
  "availability",
  "city",
  "confirmed",
  "deleted",
  "done",
  "from",
  "galleries",
  "inquiry",
  "kind",
  "limit",
  "medium",
  "near",
  "open",
  "page",
  "path",
  "price_max",
  "price_min",
  "q",
  "redirectTo",
  "restored",
  "review",
  "saved",
  "sent",
  "size",
  "sort",
  "style",
  "token",
  "updated",
  "view",
  "year_max",
  "year_min",
]);

export interface PageCacheKey {
  /** The path and the parameters pages read, in the order given. */
  key: string;
  /** False when the address carried others: its page may be served from the key, never stored under it. */
  mayStore: boolean;
}

/**
 * The cache key of an address (path and query as sent). Parameters no page reads (`?junk=1`) are
 * left out of the key, so noise neither misses the kept page nor pushes kept pages out; a page
 * made for such an address is not kept, since its links may carry the noise.
 */
export function getPageCacheKey(originalUrl: string): PageCacheKey {
  const queryAt = originalUrl.indexOf("?");
  if (queryAt === -1) return { key: originalUrl, mayStore: true };
  const path = originalUrl.slice(0, queryAt);
  const query = originalUrl.slice(queryAt + 1);
  if (query === "") return { key: path, mayStore: true };
  const kept: string[] = [];
  let mayStore = true;
  for (const part of query.split("&")) {
    if (part === "") continue;
    const equals = part.indexOf("=");
    const rawName = equals === -1 ? part : part.slice(0, equals);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replaceAll("+", " "));
    } catch {
      name = rawName;
    }
    if (PAGE_QUERY_PARAMETERS.has(name)) kept.push(part);
    else mayStore = false;
  }
  return { key: kept.length > 0 ? `${path}?${kept.join("&")}` : path, mayStore };
}
