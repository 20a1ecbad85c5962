import { describeOpenState, type PageClock } from "#app/features/hours/describe-hours.server.ts";
import { formatDistance, sortByDistance } from "#app/features/map/map-places.server.ts";
import type { LatLng } from "#app/lib/geo.ts";
import { SATURDAY } from "#app/lib/opening-hours/hours.ts";
import {
  countGalleries,
  listGalleries,
  listGalleriesByIds,
  listGalleryPlaces,
  type Gallery,
  type GalleryFilter,
  type GalleryPlace,
} from "#app/models/galleries.server.ts";
import type { OpenFilter } from "./gallery-query.ts";

export interface GalleryListPage {
  galleries: Gallery[];
  total: number;
  /** Each shown gallery's distance from the visitor, when sorted by it. */
  distances: Map<string, string>;
  /** Every matching gallery's place, when the choices needed them (the map, the open filters, distance). */
  places: GalleryPlace[] | null;
}

/** Whether a gallery keeps to the opening filter; a page saying who is open now changes when one opens or closes. */
function isOpenAsAsked(place: GalleryPlace, open: OpenFilter, clock: PageClock): boolean {
  const hours = place.openingHours;
  if (!hours) return false;
  if (open === "saturday") return (hours.week[SATURDAY] ?? []).length > 0;
  const { state, changesAt } = describeOpenState(hours, clock.now, clock.locale);
  clock.noteChangesAt(changesAt);
  return state.kind === "open" || state.kind === "closing-soon";
}

/**
 * One page of galleries for the chosen city, opening filter and order. Newest first from the
 * database alone; with an opening filter, a distance or the map, from every matching gallery's
 * place and hours (galleries are counted in hundreds, not thousands).
 */
export async function listGalleryPage(
  filter: GalleryFilter,
  choices: { open: OpenFilter | null; near: LatLng | null; needsPlaces: boolean },
  clock: PageClock,
  range: { limit: number; offset: number },
): Promise<GalleryListPage> {
  const { open, near } = choices;
  if (open === null && near === null && !choices.needsPlaces) {
    const [galleries, total] = await Promise.all([listGalleries({ ...filter, ...range }), countGalleries(filter)]);
    return { galleries, total, distances: new Map(), places: null };
  }
  const all = await listGalleryPlaces(filter);
  const matching = open === null ? all : all.filter((place) => isOpenAsAsked(place, open, clock));
  if (open === null && near === null) {
    const [galleries, total] = await Promise.all([listGalleries({ ...filter, ...range }), countGalleries(filter)]);
    return { galleries, total, distances: new Map(), places: matching };
  }
  const distances = new Map<string, string>();
  let ordered = matching;
  if (near) {
    const sorted = sortByDistance(matching, near);
    for (const { place, km } of sorted) distances.set(place.id, formatDistance(km, clock.locale));
    // Galleries without a known place come last, newest first.
    const located = new Set(sorted.map(({ place }) => place.id));
    ordered = [...sorted.map(({ place }) => place), ...matching.filter((place) => !located.has(place.id))];
  }
  const shown = ordered.slice(range.offset, range.offset + range.limit);
  const galleries = await listGalleriesByIds(shown.map((place) => place.id));
  return { galleries, total: ordered.length, distances, places: matching };
}
