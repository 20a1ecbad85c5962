import { ListStates } from "#app/components/list-states.tsx";
import { GalleryMap } from "#app/components/gallery-map.tsx";
import { Link } from "#app/components/link.tsx";
import { GalleryCard } from "#app/components/cards.tsx";
import { PageHeader } from "#app/components/notices.tsx";
import { toGalleryCard } from "#app/features/cards/cards.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { listGalleryCities } from "#app/models/galleries.server.ts";
import { ListRefusal, loadListPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { describeOpenStates } from "#app/features/hours/describe-hours.server.ts";
import { listGalleryPage } from "#app/features/galleries/gallery-list.server.ts";
import { galleriesHref, isOpenFilter, OPEN_FILTERS, type GalleryQuery } from "#app/features/galleries/gallery-query.ts";
import { toMapView } from "#app/features/map/places.server.ts";
import { NearMeButton } from "#app/components/near-me-button.tsx";
import { parseLatLng } from "#app/lib/geo.ts";
import { pageClock } from "#app/features/hours/page-clock.server.ts";
import { useRefreshAt } from "#app/features/hours/use-refresh-at.ts";
import { textLang } from "#app/lib/localized-text.ts";
import { cityChoices, findCityChoice } from "#app/features/i18n/gallery-cities.ts";
import type { Route } from "./+types/galleries";

/** The page's heading and description, composed here in the page's language so these texts stay out of the browser's bundle. */
function headings(cityLabel: string | null) {
  return {
    heading: cityLabel ? m.galleries_meta_title_city({ city: cityLabel }) : m.galleries_meta_title(),
    description: cityLabel ? m.galleries_meta_description_city({ city: cityLabel }) : m.galleries_meta_description(),
  };
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const typed = params.get("city")?.trim() || null;
  const [openParam, nearParam, viewParam] = [params.get("open"), params.get("near"), params.get("view")];
  const open = openParam !== null && isOpenFilter(openParam) ? openParam : null;
  const near = nearParam === null ? null : parseLatLng(nearParam);
  const query: GalleryQuery = {
    city: typed,
    open,
    near: near ? `${near.latitude},${near.longitude}` : null,
    view: viewParam === "map" ? "map" : "list",
  };
  const clock = pageClock(context);
  const locale = clock.locale;
  const refuse = (message: string, without: Partial<GalleryQuery>) =>
    new ListRefusal({
      message,
      clearHref: galleriesHref(url.pathname, { ...query, ...without }),
      clearLabel: m.galleries_open_clear(),
    });
  return loadListPage(
    url,
    "galleries",
    async (range) => {
      if (openParam !== null && open === null) throw refuse(m.galleries_open_invalid(), { open: null });
      if (nearParam !== null && near === null) throw refuse(m.map_near_invalid(), { near: null });
      if (viewParam !== null && viewParam !== "map" && viewParam !== "list")
        throw refuse(m.map_view_invalid(), { view: "list" });
      const cities = cityChoices(await listGalleryCities(), locale);
      const chosen = typed === null ? null : findCityChoice(cities, typed);
      // Any of the city's names finds its galleries, whichever language each gallery was written in.
      const filter = typed === null ? {} : { cityNames: chosen?.names ?? [typed] };
      const page = await listGalleryPage(filter, { open, near, needsPlaces: query.view === "map" }, clock, range);
      const states = describeOpenStates(page.galleries, clock);
      return {
        items: page.galleries.map((gallery, index) =>
          toGalleryCard(gallery, locale, states[index], page.distances.get(gallery.id) ?? null),
        ),
        total: page.total,
        cities,
        city: chosen?.value ?? typed,
        map: query.view === "map" ? toMapView(page.places ?? [], locale, m.map_label()) : null,
        changesAt: clock.firstChange()?.toISOString() ?? null,
        ...headings(chosen?.label ?? typed),
      };
    },
    {
      query,
      ...headings(typed),
      // Composed here in the page's language, keeping these messages out of the browser's bundle.
      texts: {
        viewLabel: m.map_view_label(),
        list: m.map_view_list(),
        map: m.map_view_map(),
        nearMe: {
          sort: m.map_sort_near_me(),
          locating: m.map_sort_locating(),
          denied: m.map_sort_denied(),
          sorted: m.map_sorted_near(),
          clear: m.map_sort_clear(),
        },
      },
    },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  const city = loaderData?.query.city;
  return seoMeta(
    {
      title: `${loaderData?.heading ?? m.nav_galleries()} | ${context.siteName}`,
      description: loaderData?.description ?? "",
      path: city ? `/galleries?city=${encodeURIComponent(city)}` : "/galleries",
    },
    context,
  );
}

export default function Galleries({ loaderData }: Route.ComponentProps) {
  useRefreshAt(loaderData.state === "ok" ? loaderData.changesAt : null);
  const query: GalleryQuery = { ...loaderData.query, city: loaderData.state === "ok" ? loaderData.city : null };
  const href = (choices: Partial<GalleryQuery>) => galleriesHref("/galleries", { ...query, ...choices });
  const filterClass = (isActive: boolean) =>
    `rounded-full px-4 py-2 text-sm font-medium ring-1 ${
      isActive ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-slate-800 ring-slate-300 hover:bg-sand-100"
    }`;
  return (
    <>
      <PageHeader title={m.nav_galleries()}>
        <p>{m.galleries_intro()}</p>
      </PageHeader>
      <section aria-label={m.nav_galleries()} className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        {loaderData.state === "ok" ? (
          <div className="mb-8 space-y-6">
            <nav aria-labelledby="city-filter">
              <h2 id="city-filter" className="mb-3 text-lg font-semibold text-slate-900">
                {m.galleries_filter_city()}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {[null, ...loaderData.cities].map((choice) => (
                  <li key={choice?.value ?? "all"}>
                    <Link
                      to={href({ city: choice?.value ?? null })}
                      className={filterClass(query.city === (choice?.value ?? null))}
                      aria-current={query.city === (choice?.value ?? null) ? "page" : undefined}
                      preventScrollReset
                    >
                      {choice === null ? (
                        m.galleries_all_cities()
                      ) : (
                        <bdi {...textLang(choice.lang)}>{choice.label}</bdi>
                      )}
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
              <nav aria-label={loaderData.texts.viewLabel}>
                <ul className="flex gap-2">
                  {(["list", "map"] as const).map((view) => (
                    <li key={view}>
                      <Link
                        to={href({ view })}
                        className={filterClass(query.view === view)}
                        aria-current={query.view === view ? "page" : undefined}
                        preventScrollReset
                      >
                        {view === "list" ? loaderData.texts.list : loaderData.texts.map}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <NearMeButton
                texts={loaderData.texts.nearMe}
                sortedHref={(near) => href({ near })}
                clearHref={query.near === null ? null : href({ near: null })}
              />
            </div>
          </div>
        ) : null}
        {loaderData.state === "ok" && loaderData.map ? <GalleryMap map={loaderData.map} className="mb-10" /> : null}
        <ListStates
          list={loaderData}
          noun="galleries"
          firstPageHref={href({})}
          emptyText={query.open === null ? m.galleries_empty() : m.galleries_empty_open()}
        >
          {(items) => (
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((gallery, index) => (
                <li key={gallery.slug}>
                  <GalleryCard gallery={gallery} isPriority={index < 3} />
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </section>
    </>
  );
}
