import { Link } from "#app/components/link.tsx";
import { NearMeButton } from "#app/features/map/near-me-button.tsx";
import { textLang } from "#app/lib/localized-text.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { GalleriesPage } from "./galleries-page.server.ts";
import { OPEN_FILTERS, type GalleryQuery } from "./gallery-query.ts";

const filterClass = (isActive: boolean) =>
  `rounded-full px-4 py-2 text-sm font-medium ring-1 ${
    isActive ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-800 ring-slate-300 hover:bg-sand-100"
  }`;

/** The galleries list's choices, each a link: the city, when they are open, list or map, and sorting near the visitor. */
export function GalleryFilters({
  query,
  cities,
  texts,
  href,
}: {
  query: GalleryQuery;
  cities: GalleriesPage["cities"];
  texts: GalleriesPage["texts"];
  /** The list's address with these choices changed. */
  href: (choices: Partial<GalleryQuery>) => string;
}) {
  return (
    <div className="mb-8 space-y-6">
      <nav aria-labelledby="city-filter">
        <h2 id="city-filter" className="mb-3 text-lg font-semibold text-slate-900">
          {m.galleries_filter_city()}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {[null, ...cities].map((choice) => (
            <li key={choice?.value ?? "all"}>
              <Link
                to={href({ city: choice?.value ?? null })}
                className={filterClass(query.city === (choice?.value ?? null))}
                aria-current={query.city === (choice?.value ?? null) ? "page" : undefined}
                preventScrollReset
              >
                {choice === null ? m.galleries_all_cities() : <bdi {...textLang(choice.lang)}>{choice.label}</bdi>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="open-filter">
        <h2 id="open-filter" className="mb-3 text-lg font-semibold text-slate-900">
          {m.galleries_filter_open()}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {([null, ...OPEN_FILTERS] as const).map((choice) => (
            <li key={choice ?? "any"}>
              <Link
                to={href({ open: choice })}
                className={filterClass(query.open === choice)}
                aria-current={query.open === choice ? "page" : undefined}
                preventScrollReset
              >
                {choice === null
                  ? m.galleries_open_any()
                  : choice === "now"
                    ? m.galleries_open_now()
                    : m.galleries_open_saturday()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <nav aria-label={texts.viewLabel}>
          <ul className="flex gap-2">
            {(["list", "map"] as const).map((view) => (
              <li key={view}>
                <Link
                  to={href({ view })}
                  className={filterClass(query.view === view)}
                  aria-current={query.view === view ? "page" : undefined}
                  preventScrollReset
                >
                  {view === "list" ? texts.list : texts.map}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <NearMeButton
          texts={texts.nearMe}
          sortedHref={(near) => href({ near })}
          clearHref={query.near === null ? null : href({ near: null })}
        />
      </div>
    </div>
  );
}
