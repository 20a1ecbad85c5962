import type { DirectionsView } from "#app/features/map/map-view.ts";

/** Directions to a gallery in the visitor's choice of app. */
export function DirectionsLinks({ directions, linkClass }: { directions: DirectionsView; linkClass: string }) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
      <span>{directions.heading}:</span>
      {directions.links.map((link) => (
        <a key={link.key} href={link.href} rel="noopener noreferrer nofollow" className={linkClass}>
          {link.label}
        </a>
      ))}
    </p>
  );
}
