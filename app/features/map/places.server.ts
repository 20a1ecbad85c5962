import { getConfig } from "#app/lib/config.server.ts";
import { distanceKm, isLocated, type LatLng } from "#app/lib/geo.ts";
import { intlLocaleOf, type Locale } from "#app/lib/i18n.ts";
import { localizedText } from "#app/lib/localized-text.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { GalleryPlace } from "#app/models/galleries.server.ts";
import { describeOpenStates, type PageClock } from "#app/features/hours/describe-hours.server.ts";
import type { MapPoint, MapTiles, NearbyGalleryView } from "./map-view.ts";
import { projectOnOutline } from "./outline.server.ts";

/** The located galleries as points on the maps, named in the page's language. */
export function toMapPoints(places: readonly GalleryPlace[], locale: Locale): MapPoint[] {
  return places.filter(isLocated).map((place) => ({
    slug: place.slug,
    name: localizedText(place.name, place.nameHe, locale),
    city: localizedText(place.city, place.cityHe, locale),
    latitude: place.latitude,
    longitude: place.longitude,
    outline: projectOnOutline(place.latitude, place.longitude),
  }));
}

/** The tiles the interactive maps use, or null when the site shows the outline only. */
export function getMapTiles(): MapTiles | null {
  const { url, attribution } = getConfig().mapTiles;
  return url === null ? null : { url, attribution };
}

const distanceFormats = new Map<Locale, Intl.NumberFormat>();

/** "2.4 km", "2.4 ק״מ": one decimal under 10 km, whole kilometres beyond. */
export function formatDistance(km: number, locale: Locale): string {
  let format = distanceFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), { maximumFractionDigits: 1 });
    distanceFormats.set(locale, format);
  }
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
): NearbyGalleryView[] {
  if (!isLocated(gallery)) return [];
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
  return nearest.map(({ place, km }, index) => ({
    slug: place.slug,
    name: localizedText(place.name, place.nameHe, clock.locale),
    city: localizedText(place.city, place.cityHe, clock.locale),
    distance: formatDistance(km, clock.locale),
    state: states[index] ?? null,
  }));
}
