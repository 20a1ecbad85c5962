import { ArtistCard, ArtworkCard, GalleryCard } from "#app/features/cards/card-views.tsx";
import { HomeHero } from "#app/features/home/home-hero.tsx";
import { loadHomePage } from "#app/features/home/home-page.server.ts";
import { HomeSection } from "#app/features/home/home-section.tsx";
import { useRefreshAt } from "#app/features/hours/use-refresh-at.ts";
import { seoContext, seoImage, seoMeta, webSiteJsonLd } from "#app/features/seo/seo.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/home";

export function loader({ context }: Route.LoaderArgs) {
  return loadHomePage({ context });
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

export default function Home({ loaderData }: Route.ComponentProps) {
  const { featuredArtists, featuredGalleries, latestArtworks, hero } = loaderData;
  useRefreshAt(loaderData.changesAt);
  return (
    <>
      <HomeHero hero={hero} />
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
