import { lazy, Suspense, type ComponentProps, type ComponentType } from "react";
import type { GalleryMap } from "./gallery-map.tsx";
import type { NearbyGalleries } from "./nearby-galleries.tsx";
import type { OpeningHours } from "./opening-hours.tsx";

/**
 * A part of a page whose code loads after the page's own: the server renders it whole, and the
 * browser keeps that markup until the code arrives. For parts below the first screen that do
 * little or nothing when used (the map, the hours table, galleries nearby).
 */
function later<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Component = lazy(async () => ({ default: await load() }));
  return function Later(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

export const LazyGalleryMap = later<ComponentProps<typeof GalleryMap>>(
  async () => (await import("./gallery-map.tsx")).GalleryMap,
);
export const LazyOpeningHours = later<ComponentProps<typeof OpeningHours>>(
  async () => (await import("./opening-hours.tsx")).OpeningHours,
);
export const LazyNearbyGalleries = later<ComponentProps<typeof NearbyGalleries>>(
  async () => (await import("./nearby-galleries.tsx")).NearbyGalleries,
);
