import { href } from "react-router";
/** A link from stored data, only when it is http(s) (or mailto: where allowed); otherwise null. */
export function safeHref(value: string | null | undefined, options: { allowMailto?: boolean } = {}): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return url.toString();
    if (options.allowMailto && url.protocol === "mailto:") return url.toString();
  } catch {
    // Not a URL at all.
  }
  return null;
}

// Every address of a record is built here, from its slug (public) or id (admin).
export function artistPath(slug: string): string {
  return `/artists/${encodeURIComponent(slug)}`;
}

/** The artists working in a style: where a style tag leads. */
export function artistsInStylePath(style: string): string {
  return `/artists?${new URLSearchParams({ style })}`;
}

export function artworkPath(slug: string): string {
  return `/artworks/${encodeURIComponent(slug)}`;
}

export function galleryPath(slug: string): string {
  return `/galleries/${encodeURIComponent(slug)}`;
}

export function adminArtistPath(id: string): string {
  return href("/admin/artists/:artistId", { artistId: id });
}

export function adminArtistEditPath(id: string): string {
  return href("/admin/artists/:artistId/edit", { artistId: id });
}

export function adminGalleryEditPath(id: string): string {
  return href("/admin/galleries/:galleryId/edit", { galleryId: id });
}

export function adminArtworkEditPath(id: string): string {
  return href("/admin/artworks/:artworkId/edit", { artworkId: id });
}

export const PAGE_SIZE = 24;

/** Detail pages show this many artworks before the 'View All (n)' toggle. */
export const SHOWN_ARTWORKS = 3;

/** The page number of a list URL (?page=N): 1 when absent, null when it is not a whole number from 1. */
export function parsePage(url: URL, param = "page"): number | null {
  const raw = url.searchParams.get(param);
  if (raw === null || raw === "") return 1;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
}

/**
 * The same URL (path and query) on another page; page 1 drops the parameter. `param` names a
 * list's own page parameter where one page shows several lists, and `hash` returns to that list.
 */
export function pageHref(url: URL, page: number, options: { param?: string; hash?: string } = {}): string {
  const { param = "page", hash } = options;
  const next = new URL(url);
  if (page <= 1) next.searchParams.delete(param);
  else next.searchParams.set(param, String(page));
  const search = next.searchParams.toString();
  return `${next.pathname}${search ? `?${search}` : ""}${hash ? `#${hash}` : ""}`;
}
