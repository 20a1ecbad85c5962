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
import { localizedPath } from "#app/lib/i18n.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { ListRefusal, loadListPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { listFilteredArtworkIds } from "#app/models/artwork-facets.server.ts";
import { listArtworksByIds } from "#app/models/artworks.server.ts";
import { listGalleryCities } from "#app/models/galleries.server.ts";
import { listStyleNamesHe } from "#app/models/style-names.server.ts";

/**
 * The artworks list (/artworks): one page of artworks as the filters in the address choose and
 * sort them, with the filters' choices and counts; 400 for a filter value it does not know, with
 * the address without it.
 */
export function loadArtworksPage({ url }: { url: URL }) {
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
