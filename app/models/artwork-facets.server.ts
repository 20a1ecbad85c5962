import type { Kysely } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import type { DB } from "#app/db/schema.ts";
import {
  AVAILABILITIES,
  MEDIA,
  SIZE_CLASSES,
  sizeClassOf,
  type Availability,
  type Medium,
  type SizeClass,
} from "#app/lib/artwork-facts.ts";
import { getPageGeneration } from "./page-generation.server.ts";

// The /artworks filters and their option counts. Every request filters, counts every option given
// the other filters, sorts and pages at once; doing that in SQL costs a scan per facet on each
// engine. Instead each process keeps the few facts the filters read, one compact column per fact,
// made again after any write to the catalogue (the page generation moves): a filtered page is then
// one pass over arrays, the same on SQLite and PostgreSQL, and its 24 artworks one query by id.

export const ARTWORK_SORTS = ["newest", "price-asc", "price-desc", "year-desc", "year-asc", "title"] as const;
export type ArtworkSort = (typeof ARTWORK_SORTS)[number];

export interface ArtworkFilter {
  media: readonly Medium[];
  availabilities: readonly Availability[];
  priceMin: number | null;
  priceMax: number | null;
  size: SizeClass | null;
  yearMin: number | null;
  yearMax: number | null;
  /** Every stored name of the chosen city (its galleries'), or null for any city. */
  cityNames: readonly string[] | null;
  style: string | null;
}

export const NO_ARTWORK_FILTER: ArtworkFilter = {
  media: [],
  availabilities: [],
  priceMin: null,
  priceMax: null,
  size: null,
  yearMin: null,
  yearMax: null,
  cityNames: null,
  style: null,
};

/** How many artworks each option would leave, given the other filters. */
export interface ArtworkFacetCounts {
  media: Record<Medium, number>;
  availabilities: Record<Availability, number>;
  sizes: Record<SizeClass, number>;
  /** By decade's first year (1990 for the 1990s). */
  decades: ReadonlyMap<number, number>;
  /** By the galleries' stored city. */
  cities: ReadonlyMap<string, number>;
  /** By stored style. */
  styles: ReadonlyMap<string, number>;
}

export interface FilteredArtworks {
  /** The ids of the asked-for page, in order. */
  ids: string[];
  total: number;
  counts: ArtworkFacetCounts;
  /** Every style of an artist with artworks, and every city of a gallery holding one: the filters' choices. */
  styles: string[];
  cities: string[];
}

interface FacetIndex {
  generation: number;
  ids: string[];
  /** 0 for none, else 1 + index in MEDIA. */
  medium: Uint8Array;
  availability: Uint8Array;
  /** NaN for none. */
  price: Float64Array;
  /** 0 none, else 1 + index in SIZE_CLASSES. */
  size: Uint8Array;
  /** 0 for none. */
  year: Int32Array;
  /** -1 for none, else index into cities. */
  city: Int32Array;
  cities: string[];
  /** -1 for none, else index into artistStyles. */
  artist: Int32Array;
  /** Each artist's styles, as indexes into styles. */
  artistStyles: Int32Array[];
  styles: string[];
  titles: string[];
  /** The artworks' positions newest first (the list's order, as listLatestArtworks). */
  newest: Int32Array;
  orders: Map<ArtworkSort, Int32Array>;
  /** The latest filters' answers, most recently used last: paging through one costs a slice. */
  answers: Map<string, FilterAnswer>;
}

interface FilterAnswer {
  /** The positions of the artworks the filter leaves, in the sort's order. */
  matches: Int32Array;
  counts: ArtworkFacetCounts;
}

/** At most 400 kB each at 100,000 artworks. */
const ANSWERS_KEPT = 24;

let facetIndex: { db: Kysely<DB>; index: Promise<FacetIndex> } | undefined;

/** Artworks read at a time: the rows of a whole large catalogue at once took ~100 MB of heap for a moment. */
const FACET_READ_PAGE = 5000;

async function buildFacetIndex(db: Kysely<DB>, generation: number): Promise<FacetIndex> {
  const [styles, galleries] = await Promise.all([
    db.selectFrom("artist_styles").select(["artist_id", "style"]).execute(),
    db.selectFrom("galleries").select(["id", "city"]).execute(),
  ]);
  const cityOfGallery = new Map(galleries.map((gallery) => [gallery.id, gallery.city]));
  const cities: string[] = [];
  const cityIndex = new Map<string, number>();
  const styleNames: string[] = [];
  const styleIndex = new Map<string, number>();
  const artistIndex = new Map<string, number>();
  const stylesOfArtist: number[][] = [];
  for (const { artist_id, style } of styles) {
    let artist = artistIndex.get(artist_id);
    if (artist === undefined) {
      artist = stylesOfArtist.push([]) - 1;
      artistIndex.set(artist_id, artist);
    }
    let index = styleIndex.get(style);
    if (index === undefined) {
      index = styleNames.push(style) - 1;
      styleIndex.set(style, index);
    }
    stylesOfArtist[artist]!.push(index);
  }
  const ids: string[] = [];
  const titles: string[] = [];
  const created: number[] = [];
  const medium: number[] = [];
  const availability: number[] = [];
  const price: number[] = [];
  const size: number[] = [];
  const year: number[] = [];
  const city: number[] = [];
  const artist: number[] = [];
  // In pages by id (each seeks past the last): a write meanwhile moves the generation, so the
  // next request builds the index again.
  for (let after: string | null = null; ;) {
    let query = db
      .selectFrom("artworks")
      .select([
        "id",
        "title",
        "created_at",
        "medium",
        "availability",
        "price_ils",
        "height_cm",
        "width_cm",
        "depth_cm",
        "year",
        "gallery_id",
        "artist_id",
      ])
      .orderBy("id")
      .limit(FACET_READ_PAGE);
    if (after !== null) query = query.where("id", ">", after);
    const rows = await query.execute();
    for (const row of rows) {
      ids.push(row.id);
      titles.push(row.title);
      created.push(Number(row.created_at));
      medium.push((MEDIA as readonly (string | null)[]).indexOf(row.medium) + 1);
      availability.push((AVAILABILITIES as readonly string[]).indexOf(row.availability) + 1);
      price.push(row.price_ils === null ? Number.NaN : Number(row.price_ils));
      const sizeClass = sizeClassOf({
        heightCm: row.height_cm === null ? null : Number(row.height_cm),
        widthCm: row.width_cm === null ? null : Number(row.width_cm),
        depthCm: row.depth_cm === null ? null : Number(row.depth_cm),
      });
      size.push(sizeClass === null ? 0 : SIZE_CLASSES.indexOf(sizeClass) + 1);
      year.push(row.year ?? 0);
      const cityName = row.gallery_id === null ? undefined : cityOfGallery.get(row.gallery_id);
      let at = cityName === undefined ? -1 : cityIndex.get(cityName);
      if (at === undefined) {
        at = cities.push(cityName!) - 1;
        cityIndex.set(cityName!, at);
      }
      city.push(at);
      artist.push(artistIndex.get(row.artist_id) ?? -1);
    }
    if (rows.length < FACET_READ_PAGE) break;
    after = rows.at(-1)!.id;
  }
  const n = ids.length;
  const index: FacetIndex = {
    generation,
    ids,
    medium: Uint8Array.from(medium),
    availability: Uint8Array.from(availability),
    price: Float64Array.from(price),
    size: Uint8Array.from(size),
    year: Int32Array.from(year),
    city: Int32Array.from(city),
    cities,
    artist: Int32Array.from(artist),
    artistStyles: stylesOfArtist.map((list) => Int32Array.from(list)),
    styles: styleNames,
    titles,
    newest: new Int32Array(n),
    orders: new Map(),
    answers: new Map(),
  };
  // Newest first, ties by id descending: the order of the unfiltered list.
  index.newest = Int32Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => created[b]! - created[a]! || (index.ids[b]! < index.ids[a]! ? -1 : index.ids[b]! > index.ids[a]! ? 1 : 0),
  );
  index.orders.set("newest", index.newest);
  return index;
}

/** The artworks' positions in a sort's order, made on first use; ties keep the newest first. */
function orderOf(index: FacetIndex, sort: ArtworkSort): Int32Array {
  const known = index.orders.get(sort);
  if (known) return known;
  const rank = new Int32Array(index.ids.length);
  index.newest.forEach((position, i) => (rank[position] = i));
  const byRank = (a: number, b: number) => rank[a]! - rank[b]!;
  // Works without a price or a year come last, whichever way the list runs.
  const missingLast = (values: ArrayLike<number>, missing: (value: number) => boolean, direction: 1 | -1) => {
    return (a: number, b: number) => {
      const va = values[a]!;
      const vb = values[b]!;
      const ma = missing(va);
      const mb = missing(vb);
      if (ma || mb) return ma === mb ? byRank(a, b) : ma ? 1 : -1;
      return (va - vb) * direction || byRank(a, b);
    };
  };
  const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
  const compare: Record<Exclude<ArtworkSort, "newest">, (a: number, b: number) => number> = {
    "price-asc": missingLast(index.price, Number.isNaN, 1),
    "price-desc": missingLast(index.price, Number.isNaN, -1),
    "year-desc": missingLast(index.year, (year) => year === 0, -1),
    "year-asc": missingLast(index.year, (year) => year === 0, 1),
    title: (a, b) => collator.compare(index.titles[a]!, index.titles[b]!) || byRank(a, b),
  };
  const order = Int32Array.from(index.newest).sort(compare[sort as Exclude<ArtworkSort, "newest">]);
  index.orders.set(sort, order);
  return order;
}

async function getFacetIndex(): Promise<FacetIndex> {
  const db = getDb();
  const generation = await getPageGeneration();
  const current = facetIndex;
  if (current?.db === db) {
    const index = await current.index.catch(() => null);
    if (index?.generation === generation) return index;
  }
  const index = buildFacetIndex(db, generation);
  facetIndex = { db, index };
  return index;
}

// The filters, as bits of the one-pass loop's mask of those an artwork fails.
const MEDIUM = 1;
const AVAILABILITY = 2;
const PRICE = 4;
const SIZE = 8;
const YEAR = 16;
const CITY = 32;
const STYLE = 64;

/** The artworks the filter leaves, in the sort's order, and how many each option would leave given the others. */
function answerFilter(index: FacetIndex, filter: ArtworkFilter, sort: ArtworkSort): FilterAnswer {
  const media = new Set(filter.media.map((medium) => MEDIA.indexOf(medium) + 1));
  const availabilities = new Set(filter.availabilities.map((value) => AVAILABILITIES.indexOf(value) + 1));
  const size = filter.size === null ? 0 : SIZE_CLASSES.indexOf(filter.size) + 1;
  const cityNames = filter.cityNames === null ? null : new Set(filter.cityNames);
  const cities =
    cityNames === null ? null : new Set(index.cities.flatMap((city, i) => (cityNames.has(city) ? [i] : [])));
  const style = filter.style === null ? null : index.styles.indexOf(filter.style);

  const counts = {
    media: new Int32Array(MEDIA.length + 1),
    availabilities: new Int32Array(AVAILABILITIES.length + 1),
    sizes: new Int32Array(SIZE_CLASSES.length + 1),
    decades: new Map<number, number>(),
    cities: new Int32Array(index.cities.length),
    styles: new Int32Array(index.styles.length),
  };
  // NaN (no price) compares false with both bounds: such works fail a price filter.
  const hasPriceFilter = filter.priceMin !== null || filter.priceMax !== null;
  const priceMin = filter.priceMin ?? -Infinity;
  const priceMax = filter.priceMax ?? Infinity;
  const hasYearFilter = filter.yearMin !== null || filter.yearMax !== null;
  const yearMin = filter.yearMin ?? -Infinity;
  const yearMax = filter.yearMax ?? Infinity;
  const matches = new Int32Array(index.ids.length);
  let total = 0;
  const order = orderOf(index, sort);

  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    // Which filters this artwork fails: an option's count takes the works that fail only its own filter.
    let failed = 0;
    if (media.size > 0 && !media.has(index.medium[i]!)) failed |= MEDIUM;
    if (availabilities.size > 0 && !availabilities.has(index.availability[i]!)) failed |= AVAILABILITY;
    const price = index.price[i]!;
    if (hasPriceFilter && !(price >= priceMin && price <= priceMax)) failed |= PRICE;
    if (size !== 0 && index.size[i] !== size) failed |= SIZE;
    const year = index.year[i]!;
    if (hasYearFilter && (year === 0 || year < yearMin || year > yearMax)) failed |= YEAR;
    if (cities !== null && !cities.has(index.city[i]!)) failed |= CITY;
    const artist = index.artist[i]!;
    const artistStyles = artist === -1 ? null : index.artistStyles[artist]!;
    if (style !== null && (artistStyles === null || !artistStyles.includes(style))) failed |= STYLE;
    // Two filters failed or more: it counts for no option.
    if ((failed & (failed - 1)) !== 0) continue;

    const counts_ = (facet: number) => failed === 0 || failed === facet;
    if (counts_(MEDIUM)) counts.media[index.medium[i]!]!++;
    if (counts_(AVAILABILITY)) counts.availabilities[index.availability[i]!]!++;
    if (counts_(SIZE)) counts.sizes[index.size[i]!]!++;
    if (counts_(YEAR) && year !== 0) {
      const decade = Math.floor(year / 10) * 10;
      counts.decades.set(decade, (counts.decades.get(decade) ?? 0) + 1);
    }
    if (counts_(CITY) && index.city[i] !== -1) counts.cities[index.city[i]!]!++;
    if (counts_(STYLE) && artistStyles !== null) for (const s of artistStyles) counts.styles[s]!++;
    if (failed === 0) matches[total++] = i;
  }

  const byKey = <K extends string>(keys: readonly K[], values: Int32Array) =>
    Object.fromEntries(keys.map((key, k) => [key, values[k + 1]!])) as Record<K, number>;
  const named = (names: string[], values: Int32Array) =>
    new Map(names.flatMap((name, k) => (values[k]! > 0 ? [[name, values[k]!] as const] : [])));
  return {
    matches: matches.slice(0, total),
    counts: {
      media: byKey(MEDIA, counts.media),
      availabilities: byKey(AVAILABILITIES, counts.availabilities),
      sizes: byKey(SIZE_CLASSES, counts.sizes),
      decades: counts.decades,
      cities: named(index.cities, counts.cities),
      styles: named(index.styles, counts.styles),
    },
  };
}

/**
 * One page of the artworks the filter leaves, in the asked order, with how many there are and how
 * many each option of each filter would leave given the others.
 */
export async function listFilteredArtworkIds(
  filter: ArtworkFilter,
  sort: ArtworkSort,
  range: { limit: number; offset: number },
): Promise<FilteredArtworks> {
  const index = await getFacetIndex();
  const sorted = (values: readonly string[] | null) => (values === null ? null : [...values].sort());
  const key = JSON.stringify([
    sort,
    {
      ...filter,
      media: sorted(filter.media),
      availabilities: sorted(filter.availabilities),
      cityNames: sorted(filter.cityNames),
    },
  ]);
  let answer = index.answers.get(key);
  if (answer) index.answers.delete(key);
  else answer = answerFilter(index, filter, sort);
  index.answers.set(key, answer);
  if (index.answers.size > ANSWERS_KEPT) index.answers.delete(index.answers.keys().next().value!);
  const page = answer.matches.subarray(range.offset, range.offset + range.limit);
  return {
    ids: Array.from(page, (i) => index.ids[i]!),
    total: answer.matches.length,
    styles: index.styles,
    cities: index.cities,
    counts: answer.counts,
  };
}
