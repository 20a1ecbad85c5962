import { toArtworkCard } from "#app/features/cards/cards.ts";
import { getPageRates } from "#app/features/facts/rates.server.ts";
import { localizeArtist } from "#app/features/i18n/localize.ts";
import { artistSeoDescription, artistSeoTitle, personJsonLd, seoImage } from "#app/features/seo/seo.ts";
import { getSeoContext } from "#app/features/seo/seo.server.ts";
import { shareView } from "#app/features/share/share-texts.server.ts";
import { requireCanonicalAddress } from "#app/lib/canonical.server.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { artistPath, SHOWN_ARTWORKS } from "#app/lib/urls.ts";
import { getArtistBySlugOrId } from "#app/models/artists.server.ts";
import { countArtworks, listArtworksByArtist } from "#app/models/artworks.server.ts";

/**
 * An artist's page: the artist and their artworks (the first few, or all with ?artworks=all).
 * 404 when there is no such artist.
 */
export function loadArtistPage({ artistId, url }: { artistId: string; url: URL }) {
  const isShowingAll = url.searchParams.get("artworks") === "all";
  return loadPage("an artist", async () => {
    const stored = await getArtistBySlugOrId(artistId);
    if (!stored) return null;
    requireCanonicalAddress("artists", stored.slug, artistId, url);
    const artist = localizeArtist(stored, getRequestLocale());
    const [artworks, artworkCount, rates] = await Promise.all([
      listArtworksByArtist(artist.id, isShowingAll ? {} : { limit: SHOWN_ARTWORKS }),
      countArtworks({ artistId: artist.id }),
      getPageRates(),
    ]);
    // The tags carry the styles in the page's language: the raw lists stay on the server.
    const { userId: _userId, he: _he, styles: _styles, stylesHe: _stylesHe, ...publicArtist } = artist;
    const seoContext = getSeoContext();
    return {
      share: shareView(artistPath(artist.slug), artist.name),
      artist: publicArtist,
      // The artist's SEO fields, falling back to name plus 'Israeli Artist' and to the bio.
      seo: {
        title: artistSeoTitle(artist, seoContext.siteName),
        description: artistSeoDescription(artist),
        path: artistPath(artist.slug),
        image: seoImage(artist.imageUrl, artist.image, m.portrait_of({ name: artist.name }), seoContext),
        type: "profile" as const,
        jsonLd: personJsonLd(artist, seoContext),
      },
      artworks: artworks.map((artwork) =>
        toArtworkCard(
          { ...artwork, artistName: stored.name, artistNameHe: stored.he.name, artistSlug: artist.slug },
          getRequestLocale(),
          rates,
        ),
      ),
      artworkCount,
      isShowingAll,
    };
  });
}

/** What an artist's page shows, once it loaded. */
export type ArtistPage = Extract<Awaited<ReturnType<typeof loadArtistPage>>, { state: "ok" }>;
