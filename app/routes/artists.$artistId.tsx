import { Link } from "#app/components/link.tsx";
import { ArtworkCard, StyleTags } from "#app/components/cards.tsx";
import { ExternalLinks, profileLinks } from "#app/components/external-links.tsx";
import { PageErrorNotice } from "#app/components/notices.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { ShowMoreToggle } from "#app/components/show-more-toggle.tsx";
import { toArtworkCard } from "#app/features/cards/cards.ts";
import { getPageRates } from "#app/features/facts/rates.server.ts";
import { STOCK_ARTIST_IMAGE } from "#app/lib/media.ts";
import { getArtistBySlugOrId } from "#app/models/artists.server.ts";
import { countArtworks, listArtworksByArtist } from "#app/models/artworks.server.ts";
import {
  artistSeoDescription,
  artistSeoTitle,
  personJsonLd,
  seoContext,
  seoImage,
  seoMeta,
} from "#app/features/seo/seo.ts";
import { getSeoContext } from "#app/features/seo/seo.server.ts";
import { requireCanonicalAddress } from "#app/lib/canonical.server.ts";
import { artistPath, SHOWN_ARTWORKS } from "#app/lib/urls.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { localizeArtist } from "#app/features/i18n/localize.ts";
import { textLang } from "#app/lib/localized-text.ts";
import { SaveSlot } from "#app/components/save-slot.tsx";
import { ShareControl } from "#app/components/share-control.tsx";
import { shareView } from "#app/features/share/share-texts.server.ts";
import type { Route } from "./+types/artists.$artistId";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { BidiMessage } from "#app/components/bidi-message.tsx";
import { m } from "#app/lib/paraglide/messages.js";

export async function loader({ params, url }: Route.LoaderArgs) {
  const isShowingAll = url.searchParams.get("artworks") === "all";
  return loadPage("an artist", async () => {
    const stored = await getArtistBySlugOrId(params.artistId);
    if (!stored) return null;
    requireCanonicalAddress("artists", stored.slug, params.artistId, url);
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

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  if (loaderData?.state !== "ok") {
    return [
      { title: `${loaderData?.state === "error" ? m.nav_artists() : m.artist_not_found()} | ${context.siteName}` },
    ];
  }
  return seoMeta(loaderData.seo, context);
}

export default function ArtistPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "not-found") {
    return <NotFound title={m.artist_not_found()} returnTo="/artists" returnLabel={m.artist_return()} />;
  }
  if (loaderData.state === "error") {
    return <PageErrorNotice>{m.artists_error()}</PageErrorNotice>;
  }
  const { artist, artworks, artworkCount, isShowingAll } = loaderData;
  return (
    <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="grid gap-10 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ResponsiveImage
          image={artist.image}
          src={artist.imageUrl || STOCK_ARTIST_IMAGE}
          alt={m.portrait_of({ name: artist.name })}
          sizes="(min-width: 768px) 40vw, 100vw"
          isPriority
          className="h-auto w-full rounded-xl bg-sand-100 object-cover shadow-sm"
        />
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <Link to="/artists" className="hover:underline">
              {m.nav_artists()}
            </Link>
          </p>
          <h1 className="mt-2 font-serif text-4xl font-semibold text-slate-900" {...textLang(artist.langs.name)}>
            {artist.name}
          </h1>
          <StyleTags styles={artist.styleTags} size="large" />
          <p className="mt-6 text-lg whitespace-pre-line text-slate-800" {...textLang(artist.langs.bio)}>
            {artist.bio}
          </p>
          <ExternalLinks
            links={profileLinks(artist)}
            linkClass="font-medium text-brand-700 underline-offset-4 hover:underline"
          />
          <SaveSlot
            variant="page"
            item={{
              kind: "artist",
              id: artist.id,
              path: artistPath(artist.slug),
              title: artist.name,
              lang: artist.langs.name,
            }}
          />
          <ShareControl share={loaderData.share} className="mt-6 text-slate-800" />
        </div>
      </div>
      <section id="artworks" aria-labelledby="artworks-title" className="mt-16">
        <h2 id="artworks-title" className="font-serif text-3xl font-semibold text-slate-900">
          {m.nav_artworks()}
        </h2>
        {artworkCount === 0 ? (
          <p className="mt-4 text-slate-700">
            <BidiMessage message={m.artist_no_artworks} values={{ name: artist.name }} />
          </p>
        ) : (
          <>
            <ul className="mt-6 grid items-start gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {artworks.map((artwork) => (
                <li key={artwork.slug}>
                  <ArtworkCard artwork={artwork} />
                </li>
              ))}
            </ul>
            <ShowMoreToggle total={artworkCount} shown={SHOWN_ARTWORKS} isShowingAll={isShowingAll} />
          </>
        )}
      </section>
    </article>
  );
}
