import type { ReactNode } from "react";
import { Link } from "#app/components/link.tsx";
import { OpenState } from "#app/features/hours/open-state.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import type { ArtistCardData, ArtworkCardData, CardImage, GalleryCardData } from "#app/features/cards/cards.ts";
import type { StyleTag } from "#app/features/i18n/localize.ts";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { SaveSlot } from "#app/features/saved/save-slot.tsx";
import type { SaveTarget } from "#app/features/saved/save-button.tsx";
import type { Locale } from "#app/lib/i18n.ts";
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

/** What a list says about how each of its cards is shown. */
interface CardShown extends CardHeading {
  /** The first card of a page: its picture loads at once. */
  isPriority?: boolean;
  sizes?: string;
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

/** What every card draws around its own lines: the picture, the heart, the linked name and the description. */
function CardFrame({
  picture,
  alt,
  sizes = CARD_SIZES,
  isPriority = false,
  isArt = false,
  mark,
  item,
  headingLevel,
  title,
  description,
  descriptionLang,
  children,
}: {
  picture: CardImage;
  alt: string;
  /** A work of art is shown whole; a portrait or a room fills the box. */
  isArt?: boolean;
  /** What is drawn on the picture (a sold work's word). */
  mark?: ReactNode;
  /** What the heart saves; its address and name are the heading's too. */
  item: SaveTarget;
  description: string | null;
  descriptionLang: Locale | undefined;
  /** The card's own lines between its name and its description. */
  children?: ReactNode;
} & CardShown) {
  return (
    <article className={`relative ${cardClass}`}>
      <ResponsiveImage
        image={picture.image}
        src={picture.url}
        alt={alt}
        sizes={sizes}
        isPriority={isPriority}
        fit={isArt ? "contain" : undefined}
        className={isArt ? artImageClass : imageClass}
      />
      {mark}
      <SaveSlot variant="card" item={item} />
      <div className={bodyClass}>
        <CardTitle level={headingLevel} to={item.path} lang={item.lang}>
          {title ?? item.title}
        </CardTitle>
        {children}
        {description?.trim() ? (
          <p className={descriptionClass}>
            <OtherLanguage lang={descriptionLang}>{description}</OtherLanguage>
          </p>
        ) : null}
      </div>
    </article>
  );
}

export function ArtistCard({ artist, ...shown }: { artist: ArtistCardData } & CardShown) {
  return (
    <CardFrame
      {...shown}
      picture={artist.picture}
      alt={m.portrait_of({ name: artist.name })}
      item={{
        kind: "artist",
        id: artist.id,
        path: artistPath(artist.slug),
        title: artist.name,
        lang: artist.langs.name,
      }}
      description={artist.bio}
      descriptionLang={artist.langs.bio}
    >
      <StyleTags styles={artist.styles} size="small" />
    </CardFrame>
  );
}

export function ArtworkCard({ artwork, ...shown }: { artwork: ArtworkCardData } & CardShown) {
  const { sale } = artwork;
  return (
    <CardFrame
      {...shown}
      picture={artwork.picture}
      alt={m.artwork_by(artwork)}
      isArt
      mark={
        // Seen at a glance on the picture; the line below says it in words for everyone.
        sale.isSold ? (
          <span
            aria-hidden="true"
            className="absolute start-2 top-2 rounded bg-slate-900/85 px-2 py-0.5 text-xs font-semibold text-white"
          >
            {sale.availability}
          </span>
        ) : null
      }
      item={{
        kind: "artwork",
        id: artwork.id,
        path: artworkPath(artwork.slug),
        title: artwork.title,
        lang: artwork.langs.title,
      }}
      description={artwork.description}
      descriptionLang={artwork.langs.description}
    >
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
    </CardFrame>
  );
}

export function GalleryCard({ gallery, ...shown }: { gallery: GalleryCardData } & CardShown) {
  const locale = useLocale();
  const isHoursRtl = (gallery.langs.hours ?? locale) === "he";
  return (
    <CardFrame
      {...shown}
      picture={gallery.picture}
      alt={`${gallery.name}, ${gallery.city}`}
      item={{
        kind: "gallery",
        id: gallery.id,
        path: galleryPath(gallery.slug),
        title: gallery.name,
        lang: gallery.langs.name,
      }}
      description={gallery.description}
      descriptionLang={gallery.langs.description}
    >
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
    </CardFrame>
  );
}
