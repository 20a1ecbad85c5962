import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import * as tar from "tar";
import { BACKUP_TABLES, getLatestMigrationName, isKnownMigration, RestoreRefusedError } from "./backup.server.ts";

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
  /** `bytes`: the file's size (archives written before it was recorded lack it; their checksum still bounds them). */
  tables: Record<string, { file: string; rows: number; sha256: string; bytes?: number }>;
  images: Record<string, { sha256: string; bytes: number }>;
  /** Images whose original was not in the storage when the backup was made (deleted meanwhile, or lost). */
  missingImages: string[];
}

/** An archive that does not match its manifest (or is no archive): `reason` says where. */
export class ArchiveDamagedError extends RestoreRefusedError {
  override name = "ArchiveDamagedError";
  readonly reason: string;
  constructor(reason: string) {
    super(`The archive is damaged or incomplete (${reason}); nothing was restored.`);
    this.reason = reason;
  }
}

function damaged(reason: string): ArchiveDamagedError {
  return new ArchiveDamagedError(reason);
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

/** What the manifest says each file of the archive is. */
interface ListedFile {
  sha256: string;
  /** Its exact size; null for a table of an archive written before sizes were recorded. */
  bytes: number | null;
  /** For a table's file: its name and row count. */
  table: { name: string; rows: number } | null;
}

function listedFiles(manifest: BackupManifest): Map<string, ListedFile> {
  const listed = new Map<string, ListedFile>();
  const sizeOf = (bytes: unknown) => (typeof bytes === "number" && Number.isSafeInteger(bytes) ? bytes : null);
  for (const [table, entry] of Object.entries(manifest.tables)) {
    if (!(BACKUP_TABLES as readonly string[]).includes(table) || entry?.file !== `data/${table}.jsonl`) {
      throw damaged(`unknown table ${table}`);
    }
    listed.set(entry.file, {
      sha256: String(entry.sha256),
      bytes: sizeOf(entry.bytes),
      table: { name: table, rows: Number(entry.rows) },
    });
  }
  for (const [key, image] of Object.entries(manifest.images)) {
    // Originals only, under their own keys: nothing else from an archive reaches the storage.
    if (!MASTER_KEY.test(key)) throw damaged(`${key} is not the key of an original image`);
    const bytes = sizeOf(image?.bytes);
    if (bytes === null) throw damaged(`the manifest gives no size for ${key}`);
    listed.set(key, { sha256: String(image.sha256), bytes, table: null });
  }
  return listed;
}

// Bounds on what is held in memory while an archive is read, whatever it holds.
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;
/** One row's line: far beyond any row the forms let in, so only a hostile archive reaches it. */
const ROW_MAX_BYTES = 64 * 1024 * 1024;
/** Compressed bytes read at a time: what one read can unpack into is bounded by tar's ratio limit. */
const READ_CHUNK_BYTES = 64 * 1024;

/** Counts the rows of a table's file as it streams by, each parsed as JSON, one line held at most. */
class RowCounter {
  rows = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  private readonly file: string;
  constructor(file: string) {
    this.file = file;
  }

  push(chunk: Buffer): void {
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      this.line(chunk.subarray(start, end));
      start = end + 1;
    }
    if (start < chunk.length) this.hold(chunk.subarray(start));
  }

  end(): void {
    if (this.pendingBytes > 0) this.line(Buffer.alloc(0));
  }

  private hold(part: Buffer): void {
    this.pendingBytes += part.length;
    if (this.pendingBytes > ROW_MAX_BYTES) throw damaged(`${this.file} has a row longer than ${ROW_MAX_BYTES} bytes`);
    // Copied: the chunk's memory is the unpacker's.
    this.pending.push(Buffer.from(part));
  }

  private line(part: Buffer): void {
    this.hold(part);
    const text = Buffer.concat(this.pending).toString("utf8");
    this.pending = [];
    this.pendingBytes = 0;
    if (text === "") return;
    try {
      JSON.parse(text);
    } catch {
      throw damaged(`${this.file} has a row that is not JSON`);
    }
    this.rows++;
  }
}

/**
 * Reads `file` through once as a stream, checking it against its manifest as it goes: the manifest
 * must be the first entry; each later entry must be a file it lists, once, of the size it gives
 * (refused at the entry's header, before any of its bytes are read), with its checksum and row
 * count (checked at the entry's end). Writes the files into `into` when given, else nothing.
 * Memory stays bounded whatever the archive holds.
 */
export async function readBackupArchive(
  file: string,
  options: { into?: string; onManifest?: (manifest: BackupManifest) => void } = {},
): Promise<BackupManifest> {
  try {
    await fsp.access(file, fs.constants.R_OK);
  } catch {
    throw new RestoreRefusedError(`The archive ${file} cannot be read.`);
  }
  const { into, onManifest } = options;
  const source = fs.createReadStream(file, { highWaterMark: READ_CHUNK_BYTES });
  const parser = new tar.Parser({ strict: true });
  return new Promise<BackupManifest>((resolve, reject) => {
    let manifest: BackupManifest | null = null;
    let listed = new Map<string, ListedFile>();
    const seen = new Set<string>();
    const outputs: fs.WriteStream[] = [];
    const written: Promise<void>[] = [];
    let failed = false;

    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      source.destroy();
      for (const output of outputs) output.destroy();
      const refusal = error instanceof RestoreRefusedError ? error : damaged((error as Error).message);
      parser.abort(refusal);
      reject(refusal);
    };

    const readManifest = (entry: tar.ReadEntry) => {
      if (entry.size > MANIFEST_MAX_BYTES) throw damaged("manifest.json is too large");
      const chunks: Buffer[] = [];
      entry.on("data", (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
      entry.on("end", () => {
        if (failed) return;
        try {
          const parsed = parseManifest(Buffer.concat(chunks).toString("utf8"));
          onManifest?.(parsed);
          listed = listedFiles(parsed);
          manifest = parsed;
        } catch (error) {
          fail(error);
        }
      });
    };

    const readListed = (entry: tar.ReadEntry, name: string) => {
      const expected = listed.get(name);
      if (!expected) throw damaged(`${name} is not in the manifest`);
      if (seen.has(name)) throw damaged(`${name} is in the archive twice`);
      seen.add(name);
      if (expected.bytes !== null && entry.size !== expected.bytes) {
        throw damaged(
          `${name} is ${entry.size > expected.bytes ? "larger" : "smaller"} than the manifest says (${entry.size} bytes, not ${expected.bytes})`,
        );
      }
      const hash = crypto.createHash("sha256");
      const rows = expected.table ? new RowCounter(name) : null;
      let output: fs.WriteStream | undefined;
      if (into) {
        const target = path.join(into, ...name.split("/"));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        output = fs.createWriteStream(target, { flags: "wx" });
        outputs.push(output);
        const done = finished(output);
        done.catch(() => {});
        written.push(done);
      }
      entry.on("data", (chunk: Buffer) => {
        if (failed) return;
        hash.update(chunk);
        try {
          rows?.push(chunk);
        } catch (error) {
          fail(error);
          return;
        }
        if (output && !output.write(chunk)) {
          entry.pause();
          output.once("drain", () => entry.resume());
        }
      });
      entry.on("end", () => {
        if (failed) return;
        try {
          rows?.end();
          if (hash.digest("hex") !== expected.sha256) throw damaged(`${name} does not match its checksum`);
          if (rows && expected.table && rows.rows !== expected.table.rows) {
            throw damaged(`${expected.table.name} holds ${rows.rows} rows, the manifest says ${expected.table.rows}`);
          }
        } catch (error) {
          fail(error);
          return;
        }
        output?.end();
      });
    };

    parser.on("entry", (entry: tar.ReadEntry) => {
      if (failed) return entry.resume();
      try {
        const name = entry.path.replace(/^\.\//, "").replace(/\/$/, "");
        if (!manifest && !(name === "manifest.json" && entry.type === "File")) {
          // Checked before anything else is read: it says what every other entry must be.
          throw damaged("manifest.json is not the first entry");
        }
        if (entry.type === "Directory") return entry.resume();
        // Files and folders only: no links, devices or anything else.
        if (entry.type !== "File") throw damaged(`${name} is not a plain file`);
        if (name === "manifest.json") {
          if (manifest) throw damaged("manifest.json is in the archive twice");
          return readManifest(entry);
        }
        readListed(entry, name);
      } catch (error) {
        fail(error);
      }
    });
    parser.on("error", fail);
    source.on("error", fail);
    parser.on("end", () => {
      if (failed) return;
      Promise.all(written).then(() => {
        if (failed) return;
        if (!manifest) return fail(damaged("no manifest.json"));
        const missing = [...listed.keys()].find((name) => !seen.has(name));
        if (missing) return fail(damaged(`${missing} is missing`));
        resolve(manifest);
      }, fail);
    });
    source.pipe(parser);
  });
}

/**
 * Checks `file` whole against its manifest, writing nothing, then unpacks it into `into`, checking it
 * again as it is written (the file could change in between): a damaged or hostile archive is refused
 * before any of it reaches the disk. Also refuses a migration this code does not know.
 */
export async function verifyBackup(file: string, into: string): Promise<BackupManifest> {
  const onManifest = (manifest: BackupManifest) => {
    if (!isKnownMigration(manifest.lastMigration)) {
      throw new RestoreRefusedError(
        `The archive comes from a newer version of Omanut (migration ${manifest.lastMigration}; this one ends at ${getLatestMigrationName()}): update Omanut first.`,
      );
    }
  };
  await readBackupArchive(file, { onManifest });
  return readBackupArchive(file, { into, onManifest });
}
