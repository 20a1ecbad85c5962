import type { Place } from "./place.ts";
import { joinLabel, joinStreet, type RemoteProviderOptions } from "./nominatim.server.ts";
import {
  DEFAULT_PLACE_LIMIT,
  fetchPlaceJson,
  ISRAEL_BBOX,
  readCoordinates,
  type PlaceProvider,
  type PlaceSearchOptions,
} from "./provider.server.ts";

interface PhotonFeature {
  geometry?: { coordinates?: [unknown, unknown] };
  properties?: Record<string, string | number | undefined>;
}

export const PHOTON_PUBLIC_URL = "https://photon.komoot.io";

const LOCALITY_TYPES = new Set(["city", "town", "village", "hamlet", "locality"]);

/** Komoot's Photon (public or self-hosted), limited to Israel by its bounding box and country code. */
export class PhotonPlaceProvider implements PlaceProvider {
  readonly attribution = "Search by Photon, data © OpenStreetMap contributors (ODbL)";
  readonly #options: RemoteProviderOptions;

  constructor(options: RemoteProviderOptions) {
    this.#options = options;
  }

  async search(query: string, options: PlaceSearchOptions = {}): Promise<Place[]> {
    const url = new URL("api", this.#options.baseUrl.replace(/\/?$/, "/"));
    url.search = new URLSearchParams({
      q: query,
      limit: String(options.limit ?? DEFAULT_PLACE_LIMIT),
      lang: "en",
      bbox: ISRAEL_BBOX.join(","),
    }).toString();
    const body = (await fetchPlaceJson("Photon", url.href, {
      headers: { accept: "application/json", "user-agent": this.#options.userAgent ?? "Omanut" },
      timeoutMs: this.#options.timeoutMs ?? 5000,
      signal: options.signal,
    })) as { features?: PhotonFeature[] } | null;
    const features = Array.isArray(body?.features) ? body.features : [];
    return features.flatMap((feature): Place[] => {
      const props = feature.properties ?? {};
      const text = (key: string) => (typeof props[key] === "string" ? (props[key] as string) : undefined);
      const [lon, lat] = feature.geometry?.coordinates ?? [];
      const coordinates = readCoordinates(lat, lon);
      // The bounding box also covers parts of Israel's neighbours: keep Israel's places only.
      if (!coordinates || text("countrycode")?.toUpperCase() !== "IL") return [];
      const name = text("name");
      const city =
        text("city") ??
        (LOCALITY_TYPES.has(text("type") ?? "") ? name : undefined) ??
        text("locality") ??
        text("district") ??
        text("county");
      if (!city) return [];
      const street = joinStreet(text("street") ?? (text("type") === "street" ? name : undefined), text("housenumber"));
      return [
        {
          id: `photon:${text("osm_type") ?? ""}${props.osm_id ?? ""}`,
          label: joinLabel([name, street, city]),
          city,
          ...(street ? { street } : {}),
          ...coordinates,
        },
      ];
    });
  }
}
