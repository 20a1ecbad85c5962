import { adminMiddleware } from "#app/features/admin/admin-guard.server.ts";
import { searchPlaces } from "#app/features/place-search/place-search.server.ts";
import type { Route } from "./+types/admin.places";

export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

// The gallery form's place search: GET /admin/places?q=…, answered as JSON.
export const loader = (args: Route.LoaderArgs) => searchPlaces(args);
