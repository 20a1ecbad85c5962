// Shared by server and browser: what makes a page findable and shareable. Titles, descriptions,
// canonical links, Open Graph and Twitter cards, and schema.org JSON-LD, as React Router meta
// descriptors. Call seoMeta from a route's meta({ loaderData, matches }) with seoContext(matches).
import { mailtoHref, telHref } from "#app/lib/contact-links.ts";
import type { MetaDescriptor } from "react-router";
import type { Artist } from "#app/models/artists.server.ts";
import type { ArtworkWithArtist } from "#app/models/artworks.server.ts";
import type { Gallery } from "#app/models/galleries.server.ts";
import type { ReviewSummary } from "#app/models/reviews.server.ts";
import type { StyleTag } from "#app/features/i18n/localize.ts";
import {
  STOCK_GALLERY_IMAGE,
  variantHeight,
  variantUrl,
  variantWidths,
  type MediaImage,
} from "#app/lib/image-variants.ts";
import { getRootData } from "#app/lib/root-data.ts";
import { artistPath, artworkPath, galleryPath } from "#app/lib/urls.ts";
import { LOCALES, BASE_LOCALE, localeOfRouteId, localizedPath, type Locale } from "#app/lib/i18n.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { isBlank } from "./seo-text.ts";

export { isBlank, SEO_DESCRIPTION_LENGTH, truncate } from "./seo-text.ts";

export interface SeoContext {
  /** The public origin without a trailing slash, e.g. "https://art.example.com". */
  origin: string;
  siteName: string;
  /** The page's language: its canonical address, alternates and JSON-LD follow it. */
  locale: Locale;
}

const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: "en_US", he: "he_IL" };

export interface SeoImage {
  /** Absolute http(s) URL. */
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

export interface PageSeo {
  /** The whole page title, exactly as it is shown (callers compose it). */
  title: string;
  description: string;
  /** The page's canonical path, starting with "/". */
  path: string;
  image?: SeoImage | null;
  type?: "website" | "profile" | "article";
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

type LdObject = Record<string, unknown>;

/** The widest variant made of a stored image (app/lib/image-variants.ts). */
const SHARE_IMAGE_WIDTH = 1600;

interface MatchWithData {
  id: string;
  loaderData?: unknown;
}

/** Origin and site name from the root route's loader, with the defaults of the config; the language from the page's routes. */
export function seoContext(matches: ReadonlyArray<MatchWithData | undefined>): SeoContext {
  const locale = matches.some((match) => match && localeOfRouteId(match.id) !== BASE_LOCALE) ? "he" : BASE_LOCALE;
  return { ...getRootData(matches), locale };
}

/** The absolute address of a page of this site in a language. */
function pageUrl(path: string, context: SeoContext, locale: Locale = context.locale): string {
  return `${context.origin}${localizedPath(path, locale)}`;
}

/** The URL itself when it is an absolute http(s) URL, else null: nothing else from user data is linked. */
function safeHttpUrl(url: string | null | undefined): string | null {
  if (isBlank(url)) return null;
  const trimmed = url.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** origin + path for a path of this site ("/images/x.jpg"), else null. */
function sitePathUrl(path: string, context: SeoContext): string | null {
  // Not "//host" (protocol-relative) nor "/\host", which browsers treat as another host.
  if (!/^\/(?![/\\])/.test(path) || /[\s\\]/.test(path)) return null;
  return `${context.origin}${path}`;
}

/** The width of the shared variant of a stored image: its largest, at most 1600 px. */
function shareWidth(image: MediaImage): number {
  return Math.min(SHARE_IMAGE_WIDTH, variantWidths(image.width).at(-1) ?? SHARE_IMAGE_WIDTH);
}

/**
 * An absolute URL for an image: the largest JPEG variant (at most 1600 px) of a stored image, an
 * external http(s) URL as it is, or origin + path for a path of this site. Null for anything else.
 */
export function absoluteImage(
  imageUrl: string | null | undefined,
  image: MediaImage | null,
  context: SeoContext,
): string | null {
  if (image) return `${context.origin}${variantUrl(image.id, shareWidth(image), "jpg")}`;
  if (isBlank(imageUrl)) return null;
  return safeHttpUrl(imageUrl) ?? sitePathUrl(imageUrl.trim(), context);
}

/** The image of a page for Open Graph and Twitter, with its size when it is a stored image. */
export function seoImage(
  imageUrl: string | null | undefined,
  image: MediaImage | null,
  alt: string,
  context: SeoContext,
): SeoImage | null {
  const url = absoluteImage(imageUrl, image, context);
  if (!url) return null;
  if (!image) return { url, alt };
  const width = shareWidth(image);
  return { url, width, height: variantHeight(image, width), alt };
}

/** The meta descriptors of a page: title, description, canonical link, Open Graph, Twitter card, JSON-LD. */
export function seoMeta(page: PageSeo, context: SeoContext): MetaDescriptor[] {
  const url = pageUrl(page.path, context);
  const image = page.image && safeHttpUrl(page.image.url) ? page.image : null;
  const meta: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    // The page in each language, and English for any other (reciprocal: every version lists all).
    ...LOCALES.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: locale,
      href: pageUrl(page.path, context, locale),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: pageUrl(page.path, context, BASE_LOCALE) },
    { property: "og:site_name", content: context.siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:locale", content: OPEN_GRAPH_LOCALES[context.locale] },
    ...LOCALES.filter((locale) => locale !== context.locale).map((locale) => ({
      property: "og:locale:alternate",
      content: OPEN_GRAPH_LOCALES[locale],
    })),
  ];
  if (image) {
    meta.push({ property: "og:image", content: image.url });
    if (image.width !== undefined) meta.push({ property: "og:image:width", content: String(image.width) });
    if (image.height !== undefined) meta.push({ property: "og:image:height", content: String(image.height) });
    meta.push({ property: "og:image:alt", content: image.alt });
  }
  meta.push(
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  );
  if (image) {
    meta.push({ name: "twitter:image", content: image.url }, { name: "twitter:image:alt", content: image.alt });
  }
  const jsonLd = page.jsonLd === undefined ? [] : Array.isArray(page.jsonLd) ? page.jsonLd : [page.jsonLd];
  for (const object of jsonLd) meta.push({ "script:ld+json": object } as MetaDescriptor);
  return meta;
}

// Titles and descriptions of every page: in their own module, so a bundle that uses none of them
// (the public pages compose theirs on the server) carries neither them nor their messages.
export {
  artistSeoDescription,
  artistSeoTitle,
  artworkSeoDescription,
  artworkSeoTitle,
  defaultArtistSeoTitle,
  defaultGallerySeoTitle,
  gallerySeoDescription,
  gallerySeoTitle,
} from "./seo-titles.ts";

// schema.org JSON-LD. Only http(s) URLs from user data appear; empty fields are left out.

/** The fields the builders read; a whole Artist, ArtworkWithArtist or Gallery fits. */
export type SeoArtist = Pick<Artist, "slug" | "name" | "bio" | "imageUrl" | "image" | "website" | "socialMedia"> & {
  /** The styles as the page names them (localizeArtist). */
  styleTags: readonly Pick<StyleTag, "label">[];
};
export type SeoArtwork = Pick<
  ArtworkWithArtist,
  "slug" | "title" | "imageUrl" | "image" | "year" | "description" | "artistName" | "artistSlug"
>;
export type SeoGallery = Pick<
  Gallery,
  | "slug"
  | "name"
  | "description"
  | "street"
  | "city"
  | "latitude"
  | "longitude"
  | "hours"
  | "imageUrl"
  | "image"
  | "defaultImage"
  | "website"
  | "socialMedia"
  | "contact"
  | "admission"
>;

function sameAs(website: string | null, socialMedia: Artist["socialMedia"]): string[] {
  const links = [website, socialMedia.instagram, socialMedia.facebook, socialMedia.twitter]
    .map(safeHttpUrl)
    .filter((url): url is string => url !== null);
  return [...new Set(links)];
}

/** Drops undefined, null, "" and [] values, so the JSON-LD has no empty properties. */
export function compact(object: LdObject): LdObject {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/** The page a person or a place is shown on, in its language (schema.org has no inLanguage for them). */
function webPage(path: string, context: SeoContext): LdObject {
  return { "@type": "WebPage", url: pageUrl(path, context), inLanguage: context.locale };
}

export function personJsonLd(artist: SeoArtist, context: SeoContext): LdObject {
  return compact({
    "@context": "https://schema.org",
    "@type": "Person",
    name: artist.name,
    description: artist.bio.trim(),
    image: absoluteImage(artist.imageUrl, artist.image, context),
    url: pageUrl(artistPath(artist.slug), context),
    mainEntityOfPage: webPage(artistPath(artist.slug), context),
    sameAs: sameAs(artist.website, artist.socialMedia),
    jobTitle: m.seo_artist_job_title({}, { locale: context.locale }),
    knowsAbout: artist.styleTags.map((style) => style.label).filter((label) => label.trim() !== ""),
  });
}

/** `facts`: the work's medium, size, edition and offer, composed where the facts are put in words. */
export function visualArtworkJsonLd(artwork: SeoArtwork, context: SeoContext, facts: LdObject = {}): LdObject {
  return compact({
    "@context": "https://schema.org",
    "@type": "VisualArtwork",
    name: artwork.title,
    image: absoluteImage(artwork.imageUrl, artwork.image, context),
    url: pageUrl(artworkPath(artwork.slug), context),
    inLanguage: context.locale,
    description: artwork.description?.trim(),
    dateCreated: artwork.year ? String(artwork.year) : undefined,
    creator: {
      "@type": "Person",
      name: artwork.artistName,
      url: pageUrl(artistPath(artwork.artistSlug), context),
    },
    ...facts,
  });
}

/** The site, and how a search engine can send a visitor to its search results (a sitelinks search box). */
export function webSiteJsonLd(context: SeoContext): LdObject {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: context.siteName,
    url: pageUrl("/", context),
    inLanguage: context.locale,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${pageUrl("/search", context)}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** The picture a gallery is shown with: its image, else its default image, else the stock picture. */
export function galleryImage(
  gallery: Pick<SeoGallery, "imageUrl" | "image" | "defaultImage">,
  context: SeoContext,
): string | null {
  return (
    absoluteImage(gallery.imageUrl, gallery.image, context) ??
    absoluteImage(gallery.defaultImage, null, context) ??
    absoluteImage(STOCK_GALLERY_IMAGE, null, context)
  );
}

/**
 * A gallery as schema.org's ArtGallery. With structured hours (made on the server, where the
 * calendar is) they replace the free text: the week, and the coming holidays and exceptions.
 */
export function artGalleryJsonLd(
  gallery: SeoGallery,
  summary: ReviewSummary,
  context: SeoContext,
  hours: { openingHoursSpecification: LdObject[]; specialOpeningHoursSpecification: LdObject[] } | null = null,
): LdObject {
  const hasGeo = !(gallery.latitude === 0 && gallery.longitude === 0);
  return compact({
    "@context": "https://schema.org",
    "@type": "ArtGallery",
    name: gallery.name,
    description: gallery.description.trim(),
    image: galleryImage(gallery, context),
    url: pageUrl(galleryPath(gallery.slug), context),
    mainEntityOfPage: webPage(galleryPath(gallery.slug), context),
    address: compact({
      "@type": "PostalAddress",
      streetAddress: gallery.street.trim(),
      addressLocality: gallery.city.trim(),
      addressCountry: "IL",
    }),
    geo: hasGeo ? { "@type": "GeoCoordinates", latitude: gallery.latitude, longitude: gallery.longitude } : undefined,
    openingHours: hours ? undefined : gallery.hours.trim(),
    openingHoursSpecification: hours?.openingHoursSpecification,
    specialOpeningHoursSpecification:
      hours && hours.specialOpeningHoursSpecification.length > 0 ? hours.specialOpeningHoursSpecification : undefined,
    sameAs: sameAs(gallery.website, gallery.socialMedia),
    // Only where known, and only values that check out (the page links the same ones).
    telephone: telHref(gallery.contact.phone) ? gallery.contact.phone!.trim() : undefined,
    email: mailtoHref(gallery.contact.email) ? gallery.contact.email!.trim() : undefined,
    isAccessibleForFree: gallery.admission === null ? undefined : gallery.admission.isFree,
    // Only approved reviews count (getReviewSummary), and a rating with no reviews is no rating.
    aggregateRating:
      summary.count > 0 && summary.average !== null
        ? {
            "@type": "AggregateRating",
            ratingValue: Number(summary.average.toFixed(1)),
            reviewCount: summary.count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  });
}
