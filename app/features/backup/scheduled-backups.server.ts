import fsp from "node:fs/promises";
import path from "node:path";
import { getConfig, type BackupsConfig } from "#app/lib/config.server.ts";
import { logError } from "#app/lib/log.server.ts";
import { getStorage } from "#app/lib/storage/get-storage.server.ts";
import { writeBackup, type BackupSummary } from "#app/models/backup-archive.server.ts";
import { withOwnDatabase } from "#app/models/backup.server.ts";
import { createRecurringJob } from "#app/lib/recurring-job.server.ts";

// Daily backups written by the running server into BACKUP_DIR (docs/decisions/029-backups.md). The
// folder, not the process, says when the last one was made: a restart does not make another, and
// instances sharing the folder make about one a day between them.

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
export const BACKUP_INTERVAL_MS = 24 * HOUR_MS;
// A little under a day: the hourly check must not find yesterday's archive a few minutes too young.
const BACKUP_SKIP_MS = BACKUP_INTERVAL_MS - HOUR_MS / 2;
const CHECK_INTERVAL_MS = HOUR_MS;
/** The first check after start: late enough not to slow the start down. */
const FIRST_CHECK_DELAY_MS = MINUTE_MS;

const FILE_NAME = /^omanut-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;

/** omanut-backup-20261126T083000Z.tar.gz: sorts by time, and says it in UTC. */
export function backupFileName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
  return `omanut-backup-${stamp}.tar.gz`;
}

function timeOf(name: string): number | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
}

/** The scheduled archives in `dir`, oldest first (other files are left alone). */
export async function listScheduledBackups(dir: string): Promise<string[]> {
  const names = await fsp.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [] as string[];
    throw error;
  });
  return names.filter((name) => timeOf(name) !== null).sort();
}

/**
 * What a backup cut off by a killed process leaves (its staging folder, a .partial archive): removed
 * once a day old, so that one still being written by another instance sharing the folder is spared.
 */
async function removeAbandonedWork(dir: string, now: Date): Promise<void> {
  const entries = await fsp.readdir(dir).catch(() => [] as string[]);
  for (const name of entries) {
    if (!name.startsWith(".omanut-backup-") && !name.endsWith(".tar.gz.partial")) continue;
    const file = path.join(dir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat && now.getTime() - stat.mtimeMs > BACKUP_INTERVAL_MS) await fsp.rm(file, { recursive: true, force: true });
  }
}

export type ScheduledBackupOutcome =
  { status: "written"; summary: BackupSummary; deleted: string[] } | { status: "skipped"; newest: string };

/** Writes a backup unless the newest in the folder is under a day old, then keeps the newest `keep`. */
export async function runScheduledBackup(
  config: BackupsConfig & { dir: string },
  options: { now?: Date; write?: (out: string) => Promise<BackupSummary>; signal?: AbortSignal } = {},
): Promise<ScheduledBackupOutcome> {
  const now = options.now ?? new Date();
  const newest = (await listScheduledBackups(config.dir)).at(-1);
  if (newest && now.getTime() - timeOf(newest)! < BACKUP_SKIP_MS) return { status: "skipped", newest };
  await removeAbandonedWork(config.dir, now);
  const out = path.join(config.dir, backupFileName(now));
  const write =
    options.write ??
    ((file: string) =>
      withOwnDatabase((database) =>
        writeBackup({ database, storage: getStorage(), out: file, now, signal: options.signal }),
      ));
  const summary = await write(out);
  const names = await listScheduledBackups(config.dir);
  const deleted = names.slice(0, Math.max(0, names.length - config.keep));
  for (const name of deleted) await fsp.rm(path.join(config.dir, name), { force: true });
  return { status: "written", summary, deleted };
}

const backups = createRecurringJob();

/** Writes a backup when one is due; logs what happened, never throws. */
async function runInBackground(config: BackupsConfig & { dir: string }, signal: AbortSignal): Promise<void> {
  try {
    const outcome = await runScheduledBackup(config, { signal });
    if (outcome.status !== "written") return;
    const { summary } = outcome;
    console.log(`Wrote the daily backup ${summary.file}: ${summary.rows} rows and ${summary.images} images.`);
  } catch (error) {
    // Stopped on purpose (the server shutting down): nothing went wrong.
    if (!signal.aborted) logError("the daily backup was not written", error);
  }
}

/**
 * Checks every hour, starting a minute after start, whether a day has passed since the newest
 * backup in BACKUP_DIR, and writes one then: a failure is logged, never thrown. Answers false when
 * BACKUP_DIR is unset.
 */
export function startScheduledBackups(config: BackupsConfig = getConfig().backups): boolean {
  const { dir } = config;
  if (dir === null) return false;
  backups.start((signal) => runInBackground({ ...config, dir }, signal), {
    firstDelayMs: FIRST_CHECK_DELAY_MS,
    intervalMs: CHECK_INTERVAL_MS,
  });
  return true;
}

/** Stops the timer and ends a backup under way, removing what it had written (the server stopping). */
export function stopScheduledBackups(): Promise<void> {
  return backups.stop();
}
