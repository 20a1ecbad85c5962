import type { Locale } from "#app/lib/i18n.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { highlightRanges, type QueryProblem } from "#app/lib/search/normalize.ts";
import {
  toArtistCard,
  toArtworkCard,
  toGalleryCard,
  type ArtistCardData,
  type ArtworkCardData,
  type GalleryCardData,
} from "#app/features/cards/cards.ts";
import { getPageRates } from "#app/features/facts/rates.server.ts";
import { listArtistsByIds } from "#app/models/artists.server.ts";
import { listArtworksByIds } from "#app/models/artworks.server.ts";
import { listGalleriesByIds } from "#app/models/galleries.server.ts";
import type { SearchKind, SearchResults } from "#app/models/search.server.ts";

// The search page's results as the page shows them: each hit as its card in the lists, named in the
// page's language, the query's words marked in its name.

/** The kinds as the address names them (`?kind=artworks`). */
export const KIND_PARAMS: Record<SearchKind, string> = { artist: "artists", artwork: "artworks", gallery: "galleries" };

export function kindOfParam(value: string): SearchKind | null {
  const found = Object.entries(KIND_PARAMS).find(([, param]) => param === value);
  return found ? (found[0] as SearchKind) : null;
}

export const PROBLEM_MESSAGES: Record<QueryProblem, () => string> = {
  empty: m.search_problem_empty,
  "too-long": m.search_problem_too_long,
  "no-words": m.search_problem_no_words,
};

export const GROUP_NAMES: Record<SearchKind, () => string> = {
  artist: m.search_group_artists,
  artwork: m.search_group_artworks,
  gallery: m.search_group_galleries,
};

/** A name cut into plain and matched pieces, in order. */
export type MarkedText = { text: string; isMatch: boolean }[];

function marked(text: string, tokens: readonly string[]): MarkedText {
  const pieces: MarkedText = [];
  let at = 0;
  for (const { start, end } of highlightRanges(text, tokens)) {
    if (start > at) pieces.push({ text: text.slice(at, start), isMatch: false });
    pieces.push({ text: text.slice(start, end), isMatch: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), isMatch: false });
  return pieces;
}

/** One hit as its card in the lists, with its name cut into the query's words and the rest. */
export type SearchResultItem =
  | { kind: "artist"; name: MarkedText; card: ArtistCardData }
  | { kind: "artwork"; name: MarkedText; card: ArtworkCardData }
  | { kind: "gallery"; name: MarkedText; card: GalleryCardData };

/**
 * The hits of each kind as the lists' cards, in the page's language and the search's order: one
 * query per kind (and the rates once), however many hits.
 */
export async function toResultItems(
  results: Extract<SearchResults, { tokens: string[] }>,
  locale: Locale,
): Promise<{
  artist: Extract<SearchResultItem, { kind: "artist" }>[];
  artwork: Extract<SearchResultItem, { kind: "artwork" }>[];
  gallery: Extract<SearchResultItem, { kind: "gallery" }>[];
}> {
  const ids = (kind: SearchKind) => results.hits[kind].map((hit) => hit.id);
  const [artists, artworks, galleries, rates] = await Promise.all([
    listArtistsByIds(ids("artist")),
    listArtworksByIds(ids("artwork")),
    listGalleriesByIds(ids("gallery")),
    ids("artwork").length > 0 ? getPageRates() : {},
  ]);
  const { tokens } = results;
  return {
    artist: artists.map((record) => {
      const card = toArtistCard(record, locale);
      return { kind: "artist" as const, name: marked(card.name, tokens), card };
    }),
    artwork: artworks.map((record) => {
      const card = toArtworkCard(record, locale, rates);
      return { kind: "artwork" as const, name: marked(card.title, tokens), card };
    }),
    gallery: galleries.map((record) => {
      const card = toGalleryCard(record, locale);
      return { kind: "gallery" as const, name: marked(card.name, tokens), card };
    }),
  };
}
