import { getConfig, type AppConfig, type PlacesConfig } from "#app/lib/config.server.ts";
import { GazetteerPlaceProvider } from "./gazetteer.server.ts";
import { GooglePlaceProvider } from "./google-places.server.ts";
import { NominatimPlaceProvider } from "./nominatim.server.ts";
import { PhotonPlaceProvider } from "./photon.server.ts";
import type { PlaceProvider } from "./provider.server.ts";

export { resolveCity } from "./gazetteer.server.ts";
export { PlaceSearchError, type Place, type PlaceProvider } from "./provider.server.ts";

/** The provider a configuration names (PLACES_PROVIDER, PLACES_URL, GOOGLE_PLACES_API_KEY). */
export function createPlaceProvider(places: PlacesConfig, origin: AppConfig["origin"] = ""): PlaceProvider {
  // OpenStreetMap's services ask each application to say who it is.
  const userAgent = `Omanut place search${origin ? ` (${origin})` : ""}`;
  switch (places.provider) {
    case "builtin":
      return new GazetteerPlaceProvider();
    case "nominatim":
      return new NominatimPlaceProvider({ baseUrl: places.url, userAgent });
    case "photon":
      return new PhotonPlaceProvider({ baseUrl: places.url, userAgent });
    case "google":
      return new GooglePlaceProvider({ baseUrl: places.url, apiKey: places.apiKey });
  }
}

let provider: PlaceProvider | undefined;

/** The configured place search, made once. */
export function getPlaceProvider(): PlaceProvider {
  if (!provider) {
    const config = getConfig();
    provider = createPlaceProvider(config.places, config.origin);
  }
  return provider;
}
