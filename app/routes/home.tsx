import { data } from "react-router";
import { Link } from "#app/components/link.tsx";
import { ArtistCard, ArtworkCard, GalleryCard } from "#app/components/cards.tsx";
import { Carousel } from "#app/components/carousel.tsx";
import { EmptyNotice, ErrorNotice } from "#app/components/notices.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { toArtistCard, toArtworkCard, toGalleryCard } from "#app/features/cards/cards.ts";
import { getPageRates } from "#app/features/facts/rates.server.ts";
import { seoContext, seoImage, seoMeta, webSiteJsonLd } from "#app/features/seo/seo.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { artworkPath } from "#app/lib/urls.ts";
import { getHeroArtwork } from "#app/models/site.server.ts";
import { listFeaturedArtists } from "#app/models/artists.server.ts";
import { listLatestArtworks } from "#app/models/artworks.server.ts";
import { listFeaturedGalleries } from "#app/models/galleries.server.ts";
import { textLang } from "#app/lib/localized-text.ts";
import { describeOpenStates } from "#app/features/hours/describe-hours.server.ts";
import { pageClock } from "#app/features/hours/page-clock.server.ts";
import { useRefreshAt } from "#app/features/hours/use-refresh-at.ts";
import type { Route } from "./+types/home";
import { logError } from "#app/lib/log.server.ts";

/** Featured carousels show at most six. */
const CAROUSEL_SIZE = 6;

function settled<T>(result: PromiseSettledResult<T>, what: string): T | null {
  if (result.status === "fulfilled") return result.value;
  logError(`Loading ${what} failed`, result.reason);
  return null;
}

export async function loader({ context }: Route.LoaderArgs) {
  // Each carousel fails on its own: the others still show, and the page answers 503.
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

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  const hero = loaderData?.hero;
  return seoMeta(
    {
      title: m.home_meta_title({ siteName: context.siteName }),
      description: m.home_subtitle(),
      path: "/",
      image: (hero && seoImage(hero.picture.url, hero.picture.image, m.artwork_by(hero), context)) ?? {
        url: `${context.origin}/images/hero.jpg`,
        width: 1920,
        height: 1080,
        alt: m.home_title(),
      },
      jsonLd: webSiteJsonLd(context),
    },
    context,
  );
}

const buttons = [
  { to: "/artists", label: m.home_explore_artists, isPrimary: true },
  { to: "/artworks", label: m.home_view_artworks, isPrimary: false },
  { to: "/galleries", label: m.home_visit_galleries, isPrimary: false },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featuredArtists, featuredGalleries, latestArtworks, hero } = loaderData;
  useRefreshAt(loaderData.changesAt);
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="relative isolate flex h-[80vh] min-h-[500px] items-center justify-center overflow-hidden bg-slate-900"
      >
        {hero ? (
          // The credit below names the work; the picture itself adds nothing for a screen reader.
          <ResponsiveImage
            image={hero.picture.image}
            src={hero.picture.url}
            alt=""
            sizes="100vw"
            isPriority
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-75"
          />
        ) : (
          <ResponsiveImage
            image={null}
            src="/images/hero.jpg"
            alt=""
            sizes="100vw"
            width={1920}
            height={1080}
            isPriority
            className="absolute inset-0 -z-10 h-full w-full object-cover opacity-75"
          />
        )}
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-900/40 via-slate-900/30 to-slate-900/70" />
        <div className="mx-auto max-w-4xl px-4 text-center">
          <h1 id="hero-title" className="font-serif text-4xl font-bold text-white sm:text-6xl">
            {m.home_title()}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-100 sm:text-xl">{m.home_subtitle()}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            {buttons.map((button) => (
              <Link
                key={button.to}
                to={button.to}
                className={
                  button.isPrimary
                    ? "rounded-md bg-brand-700 px-6 py-3 font-semibold text-white shadow hover:bg-brand-900"
                    : "rounded-md bg-white/95 px-6 py-3 font-semibold text-slate-900 shadow hover:bg-white"
                }
              >
                {button.label()}
              </Link>
            ))}
          </div>
        </div>
        {hero ? (
          <p className="absolute end-4 bottom-4 max-w-[calc(100%-2rem)] rounded bg-slate-900/80 px-3 py-1.5 text-sm text-white">
            <Link to={hero.path} className="underline underline-offset-4 hover:text-sand-50">
              <cite className="font-semibold not-italic" {...textLang(hero.langs.title)}>
                {hero.title}
              </cite>{" "}
              {m.credit_by()} <bdi {...textLang(hero.langs.artistName)}>{hero.artistName}</bdi>
            </Link>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="mission-title" className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2 id="mission-title" className="font-serif text-3xl font-semibold">
          {m.home_mission_title()}
        </h2>
        <p className="mt-4 text-lg text-slate-700">{m.home_mission()}</p>
      </section>

      <HomeSection
        title={m.home_featured_artists()}
        viewAllHref="/artists"
        items={featuredArtists}
        errorText={m.home_featured_artists_error()}
        emptyText={m.home_featured_artists_empty()}
        render={(artist) => <ArtistCard key={artist.slug} artist={artist} />}
      />
      <HomeSection
        title={m.home_featured_galleries()}
        viewAllHref="/galleries"
        items={featuredGalleries}
        errorText={m.home_featured_galleries_error()}
        emptyText={m.home_featured_galleries_empty()}
        render={(gallery) => <GalleryCard key={gallery.slug} gallery={gallery} />}
      />
      <HomeSection
        title={m.home_featured_artworks()}
        viewAllHref="/artworks"
        items={latestArtworks}
        errorText={m.home_featured_artworks_error()}
        emptyText={m.home_featured_artworks_empty()}
        render={(artwork) => <ArtworkCard key={artwork.slug} artwork={artwork} />}
      />
    </>
  );
}

function HomeSection<T>({
  title,
  viewAllHref,
  items,
  errorText,
  emptyText,
  render,
}: {
  title: string;
  viewAllHref: string;
  items: T[] | null;
  errorText: string;
  emptyText: string;
  render: (item: T) => React.ReactNode;
}) {
  if (items !== null && items.length > 0) {
    return (
      <Carousel title={title} viewAllHref={viewAllHref}>
        {items.map(render)}
      </Carousel>
    );
  }
  return (
    <section aria-label={title} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 className="mb-6 font-serif text-3xl font-semibold text-slate-900">{title}</h2>
      {items === null ? <ErrorNotice>{errorText}</ErrorNotice> : <EmptyNotice>{emptyText}</EmptyNotice>}
    </section>
  );
}
