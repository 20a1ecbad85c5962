import type { Artist } from "#app/models/artists.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { isBlank, truncate } from "./seo-text.ts";

// Titles and descriptions of every page, in the language of the response being made.

type SeoFields = Pick<Artist["seo"], "title" | "description">;

/** The title an artist's page has while its SEO title is blank. */
export function defaultArtistSeoTitle(name: string, siteName: string): string {
  return m.seo_artist_title({ name, siteName });
}

/** The title a gallery's page has while its SEO title is blank. */
export function defaultGallerySeoTitle(name: string, city: string, siteName: string): string {
  return m.seo_gallery_title({ name, city, siteName });
}

export function artistSeoTitle(artist: { name: string; seo: SeoFields }, siteName: string): string {
  return isBlank(artist.seo.title) ? defaultArtistSeoTitle(artist.name, siteName) : artist.seo.title.trim();
}

export function artistSeoDescription(artist: { bio: string; seo: SeoFields }): string {
  return isBlank(artist.seo.description) ? truncate(artist.bio) : artist.seo.description.trim();
}

export function gallerySeoTitle(gallery: { name: string; city: string; seo: SeoFields }, siteName: string): string {
  return isBlank(gallery.seo.title)
    ? defaultGallerySeoTitle(gallery.name, gallery.city, siteName)
    : gallery.seo.title.trim();
}

export function gallerySeoDescription(gallery: { description: string; seo: SeoFields }): string {
  return isBlank(gallery.seo.description) ? truncate(gallery.description) : gallery.seo.description.trim();
}

export function artworkSeoTitle(artwork: { title: string; artistName: string }, siteName: string): string {
  return m.seo_artwork_title({ title: artwork.title, artistName: artwork.artistName, siteName });
}

export function artworkSeoDescription(artwork: {
  title: string;
  artistName: string;
  year: number | null;
  description: string | null;
}): string {
  const description = truncate(artwork.description ?? "");
  if (description !== "") return description;
  const { title, artistName, year } = artwork;
  return year
    ? m.seo_artwork_description_year({ title, artistName, year })
    : m.seo_artwork_description({ title, artistName });
}
