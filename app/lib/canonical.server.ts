import { redirect } from "react-router";
import { localeOfPath, localizedPath } from "./i18n.ts";

/**
 * A detail page reached by a record's id or a former slug answers 301 to its one canonical
 * address (/{section}/{slug}, under /he on a Hebrew page), keeping the query; reached by its
 * slug, it goes on.
 */
export function requireCanonicalAddress(
  section: "artists" | "artworks" | "galleries",
  slug: string,
  requested: string,
  url: URL,
): void {
  if (slug !== requested)
    throw redirect(localizedPath(`/${section}/${slug}${url.search}`, localeOfPath(url.pathname)), 301);
}
