import path from "node:path";
import { openDatabase } from "#app/db/database.server.ts";
import { closeDatabase, setDatabase } from "#app/db/db.server.ts";
import { setStorage } from "#app/lib/storage/get-storage.server.ts";
import { LocalStorage } from "#app/lib/storage/local-storage.server.ts";

// The e2e server's data folder (scripts/e2e-server.ts): fixtures create their own records in it
// through the app's domain modules, next to the running server (SQLite in WAL mode allows both).
export const e2eDataDir = path.resolve(import.meta.dirname, "../../../.tmp/e2e-data");

/** Runs `body` with the app's domain modules pointed at the e2e server's database and media. */
export async function withE2eDatabase<T>(body: () => Promise<T>): Promise<T> {
  setDatabase(openDatabase({ databaseUrl: null, dataDir: e2eDataDir }));
  setStorage(new LocalStorage(path.join(e2eDataDir, "media")));
  try {
    return await body();
  } finally {
    await closeDatabase();
  }
}

/** A name no other test (or earlier run) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
