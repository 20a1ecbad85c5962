import type { Place } from "./place.ts";
import {
  DEFAULT_PLACE_LIMIT,
  fetchPlaceJson,
  readCoordinates,
  type PlaceProvider,
  type PlaceSearchOptions,
} from "./provider.server.ts";

export interface RemoteProviderOptions {
  baseUrl: string;
  timeoutMs?: number;
  /** Nominatim's usage policy asks every application to name itself. */
  userAgent?: string;
}

interface NominatimResult {
  place_id?: number;
  osm_type?: string;
  osm_id?: number;
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
}

export const NOMINATIM_PUBLIC_URL = "https://nominatim.openstreetmap.org";

/** Builds "Street 12" from a street name and a house number, either of which may be missing. */
export function joinStreet(street: string | undefined, number: string | undefined): string | undefined {
  if (!street) return undefined;
  return number ? `${street} ${number}` : street;
}

/** "Name, Street 12, City" without blanks or repeats (a street's name is dropped before "Street 12"). */
export function joinLabel(parts: (string | undefined)[]): string {
  const present = [...new Set(parts.map((part) => part?.trim()).filter((part): part is string => !!part))];
  return present.filter((part) => !present.some((other) => other !== part && other.includes(part))).join(", ");
}

/** OpenStreetMap's Nominatim (public or self-hosted), limited to Israel with countrycodes=il. */
export class NominatimPlaceProvider implements PlaceProvider {
  readonly attribution = "Search by Nominatim, data © OpenStreetMap contributors (ODbL)";
  readonly #options: RemoteProviderOptions;

  constructor(options: RemoteProviderOptions) {
    this.#options = options;
  }

  async search(query: string, options: PlaceSearchOptions = {}): Promise<Place[]> {
    const url = new URL("search", this.#options.baseUrl.replace(/\/?$/, "/"));
    url.search = new URLSearchParams({
      q: query,
      format: "jsonv2",
      addressdetails: "1",
      countrycodes: "il",
      limit: String(options.limit ?? DEFAULT_PLACE_LIMIT),
      "accept-language": "en",
    }).toString();
    const body = await fetchPlaceJson("Nominatim", url.href, {
      headers: { accept: "application/json", "user-agent": this.#options.userAgent ?? "Omanut" },
      timeoutMs: this.#options.timeoutMs ?? 5000,
      signal: options.signal,
    });
    if (!Array.isArray(body)) return [];
    return (body as NominatimResult[]).flatMap((result): Place[] => {
      const address = result.address ?? {};
      const coordinates = readCoordinates(result.lat, result.lon);
      // countrycodes=il already restricts the search; this keeps a misconfigured server's answers out too.
      if (!coordinates || (address.country_code && address.country_code.toLowerCase() !== "il")) return [];
      const city =
        address.city ?? address.town ?? address.village ?? address.municipality ?? address.hamlet ?? result.name;
      if (!city) return [];
      const street = joinStreet(address.road, address.house_number);
      return [
        {
          id: `nominatim:${result.osm_type ?? ""}${result.osm_id ?? result.place_id ?? ""}`,
          label: joinLabel([result.name, street, city]),
          city,
          ...(street ? { street } : {}),
          ...coordinates,
        },
      ];
    });
  }
}
