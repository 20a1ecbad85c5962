import { parseQuery } from "#app/lib/search/normalize.ts";
import { localizedPath } from "#app/lib/i18n.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { logError } from "#app/lib/log.server.ts";
import { answerResource } from "#app/lib/page-cache/answer.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { artistPath, artworkPath, galleryPath } from "#app/lib/urls.ts";
import { suggestCatalogue, type SearchKind } from "#app/models/search.server.ts";
import type { Route } from "./+types/search.suggestions";

// Suggestions as a visitor types in the search field: at most eight names across artists,
// artworks and galleries, in the page's language, each with the page it leads to. The same for
// everyone, so browsers and the page cache may keep an answer a few minutes.

const KIND_LABELS: Record<SearchKind, () => string> = {
  artist: m.search_kind_artist,
  artwork: m.search_kind_artwork,
  gallery: m.search_kind_gallery,
};
// A record's page takes its id as well as its slug, and answers with its own address.
const KIND_PATHS: Record<SearchKind, (id: string) => string> = {
  artist: artistPath,
  artwork: artworkPath,
  gallery: galleryPath,
};

export interface Suggestion {
  label: string;
  kind: string;
  href: string;
}

const MIN_LENGTH = 2;

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const query = url.searchParams.get("q") ?? "";
  const locale = getRequestLocale();
  const headers = { "Cache-Control": "public, max-age=300" };
  if (query.trim().length < MIN_LENGTH || parseQuery(query).problem) {
    return answerResource(Response.json({ suggestions: [] satisfies Suggestion[] }, { headers }), request, context);
  }
  try {
    const found = await suggestCatalogue(query, 8);
    const suggestions: Suggestion[] = found.map((suggestion) => ({
      label: locale === "he" && suggestion.nameHe ? suggestion.nameHe : suggestion.name,
      kind: KIND_LABELS[suggestion.kind](),
      href: localizedPath(KIND_PATHS[suggestion.kind](suggestion.id), locale),
    }));
    // Kept by the page cache like a page: many visitors type the same first letters.
    return answerResource(Response.json({ suggestions }, { headers }), request, context);
  } catch (error) {
    // The field still works without suggestions: Enter shows the results page.
    logError("Suggesting search results failed", error);
    return Response.json({ suggestions: [] }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
