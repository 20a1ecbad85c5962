import { LOCALES, localeOfPath, localizedPath } from "#app/lib/i18n.ts";

// What the service worker does with each request, and the caches it keeps: plain functions, shared
// by the worker (app/sw/service-worker.ts) and the pages that keep saved items for offline reading.

/** The build's own files and the pages every offline visit needs; named per build. */
export const PRECACHE_PREFIX = "omanut-precache-";
/** Public pages as last seen, for reading offline; trimmed to the newest PAGES_LIMIT. */
export const PAGES_CACHE = "omanut-pages";
/** The saved items' pages: kept until the item is removed from the list. */
export const SAVED_CACHE = "omanut-saved";
/** Images, cache first: trimmed to IMAGES_LIMIT entries and IMAGES_BYTES_LIMIT bytes. */
export const IMAGES_CACHE = "omanut-images";
export const PAGES_LIMIT = 60;
export const IMAGES_LIMIT = 300;
export const IMAGES_BYTES_LIMIT = 60 * 1024 * 1024;
/** The last answer of the saved list's cards, per language, read when the network is gone. */
export const SAVED_CARDS_KEY = "/saved/items?last";

export type RequestKind = "asset" | "page" | "data" | "manifest" | "image";

// Never kept: the admin area, signing in and out, and anything personal.
const PRIVATE = /^\/(?:he\/)?(?:admin|login|logout|invite)(?:[/.?]|$)/;

/** How the worker answers a request, or null to leave it to the network untouched. */
export function requestKindOf(
  request: { method: string; url: string; mode: string },
  origin: string,
): RequestKind | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (PRIVATE.test(path) || path === "/sw.js") return null;
  if (path.startsWith("/assets/")) return "asset";
  if (path.startsWith("/media/") || path.startsWith("/images/")) return "image";
  if (path === "/__manifest") return "manifest";
  if (path.endsWith(".data")) return "data";
  if (request.mode === "navigate") return "page";
  return null;
}

/** The page a client-side navigation's data request is for: `/artworks/x.data?_routes=…` → `/artworks/x`. */
export function pageOfDataRequest(url: URL): string {
  const path = url.pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return `${path || "/"}${query ? `?${query}` : ""}`;
}

/** Only an answer meant for everyone is kept: never a signed-in visitor's own page. */
export function isShareable(response: { status: number; type: string; headers: Headers }): boolean {
  return (
    response.status === 200 &&
    response.type === "basic" &&
    /\bpublic\b/.test(response.headers.get("cache-control") ?? "") &&
    !/\b(?:private|no-store)\b/.test(response.headers.get("cache-control") ?? "")
  );
}

/** The offline page in the language of the address. */
export function offlinePageFor(pathname: string): string {
  return localizedPath("/offline", localeOfPath(pathname));
}

/** A stored image's address without its size and format: any variant of it will do offline. */
export function imageFamilyOf(pathname: string): string | null {
  return pathname.match(/^\/media\/[^/]+\//)?.[0] ?? null;
}

/** A public page's address in both languages (`/artworks/x` and `/he/artworks/x`). */
export function bothLanguages(path: string): string[] {
  return LOCALES.map((locale) => localizedPath(path, locale));
}

/** The stored images a page shows (the `src` of its first images): kept with a saved page. */
export function listPageImages(html: string, limit = 6): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc="(\/(?:media|images)\/[^"]+)"/g)) {
    const src = match[1]!.replaceAll("&amp;", "&");
    if (!found.includes(src)) found.push(src);
    if (found.length >= limit) break;
  }
  return found;
}
