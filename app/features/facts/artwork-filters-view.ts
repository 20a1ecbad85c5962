import type { Locale } from "#app/lib/i18n.ts";

// The filter form of /artworks as the server hands it to the page (artworkFiltersView in
// artwork-query.server.ts makes it): plain data, so the component that draws it imports no server module.

export interface FilterOption {
  value: string;
  label: string;
  count: number;
  isChosen: boolean;
  /** Set when the label is not in the page's language. */
  lang?: Locale;
}

/** The filter form as the page shows it: every choice named in the page's language, with its count. */
export interface ArtworkFiltersView {
  texts: Record<
    | "heading"
    | "headingCount"
    | "medium"
    | "availability"
    | "price"
    | "priceMin"
    | "priceMax"
    | "size"
    | "any"
    | "years"
    | "yearMin"
    | "yearMax"
    | "decades"
    | "city"
    | "anyCity"
    | "style"
    | "anyStyle"
    | "sort"
    | "apply"
    | "clearAll"
    | "found",
    string
  >;
  media: FilterOption[];
  availabilities: FilterOption[];
  sizes: FilterOption[];
  cities: FilterOption[];
  styles: FilterOption[];
  sorts: FilterOption[];
  /** Links that set the years to one decade, keeping the other filters. */
  decades: { label: string; count: number; href: string; isChosen: boolean }[];
  values: { priceMin: string; priceMax: string; yearMin: string; yearMax: string };
  total: number;
  isFiltered: boolean;
  /** How many filters are on: each medium and availability chosen, and the price, size, years, city and style. */
  activeCount: number;
}
