import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import type { Database } from "#app/db/database.server.ts";
import { masterKey } from "#app/lib/image-variants.ts";
import type { Storage } from "#app/lib/storage/storage.server.ts";
import packageJson from "../../package.json" with { type: "json" };
import {
  ArchiveDamagedError,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  readBackupArchive,
  type BackupManifest,
} from "./backup-archive.server.ts";
import { readBackupSnapshot, type BackupRow } from "./backup.server.ts";

// Writing an archive (docs/decisions/029-backups.md); its format and its checking reader are in
// backup-archive.server.ts, which reads every archive back before it is kept.

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
  let bytes = 0;
  try {
    for await (const page of pages) {
      signal?.throwIfAborted();
      onRows(page);
      const text = page.map((row) => `${JSON.stringify(row)}\n`).join("");
      hash.update(text);
      rows += page.length;
      bytes += Buffer.byteLength(text);
      if (!out.write(text)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
    }
  } finally {
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
  return { rows, sha256: hash.digest("hex"), bytes };
}

/**
 * Backs up `database` and the originals of its images from `storage` into `out` while the site
 * keeps serving. Written beside `out` under a name of its own (two backups at once never share a
 * file), readable by its owner only (it holds password hashes and signing secrets), read back and
 * checked against its manifest, then renamed into place: a file named `out` is always whole.
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
  const partial = `${out}.${process.pid}-${crypto.randomBytes(6).toString("hex")}.partial`;
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
    await pipeline(
      tar.c({ gzip: true, cwd: staging, portable: true }, entries),
      fs.createWriteStream(partial, { flags: "wx", mode: 0o600 }),
    );
    options.signal?.throwIfAborted();
    try {
      await readBackupArchive(partial);
    } catch (error) {
      const reason = error instanceof ArchiveDamagedError ? error.reason : (error as Error).message;
      throw new Error(`The backup did not read back whole (${reason}), so it was not kept.`, { cause: error });
    }
    await fsp.rename(partial, out);
    const rows = Object.values(tables).reduce((sum, table) => sum + table.rows, 0);
    return { file: out, rows, images: Object.keys(images).length, missingImages, bytes: (await fsp.stat(out)).size };
  } finally {
    await fsp.rm(partial, { force: true });
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
