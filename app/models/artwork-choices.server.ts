import { getDb } from "#app/db/db.server.ts";

// What an artwork's editors offer to choose from (its artist, its gallery), and the server's check
// that a choice still exists when the form comes back.

/** The artists an artwork can be by, by name: the artwork editor's artist choice. */
export async function listArtistChoices(onlyIds?: readonly string[]): Promise<{ id: string; name: string }[]> {
  let query = getDb().selectFrom("artists").select(["id", "name"]);
  if (onlyIds) query = query.where("id", "in", onlyIds.length > 0 ? [...onlyIds] : [""]);
  return query.orderBy("name").orderBy("id").execute();
}

/** Which of these artist ids exist (to refuse an artwork naming an artist deleted meanwhile). */
export async function listExistingArtistIds(ids: string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (wanted.length === 0) return new Set();
  const rows = await getDb().selectFrom("artists").select("id").where("id", "in", wanted).execute();
  return new Set(rows.map((row) => row.id));
}

/** The galleries an artwork can be shown at, by name: the artist form's gallery choice. */
export async function listGalleryChoices(onlyIds?: readonly string[]): Promise<{ id: string; name: string }[]> {
  let query = getDb().selectFrom("galleries").select(["id", "name"]);
  if (onlyIds) query = query.where("id", "in", onlyIds.length > 0 ? [...onlyIds] : [""]);
  return query.orderBy("name").orderBy("id").execute();
}

/** Which of these gallery ids exist (to refuse an artwork naming a gallery deleted meanwhile). */
export async function listExistingGalleryIds(ids: string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (wanted.length === 0) return new Set();
  const rows = await getDb().selectFrom("galleries").select("id").where("id", "in", wanted).execute();
  return new Set(rows.map((row) => row.id));
}
