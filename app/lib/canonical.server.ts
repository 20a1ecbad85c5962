import { redirect } from "react-router";

/**
 * A detail page reached by a record's id or a former slug answers 301 to its one canonical
 * address (/{section}/{slug}), keeping the query; reached by its slug, it goes on.
 */
export function requireCanonicalAddress(
  section: "artists" | "artworks" | "galleries",
  slug: string,
  requested: string,
  url: URL,
): void {
  if (slug !== requested) throw redirect(`/${section}/${slug}${url.search}`, 301);
}
