import type { Locale } from "#app/lib/i18n.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { highlightRanges, type QueryProblem } from "#app/lib/search/normalize.ts";
import { artistPath, artworkPath, galleryPath } from "#app/lib/urls.ts";
import { localizeArtist, localizeArtwork, localizeGallery } from "#app/features/i18n/localize.ts";
import { listArtistsByIds } from "#app/models/artists.server.ts";
import { listArtworksByIds } from "#app/models/artworks.server.ts";
import { listGalleriesByIds } from "#app/models/galleries.server.ts";
import type { SearchKind, SearchResults } from "#app/models/search.server.ts";

// The search page's results as the page shows them: each hit named in the page's language, the
// query's words marked in its name, with a line that tells one result from another.

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

export interface SearchResultItem {
  href: string;
  name: MarkedText;
  /** Set when the name is not in the page's language. */
  lang?: Locale;
  detail: string;
  detailLang?: Locale;
}

/** The hits of each kind, as records named in the page's language, in the search's order. */
export async function toResultItems(
  results: Extract<SearchResults, { tokens: string[] }>,
  locale: Locale,
): Promise<Record<SearchKind, SearchResultItem[]>> {
  const ids = (kind: SearchKind) => results.hits[kind].map((hit) => hit.id);
  const [artists, artworks, galleries] = await Promise.all([
    listArtistsByIds(ids("artist")),
    listArtworksByIds(ids("artwork")),
    listGalleriesByIds(ids("gallery")),
  ]);
  const { tokens } = results;
  return {
    artist: artists.map((record) => {
      const artist = localizeArtist(record, locale);
      return {
        href: artistPath(artist.slug),
        name: marked(artist.name, tokens),
        ...(artist.langs.name && { lang: artist.langs.name }),
        detail: artist.styleTags.map((tag) => tag.label).join(" · "),
      };
    }),
    artwork: artworks.map((record) => {
      const artwork = localizeArtwork(record, locale);
      return {
        href: artworkPath(artwork.slug),
        name: marked(artwork.title, tokens),
        ...(artwork.langs.title && { lang: artwork.langs.title }),
        detail: artwork.year ? `${artwork.artistName}, ${artwork.year}` : artwork.artistName,
        ...(artwork.langs.artistName && { detailLang: artwork.langs.artistName }),
      };
    }),
    gallery: galleries.map((record) => {
      const gallery = localizeGallery(record, locale);
      return {
        href: galleryPath(gallery.slug),
        name: marked(gallery.name, tokens),
        ...(gallery.langs.name && { lang: gallery.langs.name }),
        detail: gallery.city,
        ...(gallery.langs.city && { detailLang: gallery.langs.city }),
      };
    }),
  };
}
