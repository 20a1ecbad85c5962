// A record as a page in one language shows it: each translatable text in the page's language
// where it is written, else in the other, with `langs` naming the language of every text that is
// not the page's (the page marks it with lang and dir). Loaders localize records on the server,
// so the browser gets one language's texts.
import type { Locale } from "#app/lib/i18n.ts";
import { textLanguage } from "#app/lib/localized-text.ts";
import type { Artist } from "#app/models/artists.server.ts";
import type { ArtworkWithArtist } from "#app/models/artworks.server.ts";
import type { Gallery } from "#app/models/galleries.server.ts";
import type { Review } from "#app/models/reviews.server.ts";
import type { SitePage } from "#app/models/site.server.ts";

/** The language of each text shown in another language than the page's. */
export type TextLangs<K extends string> = Partial<Record<K, Locale>>;

/** A style tag as a page shows it: its name in the page's language where it has one. */
export interface StyleTag {
  /** The style as stored: the artists list's filter, the same in both languages. */
  key: string;
  /** What the tag reads: the shared Hebrew name on a Hebrew page, else the stored style. */
  label: string;
  /** Set only when the label is not in the page's language. */
  lang?: Locale;
}

interface Chosen {
  text: string | null;
  lang?: Locale;
}

/** One text: the page's language first, else the other version; null only when neither is written. */
function choose(base: string | null, hebrew: string | null, locale: Locale): Chosen {
  const isHebrew = hebrew !== null && (locale === "he" || base === null || base.trim() === "");
  const text = isHebrew ? hebrew : base;
  if (text === null) return { text: null };
  const language = isHebrew ? "he" : textLanguage(text);
  return language === locale ? { text } : { text, lang: language };
}

function chooseAll<K extends string>(
  locale: Locale,
  fields: Record<K, [string | null, string | null]>,
): { texts: Record<K, string | null>; langs: TextLangs<K> } {
  const texts = {} as Record<K, string | null>;
  const langs: TextLangs<K> = {};
  for (const key of Object.keys(fields) as K[]) {
    const [base, hebrew] = fields[key];
    const chosen = choose(base, hebrew, locale);
    texts[key] = chosen.text;
    if (chosen.lang) langs[key] = chosen.lang;
  }
  return { texts, langs };
}

/** The SEO fields of the page's language: on a Hebrew page the Hebrew ones, blank meaning the default. */
function localizedSeo<S extends { title: string | null; description: string | null }>(
  seo: S,
  he: { seoTitle: string | null; seoDescription: string | null },
  locale: Locale,
): S {
  return locale === "he" ? { ...seo, title: he.seoTitle, description: he.seoDescription } : seo;
}

/** An artist's style tags in the page's language, each keeping its stored style as its key. */
export function localizeStyles(
  styles: readonly string[],
  stylesHe: readonly (string | null)[],
  locale: Locale,
): StyleTag[] {
  return styles.map((style, index) => {
    const chosen = choose(style, stylesHe[index] ?? null, locale);
    return { key: style, label: chosen.text ?? style, ...(chosen.lang && { lang: chosen.lang }) };
  });
}

export function localizeArtist<T extends Artist>(
  artist: T,
  locale: Locale,
): T & { styleTags: StyleTag[]; langs: TextLangs<"name" | "bio"> } {
  const { texts, langs } = chooseAll(locale, {
    name: [artist.name, artist.he.name],
    bio: [artist.bio, artist.he.bio],
  });
  return {
    ...artist,
    name: texts.name ?? artist.name,
    bio: texts.bio ?? artist.bio,
    seo: localizedSeo(artist.seo, artist.he, locale),
    styleTags: localizeStyles(artist.styles, artist.stylesHe, locale),
    langs,
  };
}

export function localizeArtwork<T extends ArtworkWithArtist>(
  artwork: T,
  locale: Locale,
): T & { langs: TextLangs<"title" | "description" | "artistName" | "materials"> } {
  const { texts, langs } = chooseAll(locale, {
    title: [artwork.title, artwork.he.title],
    description: [artwork.description, artwork.he.description],
    artistName: [artwork.artistName, artwork.artistNameHe],
    materials: [artwork.facts.materials, artwork.he.materials],
  });
  return {
    ...artwork,
    title: texts.title ?? artwork.title,
    description: texts.description,
    artistName: texts.artistName ?? artwork.artistName,
    facts: { ...artwork.facts, materials: texts.materials },
    langs,
  };
}

export function localizeGallery<T extends Gallery>(
  gallery: T,
  locale: Locale,
): T & {
  langs: TextLangs<"name" | "street" | "city" | "description" | "hours" | "admissionPrice" | "accessibilityNote">;
} {
  const { admission, accessibility } = gallery;
  const price = admission?.isFree === false ? admission.price : null;
  const { texts, langs } = chooseAll(locale, {
    name: [gallery.name, gallery.he.name],
    street: [gallery.street, gallery.he.street],
    city: [gallery.city, gallery.he.city],
    description: [gallery.description, gallery.he.description],
    hours: [gallery.hours, gallery.he.hours],
    admissionPrice: [price, price === null ? null : gallery.he.admissionPrice],
    accessibilityNote: [accessibility.note, gallery.he.accessibilityNote],
  });
  return {
    ...gallery,
    name: texts.name ?? gallery.name,
    street: texts.street ?? gallery.street,
    city: texts.city ?? gallery.city,
    description: texts.description ?? gallery.description,
    hours: texts.hours ?? gallery.hours,
    admission:
      admission?.isFree === false ? { isFree: false, price: texts.admissionPrice ?? admission.price } : admission,
    accessibility: { ...accessibility, note: texts.accessibilityNote },
    seo: localizedSeo(gallery.seo, gallery.he, locale),
    langs,
  };
}

/** A review the editors wrote, in the page's language; a visitor's review stays as typed. */
export function localizeReview<T extends Review>(
  review: T,
  locale: Locale,
): T & { langs: TextLangs<"name" | "content"> } {
  if (!review.isAdminReview) return { ...review, langs: {} };
  const { texts, langs } = chooseAll(locale, {
    name: [review.name, review.he.name],
    content: [review.content, review.he.content],
  });
  return { ...review, name: texts.name ?? review.name, content: texts.content ?? review.content, langs };
}

export function localizeSitePage<T extends SitePage>(
  page: T,
  locale: Locale,
): T & { langs: TextLangs<"title" | "body"> } {
  const { texts, langs } = chooseAll(locale, {
    title: [page.title, page.he.title],
    body: [page.body, page.he.body],
  });
  return { ...page, title: texts.title ?? page.title, body: texts.body ?? page.body, langs };
}
