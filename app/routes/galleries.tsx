import { ListStates } from "#app/components/list-states.tsx";
import { Link } from "#app/components/link.tsx";
import { GalleryCard } from "#app/components/cards.tsx";
import { PageHeader } from "#app/components/notices.tsx";
import { toGalleryCard } from "#app/features/cards/cards.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { countGalleries, listGalleries, listGalleryCities } from "#app/models/galleries.server.ts";
import { loadListPage } from "#app/lib/page-loaders.server.ts";
import type { Route } from "./+types/galleries";

export async function loader({ url }: Route.LoaderArgs) {
  // The city filter lives in the URL (?city=…), so it works without JavaScript and can be shared.
  const city = url.searchParams.get("city")?.trim() || null;
  const filter = city === null ? {} : { city };
  return loadListPage(
    url,
    "galleries",
    async (range) => {
      const [cities, galleries, total] = await Promise.all([
        listGalleryCities(),
        listGalleries({ ...filter, ...range }),
        countGalleries(filter),
      ]);
      return { items: galleries.map(toGalleryCard), total, cities };
    },
    { city },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  const city = loaderData?.city;
  return seoMeta(
    {
      title: city ? `Art Galleries in ${city} | ${context.siteName}` : `Israeli Art Galleries | ${context.siteName}`,
      description: city
        ? `Art galleries in ${city}, Israel: addresses, opening hours, the artists they show and visitors' reviews.`
        : "Art galleries across Israel, from Tel Aviv-Yafo to Jerusalem and Haifa: addresses, opening hours, artworks and reviews.",
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
      <PageHeader title="Galleries">
        <p>Where to see Israeli art in person: galleries across the country, with their hours and reviews.</p>
      </PageHeader>
      <section aria-label="Galleries" className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        {loaderData.state === "ok" ? (
          <nav aria-labelledby="city-filter" className="mb-8">
            <h2 id="city-filter" className="mb-3 text-lg font-semibold text-slate-900">
              Filter by City
            </h2>
            <ul className="flex flex-wrap gap-2">
              {[null, ...loaderData.cities].map((city) => (
                <li key={city ?? "all"}>
                  <Link
                    to={cityHref(city)}
                    className={filterClass(loaderData.city === city)}
                    aria-current={loaderData.city === city ? "page" : undefined}
                    preventScrollReset
                  >
                    {city ?? "All Cities"}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <ListStates
          list={loaderData}
          noun="galleries"
          firstPageHref="/galleries"
          emptyText="No galleries match your filter criteria."
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
