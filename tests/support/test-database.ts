import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import {
  migrateToLatest,
  openDatabase,
  type Database,
  type DatabaseOptions,
  type Engine,
} from "#app/db/database.server.ts";
import { closeDatabase, setDatabase } from "#app/db/db.server.ts";
import { setStorage } from "#app/lib/storage/get-storage.server.ts";
import { LocalStorage } from "#app/lib/storage/local-storage.server.ts";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server (npm test sets it when one answers). */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestDatabase extends Database {
  /** Closes the database and removes it. */
  drop(): Promise<void>;
  dataDir: string;
  /** The PostgreSQL database's address, for servers started on it; null on SQLite (the file is in dataDir). */
  databaseUrl: string | null;
}

/** A fresh, migrated database of its own for one test file (or one describe block). */
export async function createTestDatabase(
  engine: Engine,
  options: Pick<DatabaseOptions, "onQuery"> = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-test-"));
  if (engine === "sqlite") {
    const database = openDatabase({ databaseUrl: null, dataDir, ...options });
    await migrateToLatest(database.db);
    return {
      ...database,
      dataDir,
      databaseUrl: null,
      async drop() {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `omanut_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir, ...options });
  await migrateToLatest(database.db);
  return {
    ...database,
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface EngineContext {
  database: () => TestDatabase;
  engine: Engine;
}

/**
 * A describe block with a fresh migrated database on `engine`, installed as the process database
 * (what getDb() returns) and dropped afterwards, and media stored in a folder of its own.
 */
export function describeWithDatabase(name: string, engine: Engine, body: (context: EngineContext) => void): void {
  describe(`${name} [${engine}]`, () => {
    let database: TestDatabase | undefined;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      setDatabase(database);
      setStorage(new LocalStorage(path.join(database.dataDir, "media")));
    });
    afterAll(async () => {
      await closeDatabase();
      await database?.drop();
    });
    body({
      engine,
      database: () => {
        if (!database) throw new Error("The test database is not ready yet");
        return database;
      },
    });
  });
}

/** The same tests once per engine: SQLite, and PostgreSQL when TEST_DATABASE_URL is set. */
export function describeEachEngine(name: string, body: (context: EngineContext) => void): void {
  for (const engine of testEngines) describeWithDatabase(name, engine, body);
}
