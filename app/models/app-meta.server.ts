import type { Kysely } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import type { DB } from "#app/db/schema.ts";

/** A value the installation keeps about itself (a marker, a setting made once), or null. */
export async function getAppMeta(key: string, db: Kysely<DB> = getDb()): Promise<string | null> {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value ?? null;
}

/** Keeps `value` under `key`, replacing what was there. */
export async function setAppMeta(
  key: string,
  value: string,
  now = Date.now(),
  db: Kysely<DB> = getDb(),
): Promise<void> {
  await db
    .insertInto("app_meta")
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** Keeps `value` under `key` unless a value is there already (the first writer wins). */
export async function setAppMetaOnce(key: string, value: string, now = Date.now()): Promise<void> {
  await getDb()
    .insertInto("app_meta")
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
}

/** Whether the catalogue holds any artist or gallery. */
export async function hasCatalogueRecords(): Promise<boolean> {
  const db = getDb();
  const artist = await db.selectFrom("artists").select("id").limit(1).executeTakeFirst();
  const gallery = await db.selectFrom("galleries").select("id").limit(1).executeTakeFirst();
  return Boolean(artist || gallery);
}

/** Throws when the database does not answer a trivial read (for health checks). */
export async function requireDatabaseAnswer(): Promise<void> {
  await getDb().selectFrom("app_meta").select("key").limit(1).execute();
}
