import type { LocalizedText } from "#app/lib/localized-text.ts";
import type { OpenStateView } from "#app/features/hours/hours-view.ts";

// What the maps show, made on the server and safe to send to the browser.

export interface MapPoint {
  slug: string;
  /** The gallery's page, in the page's language. */
  href: string;
  name: LocalizedText;
  city: LocalizedText;
  latitude: number;
  longitude: number;
  /** Where it falls on the outline map of Israel; null when it is outside it. */
  outline: [number, number] | null;
}

/** A map as a page shows it: its galleries, its tiles, and its words. */
export interface MapView {
  points: MapPoint[];
  tiles: MapTiles | null;
  texts: { label: string; outlineNote: string; viewGallery: string };
}

export interface NearbyView {
  galleries: NearbyGalleryView[];
  texts: { heading: string; none: string };
}

export interface DirectionsView {
  heading: string;
  links: { key: string; label: string; href: string }[];
}

export interface MapTiles {
  url: string;
  attribution: string;
}

export interface NearbyGalleryView {
  slug: string;
  name: LocalizedText;
  city: LocalizedText;
  distance: string;
  state: OpenStateView | null;
}
