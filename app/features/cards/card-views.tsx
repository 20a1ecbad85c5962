import type { ReactNode } from "react";
import { Link } from "#app/components/link.tsx";
import { OpenState } from "#app/features/hours/open-state.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import type { ArtistCardData, ArtworkCardData, GalleryCardData } from "#app/features/cards/cards.ts";
import type { StyleTag } from "#app/features/i18n/localize.ts";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { SaveSlot } from "#app/features/saved/save-slot.tsx";
import { artistPath, artistsInStylePath, artworkPath, galleryPath } from "#app/lib/urls.ts";
import { isolateTimeRanges, textLang } from "#app/lib/localized-text.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { OtherLanguage } from "#app/components/other-language.tsx";

// Cards fill a grid column or a carousel slide: at most a third of a 1280 px page.
const CARD_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";
/** The artworks grid: two columns on phones. */
export const GRID_CARD_SIZES = "(min-width: 1024px) 400px, 50vw";

// A card is its own container: in a narrow column (two on a phone) it tightens its padding and
// type and leaves out the description.
const cardClass =
  "group @container flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand-600";
const imageClass = "aspect-[4/3] h-auto w-full bg-sand-100 object-cover";
// A work of art is shown whole, in its own proportions, on a neutral ground: never cropped.
const artImageClass = "aspect-[4/3] h-auto w-full bg-sand-100 object-contain";
const bodyClass = "flex flex-1 flex-col p-3 @[15rem]:p-5";
const titleClass = "font-serif text-base font-semibold text-slate-900 @[15rem]:text-xl";
const descriptionClass = "mt-3 line-clamp-3 hidden text-sm text-slate-700 @[15rem]:block";

/** What a card's heading may be given: its level under the page's headings, and its name as drawn (marked words). */
interface CardHeading {
  /** 3 in a list under the page's sections; 4 under a group's heading. */
  headingLevel?: 3 | 4;
  /** The name as drawn, when it is more than its text (the words a search matched, marked). */
  title?: ReactNode;
}

function CardTitle({
  level = 3,
  to,
  lang,
  children,
}: {
  level?: 3 | 4;
  to: string;
  lang: Parameters<typeof textLang>[0];
  children: ReactNode;
}) {
  const Heading = level === 4 ? "h4" : "h3";
  return (
    <Heading className={titleClass}>
      <Link to={to} className="hover:underline focus:outline-none">
        <OtherLanguage lang={lang}>{children}</OtherLanguage>
      </Link>
    </Heading>
  );
}

/** An artist's styles, each a link to the artists working in it (by its stored style, in any language). */
export function StyleTags({ styles, size }: { styles: readonly StyleTag[]; size: "small" | "large" }) {
  if (styles.length === 0) return null;
  const tagClass = `relative z-10 inline-block rounded-full bg-brand-50 font-medium text-brand-700 ring-brand-600/30 hover:ring-1 ${
    size === "small" ? "px-2.5 py-0.5 text-xs" : "px-3 py-1 text-sm"
  }`;
  return (
    <ul className={`flex flex-wrap gap-2 ${size === "small" ? "mt-2" : "mt-4"}`} aria-label={m.styles()}>
      {styles.map((style) => (
        <li key={style.key}>
          <Link
            to={artistsInStylePath(style.key)}
            className={tagClass}
            aria-label={m.style_artists({ style: style.label })}
          >
            {/* The mark sits on the name: the link's label around it is a sentence in the page's language. */}
            <bdi {...textLang(style.lang)}>{style.label}</bdi>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ArtistCard({
  artist,
  isPriority = false,
  sizes = CARD_SIZES,
  headingLevel,
  title,
}: { artist: ArtistCardData; isPriority?: boolean; sizes?: string } & CardHeading) {
  const path = artistPath(artist.slug);
  return (
    <article className={`relative ${cardClass}`}>
      <ResponsiveImage
        image={artist.picture.image}
        src={artist.picture.url}
        alt={m.portrait_of({ name: artist.name })}
        sizes={sizes}
        isPriority={isPriority}
        className={imageClass}
      />
      <SaveSlot
        variant="card"
        item={{ kind: "artist", id: artist.id, path, title: artist.name, lang: artist.langs.name }}
      />
      <div className={bodyClass}>
        <CardTitle level={headingLevel} to={path} lang={artist.langs.name}>
          {title ?? artist.name}
        </CardTitle>
        <StyleTags styles={artist.styles} size="small" />
        {artist.bio.trim() ? (
          <p className={descriptionClass}>
            <OtherLanguage lang={artist.langs.bio}>{artist.bio}</OtherLanguage>
          </p>
        ) : null}
      </div>
    </article>
  );
}

export function ArtworkCard({
  artwork,
  isPriority = false,
  sizes = CARD_SIZES,
  headingLevel,
  title,
}: {
  artwork: ArtworkCardData;
  isPriority?: boolean;
  sizes?: string;
} & CardHeading) {
  const { sale } = artwork;
  const path = artworkPath(artwork.slug);
  return (
    <article className={`relative ${cardClass}`}>
      <ResponsiveImage
        image={artwork.picture.image}
        src={artwork.picture.url}
        alt={m.artwork_by(artwork)}
        sizes={sizes}
        isPriority={isPriority}
        fit="contain"
        className={artImageClass}
      />
      {/* Seen at a glance on the picture; the line below says it in words for everyone. */}
      {sale.isSold ? (
        <span
          aria-hidden="true"
          className="absolute start-2 top-2 rounded bg-slate-900/85 px-2 py-0.5 text-xs font-semibold text-white"
        >
          {sale.availability}
        </span>
      ) : null}
      <SaveSlot
        variant="card"
        item={{ kind: "artwork", id: artwork.id, path, title: artwork.title, lang: artwork.langs.title }}
      />
      <div className={bodyClass}>
        <CardTitle level={headingLevel} to={path} lang={artwork.langs.title}>
          {title ?? artwork.title}
        </CardTitle>
        <p className="mt-1 text-sm text-slate-700">
          <bdi {...textLang(artwork.langs.artistName)}>{artwork.artistName}</bdi>
          {artwork.year ? (
            <span>
              , <bdi>{artwork.year}</bdi>
            </span>
          ) : null}
        </p>
        <p className="mt-2 text-sm text-slate-800">
          {sale.availability}
          {sale.price ? (
            <>
              {" · "}
              <span className="font-semibold">{sale.price}</span>
            </>
          ) : null}
        </p>
        {sale.approximations ? <p className="text-xs text-slate-700">{sale.approximations}</p> : null}
        {artwork.description?.trim() ? (
          <p className={descriptionClass}>
            <OtherLanguage lang={artwork.langs.description}>{artwork.description}</OtherLanguage>
          </p>
        ) : null}
      </div>
    </article>
  );
}

export function GalleryCard({
  gallery,
  isPriority = false,
  sizes = CARD_SIZES,
  headingLevel,
  title,
}: { gallery: GalleryCardData; isPriority?: boolean; sizes?: string } & CardHeading) {
  const locale = useLocale();
  const isHoursRtl = (gallery.langs.hours ?? locale) === "he";
  const path = galleryPath(gallery.slug);
  return (
    <article className={`relative ${cardClass}`}>
      <ResponsiveImage
        image={gallery.picture.image}
        src={gallery.picture.url}
        alt={`${gallery.name}, ${gallery.city}`}
        sizes={sizes}
        isPriority={isPriority}
        className={imageClass}
      />
      <SaveSlot
        variant="card"
        item={{ kind: "gallery", id: gallery.id, path, title: gallery.name, lang: gallery.langs.name }}
      />
      <div className={bodyClass}>
        <CardTitle level={headingLevel} to={path} lang={gallery.langs.name}>
          {title ?? gallery.name}
        </CardTitle>
        <p className="mt-1 text-sm text-slate-700">
          <bdi {...textLang(gallery.langs.street)}>{gallery.street}</bdi>,{" "}
          <bdi {...textLang(gallery.langs.city)}>{gallery.city}</bdi>
          {gallery.distance ? <> · {gallery.distance}</> : null}
        </p>
        {gallery.openState ? (
          <OpenState state={gallery.openState} className="mt-1 text-sm" />
        ) : gallery.hours.trim() ? (
          <p className="mt-1 text-sm text-slate-600">
            <bdi {...textLang(gallery.langs.hours)}>{isolateTimeRanges(gallery.hours, isHoursRtl)}</bdi>
          </p>
        ) : null}
        {gallery.description.trim() ? (
          <p className={descriptionClass}>
            <OtherLanguage lang={gallery.langs.description}>{gallery.description}</OtherLanguage>
          </p>
        ) : null}
      </div>
    </article>
  );
}
