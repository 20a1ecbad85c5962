import type { Place } from "./place.ts";
import { joinLabel, joinStreet } from "./nominatim.server.ts";
import {
  DEFAULT_PLACE_LIMIT,
  fetchPlaceJson,
  readCoordinates,
  type PlaceProvider,
  type PlaceSearchOptions,
} from "./provider.server.ts";

export const GOOGLE_PLACES_URL = "https://places.googleapis.com";

interface GoogleOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}

interface AutocompleteAnswer {
  suggestions?: { placePrediction?: { placeId?: string; text?: { text?: string } } }[];
}

interface PlaceDetails {
  id?: string;
  displayName?: { text?: string };
  location?: { latitude?: unknown; longitude?: unknown };
  addressComponents?: { longText?: string; shortText?: string; types?: string[] }[];
}

const DETAILS_FIELDS = "id,displayName,formattedAddress,location,addressComponents";

/**
 * Google Places API (New): Autocomplete restricted to Israel (includedRegionCodes ["il"]), then
 * Place Details of each suggestion for its coordinates, city and street.
 */
export class GooglePlaceProvider implements PlaceProvider {
  readonly attribution = "Powered by Google";
  readonly #options: Required<GoogleOptions>;

  constructor(options: GoogleOptions) {
    this.#options = {
      apiKey: options.apiKey,
      baseUrl: options.baseUrl ?? GOOGLE_PLACES_URL,
      timeoutMs: options.timeoutMs ?? 5000,
    };
  }

  #url(path: string): string {
    return new URL(path, this.#options.baseUrl.replace(/\/?$/, "/")).href;
  }

  async search(query: string, options: PlaceSearchOptions = {}): Promise<Place[]> {
    const limit = options.limit ?? DEFAULT_PLACE_LIMIT;
    const sessionToken = crypto.randomUUID();
    const answer = (await fetchPlaceJson("Google Places", this.#url("v1/places:autocomplete"), {
      method: "POST",
      headers: { "content-type": "application/json", "x-goog-api-key": this.#options.apiKey },
      body: JSON.stringify({
        input: query,
        includedRegionCodes: ["il"],
        regionCode: "il",
        languageCode: "en",
        includeQueryPredictions: false,
        sessionToken,
      }),
      timeoutMs: this.#options.timeoutMs,
      signal: options.signal,
    })) as AutocompleteAnswer | null;
    const predictions = (answer?.suggestions ?? [])
      .map((suggestion) => suggestion.placePrediction)
      .filter((prediction) => typeof prediction?.placeId === "string")
      .slice(0, limit);
    const places = await Promise.all(
      predictions.map(async (prediction): Promise<Place | null> => {
        const placeId = prediction!.placeId!;
        const url = new URL(this.#url(`v1/places/${encodeURIComponent(placeId)}`));
        url.search = new URLSearchParams({ languageCode: "en", regionCode: "il", sessionToken }).toString();
        const details = (await fetchPlaceJson("Google Places", url.href, {
          headers: { "x-goog-api-key": this.#options.apiKey, "x-goog-fieldmask": DETAILS_FIELDS },
          timeoutMs: this.#options.timeoutMs,
          signal: options.signal,
        })) as PlaceDetails | null;
        return toPlace(placeId, prediction!.text?.text, details);
      }),
    );
    return places.filter((place): place is Place => place !== null);
  }
}

function toPlace(placeId: string, text: string | undefined, details: PlaceDetails | null): Place | null {
  const coordinates = readCoordinates(details?.location?.latitude, details?.location?.longitude);
  const components = details?.addressComponents ?? [];
  const component = (type: string) => components.find((part) => part.types?.includes(type));
  // includedRegionCodes already restricts the suggestions; a place outside Israel is still dropped.
  if (!coordinates || component("country")?.shortText?.toUpperCase() !== "IL") return null;
  const city =
    component("locality")?.longText ??
    component("postal_town")?.longText ??
    component("administrative_area_level_2")?.longText;
  if (!city) return null;
  const street = joinStreet(component("route")?.longText, component("street_number")?.longText);
  return {
    id: `google:${details?.id ?? placeId}`,
    label: text?.trim() || joinLabel([details?.displayName?.text, street, city]),
    city,
    ...(street ? { street } : {}),
    ...coordinates,
  };
}
