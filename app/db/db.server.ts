import type { Kysely } from "kysely";
import { getConfig } from "#app/lib/config.server.ts";
import { openDatabase, type Database, type Engine } from "./database.server.ts";
import type { DB } from "./schema.ts";

let current: Database | undefined;
/** Set when the server stops: a late task must fail, not open a connection that nobody closes. */
let isStopped = false;

function database(): Database {
  if (!current) {
    if (isStopped) throw new Error("The database is closed: the server is stopping.");
    const config = getConfig();
    current = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  }
  return current;
}

/** The process-wide query builder; every *.server.ts domain module reads and writes through it. */
export function getDb(): Kysely<DB> {
  return database().db;
}

export function getEngine(): Engine {
  return database().engine;
}

export function getDatabase(): Database {
  return database();
}

/** Tests and scripts point the process at a database of their own. */
export function setDatabase(next: Database): void {
  isStopped = false;
  current = next;
}

/** Closes the connection; `isFinal` (the server stopping) keeps it from being opened again. */
export async function closeDatabase(options: { isFinal?: boolean } = {}): Promise<void> {
  if (options.isFinal) isStopped = true;
  const closing = current;
  current = undefined;
  await closing?.close();
}
