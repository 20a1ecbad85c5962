import { data, type RouterContextProvider } from "react-router";
import { toArtistCard, toArtworkCard, toGalleryCard } from "#app/features/cards/cards.ts";
import { getPageRates } from "#app/features/facts/rates.server.ts";
import { describeOpenStates } from "#app/features/hours/describe-hours.server.ts";
import { pageClock } from "#app/features/hours/page-clock.server.ts";
import { logError } from "#app/lib/log.server.ts";
import { artworkPath } from "#app/lib/urls.ts";
import { listFeaturedArtists } from "#app/models/artists.server.ts";
import { listLatestArtworks } from "#app/models/artworks.server.ts";
import { listFeaturedGalleries } from "#app/models/galleries.server.ts";
import { getHeroArtwork } from "#app/models/site.server.ts";

/** Featured carousels show at most six. */
const CAROUSEL_SIZE = 6;

function settled<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === "fulfilled") return result.value;
  logError(`Loading ${what} failed`, result.reason);
  return null;
}

/**
 * The home page: the hero artwork and the three carousels (featured artists and galleries, the
 * latest artworks). Each part fails on its own: the others still show, and the page answers 503.
 */
export async function loadHomePage({ context }: { context: Readonly<RouterContextProvider> }) {
  const [artists, galleries, artworks, heroArtwork, rates] = await Promise.allSettled([
    listFeaturedArtists(CAROUSEL_SIZE),
    listFeaturedGalleries(CAROUSEL_SIZE),
    listLatestArtworks({ limit: CAROUSEL_SIZE }),
    getHeroArtwork(),
    getPageRates(),
  ]);
  // Without rates the prices show in shekels only.
  const pageRates = settled(rates, "exchange rates") ?? {};
  const clock = pageClock(context);
  const locale = clock.locale;
  const shownGalleries = settled(galleries, "featured galleries");
  const galleryStates = shownGalleries ? describeOpenStates(shownGalleries, clock) : [];
  const body = {
    featuredArtists: settled(artists, "featured artists")?.map((artist) => toArtistCard(artist, locale)) ?? null,
    featuredGalleries:
      shownGalleries?.map((gallery, index) => toGalleryCard(gallery, locale, galleryStates[index])) ?? null,
    latestArtworks:
      settled(artworks, "featured artworks")?.map((artwork) => toArtworkCard(artwork, locale, pageRates)) ?? null,
  };
  const hasFailed = Object.values(body).some((section) => section === null);
  // The hero falls back to the stock picture, whatever kept its artwork from loading.
  const stored = settled(heroArtwork, "the hero artwork");
  const artwork = stored && toArtworkCard(stored, locale, pageRates);
  const hero = artwork
    ? {
        title: artwork.title,
        artistName: artwork.artistName,
        langs: artwork.langs,
        picture: artwork.picture,
        path: artworkPath(artwork.slug),
      }
    : null;
  return data(
    { ...body, hero, changesAt: clock.firstChange()?.toISOString() ?? null },
    { status: hasFailed ? 503 : 200 },
  );
}

/** The artwork the home page opens with, and its credit. */
export type HomeHeroArtwork = NonNullable<Awaited<ReturnType<typeof loadHomePage>>["data"]["hero"]>;
