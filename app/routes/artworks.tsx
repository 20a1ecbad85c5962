import { ArtworkCard, GRID_CARD_SIZES } from "#app/components/cards.tsx";
import { ArtworkFilters } from "#app/components/artwork-filters.tsx";
import { Link } from "#app/components/link.tsx";
import { ListStates } from "#app/components/list-states.tsx";
import { PageHeader } from "#app/components/notices.tsx";
import { toArtworkCard } from "#app/features/cards/cards.ts";
import {
  artworkFiltersView,
  isFiltered,
  parseArtworkQuery,
  toArtworkFilter,
  withoutParam,
} from "#app/features/facts/artwork-query.server.ts";
import { getPageRates } from "#app/features/facts/rates.server.ts";
import { cityChoices, findCityChoice } from "#app/features/i18n/gallery-cities.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { listFilteredArtworkIds } from "#app/models/artwork-facets.server.ts";
import { listArtworksByIds } from "#app/models/artworks.server.ts";
import { listGalleryCities } from "#app/models/galleries.server.ts";
import { listStyleNamesHe } from "#app/models/style-names.server.ts";
import { ListRefusal, loadListPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { localizedPath } from "#app/lib/i18n.ts";
import { useLocale } from "#app/components/use-page-locale.ts";
import type { Route } from "./+types/artworks";

export async function loader({ url }: Route.LoaderArgs) {
  const locale = getRequestLocale();
  // Composed here, in the page's language, so these texts stay out of the browser's bundle.
  const always = {
    heading: m.artworks_meta_title(),
    description: m.artworks_meta_description(),
    isFiltered: isFiltered(url),
    texts: { empty: m.filter_empty(), widen: m.filter_widen(), clearAll: m.filter_clear_all() },
  };
  return loadListPage(
    url,
    "artworks",
    async (range) => {
      const parsed = parseArtworkQuery(url);
      const refuse = (problem: { message: string; param: Parameters<typeof withoutParam>[1] }) =>
        new ListRefusal({
          message: problem.message,
          clearHref: localizedPath(withoutParam(url, problem.param), locale),
          clearLabel: m.filter_bad_page_link(),
        });
      if ("problem" in parsed) throw refuse(parsed.problem);
      const { query } = parsed;
      const [cityList, stylesHe, rates] = await Promise.all([listGalleryCities(), listStyleNamesHe(), getPageRates()]);
      const cities = cityChoices(cityList, locale);
      const chosenCity = query.city === null ? null : findCityChoice(cities, query.city);
      if (query.city !== null && !chosenCity) {
        throw refuse({
          param: "city",
          message: m.filter_bad_value({ filter: m.filter_name_city(), value: query.city }),
        });
      }
      const found = await listFilteredArtworkIds(toArtworkFilter(query, chosenCity), query.sort, range);
      if (query.style !== null && !found.styles.includes(query.style)) {
        throw refuse({
          param: "style",
          message: m.filter_bad_value({ filter: m.filter_name_style(), value: query.style }),
        });
      }
      const artworks = await listArtworksByIds(found.ids);
      return {
        items: artworks.map((artwork) => toArtworkCard(artwork, locale, rates)),
        total: found.total,
        filters: artworkFiltersView({ url, query, found, cities, chosenCity, stylesHe, locale }),
      };
    },
    always,
  );
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
