import { sql, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { migrateToLatest, openDatabase, type Database } from "#app/db/database.server.ts";
import { migrations } from "#app/db/migrations/index.ts";
import type { DB } from "#app/db/schema.ts";
import { getConfig } from "#app/lib/config.server.ts";
import { rebuildSearchIndex } from "./search-index.server.ts";

// What a backup holds, table by table (docs/decisions/029-backups.md). Every table of the schema is
// named here, kept or left out with its reason: schema.ts is generated from the migrations, so a
// new table fails the typecheck until it is classified, and backup.server.test.ts checks the live schema.

/** A table copied into the archive: its primary key (rows are read in pages by it). */
interface KeptTable {
  keep: true;
  key: readonly string[];
  /**
   * Rows that a migration or a started server writes into an otherwise empty database (the site
   * settings' one row, the shipped privacy page, the installation's secrets, fetched rates): replaced by the archive's on restore,
   * and not counted when deciding whether the target is empty.
   */
  isReplaced?: boolean;
}

interface LeftOutTable {
  keep: false;
  reason: string;
}

export const TABLE_POLICIES = {
  app_meta: { keep: true, key: ["key"], isReplaced: true },
  artist_keywords: { keep: true, key: ["artist_id", "position"] },
  artist_styles: { keep: true, key: ["artist_id", "position"] },
  artists: { keep: true, key: ["id"] },
  artworks: { keep: true, key: ["id"] },
  audit_log: { keep: true, key: ["id"] },
  exchange_rates: { keep: true, key: ["currency"], isReplaced: true },
  galleries: { keep: true, key: ["id"] },
  gallery_images: { keep: true, key: ["gallery_id", "position"] },
  gallery_keywords: { keep: true, key: ["gallery_id", "position"] },
  inquiries: { keep: true, key: ["id"] },
  invitations: {
    keep: false,
    reason: "one-time links by mail, for seven days at most: the operator invites again after a restore",
  },
  mail_outbox: {
    keep: false,
    reason: "notifications of submissions the archive holds anyway; queued ones would be sent twice",
  },
  media_images: { keep: true, key: ["id"] },
  media_work: {
    keep: false,
    reason:
      "work a running instance holds for minutes at most: an image size being made, the daily backup being written",
  },
  memberships: { keep: true, key: ["user_id", "record_kind", "record_id"] },
  messages: { keep: true, key: ["id"] },
  pending_sign_ins: { keep: false, reason: "sign-ins waiting for their code, for five minutes at most" },
  page_generation: { keep: false, reason: "a counter telling processes their cached pages are stale" },
  rate_limits: { keep: false, reason: "short-lived counters of visitors' submissions" },
  record_versions: { keep: true, key: ["id"] },
  recovery_codes: { keep: true, key: ["id"] },
  reviews: { keep: true, key: ["id"] },
  search_documents: { keep: false, reason: "the search index, rebuilt from the catalogue after a restore" },
  sessions: { keep: false, reason: "signed-in browsers: a restored site signs everyone in again" },
  sign_in_attempts: { keep: false, reason: "short-lived sign-in throttling history" },
  sign_in_links: { keep: false, reason: "mailed one-time sign-in links, for thirty minutes at most" },
  site_pages: { keep: true, key: ["slug"], isReplaced: true },
  site_settings: { keep: true, key: ["id"], isReplaced: true },
  slug_history: { keep: true, key: ["entity", "slug"] },
  style_names: { keep: true, key: ["style"] },
  users: { keep: true, key: ["id"] },
} satisfies Record<keyof DB, KeptTable | LeftOutTable>;

export type BackupTable = {
  [T in keyof typeof TABLE_POLICIES]: (typeof TABLE_POLICIES)[T] extends { keep: true } ? T : never;
}[keyof typeof TABLE_POLICIES];

/** The kept tables in an order their foreign keys allow inserting them in. */
export const BACKUP_TABLES: readonly BackupTable[] = [
  "users",
  "memberships",
  "recovery_codes",
  "media_images",
  "artists",
  "artist_styles",
  "artist_keywords",
  "galleries",
  "gallery_images",
  "gallery_keywords",
  "artworks",
  "reviews",
  "inquiries",
  "messages",
  "slug_history",
  "site_pages",
  "site_settings",
  "style_names",
  "exchange_rates",
  "app_meta",
  "audit_log",
  "record_versions",
];

export type BackupRow = Record<string, unknown>;

const PAGE_SIZE = 1000;
const INSERT_BATCH = 100;

/** The newest migration this code knows. */
export function getLatestMigrationName(): string {
  return Object.keys(migrations).sort().at(-1)!;
}

export function isKnownMigration(name: string): boolean {
  return Object.hasOwn(migrations, name);
}

/**
 * Reads every kept table from one snapshot: SQLite's deferred read transaction sees one state of
 * the WAL database, PostgreSQL's repeatable read, read only transaction likewise; writers go on.
 */
export async function readBackupSnapshot(
  database: Database,
  visit: (snapshot: {
    lastMigration: string | null;
    /** The kept tables the database has (one that is behind this code may lack the newest). */
    tables: BackupTable[];
    readTable(table: BackupTable): AsyncGenerator<BackupRow[]>;
  }) => Promise<void>,
  pageSize = PAGE_SIZE,
): Promise<void> {
  await database.db.connection().execute(async (connection) => {
    const begin =
      database.engine === "postgres" ? sql`begin transaction isolation level repeatable read, read only` : sql`begin`;
    await begin.execute(connection);
    try {
      const present = new Set(
        (await connection.introspection.getTables({ withInternalKyselyTables: true })).map((table) => table.name),
      );
      const lastMigration = present.has("kysely_migration") ? await readLastMigration(connection) : null;
      const tables = BACKUP_TABLES.filter((table) => present.has(table));
      await visit({ lastMigration, tables, readTable: (table) => readTablePages(connection, table, pageSize) });
    } finally {
      await sql`rollback`.execute(connection);
    }
  });
}

async function readLastMigration(db: Kysely<any>): Promise<string | null> {
  const rows = await db.selectFrom("kysely_migration").select("name").orderBy("name", "desc").limit(1).execute();
  return (rows[0]?.name as string | undefined) ?? null;
}

/** One table's rows in pages, in primary-key order (keyset: each page starts after the last key read). */
async function* readTablePages(db: Kysely<any>, table: BackupTable, pageSize: number): AsyncGenerator<BackupRow[]> {
  const key = TABLE_POLICIES[table].key;
  let after: unknown[] | null = null;
  for (;;) {
    let query = db.selectFrom(table).selectAll();
    if (after) {
      const last = after;
      query =
        key.length === 1
          ? query.where(key[0]!, ">", last[0])
          : query.where((eb) => eb(eb.refTuple(key[0]!, key[1]!), ">", eb.tuple(last[0] as string, last[1] as string)));
    }
    for (const column of key) query = query.orderBy(column);
    const rows = (await query.limit(pageSize).execute()) as BackupRow[];
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < pageSize) return;
    const lastRow = rows[rows.length - 1]!;
    after = key.map((column) => lastRow[column]);
  }
}

/**
 * A database of its own for a backup made inside the server: on SQLite its own connection, so
 * the long read does not hold the connection every request waits for.
 */
export async function withOwnDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const config = getConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

export class RestoreRefusedError extends Error {
  override name = "RestoreRefusedError";
}

/** The migrations applied to the target, oldest first (none: a new database). */
async function listAppliedMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const all = await migrator.getMigrations();
  return all.filter((migration) => migration.executedAt !== undefined).map((migration) => migration.name);
}

async function tableHasRows(db: Kysely<any>, table: string): Promise<boolean> {
  try {
    return (
      (
        await db
          .selectFrom(table)
          .select(sql<number>`1`.as("one"))
          .limit(1)
          .execute()
      ).length > 0
    );
  } catch (error) {
    // A table a later migration makes: not there yet, so nothing in it.
    if (/no such table|does not exist/i.test((error as Error).message)) return false;
    throw error;
  }
}

/**
 * Refuses a target that is not empty or is further migrated than the archive, changing nothing.
 * Rows that migrations or a started server make by themselves do not count (isReplaced).
 */
export async function assertRestorableTarget(database: Database, archiveMigration: string): Promise<void> {
  const applied = await listAppliedMigrations(database.db);
  const beyond = applied.filter((name) => name > archiveMigration);
  if (beyond.length > 0) {
    throw new RestoreRefusedError(
      `The database is already at migration ${applied.at(-1)}, newer than the archive's ${archiveMigration}: restore into a new, empty database.`,
    );
  }
  for (const table of BACKUP_TABLES) {
    const policy: KeptTable = TABLE_POLICIES[table];
    if (policy.isReplaced) continue;
    if (await tableHasRows(database.db, table)) {
      throw new RestoreRefusedError(
        `The database is not empty (${table} has rows): restore only into a new, empty database.`,
      );
    }
  }
}

/** Brings the target to the archive's migration, so the archive's rows fit its tables as they were. */
export async function migrateForRestore(database: Database, archiveMigration: string): Promise<void> {
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(archiveMigration);
  if (error) throw new Error(`Migrating to ${archiveMigration} failed: ${(error as Error).message}`, { cause: error });
}

/** The columns of each table in the target, to refuse an archive whose rows name others. */
async function listColumns(db: Kysely<any>): Promise<Map<string, Set<string>>> {
  const tables = await db.introspection.getTables();
  return new Map(tables.map((table) => [table.name, new Set(table.columns.map((column) => column.name))]));
}

/**
 * Inserts the archive's rows in one transaction (all or nothing), table by table in foreign-key
 * order, after emptying the tables whose rows were made without content; then migrates to the
 * latest migration and rebuilds the search index.
 */
export async function insertBackupRows(
  database: Database,
  readTable: (table: BackupTable) => AsyncIterable<BackupRow[]>,
  tables: readonly BackupTable[],
): Promise<void> {
  const columns = await listColumns(database.db);
  await database.db.transaction().execute(async (trx) => {
    const db = trx as unknown as Kysely<any>;
    for (const table of BACKUP_TABLES) {
      const policy: KeptTable = TABLE_POLICIES[table];
      if (policy.isReplaced && tables.includes(table)) await db.deleteFrom(table).execute();
    }
    for (const table of BACKUP_TABLES) {
      if (!tables.includes(table)) continue;
      const known = columns.get(table);
      if (!known) throw new RestoreRefusedError(`The archive holds a table this database does not have: ${table}.`);
      for await (const rows of readTable(table)) {
        for (const row of rows) {
          const unknown = Object.keys(row).find((column) => !known.has(column));
          if (unknown)
            throw new RestoreRefusedError(`The archive's ${table} has a column this database does not: ${unknown}.`);
        }
        for (let start = 0; start < rows.length; start += INSERT_BATCH) {
          await db
            .insertInto(table)
            .values(rows.slice(start, start + INSERT_BATCH))
            .execute();
        }
      }
    }
  });
  await migrateToLatest(database.db);
  await rebuildSearchIndex(database.db);
}

/** Each kept table's rows, for comparing two databases (tests and checks). */
export async function listAllRows(database: Database, table: BackupTable | keyof DB): Promise<BackupRow[]> {
  return (await (database.db as unknown as Kysely<any>).selectFrom(table).selectAll().execute()) as BackupRow[];
}
