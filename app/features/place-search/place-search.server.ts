import { data } from "react-router";
import { getAdminForFetch, type AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { logError } from "#app/lib/log.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { hebrewCityName } from "#app/lib/places/gazetteer.server.ts";
import {
  MAX_PLACE_QUERY_LENGTH,
  normalizePlaceName,
  type Place,
  type PlaceSearchAnswer,
} from "#app/lib/places/place.ts";
import { getPlaceProvider, PlaceSearchError, resolveCity, type PlaceProvider } from "#app/lib/places/places.server.ts";

const MAX_RESULTS = 8;

// Never cached by HTTP (server/app.ts makes every admin answer no-store); the field keeps answers
// for a day in the browser's sessionStorage instead.
function answer(body: PlaceSearchAnswer, status: number) {
  return data(body, { status });
}

/**
 * The gallery form's place search: GET /admin/places?q=… answers { places, attribution } (at most
 * 8, in Israel) or { error } — 400 for a bad query, 401 without a session (a fetch is never
 * redirected), 502 when the configured external service fails.
 */
export async function searchPlaces({ request, context }: AdminRequest) {
  const admin = await getAdminForFetch({ context });
  if ("error" in admin) return answer({ error: admin.error }, admin.status);
  const query = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  if (!query) return answer({ error: m.admin_places_query_missing() }, 400);
  if (query.length > MAX_PLACE_QUERY_LENGTH) {
    return answer({ error: m.admin_places_query_too_long({ max: MAX_PLACE_QUERY_LENGTH }) }, 400);
  }
  const provider = getPlaceProvider();
  try {
    const found = await provider.search(query, { limit: MAX_RESULTS, signal: request.signal });
    // Every provider's city comes with its Hebrew name where the built-in gazetteer knows the city.
    const places = found.slice(0, MAX_RESULTS).map((place) => {
      const cityHe = place.cityHe ?? hebrewCityName(place.city);
      return cityHe ? { ...place, cityHe } : place;
    });
    return answer({ places, attribution: provider.attribution }, 200);
  } catch (error) {
    // Whatever went wrong out there, the administrator gets words and can still type the city.
    const message = error instanceof PlaceSearchError ? error.message : m.admin_places_failed_generic();
    logError("place search failed", error);
    return answer({ error: m.admin_places_failed_then({ reason: message }) }, 502);
  }
}

/** How long a save waits for the place search before falling back to the built-in gazetteer. */
const LOOKUP_TIMEOUT_MS = 5000;

/** The one place of the answer a typed name means: named exactly so, else the answer's only place. */
function singleBestMatch(typed: string, places: readonly Place[]): Place | null {
  const name = normalizePlaceName(typed);
  const exact = places.filter((place) => [place.city, place.label].some((each) => normalizePlaceName(each) === name));
  const candidates = exact.length > 0 ? exact : places;
  const [first] = candidates;
  // Several of the same name in different places are ambiguous: no pin is better than a wrong one.
  const isSingle =
    first !== undefined &&
    candidates.every((place) => place.latitude === first.latitude && place.longitude === first.longitude);
  return isSingle ? first : null;
}

/**
 * Where a city typed without choosing a suggestion is: the place search's single best match for
 * the text, else the built-in gazetteer's; null when neither can pin it to one place.
 */
export async function locateTypedPlace(
  city: string,
  provider: PlaceProvider = getPlaceProvider(),
): Promise<{ latitude: number; longitude: number } | null> {
  const typed = city.trim().slice(0, MAX_PLACE_QUERY_LENGTH);
  if (typed === "") return null;
  try {
    const found = await provider.search(typed, { limit: MAX_RESULTS, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    const best = singleBestMatch(typed, found);
    if (best) return { latitude: best.latitude, longitude: best.longitude };
  } catch (error) {
    // The service failing is not the administrator's mistake: the gazetteer still knows the cities.
    logError("place lookup on save failed", error);
  }
  const resolved = resolveCity(typed);
  return resolved.latitude === 0 && resolved.longitude === 0 ? null : resolved;
}
