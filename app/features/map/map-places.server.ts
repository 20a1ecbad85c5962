import { getConfig } from "#app/lib/config.server.ts";
import { distanceKm, isLocated, type LatLng } from "#app/lib/geo.ts";
import { intlLocaleOf, localizedPath, type Locale } from "#app/lib/i18n.ts";
import { galleryPath } from "#app/lib/urls.ts";
import { localizedText } from "#app/lib/localized-text.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { GalleryPlace } from "#app/models/galleries.server.ts";
import { describeOpenStates, type PageClock } from "#app/features/hours/describe-hours.server.ts";
import { listDirectionsLinks, type Place } from "#app/lib/share-links.ts";
import type { DirectionsView, MapPoint, MapTiles, MapView, NearbyView } from "./map-view.ts";
import { projectOnOutline } from "./outline.server.ts";
import { numberFormat } from "#app/lib/number-format.ts";

/** The located galleries as points on the maps, named in the page's language. */
function toMapPoints(places: readonly GalleryPlace[], locale: Locale): MapPoint[] {
  return places.filter(isLocated).map((place) => ({
    slug: place.slug,
    href: localizedPath(galleryPath(place.slug), locale),
    name: localizedText(place.name, place.nameHe, locale),
    city: localizedText(place.city, place.cityHe, locale),
    latitude: place.latitude,
    longitude: place.longitude,
    outline: projectOnOutline(place.latitude, place.longitude),
  }));
}

/** A map of these galleries for a page, with its words in the page's language. */
export function toMapView(places: readonly GalleryPlace[], locale: Locale, label: string): MapView {
  return {
    points: toMapPoints(places, locale),
    tiles: getMapTiles(),
    texts: { label, outlineNote: m.map_outline_note(), viewGallery: m.map_view_gallery() },
  };
}

const DIRECTIONS_LABELS = { google: m.directions_google, waze: m.directions_waze, osm: m.directions_osm };

/** Directions to a gallery in Google Maps, Waze and OpenStreetMap, named in the page's language. */
export function toDirectionsView(place: Place): DirectionsView {
  return {
    heading: m.directions_heading(),
    links: listDirectionsLinks(place).map((link) => ({
      key: link.key,
      label: DIRECTIONS_LABELS[link.key](),
      href: link.href,
    })),
  };
}

/** The tiles the interactive maps use, or null when the site shows the outline only. */
function getMapTiles(): MapTiles | null {
  const { url, attribution } = getConfig().mapTiles;
  return url === null ? null : { url, attribution };
}

/** "2.4 km", "2.4 ק״מ": one decimal under 10 km, whole kilometres beyond. */
export function formatDistance(km: number, locale: Locale): string {
  const format = numberFormat(intlLocaleOf(locale), { maximumFractionDigits: 1 });
  return m.map_distance_km({ distance: format.format(km < 10 ? Math.round(km * 10) / 10 : Math.round(km)) });
}

/** Galleries nearest to `from`, by straight-line distance, sorted nearest first. */
export function sortByDistance<T extends LatLng>(places: readonly T[], from: LatLng): { place: T; km: number }[] {
  return places
    .filter(isLocated)
    .map((place) => ({ place, km: distanceKm(from, place) }))
    .sort((a, b) => a.km - b.km);
}

/** The closest galleries to this one within `withinKm`, with their distance and open state. */
export function listNearbyGalleries(
  places: readonly GalleryPlace[],
  gallery: GalleryPlace,
  clock: PageClock,
  options: { limit?: number; withinKm?: number } = {},
): NearbyView {
  const texts = { heading: m.map_nearby_heading(), none: m.map_nearby_none() };
  if (!isLocated(gallery)) return { galleries: [], texts };
  const { limit = 3, withinKm = 30 } = options;
  const nearest = sortByDistance(
    places.filter((place) => place.id !== gallery.id),
    gallery,
  )
    .filter(({ km }) => km <= withinKm)
    .slice(0, limit);
  const states = describeOpenStates(
    nearest.map(({ place }) => place),
    clock,
  );
  const galleries = nearest.map(({ place, km }, index) => ({
    slug: place.slug,
    name: localizedText(place.name, place.nameHe, clock.locale),
    city: localizedText(place.city, place.cityHe, clock.locale),
    distance: formatDistance(km, clock.locale),
    state: states[index] ?? null,
  }));
  return { galleries, texts };
}
