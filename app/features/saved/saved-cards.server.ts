import { toArtistCard, toArtworkCard, toGalleryCard } from "#app/features/cards/cards.ts";
import { getPageRates } from "#app/features/facts/rates.server.ts";
import { describeOpenStates, type PageClock } from "#app/features/hours/describe-hours.server.ts";
import { listArtistsByIds } from "#app/models/artists.server.ts";
import { listArtworksByIds } from "#app/models/artworks.server.ts";
import { listGalleriesByIds } from "#app/models/galleries.server.ts";
import { SAVED_LIMIT } from "#app/lib/saved/saved-list.ts";
import { SAVED_ID_PARAMS, type SavedCards, type SavedIds } from "./saved-cards.ts";

// The saved list's cards as the page shows them, fresh: names in the page's language, the
// galleries' open state now. The list itself lives in the visitor's browser, which asks by id.

const ID = /^[\w-]{1,64}$/;

/** The ids asked for (`?artworks=a,b&artists=c&galleries=d`), or null when they cannot be ids. */
export function parseSavedIds(params: URLSearchParams): SavedIds | null {
  const ids = {} as SavedIds;
  let count = 0;
  for (const [kind, param] of Object.entries(SAVED_ID_PARAMS) as [keyof SavedIds, string][]) {
    const list = (params.get(param) ?? "").split(",").filter(Boolean);
    if (!list.every((id) => ID.test(id))) return null;
    ids[kind] = [...new Set(list)];
    count += ids[kind].length;
  }
  return count > SAVED_LIMIT ? null : ids;
}

export async function listSavedCards(ids: SavedIds, clock: PageClock): Promise<SavedCards> {
  const [artworks, artists, galleries, rates] = await Promise.all([
    listArtworksByIds(ids.artwork),
    listArtistsByIds(ids.artist),
    listGalleriesByIds(ids.gallery),
    getPageRates(),
  ]);
  const states = describeOpenStates(galleries, clock);
  return {
    artworks: artworks.map((record) => toArtworkCard(record, clock.locale, rates)),
    artists: artists.map((record) => toArtistCard(record, clock.locale)),
    galleries: galleries.map((record, index) => toGalleryCard(record, clock.locale, states[index])),
    changesAt: clock.firstChange()?.toISOString() ?? null,
  };
}
