import {
  AVAILABILITIES,
  MEDIA,
  SIZE_CLASSES,
  type Availability,
  type Medium,
  type SizeClass,
} from "#app/lib/artwork-facts.ts";
import type { Locale } from "#app/lib/i18n.ts";
import { m } from "#app/lib/paraglide/messages.js";
import {
  ARTWORK_SORTS,
  NO_ARTWORK_FILTER,
  type ArtworkFilter,
  type ArtworkSort,
  type FilteredArtworks,
} from "#app/models/artwork-facets.server.ts";
import type { CityChoice } from "#app/features/i18n/gallery-cities.ts";
import { localizeStyles } from "#app/features/i18n/localize.ts";
import { availabilityLabel, mediumLabel } from "./facts.ts";
import { numberFormat } from "#app/lib/number-format.ts";
import type { ArtworkFiltersView, FilterOption } from "./artwork-filters-view.ts";

export type { ArtworkFiltersView, FilterOption } from "./artwork-filters-view.ts";

// The /artworks address as a query: the filters and sort a visitor chose, read strictly (a value the
// list does not know is a 400 with a way out), and the form's choices with their counts, in words.

/** What the address asks for, as typed there (cities and styles are checked against the catalogue later). */
export interface ArtworkQuery {
  media: Medium[];
  availabilities: Availability[];
  priceMin: number | null;
  priceMax: number | null;
  size: SizeClass | null;
  yearMin: number | null;
  yearMax: number | null;
  city: string | null;
  style: string | null;
  sort: ArtworkSort;
}

/** The filters' parameters: the same under /artworks and /he/artworks, so links stay stable. */
export const FILTER_PARAMS = [
  "medium",
  "availability",
  "price_min",
  "price_max",
  "size",
  "year_min",
  "year_max",
  "city",
  "style",
  "sort",
] as const;
type FilterParam = (typeof FILTER_PARAMS)[number];

/** An address's filter the list cannot apply: why, in words, and the address without it. */
export interface FilterProblem {
  message: string;
  /** The parameter to drop from the address. */
  param: FilterParam;
}

export type ParsedArtworkQuery = { query: ArtworkQuery } | { problem: FilterProblem };

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The address's values of a parameter, blanks left out (a GET form sends its empty fields). */
const valuesOf = (url: URL, param: FilterParam) =>
  url.searchParams
    .getAll(param)
    .map((value) => value.trim())
    .filter(Boolean);

export function parseArtworkQuery(url: URL): ParsedArtworkQuery {
  const bad = (param: FilterParam, name: () => string, value: string): ParsedArtworkQuery => ({
    problem: { param, message: m.filter_bad_value({ filter: name(), value: value.slice(0, 60) }) },
  });
  const media = [...new Set(valuesOf(url, "medium"))];
  const badMedium = media.find((value) => !isOneOf(MEDIA, value));
  if (badMedium !== undefined) return bad("medium", m.filter_name_medium, badMedium);
  const availabilities = [...new Set(valuesOf(url, "availability"))];
  const badAvailability = availabilities.find((value) => !isOneOf(AVAILABILITIES, value));
  if (badAvailability !== undefined) return bad("availability", m.filter_name_availability, badAvailability);
  const [size = null, ...moreSizes] = valuesOf(url, "size");
  if (size !== null && (!isOneOf(SIZE_CLASSES, size) || moreSizes.length > 0))
    return bad("size", m.filter_name_size, moreSizes[0] ?? size);
  const [sort = "newest"] = valuesOf(url, "sort");
  if (!isOneOf(ARTWORK_SORTS, sort)) return bad("sort", m.filter_name_sort, sort);

  const whole = (
    param: FilterParam,
    label: () => string,
    example: string,
    max: number,
  ): { value: number | null; problem?: FilterProblem } => {
    const [value] = valuesOf(url, param);
    if (value === undefined) return { value: null };
    const number = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
    if (!(number <= max)) {
      return { value: null, problem: { param, message: m.filter_bad_number({ filter: label(), example }) } };
    }
    return { value: number };
  };
  const priceMin = whole("price_min", m.filter_price_min, "5000", 1_000_000_000);
  const priceMax = whole("price_max", m.filter_price_max, "20000", 1_000_000_000);
  const yearMin = whole("year_min", m.filter_year_min, "1990", 9999);
  const yearMax = whole("year_max", m.filter_year_max, "1999", 9999);
  for (const part of [priceMin, priceMax, yearMin, yearMax]) if (part.problem) return { problem: part.problem };
  if (priceMin.value !== null && priceMax.value !== null && priceMin.value > priceMax.value)
    return { problem: { param: "price_max", message: m.filter_bad_price_range() } };
  if (yearMin.value !== null && yearMax.value !== null && yearMin.value > yearMax.value)
    return { problem: { param: "year_max", message: m.filter_bad_year_range() } };

  const [city = null] = valuesOf(url, "city");
  const [style = null] = valuesOf(url, "style");
  return {
    query: {
      media: media as Medium[],
      availabilities: availabilities as Availability[],
      priceMin: priceMin.value,
      priceMax: priceMax.value,
      size: size as SizeClass | null,
      yearMin: yearMin.value,
      yearMax: yearMax.value,
      city,
      style,
      sort: sort as ArtworkSort,
    },
  };
}

/** Whether the address narrows or reorders the list at all (such pages stay out of search indexes). */
export const isFiltered = (url: URL) => FILTER_PARAMS.some((param) => valuesOf(url, param).length > 0);

/** The address without one parameter (and back on the first page). */
export function withoutParam(url: URL, param: FilterParam): string {
  const params = new URLSearchParams(url.search);
  params.delete(param);
  params.delete("page");
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

/** The model's filter for a checked query; the city as every name its galleries use. */
export function toArtworkFilter(query: ArtworkQuery, city: CityChoice | null): ArtworkFilter {
  return {
    ...NO_ARTWORK_FILTER,
    media: query.media,
    availabilities: query.availabilities,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    size: query.size,
    yearMin: query.yearMin,
    yearMax: query.yearMax,
    cityNames: city ? city.names : null,
    style: query.style,
  };
}

const SIZE_LABELS: Record<SizeClass, () => string> = {
  small: m.size_small,
  medium: m.size_medium,
  large: m.size_large,
};
const SORT_LABELS: Record<ArtworkSort, () => string> = {
  newest: m.sort_newest,
  "price-asc": m.sort_price_asc,
  "price-desc": m.sort_price_desc,
  "year-desc": m.sort_year_desc,
  "year-asc": m.sort_year_asc,
  title: m.sort_title,
};

export function artworkFiltersView(options: {
  url: URL;
  query: ArtworkQuery;
  found: FilteredArtworks;
  cities: CityChoice[];
  chosenCity: CityChoice | null;
  stylesHe: Map<string, string>;
  locale: Locale;
}): ArtworkFiltersView {
  const { url, query, found, locale } = options;
  const { counts } = found;
  const number = numberFormat(locale === "he" ? "he-IL" : "en");
  const option = (value: string, label: string, count: number, isChosen: boolean, lang?: Locale): FilterOption => ({
    value,
    label,
    count,
    isChosen,
    ...(lang && { lang }),
  });
  const present = new Set(found.cities);
  const cityCount = (choice: CityChoice) => choice.names.reduce((sum, name) => sum + (counts.cities.get(name) ?? 0), 0);
  const styleTags = localizeStyles(
    found.styles,
    found.styles.map((style) => options.stylesHe.get(style) ?? null),
    locale,
  );
  const collator = new Intl.Collator(locale === "he" ? "he-IL" : "en");
  const decades = [...counts.decades.entries()].sort(([a], [b]) => b - a);
  const decadeHref = (decade: number) => {
    const params = new URLSearchParams(url.search);
    params.delete("page");
    params.set("year_min", String(decade));
    params.set("year_max", String(decade + 9));
    return `${url.pathname}?${params.toString()}`;
  };
  const activeCount =
    query.media.length +
    query.availabilities.length +
    [
      query.priceMin !== null || query.priceMax !== null,
      query.size !== null,
      query.yearMin !== null || query.yearMax !== null,
      query.city !== null,
      query.style !== null,
    ].filter(Boolean).length;
  return {
    texts: {
      heading: m.filters_heading(),
      headingCount: m.filters_heading_count({ count: number.format(activeCount) }),
      medium: m.filter_medium(),
      availability: m.filter_availability(),
      price: m.filter_price(),
      priceMin: m.filter_price_min(),
      priceMax: m.filter_price_max(),
      size: m.filter_size(),
      any: m.filter_any(),
      years: m.filter_years(),
      yearMin: m.filter_year_min(),
      yearMax: m.filter_year_max(),
      decades: m.filter_decades(),
      city: m.filter_city(),
      anyCity: m.filter_any_city(),
      style: m.filter_style(),
      anyStyle: m.filter_any_style(),
      sort: m.filter_sort(),
      apply: m.filter_apply(),
      clearAll: m.filter_clear_all(),
      found: m.filter_found({ count: number.format(found.total) }),
    },
    media: MEDIA.map((medium) =>
      option(medium, mediumLabel(medium), counts.media[medium], query.media.includes(medium)),
    ),
    availabilities: AVAILABILITIES.map((value) =>
      option(value, availabilityLabel(value), counts.availabilities[value], query.availabilities.includes(value)),
    ),
    sizes: SIZE_CLASSES.map((size) => option(size, SIZE_LABELS[size](), counts.sizes[size], query.size === size)),
    cities: options.cities
      .filter((choice) => choice.names.some((name) => present.has(name)))
      .map((choice) =>
        option(choice.value, choice.label, cityCount(choice), options.chosenCity?.value === choice.value, choice.lang),
      ),
    styles: styleTags
      .map((tag) => option(tag.key, tag.label, counts.styles.get(tag.key) ?? 0, query.style === tag.key, tag.lang))
      .sort((a, b) => collator.compare(a.label, b.label)),
    sorts: ARTWORK_SORTS.map((sort) => option(sort, SORT_LABELS[sort](), 0, query.sort === sort)),
    decades: decades.map(([decade, count]) => ({
      label: m.decade_label({ decade: String(decade) }),
      count,
      href: decadeHref(decade),
      isChosen: query.yearMin === decade && query.yearMax === decade + 9,
    })),
    values: {
      priceMin: query.priceMin === null ? "" : String(query.priceMin),
      priceMax: query.priceMax === null ? "" : String(query.priceMax),
      yearMin: query.yearMin === null ? "" : String(query.yearMin),
      yearMax: query.yearMax === null ? "" : String(query.yearMax),
    },
    total: found.total,
    isFiltered: isFiltered(url),
    activeCount,
  };
}
