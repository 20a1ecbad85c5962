import { getDb } from "#app/db/db.server.ts";
import { isAvailability, type Availability } from "#app/lib/artwork-facts.ts";
import type { Person } from "./access.server.ts";

// Whether a work's availability and price are still right: a partner is asked again once nobody
// has confirmed them for 90 days (decision 036, "Stale availability").

/** How long a confirmation holds. */
export const AVAILABILITY_FRESH_MS = 90 * 24 * 60 * 60 * 1000;

/** A work whose availability nobody confirmed for 90 days, as the partner's dashboard lists it. */
export interface StaleArtwork {
  id: string;
  title: string;
  artistName: string;
  availability: Availability;
  priceIls: number | null;
  /** When it was last confirmed; null for never (the column's 0). */
  confirmedAt: number | null;
}

/** The ids of the artists and galleries the person keeps. */
function keptIdsOf(person: Pick<Person, "memberships">) {
  const idsOf = (kind: "artist" | "gallery") =>
    person.memberships.flatMap((membership) => (membership.kind === kind ? [membership.recordId] : []));
  return { artistIds: idsOf("artist"), galleryIds: idsOf("gallery") };
}

const staleBefore = (now: number) => now - AVAILABILITY_FRESH_MS;

/**
 * The person's stale works, oldest confirmation first, at most `limit`; none for a person with no
 * records. Each artist and gallery gives its own oldest `limit` through its index and only those
 * are sorted: a gallery with thousands of stale works costs the same as one with three.
 */
export async function listStaleArtworks(
  person: Pick<Person, "memberships">,
  options: { limit: number; now?: number },
): Promise<StaleArtwork[]> {
  const { artistIds, galleryIds } = keptIdsOf(person);
  const before = staleBefore(options.now ?? Date.now());
  const db = getDb();
  const oldestOf = (column: "artist_id" | "gallery_id", id: string) =>
    db
      .selectFrom((eb) =>
        eb
          .selectFrom("artworks")
          .select("id")
          .where(column, "=", id)
          .where("availability_confirmed_at", "<", before)
          .orderBy("availability_confirmed_at")
          .orderBy("id")
          .limit(options.limit)
          .as("oldest"),
      )
      .select("oldest.id");
  const [first, ...rest] = [
    ...artistIds.map((id) => oldestOf("artist_id", id)),
    ...galleryIds.map((id) => oldestOf("gallery_id", id)),
  ];
  if (!first) return [];
  const candidates = rest.reduce((union, next) => union.unionAll(next), first);
  const rows = await db
    .selectFrom("artworks")
    .innerJoin("artists", "artists.id", "artworks.artist_id")
    .select([
      "artworks.id",
      "artworks.title",
      "artworks.availability",
      "artworks.price_ils",
      "artworks.availability_confirmed_at",
      "artists.name as artist_name",
    ])
    .where("artworks.id", "in", candidates)
    .orderBy("artworks.availability_confirmed_at")
    .orderBy("artworks.id")
    .limit(options.limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    artistName: row.artist_name,
    availability: isAvailability(row.availability) ? row.availability : "not-for-sale",
    priceIls: row.price_ils === null ? null : Number(row.price_ils),
    confirmedAt: Number(row.availability_confirmed_at) > 0 ? Number(row.availability_confirmed_at) : null,
  }));
}

/** How many of the person's works are stale (the dashboard lists the first few); counted in the indexes alone. */
export async function countStaleArtworks(person: Pick<Person, "memberships">, now = Date.now()): Promise<number> {
  const { artistIds, galleryIds } = keptIdsOf(person);
  if (artistIds.length === 0 && galleryIds.length === 0) return 0;
  const row = await getDb()
    .selectFrom("artworks")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("availability_confirmed_at", "<", staleBefore(now))
    .where((eb) =>
      eb.or([
        ...(artistIds.length > 0 ? [eb("artist_id", "in", artistIds)] : []),
        ...(galleryIds.length > 0 ? [eb("gallery_id", "in", galleryIds)] : []),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Records that the work's availability and price are still right, changing nothing else: not its
 * version (an editor open on it stays valid), so it needs no review. The title, or null when the work is gone.
 */
export async function confirmArtworkAvailability(id: string, now = Date.now()): Promise<{ title: string } | null> {
  const row = await getDb()
    .updateTable("artworks")
    .set({ availability_confirmed_at: now })
    .where("id", "=", id)
    .returning("title")
    .executeTakeFirst();
  return row ?? null;
}
