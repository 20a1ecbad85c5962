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

export const PAGE_SIZE = 24;

/** Detail pages show this many artworks before the 'View All (n)' toggle (spec section 9). */
export const SHOWN_ARTWORKS = 3;

/** The page number of a list URL (?page=N): 1 when absent, null when it is not a whole number from 1. */
export function parsePage(url: URL): number | null {
  const raw = url.searchParams.get("page");
  if (raw === null || raw === "") return 1;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 ? page : null;
}

/** The same URL (path and query) on another page; page 1 drops the parameter. */
export function pageHref(url: URL, page: number): string {
  const next = new URL(url);
  if (page <= 1) next.searchParams.delete("page");
  else next.searchParams.set("page", String(page));
  const search = next.searchParams.toString();
  return `${next.pathname}${search ? `?${search}` : ""}`;
}
