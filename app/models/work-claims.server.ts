import type { Kysely } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import type { DB } from "#app/db/schema.ts";

// Work that one of several instances does at a time, claimed in the media_work table (migration
// 0015: a key, its holder's token, and a lease). A holder that dies leaves its row behind; the lease
// running out frees it for the next one. Image sizes and scheduled backups take their claims here.

/** The database a claim is taken in: the process's unless another connection stands for another instance. */
export type ClaimsDatabase = Kysely<DB>;

/** Takes `key` for `token` until `until`, unless another holder's lease still runs at `now`. */
export async function claimWork(
  key: string,
  token: string,
  { now, until }: { now: number; until: number },
  db: ClaimsDatabase = getDb(),
): Promise<boolean> {
  const result = await db
    .insertInto("media_work")
    .values({ key, token, claimed_until: until })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({ token, claimed_until: until }).where("media_work.claimed_until", "<", now),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Extends the holder's lease; false when `token` no longer holds `key` (its lease ran out and another took it). */
export async function renewWork(
  key: string,
  token: string,
  until: number,
  db: ClaimsDatabase = getDb(),
): Promise<boolean> {
  const result = await db
    .updateTable("media_work")
    .set({ claimed_until: until })
    .where("key", "=", key)
    .where("token", "=", token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lets go of `key` if `token` still holds it. */
export async function releaseWork(key: string, token: string, db: ClaimsDatabase = getDb()): Promise<void> {
  await db.deleteFrom("media_work").where("key", "=", key).where("token", "=", token).execute();
}
