import { data } from "react-router";
import { getAdminForFetch, type AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { logError } from "#app/lib/log.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { hebrewCityName } from "#app/lib/places/gazetteer.server.ts";
import { MAX_PLACE_QUERY_LENGTH, type PlaceSearchAnswer } from "#app/lib/places/place.ts";
import { getPlaceProvider, PlaceSearchError } from "#app/lib/places/places.server.ts";

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
  const admin = getAdminForFetch({ context });
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
