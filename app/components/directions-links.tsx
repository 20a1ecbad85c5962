import { m } from "#app/lib/paraglide/messages.js";
import { listDirectionsLinks, type DirectionsLink, type Place } from "#app/lib/share-links.ts";

const LABELS: Record<DirectionsLink["key"], () => string> = {
  google: m.directions_google,
  waze: m.directions_waze,
  osm: m.directions_osm,
};

/** Directions to a gallery in the visitor's choice of app. */
export function DirectionsLinks({ place, linkClass }: { place: Place; linkClass: string }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
      <span>{m.directions_heading()}:</span>
      {listDirectionsLinks(place).map((link) => (
        <a key={link.key} href={link.href} rel="noopener noreferrer nofollow" className={linkClass}>
          {LABELS[link.key]()}
        </a>
      ))}
    </p>
  );
}
