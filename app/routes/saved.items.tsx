import { listSavedCards, parseSavedIds } from "#app/features/saved/saved-cards.server.ts";
import { pageClock } from "#app/features/hours/page-clock.server.ts";
import { logError } from "#app/lib/log.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/saved.items";

// The saved list's cards, asked for by the /saved page with the ids kept in the visitor's browser.
// A list is one visitor's: no cache keeps the answer (the page keeps its own copy for offline use).
const headers = { "Cache-Control": "no-store" };

export async function loader({ url, context }: Route.LoaderArgs) {
  const ids = parseSavedIds(url.searchParams);
  if (!ids) return Response.json({ message: m.saved_items_invalid() }, { status: 400, headers });
  try {
    return Response.json(await listSavedCards(ids, pageClock(context)), { headers });
  } catch (error) {
    logError("Loading the saved list's cards failed", error);
    return Response.json({ message: m.saved_items_failed() }, { status: 503, headers });
  }
}
