import type { Artist } from "#app/models/artists.server.ts";
import type { ArtworkWithArtist } from "#app/models/artworks.server.ts";
import type { Gallery } from "#app/models/galleries.server.ts";
import { STOCK_ARTIST_IMAGE, STOCK_GALLERY_IMAGE, type MediaImage } from "#app/lib/image-variants.ts";
import {
  localizeArtist,
  localizeArtwork,
  localizeGallery,
  type StyleTag,
  type TextLangs,
} from "#app/features/i18n/localize.ts";
import type { Locale } from "#app/lib/i18n.ts";
import type { OpenStateView } from "#app/features/hours/hours-view.ts";
import { toSaleSummary, type ReferenceRates, type SaleSummary } from "#app/features/facts/facts.ts";

// What a card needs, and nothing more: loaders send these to the browser, not whole records.

export interface CardImage {
  url: string;
  image: MediaImage | null;
}

export interface ArtistCardData {
  /** What the saved list keeps it by: a slug changes with a rename. */
  id: string;
  slug: string;
  name: string;
  styles: StyleTag[];
  bio: string;
  picture: CardImage;
  langs: TextLangs<"name" | "bio">;
}

export interface ArtworkCardData {
  id: string;
  slug: string;
  title: string;
  artistName: string;
  artistSlug: string;
  year: number | null;
  description: string | null;
  picture: CardImage;
  sale: SaleSummary;
  langs: TextLangs<"title" | "description" | "artistName" | "materials">;
}

export interface GalleryCardData {
  id: string;
  slug: string;
  name: string;
  street: string;
  city: string;
  hours: string;
  /** Open now, closing soon, closed…; null without structured hours (the free text is shown). */
  openState: OpenStateView | null;
  /** "2.4 km", when the list is sorted by distance from the visitor. */
  distance: string | null;
  description: string;
  picture: CardImage;
  langs: TextLangs<"name" | "street" | "city" | "description" | "hours">;
}

// A card speaks the page's language: its record is localized first (app/features/i18n/localize.ts).

export function toArtistCard(record: Artist, locale: Locale): ArtistCardData {
  const artist = localizeArtist(record, locale);
  return {
    id: artist.id,
    slug: artist.slug,
    name: artist.name,
    styles: artist.styleTags,
    bio: artist.bio,
    picture: { url: artist.imageUrl || STOCK_ARTIST_IMAGE, image: artist.image },
    langs: artist.langs,
  };
}

export function toArtworkCard(record: ArtworkWithArtist, locale: Locale, rates: ReferenceRates): ArtworkCardData {
  const artwork = localizeArtwork(record, locale);
  return {
    id: artwork.id,
    slug: artwork.slug,
    title: artwork.title,
    artistName: artwork.artistName,
    artistSlug: artwork.artistSlug,
    year: artwork.year,
    description: artwork.description,
    picture: { url: artwork.imageUrl, image: artwork.image },
    sale: toSaleSummary(artwork.facts, rates, locale),
    langs: artwork.langs,
  };
}

/** A gallery's picture is its imageUrl, else its defaultImage, else a stock image. */
export function galleryPicture(gallery: Gallery): CardImage {
  if (gallery.imageUrl) return { url: gallery.imageUrl, image: gallery.image };
  if (gallery.defaultImage) return { url: gallery.defaultImage, image: null };
  return { url: STOCK_GALLERY_IMAGE, image: null };
}

export function toGalleryCard(
  record: Gallery,
  locale: Locale,
  openState: OpenStateView | null = null,
  distance: string | null = null,
): GalleryCardData {
  const gallery = localizeGallery(record, locale);
  return {
    id: gallery.id,
    slug: gallery.slug,
    name: gallery.name,
    street: gallery.street,
    city: gallery.city,
    hours: gallery.hours,
    openState,
    distance,
    description: gallery.description,
    picture: galleryPicture(gallery),
    langs: gallery.langs,
  };
}
