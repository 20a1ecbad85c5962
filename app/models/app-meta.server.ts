import { getDb } from "#app/db/db.server.ts";

/** A value the installation keeps about itself (a marker, a setting made once), or null. */
export async function getAppMeta(key: string): Promise<string | null> {
  const row = await getDb().selectFrom("app_meta").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value ?? null;
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
