import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type Engine } from "#app/db/database.server.ts";
import { setDatabase } from "#app/db/db.server.ts";
import { masterKey } from "#app/lib/media.ts";
import { setStorage } from "#app/lib/storage/get-storage.server.ts";
import { LocalStorage } from "#app/lib/storage/local-storage.server.ts";
import { loadSampleCatalogueIfEmpty } from "#app/seed/sample-catalogue.server.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "#tests/support/test-database.ts";
import { restoreBackup, writeBackup } from "./backup-archive.server.ts";
import { BACKUP_TABLES, listAllRows, RestoreRefusedError, TABLE_POLICIES, type BackupRow } from "./backup.server.ts";
import { createInquiry } from "./inquiries.server.ts";
import { createMessage } from "./messages.server.ts";
import { createVisitorReview } from "./reviews.server.ts";
import { createSession } from "./sessions.server.ts";
import { upsertAdmin } from "./users.server.ts";
import { listLatestArtworks } from "./artworks.server.ts";
import { getArtistBySlugOrId, listArtists } from "./artists.server.ts";
import { getGalleryBySlugOrId } from "./galleries.server.ts";
import { searchCatalogue } from "./search.server.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-backup-test-"));
const otherEngine: Engine = testEngines.includes("postgres") ? "postgres" : "sqlite";

interface Site {
  database: Database;
  storage: LocalStorage;
  drop(): Promise<void>;
}

function siteOf(database: TestDatabase): Site {
  return { database, storage: new LocalStorage(path.join(database.dataDir, "media")), drop: () => database.drop() };
}

/** A SQLite database with no migrations applied: what a new installation starts from. */
function newSqliteSite(): Site {
  const dataDir = fs.mkdtempSync(path.join(tmp, "site-"));
  const database = openDatabase({ databaseUrl: null, dataDir });
  return { database, storage: new LocalStorage(path.join(dataDir, "media")), drop: () => database.close() };
}

function install(site: Site): void {
  setDatabase(site.database);
  setStorage(site.storage);
}

// The search index's own version row is written anew by every rebuild.
function normalised(table: string, rows: BackupRow[]): string[] {
  return rows
    .filter((row) => !(table === "app_meta" && row.key === "search_index_version"))
    .map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))))
    .sort();
}

async function contentOf(site: Site): Promise<Record<string, string[]>> {
  const content: Record<string, string[]> = {};
  for (const table of BACKUP_TABLES) content[table] = normalised(table, await listAllRows(site.database, table));
  return content;
}

async function imageChecksums(site: Site): Promise<Record<string, string>> {
  const checksums: Record<string, string> = {};
  for (const row of await listAllRows(site.database, "media_images")) {
    const stored = await site.storage.read(masterKey(row.id as string));
    if (!stored) continue;
    const hash = crypto.createHash("sha256");
    for await (const chunk of stored.body) hash.update(chunk as Buffer);
    checksums[row.id as string] = hash.digest("hex");
  }
  return checksums;
}

/** What a few public pages read, through the models the routes use. */
async function pagesOf(site: Site) {
  install(site);
  const artworks = await listLatestArtworks({ limit: 12 });
  const artists = await listArtists({ limit: 12 });
  const artist = await getArtistBySlugOrId(artists[0]!.slug);
  const gallery = await getGalleryBySlugOrId(artworks.find((artwork) => artwork.galleryId)!.galleryId!);
  const search = await searchCatalogue(artists[0]!.name.split(" ")[0]!);
  return { artworks, artists, artist, gallery, search };
}

async function repack(archive: string, change: (dir: string) => void): Promise<string> {
  const dir = fs.mkdtempSync(path.join(tmp, "repack-"));
  await tar.x({ file: archive, cwd: dir });
  change(dir);
  const out = path.join(tmp, `${path.basename(dir)}.tar.gz`);
  await tar.c({ gzip: true, file: out, cwd: dir, portable: true }, fs.readdirSync(dir));
  return out;
}

async function tableNames(database: Database): Promise<string[]> {
  return (await database.db.introspection.getTables()).map((table) => table.name);
}

describe("the table policies", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterAll(() => database.drop());

  it("classify every table of the migrated schema, and keep each kept table in the insert order once", async () => {
    const tables = (await tableNames(database)).filter(
      (name) => !name.startsWith("kysely_") && name !== "search_index" && !name.startsWith("search_index_"),
    );
    expect(Object.keys(TABLE_POLICIES).sort()).toEqual(tables.sort());
    const kept = Object.entries(TABLE_POLICIES)
      .filter(([, policy]) => policy.keep)
      .map(([table]) => table);
    expect([...BACKUP_TABLES].sort()).toEqual(kept.sort());
    expect(new Set(BACKUP_TABLES).size).toBe(BACKUP_TABLES.length);
  });
});

describe(`a backup from SQLite restored on ${otherEngine} and back`, () => {
  let source: Site;
  let restored: Site;
  let roundTrip: Site;
  let archive: string;
  let backAgain: string;
  const sites: Site[] = [];

  beforeAll(async () => {
    const sourceDatabase = await createTestDatabase("sqlite");
    source = siteOf(sourceDatabase);
    sites.push(source);
    install(source);
    await loadSampleCatalogueIfEmpty({ dataDir: sourceDatabase.dataDir, prepareVariants: false });
    const { user } = await upsertAdmin("admin@example.com", "a long enough password 1");
    await createSession(user.id, { ipAddress: "203.0.113.9", userAgent: "test" });
    const artwork = (await listLatestArtworks({ limit: 1 }))[0]!;
    await createInquiry({
      artworkId: artwork.id,
      artworkTitle: artwork.title,
      name: "Dana Visitor",
      email: "dana@example.com",
      phone: "+972 50 000 0000",
      country: "Israel",
      message: "Is it still available? ✓ עברית",
    });
    await createMessage({ name: "Noa", email: "noa@example.com", message: "Hello\nwith two lines" });
    await createVisitorReview({ galleryId: artwork.galleryId!, name: "Eli", content: "Lovely light", rating: 4 });

    archive = path.join(tmp, "site.tar.gz");
    await writeBackup({ database: source.database, storage: source.storage, out: archive });

    restored = siteOf(await createTestDatabase(otherEngine));
    sites.push(restored);
    await restoreBackup({ database: restored.database, storage: restored.storage, file: archive });

    backAgain = path.join(tmp, "back-again.tar.gz");
    await writeBackup({ database: restored.database, storage: restored.storage, out: backAgain });
    roundTrip = newSqliteSite();
    sites.push(roundTrip);
    await restoreBackup({ database: roundTrip.database, storage: roundTrip.storage, file: backAgain });
  }, 120_000);

  afterAll(async () => {
    for (const site of sites) await site.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it("restores every kept row and every original image identically, without sessions", async () => {
    const expected = await contentOf(source);
    expect(expected.artworks!.length).toBeGreaterThan(10);
    expect(expected.inquiries).toHaveLength(1);
    expect(expected.messages).toHaveLength(1);
    expect(expected.users).toHaveLength(1);
    expect(await contentOf(restored)).toEqual(expected);
    expect(await contentOf(roundTrip)).toEqual(expected);

    const images = await imageChecksums(source);
    expect(Object.keys(images).length).toBe(expected.media_images!.length);
    expect(await imageChecksums(restored)).toEqual(images);
    expect(await imageChecksums(roundTrip)).toEqual(images);

    expect(await listAllRows(source.database, "sessions")).toHaveLength(1);
    expect(await listAllRows(restored.database, "sessions")).toEqual([]);
    expect(await listAllRows(roundTrip.database, "sessions")).toEqual([]);
    // No size made from an original travels: they are made again on demand.
    expect((await restored.storage.list("images/")).every((key) => key.endsWith("/master.webp"))).toBe(true);
  });

  it("serves the same pages from the restored databases, search included", async () => {
    const expected = await pagesOf(source);
    expect(Object.values(expected.search.hits ?? {}).flat().length).toBeGreaterThan(0);
    expect(await pagesOf(restored)).toEqual(expected);
    expect(await pagesOf(roundTrip)).toEqual(expected);
  });

  async function expectRefused(file: string, target: Site, message: RegExp): Promise<void> {
    const tablesBefore = await tableNames(target.database);
    const keysBefore = await target.storage.list("");
    const error = await restoreBackup({ database: target.database, storage: target.storage, file }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(RestoreRefusedError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain("\n");
    expect(await tableNames(target.database)).toEqual(tablesBefore);
    expect(await target.storage.list("")).toEqual(keysBefore);
  }

  it("refuses a truncated archive and changes nothing", async () => {
    const truncated = path.join(tmp, "truncated.tar.gz");
    const bytes = fs.readFileSync(archive);
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const target = newSqliteSite();
    sites.push(target);
    await expectRefused(truncated, target, /damaged or incomplete/);
    expect(await tableNames(target.database)).toEqual([]);
  });

  it("refuses an archive whose data does not match its checksum", async () => {
    const tampered = await repack(archive, (dir) => {
      const file = path.join(dir, "data", "messages.jsonl");
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("Noa", "Nob"));
    });
    const target = newSqliteSite();
    sites.push(target);
    await expectRefused(tampered, target, /messages\.jsonl does not match its checksum/);
  });

  it("refuses an image that does not match its checksum", async () => {
    const tampered = await repack(archive, (dir) => {
      const image = fs.readdirSync(path.join(dir, "images"))[0]!;
      fs.appendFileSync(path.join(dir, "images", image, "master.webp"), "x");
    });
    const target = newSqliteSite();
    sites.push(target);
    await expectRefused(tampered, target, /master\.webp does not match its checksum/);
  });

  it("refuses an archive from a newer migration", async () => {
    const newer = await repack(archive, (dir) => {
      const file = path.join(dir, "manifest.json");
      const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as { lastMigration: string };
      manifest.lastMigration = "9999-from-the-future";
      fs.writeFileSync(file, JSON.stringify(manifest));
    });
    const target = newSqliteSite();
    sites.push(target);
    await expectRefused(newer, target, /newer version of Omanut \(migration 9999-from-the-future/);
  });

  it("refuses a database that is not empty and leaves its rows as they were", async () => {
    const before = await contentOf(restored);
    await expectRefused(archive, restored, /database is not empty/);
    expect(await contentOf(restored)).toEqual(before);
  });
});
