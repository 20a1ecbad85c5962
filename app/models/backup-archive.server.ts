import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import type { Database } from "#app/db/database.server.ts";
import { masterKey } from "#app/lib/media.ts";
import type { Storage } from "#app/lib/storage/storage.server.ts";
import packageJson from "../../package.json" with { type: "json" };
import {
  assertRestorableTarget,
  BACKUP_TABLES,
  getLatestMigrationName,
  insertBackupRows,
  isKnownMigration,
  migrateForRestore,
  readBackupSnapshot,
  RestoreRefusedError,
  type BackupRow,
  type BackupTable,
} from "./backup.server.ts";

// The archive (docs/decisions/029-backups.md): a gzipped tar of manifest.json, data/<table>.jsonl
// (one row a line, columns as in the database) and the original of every image under its storage
// key (images/<id>/master.webp); the sizes made from it are made again on demand.

export const BACKUP_FORMAT = "omanut-backup";
const MASTER_KEY = /^images\/[A-Za-z0-9_-]+\/master\.webp$/;
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  appVersion: string;
  lastMigration: string;
  engine: string;
  createdAt: string;
  tables: Record<string, { file: string; rows: number; sha256: string }>;
  images: Record<string, { sha256: string; bytes: number }>;
  /** Images whose original was not in the storage when the backup was made (deleted meanwhile, or lost). */
  missingImages: string[];
}

export interface BackupSummary {
  file: string;
  rows: number;
  images: number;
  missingImages: string[];
  bytes: number;
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = crypto.createHash("sha256");
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest("hex");
}

/** Writes one line per row, returning the rows written and the file's SHA-256. */
async function writeJsonLines(
  file: string,
  pages: AsyncIterable<BackupRow[]>,
  onRows: (rows: BackupRow[]) => void,
  signal: AbortSignal | undefined,
) {
  const hash = crypto.createHash("sha256");
  const out = fs.createWriteStream(file);
  let rows = 0;
  try {
    for await (const page of pages) {
      signal?.throwIfAborted();
      onRows(page);
      const text = page.map((row) => `${JSON.stringify(row)}\n`).join("");
      hash.update(text);
      rows += page.length;
      if (!out.write(text)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
    }
  } finally {
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
  return { rows, sha256: hash.digest("hex") };
}

/**
 * Backs up `database` and the originals of its images from `storage` into `out` while the site
 * keeps serving. Written beside `out` and renamed into place: a file named `out` is always whole.
 */
export async function writeBackup(options: {
  database: Database;
  storage: Storage;
  out: string;
  now?: Date;
  /** Ends the backup early (the server stopping): nothing is left behind. */
  signal?: AbortSignal;
}): Promise<BackupSummary> {
  const out = path.resolve(options.out);
  await fsp.mkdir(path.dirname(out), { recursive: true });
  const staging = await fsp.mkdtemp(path.join(path.dirname(out), ".omanut-backup-"));
  const partial = `${out}.partial`;
  try {
    await fsp.mkdir(path.join(staging, "data"));
    const tables: BackupManifest["tables"] = {};
    const imageIds: string[] = [];
    let lastMigration: string | null = null;
    await readBackupSnapshot(options.database, async (snapshot) => {
      lastMigration = snapshot.lastMigration;
      for (const table of snapshot.tables) {
        options.signal?.throwIfAborted();
        const file = `data/${table}.jsonl`;
        const written = await writeJsonLines(
          path.join(staging, file),
          snapshot.readTable(table),
          (rows) => {
            if (table === "media_images") for (const row of rows) imageIds.push(row.id as string);
          },
          options.signal,
        );
        tables[table] = { file, ...written };
      }
    });
    if (!lastMigration) throw new Error("The database has no migrations applied: there is nothing to back up.");
    const images: BackupManifest["images"] = {};
    const missingImages: string[] = [];
    for (const id of imageIds) {
      options.signal?.throwIfAborted();
      const key = masterKey(id);
      const stored = await options.storage.read(key);
      if (!stored) {
        missingImages.push(id);
        continue;
      }
      const file = path.join(staging, ...key.split("/"));
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await pipeline(stored.body, fs.createWriteStream(file));
      images[key] = { sha256: await sha256OfFile(file), bytes: (await fsp.stat(file)).size };
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: packageJson.version,
      lastMigration,
      engine: options.database.engine,
      createdAt: (options.now ?? new Date()).toISOString(),
      tables,
      images,
      missingImages,
    };
    await fsp.writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = ["manifest.json", "data", ...(Object.keys(images).length > 0 ? ["images"] : [])];
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    await fsp.rename(partial, out);
    const rows = Object.values(tables).reduce((sum, table) => sum + table.rows, 0);
    return { file: out, rows, images: Object.keys(images).length, missingImages, bytes: (await fsp.stat(out)).size };
  } finally {
    await fsp.rm(partial, { force: true });
    await fsp.rm(staging, { recursive: true, force: true });
  }
}

function damaged(reason: string): RestoreRefusedError {
  return new RestoreRefusedError(`The archive is damaged or incomplete (${reason}); nothing was restored.`);
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

function parseManifest(text: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw damaged("manifest.json is not valid JSON");
  }
  if (manifest?.format !== BACKUP_FORMAT || typeof manifest.formatVersion !== "number") {
    throw new RestoreRefusedError("This file is not an Omanut backup (its manifest.json names no Omanut format).");
  }
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new RestoreRefusedError(
      `The archive is of format ${manifest.formatVersion}, newer than this version reads (${BACKUP_FORMAT_VERSION}): update Omanut first.`,
    );
  }
  if (
    typeof manifest.lastMigration !== "string" ||
    typeof manifest.tables !== "object" ||
    typeof manifest.images !== "object"
  ) {
    throw damaged("manifest.json lacks its migration, tables or images");
  }
  return manifest;
}

/**
 * Unpacks `file` into `into` and checks it whole against its manifest: every listed file present
 * with its checksum and row count, nothing unlisted, a migration this code knows.
 */
export async function verifyBackup(file: string, into: string): Promise<BackupManifest> {
  try {
    await fsp.access(file, fs.constants.R_OK);
  } catch {
    throw new RestoreRefusedError(`The archive ${file} cannot be read.`);
  }
  // Read through once before anything is written: a truncated or corrupt archive fails here whole,
  // not halfway through unpacking.
  try {
    await tar.t({ file, strict: true });
  } catch (error) {
    throw damaged((error as Error).message);
  }
  try {
    await tar.x({
      file,
      cwd: into,
      strict: true,
      // Files and folders only: no links, devices or anything pointing outside `into`.
      filter: (_path, entry) => "type" in entry && (entry.type === "File" || entry.type === "Directory"),
    });
  } catch (error) {
    throw damaged((error as Error).message);
  }
  let manifestText: string;
  try {
    manifestText = await fsp.readFile(path.join(into, "manifest.json"), "utf8");
  } catch {
    throw damaged("no manifest.json");
  }
  const manifest = parseManifest(manifestText);
  if (!isKnownMigration(manifest.lastMigration)) {
    throw new RestoreRefusedError(
      `The archive comes from a newer version of Omanut (migration ${manifest.lastMigration}; this one ends at ${getLatestMigrationName()}): update Omanut first.`,
    );
  }
  const listed = new Set(["manifest.json"]);
  for (const [table, entry] of Object.entries(manifest.tables)) {
    if (!(BACKUP_TABLES as readonly string[]).includes(table) || entry.file !== `data/${table}.jsonl`) {
      throw damaged(`unknown table ${table}`);
    }
    listed.add(entry.file);
  }
  for (const key of Object.keys(manifest.images)) {
    // Originals only, under their own keys: nothing else from an archive reaches the storage.
    if (!MASTER_KEY.test(key)) throw damaged(`${key} is not the key of an original image`);
    listed.add(key);
  }
  const present = await listFiles(into);
  const unlisted = present.find((name) => !listed.has(name));
  if (unlisted) throw damaged(`${unlisted} is not in the manifest`);
  const presentSet = new Set(present);
  for (const name of listed) if (!presentSet.has(name)) throw damaged(`${name} is missing`);
  for (const [table, entry] of Object.entries(manifest.tables)) {
    const target = path.join(into, ...entry.file.split("/"));
    if ((await sha256OfFile(target)) !== entry.sha256) throw damaged(`${entry.file} does not match its checksum`);
    let rows = 0;
    for await (const page of readJsonLines(target)) rows += page.length;
    if (rows !== entry.rows) throw damaged(`${table} holds ${rows} rows, the manifest says ${entry.rows}`);
  }
  for (const [key, image] of Object.entries(manifest.images)) {
    if ((await sha256OfFile(path.join(into, ...key.split("/")))) !== image.sha256) {
      throw damaged(`${key} does not match its checksum`);
    }
  }
  return manifest;
}

async function* readJsonLines(file: string, pageSize = 500): AsyncGenerator<BackupRow[]> {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let page: BackupRow[] = [];
  for await (const line of lines) {
    if (line === "") continue;
    page.push(JSON.parse(line) as BackupRow);
    if (page.length >= pageSize) {
      yield page;
      page = [];
    }
  }
  if (page.length > 0) yield page;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export interface RestoreSummary {
  manifest: BackupManifest;
  rows: number;
  images: number;
}

/**
 * Restores `file` into `database` (empty, of either engine) and its images into `storage`. Checks
 * everything first and changes nothing when the archive or the target is refused (RestoreRefusedError).
 */
export async function restoreBackup(options: {
  database: Database;
  storage: Storage;
  file: string;
}): Promise<RestoreSummary> {
  const unpacked = await fsp.mkdtemp(path.join(os.tmpdir(), "omanut-restore-"));
  try {
    const manifest = await verifyBackup(options.file, unpacked);
    await assertRestorableTarget(options.database, manifest.lastMigration);
    // An original already in the storage (the same storage as the backed-up site) is kept when it
    // is the same picture; a different one under the same key would be a different site's.
    const toSave: string[] = [];
    for (const [key, image] of Object.entries(manifest.images)) {
      const stored = await options.storage.read(key);
      if (!stored) {
        toSave.push(key);
        continue;
      }
      const existing = crypto
        .createHash("sha256")
        .update(await readAll(stored.body))
        .digest("hex");
      if (existing !== image.sha256) {
        throw new RestoreRefusedError(`The storage holds a different image under ${key}: restore into empty storage.`);
      }
    }
    await migrateForRestore(options.database, manifest.lastMigration);
    const saved: string[] = [];
    try {
      for (const key of toSave) {
        await options.storage.save(key, await fsp.readFile(path.join(unpacked, ...key.split("/"))), "image/webp");
        saved.push(key);
      }
      const tables = Object.keys(manifest.tables) as BackupTable[];
      await insertBackupRows(
        options.database,
        (table) => readJsonLines(path.join(unpacked, ...manifest.tables[table]!.file.split("/"))),
        tables,
      );
    } catch (error) {
      await options.storage.delete(saved).catch(() => {});
      throw error;
    }
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    return { manifest, rows, images: Object.keys(manifest.images).length };
  } finally {
    await fsp.rm(unpacked, { recursive: true, force: true, maxRetries: 3 });
  }
}
