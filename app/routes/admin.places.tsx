import { logError } from "#app/lib/log.server.ts";
import { data } from "react-router";
import { MAX_PLACE_QUERY_LENGTH, type PlaceSearchAnswer } from "#app/lib/places/place.ts";
import { getPlaceProvider, PlaceSearchError } from "#app/lib/places/places.server.ts";
import { adminMiddleware, getAdminForFetch } from "#app/features/admin/admin-guard.server.ts";
import type { Route } from "./+types/admin.places";

const MAX_RESULTS = 8;

export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

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
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = getAdminForFetch({ context });
  if ("error" in admin) return answer({ error: admin.error }, admin.status);
  const query = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  if (!query) return answer({ error: "Type a place to search for." }, 400);
  if (query.length > MAX_PLACE_QUERY_LENGTH) {
    return answer({ error: `The search is too long: at most ${MAX_PLACE_QUERY_LENGTH} characters.` }, 400);
  }
  const provider = getPlaceProvider();
  try {
    const places = await provider.search(query, { limit: MAX_RESULTS, signal: request.signal });
    return answer({ places: places.slice(0, MAX_RESULTS), attribution: provider.attribution }, 200);
  } catch (error) {
    // Whatever went wrong out there, the administrator gets words and can still type the city.
    const message = error instanceof PlaceSearchError ? error.message : "The place search failed.";
    logError("place search failed", error);
    return answer({ error: `${message} Type the city instead; it is located when you save.` }, 502);
  }
}
