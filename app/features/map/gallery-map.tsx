import { useEffect, useRef, useState } from "react";
import type { MapView } from "#app/features/map/map-view.ts";

const OUTLINE_SRC = "/maps/israel.svg";

/**
 * A map of galleries. The server draws an outline of Israel with their places, so the map is never
 * an empty box: without JavaScript, offline, or when the tiles are blocked. When it comes into view
 * the interactive map's code is loaded and takes its place once its first tile arrives.
 */
export function GalleryMap({
  map: { points, tiles, texts },
  isSingle = false,
  className = "",
}: {
  map: MapView;
  isSingle?: boolean;
  className?: string;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [hasTiles, setHasTiles] = useState(false);
  const linkLabel = texts.viewGallery;

  useEffect(() => {
    const element = holder.current;
    if (!element || !tiles || points.length === 0) return;
    let isGone = false;
    let remove: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import("./leaflet-map.client.ts")
          .then(({ mountLeafletMap }) =>
            mountLeafletMap(element, {
              points,
              tiles,
              linkLabel,
              isSingle,
              onTilesShown: () => {
                if (!isGone) setHasTiles(true);
              },
            }),
          )
          .then((unmount) => {
            if (isGone) unmount();
            else remove = unmount;
          })
          // The outline stays: the code could not load (offline, say).
          .catch(() => {});
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      isGone = true;
      observer.disconnect();
      remove?.();
    };
  }, [points, tiles, linkLabel, isSingle]);

  return (
    <figure className={className}>
      <div className="relative h-[28rem] overflow-hidden rounded-xl bg-blue-100 ring-1 ring-slate-200">
        <div className={`h-full ${hasTiles ? "invisible" : ""}`} data-map-outline>
          <div className="relative mx-auto aspect-[13/30] h-full">
            <img src={OUTLINE_SRC} alt="" width={260} height={600} className="absolute inset-0 h-full w-full" />
            <svg viewBox="0 0 260 600" className="absolute inset-0 h-full w-full" aria-hidden="true">
              {points.map((point) =>
                point.outline ? (
                  <circle
                    key={point.slug}
                    cx={point.outline[0]}
                    cy={point.outline[1]}
                    r={isSingle ? 7 : 5}
                    className="fill-brand-700 stroke-white"
                    strokeWidth={1.5}
                  />
                ) : null,
              )}
            </svg>
          </div>
        </div>
        {/* Hidden, not only transparent, until the tiles show: its markers must not take focus unseen. */}
        <div ref={holder} className={`absolute inset-0 ${hasTiles ? "" : "invisible"}`} data-map-tiles={hasTiles} />
      </div>
      <figcaption className="mt-2 text-sm text-slate-700">
        {texts.label}
        {hasTiles ? null : <span className="block">{texts.outlineNote}</span>}
      </figcaption>
    </figure>
  );
}
