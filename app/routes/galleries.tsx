import { GalleryCard } from "#app/features/cards/card-views.tsx";
import { GalleryMap } from "#app/features/map/gallery-map.tsx";
import { ListStates } from "#app/components/list-states.tsx";
import { PageHeader } from "#app/components/notices.tsx";
import { loadGalleriesPage } from "#app/features/galleries/galleries-page.server.ts";
import { GalleryFilters } from "#app/features/galleries/gallery-filters.tsx";
import { galleriesHref, type GalleryQuery } from "#app/features/galleries/gallery-query.ts";
import { useRefreshAt } from "#app/features/hours/use-refresh-at.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/galleries";

export function loader({ url, context }: Route.LoaderArgs) {
  return loadGalleriesPage({ url, context });
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
  return (
    <>
      <PageHeader title={m.nav_galleries()}>
        <p>{m.galleries_intro()}</p>
      </PageHeader>
      <section aria-label={m.nav_galleries()} className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        {loaderData.state === "ok" ? (
          <GalleryFilters query={query} cities={loaderData.cities} texts={loaderData.texts} href={href} />
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
