import { type RouterContextProvider } from "react-router";
import { toGalleryCard } from "#app/features/cards/cards.ts";
import { describeOpenStates } from "#app/features/hours/describe-hours.server.ts";
import { pageClock } from "#app/features/hours/page-clock.server.ts";
import { cityChoices, findCityChoice } from "#app/features/i18n/gallery-cities.ts";
import { toMapView } from "#app/features/map/map-places.server.ts";
import { parseLatLng } from "#app/lib/geo.ts";
import { ListRefusal, loadListPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { listGalleryCities } from "#app/models/galleries.server.ts";
import { listGalleryPage } from "./gallery-list.server.ts";
import { galleriesHref, isOpenFilter, type GalleryQuery } from "./gallery-query.ts";

/** The page's heading and description, composed here in the page's language so these texts stay out of the browser's bundle. */
function headings(cityLabel: string | null) {
  return {
    heading: cityLabel ? m.galleries_meta_title_city({ city: cityLabel }) : m.galleries_meta_title(),
    description: cityLabel ? m.galleries_meta_description_city({ city: cityLabel }) : m.galleries_meta_description(),
  };
}

/**
 * The galleries list (/galleries): one page of galleries in a city, open now or on Saturday, sorted
 * by distance from a point, as a list or on a map, as the address asks; 400 for a filter value it
 * does not know, with the address without it.
 */
export function loadGalleriesPage({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }) {
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

/** The galleries list's filter choices and their texts, once the list loaded. */
export type GalleriesPage = Extract<Awaited<ReturnType<typeof loadGalleriesPage>>, { state: "ok" }>;
