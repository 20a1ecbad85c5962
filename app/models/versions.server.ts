import { sql, type Kysely, type Transaction, type Updateable } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import type { DB } from "#app/db/schema.ts";

// A record's updated_at is its version token: an editor, a list button or a delete carries the
// one it was shown, and a write finding another one writes nothing (someone saved meanwhile).

/** The record was saved, toggled or deleted by someone else since it was loaded: nothing was written. */
export class RecordChangedError extends Error {
  override name = "RecordChangedError";
  constructor() {
    super("The record was changed by someone else since it was loaded");
  }
}

/** What a guarded write needs: the updated_at the writer saw when it loaded the record. */
export interface VersionGuard {
  expectedUpdatedAt?: number;
}

export type VersionedTable = "artists" | "galleries" | "artworks";

/** A transaction a save writes in, for what it writes beside the record. */
export type WriteTransaction = Transaction<DB>;

/**
 * What a save writes beside the record, inside its transaction (the record's published version):
 * a throw undoes the whole save.
 */
export interface AlsoWrite {
  alsoWrite?: (trx: Transaction<DB>, id: string, now: number) => Promise<void>;
}
type Executor = Kysely<DB> | Transaction<DB>;

/** The next version: later than the one it replaces, even within the same millisecond. */
export function nextVersion(previous: number, now: number): number {
  return Math.max(now, previous + 1);
}

/**
 * The record's current version, or null when it does not exist; throws RecordChangedError when
 * the guard names another one.
 */
export async function readVersion(
  db: Executor,
  table: VersionedTable,
  id: string,
  guard: VersionGuard = {},
): Promise<number | null> {
  const row = await db.selectFrom(table).select("updated_at").where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  if (guard.expectedUpdatedAt !== undefined && row.updated_at !== guard.expectedUpdatedAt) {
    throw new RecordChangedError();
  }
  return row.updated_at;
}

/**
 * Writes `values` and the new version `updatedAt` to the record. The UPDATE itself checks the
 * guard, so a save that committed after the caller's read is seen: RecordChangedError.
 */
export async function updateGuarded<T extends VersionedTable>(
  db: Executor,
  table: T,
  id: string,
  values: Updateable<DB[T]> & { updated_at: number },
  guard: VersionGuard = {},
): Promise<void> {
  let update = db
    .updateTable(table as VersionedTable)
    .set(values as Updateable<DB[VersionedTable]>)
    .where("id", "=", id);
  if (guard.expectedUpdatedAt !== undefined) update = update.where("updated_at", "=", guard.expectedUpdatedAt);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new RecordChangedError();
}

/**
 * Moves the record's version on without changing anything else, inside the caller's transaction:
 * for a record whose editor also holds another table's rows (an artist's artworks), when one of
 * those rows is written on its own. Unguarded and in one statement, so it never fails the write
 * that caused it; nothing when the record does not exist.
 */
export async function moveVersionOn(db: Executor, table: VersionedTable, id: string, now: number): Promise<void> {
  await db
    .updateTable(table)
    .set({ updated_at: sql<number>`case when updated_at < ${now} then ${now} else updated_at + 1 end` })
    .where("id", "=", id)
    .execute();
}

/**
 * Changes a few columns of one record (a list button: feature, unfeature) and moves its version
 * on, guarded; false when the record does not exist.
 */
export async function updateVersioned<T extends VersionedTable>(
  table: T,
  id: string,
  values: Updateable<DB[T]>,
  guard: VersionGuard & { now?: number } = {},
): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const version = await readVersion(trx, table, id, guard);
      if (version === null) return false;
      const updatedAt = nextVersion(version, guard.now ?? Date.now());
      await updateGuarded(trx, table, id, { ...values, updated_at: updatedAt }, guard);
      return true;
    });
}

/** Deletes the record inside the caller's transaction, guarded; false when it did not exist. */
export async function deleteGuarded(
  db: Executor,
  table: VersionedTable,
  id: string,
  guard: VersionGuard = {},
): Promise<boolean> {
  let deletion = db.deleteFrom(table).where("id", "=", id);
  if (guard.expectedUpdatedAt !== undefined) deletion = deletion.where("updated_at", "=", guard.expectedUpdatedAt);
  const result = await deletion.executeTakeFirst();
  if (Number(result.numDeletedRows) > 0) return true;
  if (guard.expectedUpdatedAt !== undefined && (await readVersion(db, table, id)) !== null) {
    throw new RecordChangedError();
  }
  return false;
}
