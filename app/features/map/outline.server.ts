import { geoMercator, type GeoProjection } from "d3-geo";

// The map of Israel that needs no network: Natural Earth's land drawn once into
// public/maps/israel.svg (scripts/map-outline.ts), and the galleries placed on it here with the same
// projection. It is the map without JavaScript, offline, or when the tiles cannot be loaded.

/** West, south, east, north: Israel from Metula to Eilat, with the coast and the Dead Sea. */
export const ISRAEL_BOUNDS = [34.2, 29.4, 35.95, 33.4] as const;
export const OUTLINE_WIDTH = 260;
export const OUTLINE_HEIGHT = 600;

let projection: GeoProjection | undefined;

/** The Mercator projection that fits the bounds into the outline's viewBox, clipped to it. */
export function outlineProjection(): GeoProjection {
  if (projection) return projection;
  const [west, south, east, north] = ISRAEL_BOUNDS;
  const frame = {
    type: "Polygon" as const,
    coordinates: [
      [
        [west, south],
        [west, north],
        [east, north],
        [east, south],
        [west, south],
      ],
    ],
  };
  projection = geoMercator()
    .fitExtent(
      [
        [4, 4],
        [OUTLINE_WIDTH - 4, OUTLINE_HEIGHT - 4],
      ],
      frame,
    )
    .clipExtent([
      [0, 0],
      [OUTLINE_WIDTH, OUTLINE_HEIGHT],
    ]);
  return projection;
}

/** Where a place falls on the outline (its viewBox), or null outside it or when not located. */
export function projectOnOutline(latitude: number, longitude: number): [number, number] | null {
  if (latitude === 0 && longitude === 0) return null;
  const point = outlineProjection()([longitude, latitude]);
  if (!point) return null;
  const [x, y] = point;
  const isInside = x >= 0 && x <= OUTLINE_WIDTH && y >= 0 && y <= OUTLINE_HEIGHT;
  return isInside ? [Math.round(x * 10) / 10, Math.round(y * 10) / 10] : null;
}
