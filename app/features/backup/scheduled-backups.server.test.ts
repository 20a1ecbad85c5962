import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readConfig } from "#app/lib/config.server.ts";
import { backupFileName, listScheduledBackups, runScheduledBackup } from "./scheduled-backups.server.ts";

const HOUR = 60 * 60 * 1000;

describe("scheduled backups", () => {
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

  it("deletes nothing when the backup fails", async () => {
    for (let day = 0; day < 2; day++) {
      await runScheduledBackup({ dir, keep: 2 }, { now: new Date(Date.UTC(2026, 10, 20 + day, 3)), write });
    }
    const failing = () => Promise.reject(new Error("disk full"));
    await expect(
      runScheduledBackup({ dir, keep: 2 }, { now: new Date(Date.UTC(2026, 10, 25, 3)), write: failing }),
    ).rejects.toThrow("disk full");
    expect(await listScheduledBackups(dir)).toHaveLength(2);
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
