import { getDb } from "#app/db/db.server.ts";
import { NEWEST_FIRST, type ListSort } from "#app/lib/list-query.ts";
import { countArtworks, listArtworksByIds, type ArtworkWithArtist } from "./artworks.server.ts";
import { orderedBy, whereContains } from "./records.server.ts";

// The admin table of artworks: a page at a time, whatever the size of the catalogue.

/** What the admin table of artworks asks for: words of the title (in either language), an order, a page. */
export interface ArtworkTableQuery {
  search: string;
  sort?: ListSort;
  limit: number;
  offset: number;
}

/**
 * One page of the admin table of artworks, with their artists: the page's ids first (one indexed
 * query that reads no other column), then those artworks, so a page costs the same at any size.
 */
export async function listArtworksMatching(query: ArtworkTableQuery): Promise<ArtworkWithArtist[]> {
  const matching = whereContains(getDb().selectFrom("artworks").select("id"), ["title", "title_he"], query.search);
  const rows = await orderedBy(matching, query.sort ?? NEWEST_FIRST, "title")
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return listArtworksByIds(rows.map((row) => row.id));
}

/** How many artworks the admin table's search finds; all of them (counted once per catalogue write) without one. */
export async function countArtworksMatching({ search }: { search: string }): Promise<number> {
  if (!search) return countArtworks();
  const matching = whereContains(getDb().selectFrom("artworks"), ["title", "title_he"], search);
  const row = await matching.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}
