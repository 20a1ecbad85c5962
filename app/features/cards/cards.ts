import type { Artist } from "#app/models/artists.server.ts";
import type { ArtworkWithArtist } from "#app/models/artworks.server.ts";
import type { Gallery } from "#app/models/galleries.server.ts";
import { STOCK_ARTIST_IMAGE, STOCK_GALLERY_IMAGE, type MediaImage } from "#app/lib/media.ts";

// What a card needs, and nothing more: loaders send these to the browser, not whole records.

export interface CardImage {
  url: string;
  image: MediaImage | null;
}

export interface ArtistCardData {
  slug: string;
  name: string;
  styles: string[];
  bio: string;
  picture: CardImage;
}

export interface ArtworkCardData {
  slug: string;
  title: string;
  artistName: string;
  artistSlug: string;
  year: number | null;
  description: string | null;
  picture: CardImage;
}

export interface GalleryCardData {
  slug: string;
  name: string;
  street: string;
  city: string;
  hours: string;
  description: string;
  picture: CardImage;
}

export function toArtistCard(artist: Artist): ArtistCardData {
  return {
    slug: artist.slug,
    name: artist.name,
    styles: artist.styles,
    bio: artist.bio,
    picture: { url: artist.imageUrl || STOCK_ARTIST_IMAGE, image: artist.image },
  };
}

export function toArtworkCard(artwork: ArtworkWithArtist): ArtworkCardData {
  return {
    slug: artwork.slug,
    title: artwork.title,
    artistName: artwork.artistName,
    artistSlug: artwork.artistSlug,
    year: artwork.year,
    description: artwork.description,
    picture: { url: artwork.imageUrl, image: artwork.image },
  };
}

/** The spec's gallery image: imageUrl, else defaultImage, else a stock image. */
export function galleryPicture(gallery: Gallery): CardImage {
  if (gallery.imageUrl) return { url: gallery.imageUrl, image: gallery.image };
  if (gallery.defaultImage) return { url: gallery.defaultImage, image: null };
  return { url: STOCK_GALLERY_IMAGE, image: null };
}

export function toGalleryCard(gallery: Gallery): GalleryCardData {
  return {
    slug: gallery.slug,
    name: gallery.name,
    street: gallery.street,
    city: gallery.city,
    hours: gallery.hours,
    description: gallery.description,
    picture: galleryPicture(gallery),
  };
}
