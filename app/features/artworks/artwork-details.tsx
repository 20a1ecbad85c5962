import { Link } from "#app/components/link.tsx";
import { ArtworkZoom } from "#app/features/artworks/artwork-zoom.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { ArtworkCard, GRID_CARD_SIZES } from "#app/features/cards/card-views.tsx";
import { SaveSlot } from "#app/features/saved/save-slot.tsx";
import { ShareControl } from "#app/features/share/share-control.tsx";
import type { VisitorAnswer } from "#app/lib/form-answer.ts";
import { InquirySection } from "#app/features/inquiries/inquiry-form.tsx";
import { textLang } from "#app/lib/localized-text.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { artistPath, artworkPath, galleryPath } from "#app/lib/urls.ts";
import type { ArtworkPage } from "./artwork-page.server.ts";
import { OtherLanguage } from "#app/components/other-language.tsx";

/** An artwork's page: the picture, what it is, its price and facts, where it is held, the inquiry, more by the artist. */
export function ArtworkDetails({ page, actionData }: { page: ArtworkPage; actionData: VisitorAnswer }) {
  const { artwork, texts, gallery } = page;
  const alt = m.artwork_by(artwork);
  return (
    <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="relative self-start">
          <ResponsiveImage
            image={artwork.image}
            src={artwork.imageUrl}
            alt={alt}
            sizes="(min-width: 1024px) 60vw, 100vw"
            isPriority
            fit="contain"
            className="h-auto w-full rounded-xl bg-sand-100 object-contain shadow-sm"
          />
          <ArtworkZoom image={artwork.image} src={artwork.imageUrl} alt={alt} />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <Link to="/artworks" className="hover:underline">
              {m.nav_artworks()}
            </Link>
          </p>
          <h1 className="mt-2 font-serif text-4xl font-semibold text-slate-900">
            <OtherLanguage lang={artwork.langs.title}>{artwork.title}</OtherLanguage>
          </h1>
          <p className="mt-3 text-lg text-slate-800">
            {m.credit_by()}{" "}
            <Link to={artistPath(artwork.artistSlug)} className="font-semibold text-brand-700 hover:underline">
              <bdi {...textLang(artwork.langs.artistName)}>{artwork.artistName}</bdi>
            </Link>
            {artwork.year ? (
              <span>
                , <bdi>{artwork.year}</bdi>
              </span>
            ) : null}
          </p>
          {page.price ? (
            <div className="mt-6">
              <p className="text-2xl font-semibold text-slate-900">
                <span className="sr-only">{texts.price}: </span>
                {page.price.amount}
              </p>
              {page.price.approximations ? <p className="mt-1 text-slate-800">{page.price.approximations}</p> : null}
              {page.price.ratesNote ? <p className="mt-1 text-sm text-slate-700">{page.price.ratesNote}</p> : null}
            </div>
          ) : null}
          {artwork.description ? (
            <p className="mt-6 text-lg whitespace-pre-line text-slate-800">
              <OtherLanguage lang={artwork.langs.description}>{artwork.description}</OtherLanguage>
            </p>
          ) : null}
          <section aria-labelledby="facts-title" className="mt-8">
            <h2 id="facts-title" className="font-serif text-xl font-semibold text-slate-900">
              {texts.facts}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-800">
              {page.facts.map((fact) => (
                <div key={fact.label} className="contents">
                  <dt className="font-medium text-slate-700">{fact.label}</dt>
                  <dd>
                    <OtherLanguage lang={fact.lang}>{fact.value}</OtherLanguage>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          {gallery ? (
            <section aria-labelledby="held-at-title" className="mt-8">
              <h2 id="held-at-title" className="font-serif text-xl font-semibold text-slate-900">
                {texts.heldAt}
              </h2>
              <p className="mt-2 text-slate-800">
                <Link to={galleryPath(gallery.slug)} className="font-semibold text-brand-700 hover:underline">
                  <bdi {...textLang(gallery.langs.name)}>{gallery.name}</bdi>
                </Link>
                {gallery.city ? (
                  <>
                    {" · "}
                    <bdi {...textLang(gallery.langs.city)}>{gallery.city}</bdi>
                  </>
                ) : null}
              </p>
            </section>
          ) : null}
          <SaveSlot
            variant="page"
            item={{
              kind: "artwork",
              id: artwork.id,
              path: artworkPath(artwork.slug),
              title: artwork.title,
              lang: artwork.langs.title,
            }}
          />
          <ShareControl share={page.share} className="mt-8 text-slate-800" />
          <InquirySection
            path={artworkPath(artwork.slug)}
            artworkTitle={artwork.title}
            title={texts.inquiryTitle}
            intro={texts.inquiryIntro}
            isSent={page.isSent}
            token={page.token}
            actionData={actionData}
          />
        </div>
      </div>
      {page.moreByArtist.length > 0 ? (
        <section aria-labelledby="more-by-title" className="mt-16">
          <h2 id="more-by-title" className="font-serif text-2xl font-semibold text-slate-900">
            {texts.moreBy}
          </h2>
          <ul className="mt-6 grid grid-cols-2 items-start gap-3 sm:gap-8 lg:grid-cols-3">
            {page.moreByArtist.map((other) => (
              <li key={other.slug}>
                <ArtworkCard artwork={other} sizes={GRID_CARD_SIZES} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
