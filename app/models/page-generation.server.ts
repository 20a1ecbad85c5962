import type { CompiledQuery, Kysely } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import type { DB } from "#app/db/schema.ts";

const compiled = new WeakMap<Kysely<DB>, CompiledQuery<{ generation: number }>>();

/**
 * The counter that database triggers move on every write to what public pages show. A cached page
 * made under another generation is out of date. Read on every cached page view, so it is compiled
 * once per database rather than built each time.
 */
export async function getPageGeneration(): Promise<number> {
  const db = getDb();
  let query = compiled.get(db);
  if (!query) {
    query = db.selectFrom("page_generation").select("generation").where("id", "=", 1).compile();
    compiled.set(db, query);
  }
  const { rows } = await db.executeQuery(query);
  return Number(rows[0]?.generation ?? 0);
}
