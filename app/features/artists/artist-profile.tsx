import { Link } from "#app/components/link.tsx";
import { ArtworkCard, StyleTags } from "#app/features/cards/card-views.tsx";
import { BidiMessage } from "#app/components/bidi-message.tsx";
import { ExternalLinks, profileLinks } from "#app/components/external-links.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { SaveSlot } from "#app/features/saved/save-slot.tsx";
import { ShareControl } from "#app/features/share/share-control.tsx";
import { ShowMoreToggle } from "#app/components/show-more-toggle.tsx";
import { STOCK_ARTIST_IMAGE } from "#app/lib/image-variants.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { artistPath, SHOWN_ARTWORKS } from "#app/lib/urls.ts";
import type { ArtistPage } from "./artist-page.server.ts";
import { OtherLanguage } from "#app/components/other-language.tsx";

/** An artist's page: portrait, name, styles, bio, links, save and share, then their artworks. */
export function ArtistProfile({ page }: { page: ArtistPage }) {
  const { artist, artworks, artworkCount, isShowingAll } = page;
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
          <h1 className="mt-2 font-serif text-4xl font-semibold text-slate-900">
            <OtherLanguage lang={artist.langs.name}>{artist.name}</OtherLanguage>
          </h1>
          <StyleTags styles={artist.styleTags} size="large" />
          <p className="mt-6 text-lg whitespace-pre-line text-slate-800">
            <OtherLanguage lang={artist.langs.bio}>{artist.bio}</OtherLanguage>
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
          <ShareControl share={page.share} className="mt-6 text-slate-800" />
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
