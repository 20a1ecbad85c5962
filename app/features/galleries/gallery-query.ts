// What /galleries shows, as its address says it (?city=…&open=…&near=…&view=map): the filters work
// without JavaScript and can be shared. Shared by the loader and the page's links.

export const OPEN_FILTERS = ["now", "saturday"] as const;
export type OpenFilter = (typeof OPEN_FILTERS)[number];
export const isOpenFilter = (value: string): value is OpenFilter => (OPEN_FILTERS as readonly string[]).includes(value);

export interface GalleryQuery {
  city: string | null;
  open: OpenFilter | null;
  /** "32.08,34.78": sorted by distance from there, as the visitor asked. */
  near: string | null;
  view: "list" | "map";
}

/** The list's address with these choices, on page 1 (defaults left out). */
export function galleriesHref(pathname: string, query: GalleryQuery): string {
  const params = new URLSearchParams();
  if (query.city !== null) params.set("city", query.city);
  if (query.open !== null) params.set("open", query.open);
  if (query.near !== null) params.set("near", query.near);
  if (query.view === "map") params.set("view", "map");
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
