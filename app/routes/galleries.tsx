import { ListStates } from "#app/components/list-states.tsx";
import { Link } from "#app/components/link.tsx";
import { GalleryCard } from "#app/components/cards.tsx";
import { PageHeader } from "#app/components/notices.tsx";
import { toGalleryCard } from "#app/features/cards/cards.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { countGalleries, listGalleries, listGalleryCities } from "#app/models/galleries.server.ts";
import { loadListPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { getRequestLocale } from "#app/lib/locale.server.ts";
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

export async function loader({ url }: Route.LoaderArgs) {
  // The city filter lives in the URL (?city=…), so it works without JavaScript and can be shared.
  const typed = url.searchParams.get("city")?.trim() || null;
  const locale = getRequestLocale();
  return loadListPage(
    url,
    "galleries",
    async (range) => {
      const cities = cityChoices(await listGalleryCities(), locale);
      const chosen = typed === null ? null : findCityChoice(cities, typed);
      // Any of the city's names finds its galleries, whichever language each gallery was written in.
      const filter = typed === null ? {} : { cityNames: chosen?.names ?? [typed] };
      const [galleries, total] = await Promise.all([listGalleries({ ...filter, ...range }), countGalleries(filter)]);
      return {
        items: galleries.map((gallery) => toGalleryCard(gallery, locale)),
        total,
        cities,
        city: chosen?.value ?? typed,
        ...headings(chosen?.label ?? typed),
      };
    },
    { city: typed, ...headings(typed) },
  );
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

function cityHref(city: string | null): string {
  return city === null ? "/galleries" : `/galleries?${new URLSearchParams({ city })}`;
}

export default function Galleries({ loaderData }: Route.ComponentProps) {
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
          <nav aria-labelledby="city-filter" className="mb-8">
            <h2 id="city-filter" className="mb-3 text-lg font-semibold text-slate-900">
              {m.galleries_filter_city()}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {[null, ...loaderData.cities].map((choice) => (
                <li key={choice?.value ?? "all"}>
                  <Link
                    to={cityHref(choice?.value ?? null)}
                    className={filterClass(loaderData.city === (choice?.value ?? null))}
                    aria-current={loaderData.city === (choice?.value ?? null) ? "page" : undefined}
                    preventScrollReset
                  >
                    {choice === null ? m.galleries_all_cities() : <bdi {...textLang(choice.lang)}>{choice.label}</bdi>}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <ListStates list={loaderData} noun="galleries" firstPageHref="/galleries" emptyText={m.galleries_empty()}>
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
