import type { NearbyView } from "#app/features/map/map-view.ts";
import { langAttributes } from "#app/lib/localized-text.ts";
import { galleryPath } from "#app/lib/urls.ts";
import { Link } from "#app/components/link.tsx";
import { OpenState } from "#app/features/hours/open-state.tsx";

/** The closest galleries within 30 km, with how far each is and whether it is open. */
export function NearbyGalleries({ nearby: { galleries: nearby, texts } }: { nearby: NearbyView }) {
  return (
    <section aria-labelledby="nearby-title">
      <h2 id="nearby-title" className="font-serif text-3xl font-semibold text-slate-900">
        {texts.heading}
      </h2>
      {nearby.length === 0 ? (
        <p className="mt-4 text-slate-700">{texts.none}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {nearby.map((gallery) => (
            <li key={gallery.slug} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
              <Link to={galleryPath(gallery.slug)} className="font-semibold text-brand-700 hover:underline">
                <bdi {...langAttributes(gallery.name)}>{gallery.name.text}</bdi>
              </Link>
              <p className="text-sm text-slate-700">
                <bdi {...langAttributes(gallery.city)}>{gallery.city.text}</bdi> · {gallery.distance}
              </p>
              {gallery.state ? <OpenState state={gallery.state} className="mt-1 text-sm" /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
