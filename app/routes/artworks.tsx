import { ArtworkCard, GRID_CARD_SIZES } from "#app/features/cards/card-views.tsx";
import { ArtworkFilters } from "#app/features/artworks/artwork-filters.tsx";
import { Link } from "#app/components/link.tsx";
import { ListStates } from "#app/components/list-states.tsx";
import { PageHeader } from "#app/components/notices.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { loadArtworksPage } from "#app/features/artworks/artworks-page.server.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { localizedPath } from "#app/lib/i18n.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/artworks";

export function loader({ url }: Route.LoaderArgs) {
  return loadArtworksPage({ url });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  const page = loaderData?.state === "ok" ? loaderData.page : 1;
  const heading = loaderData?.heading ?? m.nav_artworks();
  const meta = seoMeta(
    {
      title: `${page > 1 ? m.list_meta_page({ title: heading, page }) : heading} | ${context.siteName}`,
      description: loaderData?.description ?? "",
      // A filtered list names the whole list as its canonical page, and asks not to be indexed.
      path: page > 1 && !loaderData?.isFiltered ? `/artworks?page=${page}` : "/artworks",
    },
    context,
  );
  return loaderData?.isFiltered ? [...meta, { name: "robots", content: "noindex, follow" }] : meta;
}

export default function Artworks({ loaderData }: Route.ComponentProps) {
  const action = localizedPath("/artworks", useLocale());
  const filters = loaderData.state === "ok" ? loaderData.filters : null;
  return (
    <>
      <PageHeader title={m.nav_artworks()}>
        <p>{m.artworks_intro()}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 pb-8 sm:px-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
        {filters ? <ArtworkFilters view={filters} action={action} /> : <div />}
        <section aria-label={m.nav_artworks()}>
          {filters ? (
            <p role="status" className="mb-4 font-medium text-slate-800">
              {filters.texts.found}
            </p>
          ) : null}
          <ListStates
            list={loaderData}
            noun="artworks"
            firstPageHref="/artworks"
            emptyText={
              loaderData.isFiltered ? (
                <>
                  {loaderData.texts.empty} {loaderData.texts.widen}{" "}
                  <Link to="/artworks">{loaderData.texts.clearAll}</Link>
                </>
              ) : (
                m.artworks_empty()
              )
            }
          >
            {(items) => (
              <ul className="grid grid-cols-2 items-start gap-3 sm:gap-6 xl:grid-cols-3">
                {items.map((artwork, index) => (
                  <li key={artwork.slug} className="[contain-intrinsic-size:auto_20rem] [content-visibility:auto]">
                    <ArtworkCard artwork={artwork} isPriority={index < 3} sizes={GRID_CARD_SIZES} />
                  </li>
                ))}
              </ul>
            )}
          </ListStates>
        </section>
      </div>
    </>
  );
}
