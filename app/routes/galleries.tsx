import { ListStates } from "#app/components/list-states.tsx";
import { Link } from "#app/components/link.tsx";
import { GalleryCard } from "#app/components/cards.tsx";
import { PageHeader } from "#app/components/notices.tsx";
import { toGalleryCard } from "#app/features/cards/cards.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import {
  countGalleries,
  listGalleries,
  listGalleriesByIds,
  listGalleryCities,
  listGalleryHours,
  type GalleryFilter,
} from "#app/models/galleries.server.ts";
import { ListRefusal, loadListPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { describeOpenState, describeOpenStates, type PageClock } from "#app/features/hours/describe-hours.server.ts";
import { pageClock } from "#app/features/hours/page-clock.server.ts";
import { useRefreshAt } from "#app/features/hours/use-refresh-at.ts";
import { SATURDAY } from "#app/lib/opening-hours/hours.ts";
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

const OPEN_FILTERS = ["now", "saturday"] as const;
type OpenFilter = (typeof OPEN_FILTERS)[number];
const isOpenFilter = (value: string): value is OpenFilter => (OPEN_FILTERS as readonly string[]).includes(value);

/** This list's address with the city and opening filters given (null: left out), on page 1. */
function filterHref(pathname: string, city: string | null, open: OpenFilter | null): string {
  const params = new URLSearchParams();
  if (city !== null) params.set("city", city);
  if (open !== null) params.set("open", open);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  // The filters live in the URL (?city=…&open=…), so they work without JavaScript and can be shared.
  const typed = url.searchParams.get("city")?.trim() || null;
  const openParam = url.searchParams.get("open");
  const open = openParam !== null && isOpenFilter(openParam) ? openParam : null;
  const clock = pageClock(context);
  const locale = clock.locale;
  return loadListPage(
    url,
    "galleries",
    async (range) => {
      if (openParam !== null && open === null) {
        throw new ListRefusal({
          message: m.galleries_open_invalid(),
          clearHref: filterHref(url.pathname, typed, null),
          clearLabel: m.galleries_open_clear(),
        });
      }
      const cities = cityChoices(await listGalleryCities(), locale);
      const chosen = typed === null ? null : findCityChoice(cities, typed);
      // Any of the city's names finds its galleries, whichever language each gallery was written in.
      const filter = typed === null ? {} : { cityNames: chosen?.names ?? [typed] };
      const { galleries, total } =
        open === null ? await listPage(filter, range) : await listOpenPage(filter, open, clock, range);
      const states = describeOpenStates(galleries, clock);
      return {
        items: galleries.map((gallery, index) => toGalleryCard(gallery, locale, states[index])),
        total,
        cities,
        city: chosen?.value ?? typed,
        changesAt: clock.firstChange()?.toISOString() ?? null,
        ...headings(chosen?.label ?? typed),
      };
    },
    { city: typed, open, ...headings(typed) },
  );
}

async function listPage(filter: GalleryFilter, range: { limit: number; offset: number }) {
  const [galleries, total] = await Promise.all([listGalleries({ ...filter, ...range }), countGalleries(filter)]);
  return { galleries, total };
}

/** The page of galleries open now, or open on Saturdays: decided from every matching gallery's hours. */
async function listOpenPage(
  filter: GalleryFilter,
  open: OpenFilter,
  clock: PageClock,
  range: { limit: number; offset: number },
) {
  const all = await listGalleryHours(filter);
  const matching = all.filter(({ openingHours }) => {
    if (!openingHours) return false;
    if (open === "saturday") return (openingHours.week[SATURDAY] ?? []).length > 0;
    // Which galleries are open changes when any of them opens or closes.
    const { state, changesAt } = describeOpenState(openingHours, clock.now, clock.locale);
    clock.noteChangesAt(changesAt);
    return state.kind === "open" || state.kind === "closing-soon";
  });
  const galleries = await listGalleriesByIds(matching.slice(range.offset, range.offset + range.limit).map((g) => g.id));
  return { galleries, total: matching.length };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  const city = loaderData?.city;
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
  const open = loaderData.open;
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
          <div className="mb-8">
            <nav aria-labelledby="city-filter">
              <h2 id="city-filter" className="mb-3 text-lg font-semibold text-slate-900">
                {m.galleries_filter_city()}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {[null, ...loaderData.cities].map((choice) => (
                  <li key={choice?.value ?? "all"}>
                    <Link
                      to={filterHref("/galleries", choice?.value ?? null, open)}
                      className={filterClass(loaderData.city === (choice?.value ?? null))}
                      aria-current={loaderData.city === (choice?.value ?? null) ? "page" : undefined}
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
            <nav aria-labelledby="open-filter" className="mt-6">
              <h2 id="open-filter" className="mb-3 text-lg font-semibold text-slate-900">
                {m.galleries_filter_open()}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {([null, ...OPEN_FILTERS] as const).map((choice) => (
                  <li key={choice ?? "any"}>
                    <Link
                      to={filterHref("/galleries", loaderData.city, choice)}
                      className={filterClass(open === choice)}
                      aria-current={open === choice ? "page" : undefined}
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
          </div>
        ) : null}
        <ListStates
          list={loaderData}
          noun="galleries"
          firstPageHref="/galleries"
          emptyText={open === null ? m.galleries_empty() : m.galleries_empty_open()}
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
