import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import type { Database } from "#app/db/database.server.ts";
import type { Storage } from "#app/lib/storage/storage.server.ts";
import { verifyBackup, type BackupManifest } from "./backup-archive.server.ts";
import {
  assertRestorableTarget,
  insertBackupRows,
  migrateForRestore,
  RestoreRefusedError,
  type BackupRow,
  type BackupTable,
} from "./backup.server.ts";

// Restoring an archive (docs/decisions/029-backups.md): checked whole by verifyBackup before anything
// reaches the database or the storage.

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
