import path from "node:path";
import { test } from "@playwright/test";
import { openDatabase } from "#app/db/database.server.ts";
import { closeDatabase, setDatabase } from "#app/db/db.server.ts";
import { setStorage } from "#app/lib/storage/get-storage.server.ts";
import { LocalStorage } from "#app/lib/storage/local-storage.server.ts";
import { e2eServers, postgresServer } from "./servers.ts";

// The main e2e server's data folder (support/servers.ts): fixtures create their own records in it
// through the app's domain modules, next to the running server (SQLite in WAL mode allows both).
export const e2eDataDir = e2eServers.main.dataDir;

/** Runs `body` with the app's domain modules pointed at the e2e server's database and media. */
export function withE2eDatabase<T>(body: () => Promise<T>): Promise<T> {
  return withServerDatabase(e2eServers.main, body);
}

/** Runs `body` with the app's domain modules pointed at one e2e server's (SQLite) database and media. */
export async function withServerDatabase<T>(
  server: { dataDir: string; databaseUrl?: string },
  body: () => Promise<T>,
): Promise<T> {
  // Opened as the app opens it: transactions begin IMMEDIATE, so fixtures and the server take turns.
  setDatabase(openDatabase({ databaseUrl: server.databaseUrl ?? null, dataDir: server.dataDir }));
  setStorage(new LocalStorage(path.join(server.dataDir, "media")));
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

/** A database engine the admin flows run on: its server's base URL and a way into its database. */
export interface E2eEngine {
  name: "sqlite" | "postgres";
  base: string;
  withDatabase<T>(body: () => Promise<T>): Promise<T>;
}

/**
 * The engines the admin flows are walked on; write each flow once, as
 * `for (const engine of e2eEngines) test.describe(engine.name, () => …)`, using engine.base for
 * URLs and engine.withDatabase for fixtures.
 */
export const e2eEngines: E2eEngine[] = [
  { name: "sqlite", base: e2eServers.main.origin, withDatabase: withE2eDatabase },
  ...(postgresServer
    ? [
        {
          name: "postgres" as const,
          base: postgresServer.origin,
          withDatabase: <T>(body: () => Promise<T>) => withServerDatabase(postgresServer!, body),
        },
      ]
    : []),
];

/**
 * `test` on the first engine and `test.skip` on the others, for what no query decides (markup,
 * accessibility, the form's own checks, a refusal before any write): walking it again on another
 * engine would only cost time.
 */
export function testOnFirstEngine(engine: E2eEngine): typeof test | typeof test.skip {
  return engine === e2eEngines[0] ? test : test.skip;
}
