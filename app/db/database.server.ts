import fs from "node:fs";
import path from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import { CompiledQuery, Kysely, PostgresDialect, type Driver, type LogEvent } from "kysely";
import { Migrator, type MigrationResult } from "kysely/migration";
import { SqliteDialect } from "kysely-sqlite";
import pg from "pg";
import { ConfigError } from "#app/lib/config.server.ts";
import { migrations } from "./migrations/index.ts";
import type { DB } from "./schema.ts";
import { logError } from "#app/lib/log.server.ts";

// The one place with engine-specific code: how each engine is opened and configured (SQLite pragmas,
// PostgreSQL's bigint parsing). Queries everywhere else compile the same on both.
export type Engine = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; null selects SQLite under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** SQLite file name under dataDir; tests use their own. */
  sqliteFileName?: string;
  /** Sees every statement run (tests check their query plans). */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
}

function logger(options: DatabaseOptions) {
  const { onQuery } = options;
  if (!onQuery) return undefined;
  return (event: LogEvent) => {
    if (event.level === "query") onQuery(event.query.sql, event.query.parameters);
  };
}

const PG_INT8_OID = 20;
const PG_NUMERIC_OID = 1700;

/**
 * SQLite transactions begin IMMEDIATE: the models' transactions read before they write, and one
 * begun DEFERRED fails at once with "database is locked" when another process (a script, a second
 * instance) committed in between, busy timeout or not. Begun IMMEDIATE, it waits for the lock.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    return driver;
  }
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * The driver prepares every query anew, and compiling SQL cost more than running it on the public
 * pages: statements are kept by their text (the models build a few hundred distinct ones at most).
 * Safe because the driver runs one statement at a time and reads all of its rows at once.
 */
function withStatementCache(sqlite: DatabaseSync): DatabaseSync {
  const statements = new Map<string, StatementSync>();
  const prepare = (text: string): StatementSync => {
    let statement = statements.get(text);
    if (statement) return statement;
    statement = sqlite.prepare(text);
    if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    statements.set(text, statement);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === "prepare") return prepare;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function openSqlite(dataDir: string, fileName: string, log?: ReturnType<typeof logger>): Database {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch {
    throw new ConfigError(`DATA_DIR "${dataDir}" cannot be created or is not writable.`);
  }
  let sqlite: DatabaseSync;
  try {
    sqlite = new DatabaseSync(path.join(dataDir, fileName));
    sqlite.exec("PRAGMA journal_mode = WAL");
    sqlite.exec("PRAGMA synchronous = FULL");
    sqlite.exec("PRAGMA foreign_keys = ON");
    sqlite.exec("PRAGMA busy_timeout = 5000");
  } catch (error) {
    throw new ConfigError(`The SQLite database in DATA_DIR "${dataDir}" cannot be opened: ${(error as Error).message}`);
  }
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }), log });
  return {
    db,
    engine: "sqlite",
    async close() {
      await db.destroy();
    },
  };
}

function openPostgres(databaseUrl: string, log?: ReturnType<typeof logger>): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5000,
    // A connection that died without a word (a failover, a dropped route) must not hold a request
    // forever: TCP keepalive notices it, and no single statement waits longer than this.
    keepAlive: true,
    query_timeout: 30_000,
    // Epoch milliseconds live in bigint columns; they fit a JS number exactly, so read them as one.
    types: {
      getTypeParser(oid: number, format?: "text" | "binary") {
        if (oid === PG_INT8_OID || oid === PG_NUMERIC_OID) return (value: string) => Number(value);
        return pg.types.getTypeParser(oid, format);
      },
    } as pg.CustomTypesConfig,
  });
  // A lost connection (a restart, a failover, a pooler recycling it) must fail only the work using
  // it: pg emits 'error' on the client, idle or checked out, and an unheard 'error' ends the process.
  // The pool then discards the broken client and opens a new one when the server is back.
  pool.on("error", (error) => logError("PostgreSQL pool error", error));
  pool.on("connect", (client) => {
    client.on("error", (error) => logError("PostgreSQL connection lost", error));
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log });
  return {
    db,
    engine: "postgres",
    async close() {
      await db.destroy();
    },
  };
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, logger(options))
    : openSqlite(options.dataDir, options.sqliteFileName ?? "omanut.sqlite", logger(options));
}

/** Checks the connection, so that a wrong DATABASE_URL ends the start with one clear line. */
export async function assertDatabaseReachable(database: Database): Promise<void> {
  try {
    await database.db
      .selectFrom("users")
      .select("id")
      .limit(1)
      .execute()
      .catch(async (error: unknown) => {
        // Before the first migration there is no users table yet: any answer proves the connection.
        if (/no such table|does not exist/i.test((error as Error).message)) return;
        throw error;
      });
  } catch (error) {
    const reason = (error as Error).message || (error as { code?: string }).code || String(error);
    throw new ConfigError(`The database cannot be reached: ${reason}`);
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(`Migration ${failed ?? ""} failed: ${(error as Error).message}`, { cause: error });
  }
  return results ?? [];
}
