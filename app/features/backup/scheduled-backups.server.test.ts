import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import zlib from "node:zlib";
import type * as Tar from "tar";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "#app/db/database.server.ts";
import { readConfig } from "#app/lib/config.server.ts";
import { LocalStorage } from "#app/lib/storage/local-storage.server.ts";
import { writeBackup } from "#app/models/backup-archive-write.server.ts";
import { verifyBackup } from "#app/models/backup-archive.server.ts";
import { describeEachEngine, type TestDatabase } from "#tests/support/test-database.ts";
import {
  BACKUP_CLAIM_KEY,
  BACKUP_CLAIM_LEASE_MS,
  backupFileName,
  listScheduledBackups,
  runScheduledBackup,
} from "./scheduled-backups.server.ts";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

// Damages the archives tar writes while `damage.on` is set (a write gone wrong on its way to disk).
const damage = vi.hoisted(() => ({ on: false }));
vi.mock("tar", async (importOriginal) => {
  const tar = await importOriginal<typeof Tar>();
  const flipMiddleByte = (bytes: Buffer) => {
    const middle = Math.floor(bytes.length / 2);
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    return bytes;
  };
  const create = ((...args: Parameters<typeof tar.c>) => {
    const made = tar.c(...args) as unknown;
    if (!damage.on) return made;
    const file = (args[0] as { file?: string }).file;
    // Written to a file: damaged once there.
    if (file) return (made as Promise<void>).then(() => fs.writeFileSync(file, flipMiddleByte(fs.readFileSync(file))));
    // A stream: damaged on its way.
    const chunks: Buffer[] = [];
    return (made as NodeJS.ReadableStream).pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        flush(done) {
          done(null, flipMiddleByte(Buffer.concat(chunks)));
        },
      }),
    );
  }) as typeof tar.c;
  return { ...tar, c: create, create };
});

// The claim's key and lease, spelled out: a killed instance's row is made here as it would be.
const CLAIM_KEY = "scheduled-backup";
const LEASE = 10 * MINUTE;

/** An archive that gunzips whole and passes the restore's checks against its manifest. */
async function expectWhole(file: string): Promise<void> {
  expect(() => zlib.gunzipSync(fs.readFileSync(file))).not.toThrow();
  const into = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-check-"));
  try {
    await verifyBackup(file, into);
  } finally {
    fs.rmSync(into, { recursive: true, force: true });
  }
}

describeEachEngine("scheduled backups", ({ database }) => {
  let dir: string;
  let written: string[];
  const write = async (out: string) => {
    fs.writeFileSync(out, "archive");
    written.push(path.basename(out));
    return { file: out, rows: 1, images: 0, missingImages: [], bytes: 7 };
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-scheduled-"));
    written = [];
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("names archives by their UTC time, so they sort by it", () => {
    expect(backupFileName(new Date("2026-11-26T08:30:05.123Z"))).toBe("omanut-backup-20261126T083005Z.tar.gz");
  });

  it("writes one when the folder has none, then not again until a day has passed", async () => {
    const start = new Date("2026-11-26T03:00:00Z");
    expect((await runScheduledBackup({ dir, keep: 7 }, { now: start, write })).status).toBe("written");
    const later = new Date(start.getTime() + 20 * HOUR);
    expect(await runScheduledBackup({ dir, keep: 7 }, { now: later, write })).toEqual({
      status: "skipped",
      newest: "omanut-backup-20261126T030000Z.tar.gz",
    });
    const nextDay = new Date(start.getTime() + 24 * HOUR);
    expect((await runScheduledBackup({ dir, keep: 7 }, { now: nextDay, write })).status).toBe("written");
    expect(written).toEqual(["omanut-backup-20261126T030000Z.tar.gz", "omanut-backup-20261127T030000Z.tar.gz"]);
  });

  it("keeps the newest BACKUP_KEEP archives and leaves other files alone", async () => {
    fs.writeFileSync(path.join(dir, "notes.txt"), "mine");
    fs.writeFileSync(path.join(dir, "omanut-backup-manual.tar.gz"), "mine too");
    for (let day = 0; day < 5; day++) {
      await runScheduledBackup({ dir, keep: 3 }, { now: new Date(Date.UTC(2026, 10, 20 + day, 3)), write });
    }
    expect(await listScheduledBackups(dir)).toEqual([
      "omanut-backup-20261122T030000Z.tar.gz",
      "omanut-backup-20261123T030000Z.tar.gz",
      "omanut-backup-20261124T030000Z.tar.gz",
    ]);
    expect(fs.readdirSync(dir).sort()).toEqual([
      "notes.txt",
      "omanut-backup-20261122T030000Z.tar.gz",
      "omanut-backup-20261123T030000Z.tar.gz",
      "omanut-backup-20261124T030000Z.tar.gz",
      "omanut-backup-manual.tar.gz",
    ]);
  });

  it("removes what a killed backup left once it is a day old, and spares one under way", async () => {
    const now = new Date("2026-11-26T03:00:00Z");
    const old = new Date(now.getTime() - 25 * HOUR);
    fs.mkdirSync(path.join(dir, ".omanut-backup-abc123"));
    fs.writeFileSync(path.join(dir, ".omanut-backup-abc123", "manifest.json"), "{}");
    fs.utimesSync(path.join(dir, ".omanut-backup-abc123"), old, old);
    fs.writeFileSync(path.join(dir, "omanut-backup-20261125T020000Z.tar.gz.partial"), "half");
    fs.utimesSync(path.join(dir, "omanut-backup-20261125T020000Z.tar.gz.partial"), old, old);
    fs.mkdirSync(path.join(dir, ".omanut-backup-def456"));
    await runScheduledBackup({ dir, keep: 7 }, { now, write });
    expect(fs.readdirSync(dir).sort()).toEqual([".omanut-backup-def456", "omanut-backup-20261126T030000Z.tar.gz"]);
  });

  it("deletes nothing when the backup fails, and lets its claim go", async () => {
    for (let day = 0; day < 2; day++) {
      await runScheduledBackup({ dir, keep: 2 }, { now: new Date(Date.UTC(2026, 10, 20 + day, 3)), write });
    }
    const failing = () => Promise.reject(new Error("disk full"));
    const now = new Date(Date.UTC(2026, 10, 25, 3));
    await expect(runScheduledBackup({ dir, keep: 2 }, { now, write: failing })).rejects.toThrow("disk full");
    expect(await listScheduledBackups(dir)).toHaveLength(2);
    expect((await runScheduledBackup({ dir, keep: 2 }, { now, write })).status).toBe("written");
  });

  describe("written for real", () => {
    const storage = () => new LocalStorage(path.join(database().dataDir, "media"));
    const writeFrom =
      (source: TestDatabase | ReturnType<typeof openDatabase>, now: Date) => (out: string, signal?: AbortSignal) =>
        writeBackup({ database: source, storage: storage(), out, now, signal });

    it("by two instances at the same moment: one claims it, exactly one whole archive, readable by its owner only", async () => {
      // The second instance: its own connection to the same database.
      const other = openDatabase({ databaseUrl: database().databaseUrl, dataDir: database().dataDir });
      try {
        const now = new Date("2026-11-26T03:00:00Z");
        const outcomes = await Promise.all([
          runScheduledBackup({ dir, keep: 7 }, { now, write: writeFrom(database(), now), db: database().db }),
          runScheduledBackup({ dir, keep: 7 }, { now, write: writeFrom(other, now), db: other.db }),
        ]);
        expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["claimed", "written"]);
        expect(fs.readdirSync(dir)).toEqual(["omanut-backup-20261126T030000Z.tar.gz"]);
        const archive = path.join(dir, "omanut-backup-20261126T030000Z.tar.gz");
        await expectWhole(archive);
        expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
      } finally {
        await other.close();
      }
    });

    it("two backups into one file at once each write their own, and the file is whole", async () => {
      const other = openDatabase({ databaseUrl: database().databaseUrl, dataDir: database().dataDir });
      try {
        const now = new Date("2026-11-26T03:00:00Z");
        const out = path.join(dir, "manual.tar.gz");
        await Promise.all([writeFrom(database(), now)(out), writeFrom(other, now)(out)]);
        expect(fs.readdirSync(dir)).toEqual(["manual.tar.gz"]);
        await expectWhole(out);
      } finally {
        await other.close();
      }
    });

    it("reads the archive back before calling it written: a damaged one is not kept", async () => {
      const before = new Date("2026-11-25T03:00:00Z");
      await runScheduledBackup({ dir, keep: 1 }, { now: before, write: writeFrom(database(), before) });
      const now = new Date("2026-11-26T03:00:00Z");
      damage.on = true;
      try {
        await expect(runScheduledBackup({ dir, keep: 1 }, { now, write: writeFrom(database(), now) })).rejects.toThrow(
          /did not read back whole/,
        );
      } finally {
        damage.on = false;
      }
      // Yesterday's is kept, and nothing of the damaged one is left.
      expect(fs.readdirSync(dir)).toEqual(["omanut-backup-20261125T030000Z.tar.gz"]);
    });
  });

  it("is held off by the claim of an instance killed while writing, until its lease runs out", async () => {
    const killedAt = new Date("2026-11-26T03:00:00Z").getTime();
    await database()
      .db.insertInto("media_work")
      .values({ key: CLAIM_KEY, token: "a-killed-instance", claimed_until: killedAt + LEASE })
      .execute();
    // The restarted process checks a minute after its start: the claim still holds.
    const restarted = new Date(killedAt + MINUTE);
    expect(await runScheduledBackup({ dir, keep: 7 }, { now: restarted, write })).toEqual({
      status: "claimed",
      byAnother: true,
    });
    expect(written).toEqual([]);
    // The next hourly check: the lease has run out, and the day's backup is written.
    const nextCheck = new Date(killedAt + MINUTE + HOUR);
    expect((await runScheduledBackup({ dir, keep: 7 }, { now: nextCheck, write })).status).toBe("written");
    expect(written).toEqual(["omanut-backup-20261126T040100Z.tar.gz"]);
    expect([BACKUP_CLAIM_KEY, BACKUP_CLAIM_LEASE_MS]).toEqual([CLAIM_KEY, LEASE]);
  });

  it("renews its claim while a long backup is written, so no one else starts another", async () => {
    const now = new Date("2026-11-26T03:00:00Z");
    const gate = Promise.withResolvers<void>();
    const slow = async (out: string) => {
      await gate.promise;
      return write(out);
    };
    const first = runScheduledBackup({ dir, keep: 7 }, { now, write: slow, renewEveryMs: 10 });
    // Past the first lease by the clock: only the renewals keep the claim.
    const later = new Date(now.getTime() + LEASE + 100);
    await vi.waitFor(
      async () => {
        const claim = await database()
          .db.selectFrom("media_work")
          .select("claimed_until")
          .where("key", "=", CLAIM_KEY)
          .executeTakeFirstOrThrow();
        expect(Number(claim.claimed_until)).toBeGreaterThan(later.getTime());
      },
      { timeout: 5000, interval: 20 },
    );
    expect((await runScheduledBackup({ dir, keep: 7 }, { now: later, write })).status).toBe("claimed");
    gate.resolve();
    expect((await first).status).toBe("written");
    expect(written).toEqual(["omanut-backup-20261126T030000Z.tar.gz"]);
  });

  it("reads BACKUP_DIR and BACKUP_KEEP, off and 7 by default", () => {
    expect(readConfig({}).backups).toEqual({ dir: null, keep: 7 });
    expect(readConfig({ BACKUP_DIR: "/var/backups/omanut", BACKUP_KEEP: "30" }).backups).toEqual({
      dir: path.resolve("/var/backups/omanut"),
      keep: 30,
    });
    expect(() => readConfig({ BACKUP_KEEP: "0" })).toThrow("BACKUP_KEEP must be a whole number from 1 to 1000");
  });
});
