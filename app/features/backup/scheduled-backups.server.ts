import crypto from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { getConfig, type BackupsConfig } from "#app/lib/config.server.ts";
import { logError } from "#app/lib/log.server.ts";
import { getStorage } from "#app/lib/storage/get-storage.server.ts";
import { writeBackup, type BackupSummary } from "#app/models/backup-archive-write.server.ts";
import { withOwnDatabase } from "#app/models/backup.server.ts";
import { claimWork, releaseWork, renewWork, type ClaimsDatabase } from "#app/models/work-claims.server.ts";
import { createRecurringJob } from "#app/lib/recurring-job.server.ts";

// Daily backups written by the running server into BACKUP_DIR (docs/decisions/029-backups.md). The
// folder, not the process, says when the last one was made: a restart does not make another. Each
// check is claimed in the database first, so instances sharing the folder never write at once and
// make one a day between them.

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const BACKUP_INTERVAL_MS = 24 * HOUR_MS;
// A little under a day: the hourly check must not find yesterday's archive a few minutes too young.
const BACKUP_SKIP_MS = BACKUP_INTERVAL_MS - HOUR_MS / 2;
const CHECK_INTERVAL_MS = HOUR_MS;
/** The first check after start: late enough not to slow the start down. */
const FIRST_CHECK_DELAY_MS = MINUTE_MS;

/** The claim's key in the claims table (media_work, 0015). */
export const BACKUP_CLAIM_KEY = "scheduled-backup";
/** How long a claim holds unless renewed: a killed process's claim frees within this, well before the next check. */
export const BACKUP_CLAIM_LEASE_MS = 10 * MINUTE_MS;
/** How often the holder renews its claim while it writes (a backup may take longer than the lease). */
const CLAIM_RENEW_MS = MINUTE_MS;

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
 * What a backup cut off by a killed process leaves (its staging folder, a .partial archive, named
 * `<archive>.partial` before each write had a name of its own, `<archive>.<pid>-<random>.partial` since): removed
 * once a day old, so that one still being written by another instance sharing the folder is spared.
 */
async function removeAbandonedWork(dir: string, now: Date): Promise<void> {
  const entries = await fsp.readdir(dir).catch(() => [] as string[]);
  for (const name of entries) {
    if (!name.startsWith(".omanut-backup-") && !/\.tar\.gz(\.[0-9a-z-]+)?\.partial$/.test(name)) continue;
    const file = path.join(dir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat && now.getTime() - stat.mtimeMs > BACKUP_INTERVAL_MS) await fsp.rm(file, { recursive: true, force: true });
  }
}

export type ScheduledBackupOutcome =
  | { status: "written"; summary: BackupSummary; deleted: string[] }
  | { status: "skipped"; newest: string }
  /** Another instance (or a killed process, until its lease runs out) holds the claim. */
  | { status: "claimed"; byAnother: true };

/**
 * Claims the scheduled backup in the database, then writes one unless the newest in the folder is
 * under a day old, keeps the newest `keep`, and lets the claim go. The claim is renewed while the
 * backup is written; one whose lease ran out and was taken by another ends this backup.
 */
export async function runScheduledBackup(
  config: BackupsConfig & { dir: string },
  options: {
    now?: Date;
    write?: (out: string, signal: AbortSignal) => Promise<BackupSummary>;
    signal?: AbortSignal;
    /** The database the claim is taken in: the process's by default. */
    db?: ClaimsDatabase;
    renewEveryMs?: number;
  } = {},
): Promise<ScheduledBackupOutcome> {
  const now = options.now ?? new Date();
  // Unique to this attempt, so one process's next check is a holder of its own too.
  const token = crypto.randomUUID();
  const lease = (elapsed: number) => now.getTime() + elapsed + BACKUP_CLAIM_LEASE_MS;
  if (!(await claimWork(BACKUP_CLAIM_KEY, token, { now: now.getTime(), until: lease(0) }, options.db))) {
    return { status: "claimed", byAnother: true };
  }
  const started = Date.now();
  const lost = new AbortController();
  const renewal = setInterval(() => {
    renewWork(BACKUP_CLAIM_KEY, token, lease(Date.now() - started), options.db).then(
      (held) => {
        if (!held) lost.abort(new Error("another instance took the backup over: this one's claim had run out"));
      },
      // The database out of reach for a moment: the next renewal tries again, well within the lease.
      () => {},
    );
  }, options.renewEveryMs ?? CLAIM_RENEW_MS);
  renewal.unref();
  const signal = options.signal ? AbortSignal.any([options.signal, lost.signal]) : lost.signal;
  try {
    return await backUpUnlessRecent(config, now, signal, options.write);
  } finally {
    clearInterval(renewal);
    // Not let go (the database out of reach): the lease frees it.
    await releaseWork(BACKUP_CLAIM_KEY, token, options.db).catch(() => {});
  }
}

async function backUpUnlessRecent(
  config: BackupsConfig & { dir: string },
  now: Date,
  signal: AbortSignal,
  write: ((out: string, signal: AbortSignal) => Promise<BackupSummary>) | undefined,
): Promise<ScheduledBackupOutcome> {
  const newest = (await listScheduledBackups(config.dir)).at(-1);
  if (newest && now.getTime() - timeOf(newest)! < BACKUP_SKIP_MS) return { status: "skipped", newest };
  await removeAbandonedWork(config.dir, now);
  const out = path.join(config.dir, backupFileName(now));
  // writeBackup reads the archive back and checks it before naming it: "written" means whole.
  const summary = await (write ?? defaultWrite(now))(out, signal);
  const names = await listScheduledBackups(config.dir);
  const deleted = names.slice(0, Math.max(0, names.length - config.keep));
  for (const name of deleted) await fsp.rm(path.join(config.dir, name), { force: true });
  return { status: "written", summary, deleted };
}

function defaultWrite(now: Date) {
  return (out: string, signal: AbortSignal) =>
    withOwnDatabase((database) => writeBackup({ database, storage: getStorage(), out, now, signal }));
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
