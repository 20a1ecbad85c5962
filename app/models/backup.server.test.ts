import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type Engine } from "#app/db/database.server.ts";
import { setDatabase } from "#app/db/db.server.ts";
import { migrations } from "#app/db/migrations/index.ts";
import { makeImage } from "#tests/support/image-fixtures.ts";
import { masterKey } from "#app/lib/image-variants.ts";
import { setStorage } from "#app/lib/storage/get-storage.server.ts";
import { LocalStorage } from "#app/lib/storage/local-storage.server.ts";
import type { Storage } from "#app/lib/storage/storage.server.ts";
import { startTestS3 } from "#tests/support/s3.ts";
import { loadSampleCatalogueIfEmpty } from "#app/seed/sample-catalogue.server.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "#tests/support/test-database.ts";
import { restoreBackup } from "./backup-archive-restore.server.ts";
import { writeBackup } from "./backup-archive-write.server.ts";
import {
  BACKUP_TABLES,
  listAllRows,
  readBackupSnapshot,
  RestoreRefusedError,
  TABLE_POLICIES,
  type BackupRow,
} from "./backup.server.ts";
import { storeImage } from "./media.server.ts";
import { createInquiry } from "./inquiries.server.ts";
import { createMessage } from "./messages.server.ts";
import { createVisitorReview } from "./reviews.server.ts";
import { createSession } from "./sessions.server.ts";
import { upsertAdmin } from "./users.server.ts";
import { listLatestArtworks } from "./artworks.server.ts";
import { getArtistBySlugOrId, listArtists } from "./artists.server.ts";
import { getGalleryBySlugOrId } from "./galleries.server.ts";
import { searchCatalogue } from "./search.server.ts";
import { saveTwoStepRequirement } from "./two-step-requirement.server.ts";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-backup-test-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
const otherEngine: Engine = testEngines.includes("postgres") ? "postgres" : "sqlite";

interface Site {
  database: Database;
  storage: Storage;
  drop(): Promise<void>;
}

function siteOf(database: TestDatabase): Site {
  return { database, storage: new LocalStorage(path.join(database.dataDir, "media")), drop: () => database.drop() };
}

/** A database with no migrations applied: what a new installation starts from. */
async function newEmptySite(engine: Engine = "sqlite"): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(tmp, "site-"));
  const storage = new LocalStorage(path.join(dataDir, "media"));
  if (engine === "sqlite") {
    const database = openDatabase({ databaseUrl: null, dataDir });
    return { database, storage, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `omanut_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    database,
    storage,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
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
  // The manifest first, as every archive Omanut writes has it.
  const entries = ["manifest.json", ...fs.readdirSync(dir).filter((name) => name !== "manifest.json")];
  await tar.c({ gzip: true, file: out, cwd: dir, portable: true }, entries);
  return out;
}

/** A file entry: its bytes, then `zeros` zero bytes made as they are written (a huge entry, a small test file). */
interface HostileEntry {
  name: string;
  body: Buffer;
  zeros?: number;
  /** The size its header gives; the body's own by default. */
  size?: number;
}

/** Writes a gzipped tar of `entries` in order, streaming, so that a gigabyte of zeros never sits in memory. */
async function packEntries(out: string, entries: HostileEntry[]): Promise<void> {
  const chunk = Buffer.alloc(1024 * 1024);
  async function* blocks() {
    for (const entry of entries) {
      const size = entry.body.length + (entry.zeros ?? 0);
      const header = Buffer.alloc(512);
      new tar.Header({ path: entry.name, type: "File", mode: 0o644, size, mtime: new Date(0) }).encode(header);
      yield header;
      yield entry.body;
      for (let left = entry.zeros ?? 0; left > 0; left -= chunk.length)
        yield chunk.subarray(0, Math.min(left, chunk.length));
      yield Buffer.alloc((512 - (size % 512)) % 512);
    }
    yield Buffer.alloc(1024);
  }
  await pipeline(Readable.from(blocks()), zlib.createGzip(), fs.createWriteStream(out));
}

/** The entries of `archive`, the manifest first, as read from it (small: the test site's). */
async function entriesOf(archive: string): Promise<HostileEntry[]> {
  const dir = fs.mkdtempSync(path.join(tmp, "entries-"));
  await tar.x({ file: archive, cwd: dir });
  const names = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort((a, b) => Number(b === "manifest.json") - Number(a === "manifest.json") || a.localeCompare(b));
  return names.map((name) => ({ name, body: fs.readFileSync(path.join(dir, ...name.split("/"))) }));
}

/** Bytes this process has written (Linux's /proc/self/io), null where the system does not say. */
function bytesWritten(): number | null {
  try {
    return Number(/^wchar: (\d+)$/m.exec(fs.readFileSync("/proc/self/io", "utf8"))![1]);
  } catch {
    return null;
  }
}

async function tableNames(database: Database): Promise<string[]> {
  return (await database.db.introspection.getTables({ withInternalKyselyTables: true })).map((table) => table.name);
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
    await saveTwoStepRequirement("operators");

    archive = path.join(tmp, "site.tar.gz");
    await writeBackup({ database: source.database, storage: source.storage, out: archive });

    restored = siteOf(await createTestDatabase(otherEngine));
    sites.push(restored);
    await restoreBackup({ database: restored.database, storage: restored.storage, file: archive });

    backAgain = path.join(tmp, "back-again.tar.gz");
    await writeBackup({ database: restored.database, storage: restored.storage, out: backAgain });
    roundTrip = await newEmptySite();
    sites.push(roundTrip);
    await restoreBackup({ database: roundTrip.database, storage: roundTrip.storage, file: backAgain });
  }, 120_000);

  afterAll(async () => {
    for (const site of sites) await site.drop();
  });

  it("restores every kept row and every original image identically, without sessions", async () => {
    const expected = await contentOf(source);
    expect(expected.artworks!.length).toBeGreaterThan(10);
    expect(expected.inquiries).toHaveLength(1);
    expect(expected.messages).toHaveLength(1);
    // The administrator, and the sample catalogue's two partners with their memberships.
    expect(expected.users).toHaveLength(3);
    expect(expected.memberships).toHaveLength(2);
    // Who must use two-step sign-in is a site setting like the others.
    expect(expected.site_settings).toEqual([expect.stringContaining('"two_step_required":"operators"')]);
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
    const target = await newEmptySite();
    sites.push(target);
    await expectRefused(truncated, target, /damaged or incomplete/);
    expect(await tableNames(target.database)).toEqual([]);
  });

  it("refuses an archive whose data does not match its checksum", async () => {
    const tampered = await repack(archive, (dir) => {
      const file = path.join(dir, "data", "messages.jsonl");
      fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace("Noa", "Nob"));
    });
    const target = await newEmptySite();
    sites.push(target);
    await expectRefused(tampered, target, /messages\.jsonl does not match its checksum/);
  });

  it("refuses an image that does not match its checksum", async () => {
    const tampered = await repack(archive, (dir) => {
      const image = fs.readdirSync(path.join(dir, "images"))[0]!;
      const file = path.join(dir, "images", image, "master.webp");
      const bytes = fs.readFileSync(file);
      bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
      fs.writeFileSync(file, bytes);
    });
    const target = await newEmptySite();
    sites.push(target);
    await expectRefused(tampered, target, /master\.webp does not match its checksum/);
  });

  // A hostile archive: small on disk, huge unpacked. Refused at the entry's header, before its bytes
  // are read: nothing of it is written out and memory does not grow with it.
  const HUGE = 512 * 1024 * 1024;
  const WRITE_BOUND = 16 * 1024 * 1024;
  const MEMORY_BOUND = 128 * 1024 * 1024;

  async function expectRefusedCheaply(hostile: string, message: RegExp): Promise<void> {
    expect(fs.statSync(hostile).size).toBeLessThan(HUGE / 50);
    const target = await newEmptySite();
    sites.push(target);
    const writtenBefore = bytesWritten();
    let peakRss = process.memoryUsage.rss();
    const rssBefore = peakRss;
    const sampling = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 5);
    try {
      await expectRefused(hostile, target, message);
    } finally {
      clearInterval(sampling);
    }
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    if (writtenBefore !== null) expect(bytesWritten()! - writtenBefore).toBeLessThan(WRITE_BOUND);
    expect(peakRss - rssBefore).toBeLessThan(MEMORY_BOUND);
  }

  it("refuses an unlisted entry before writing any of it, in bounded memory", async () => {
    const entries = await entriesOf(archive);
    const hostile = path.join(tmp, "unlisted.tar.gz");
    await packEntries(hostile, [
      entries[0]!,
      { name: "data/padding.jsonl", body: Buffer.alloc(0), zeros: HUGE },
      ...entries.slice(1),
    ]);
    await expectRefusedCheaply(hostile, /data\/padding\.jsonl is not in the manifest/);
  });

  it("refuses an entry larger than its manifest says before writing any of it, in bounded memory", async () => {
    const entries = await entriesOf(archive);
    const image = entries.find((entry) => entry.name.startsWith("images/"))!;
    const hostile = path.join(tmp, "oversized.tar.gz");
    await packEntries(
      hostile,
      entries.map((entry) => (entry === image ? { ...entry, zeros: HUGE } : entry)),
    );
    await expectRefusedCheaply(
      hostile,
      new RegExp(
        `${image.name.replace(/[.]/g, "\\.")} is larger than the manifest says \\(${image.body.length + HUGE} bytes, not ${image.body.length}\\)`,
      ),
    );
  });

  it("refuses an archive whose manifest is not its first entry", async () => {
    const entries = await entriesOf(archive);
    const hostile = path.join(tmp, "manifest-last.tar.gz");
    await packEntries(hostile, [...entries.slice(1), entries[0]!]);
    const target = await newEmptySite();
    sites.push(target);
    await expectRefused(hostile, target, /manifest\.json is not the first entry/);
  });

  it("restores an archive written before table files had their size in the manifest", async () => {
    const older = await repack(archive, (dir) => {
      const file = path.join(dir, "manifest.json");
      const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as { tables: Record<string, { bytes?: number }> };
      for (const table of Object.values(manifest.tables)) delete table.bytes;
      fs.writeFileSync(file, JSON.stringify(manifest));
    });
    const target = await newEmptySite();
    sites.push(target);
    await restoreBackup({ database: target.database, storage: target.storage, file: older });
    expect(await contentOf(target)).toEqual(await contentOf(source));
  });

  it("refuses a file under a key that is not an original's", async () => {
    const smuggled = await repack(archive, (dir) => {
      fs.writeFileSync(path.join(dir, "images", "page.html"), "<script>alert(1)</script>");
      const file = path.join(dir, "manifest.json");
      const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as { images: Record<string, unknown> };
      manifest.images["images/page.html"] = { sha256: "", bytes: 0 };
      fs.writeFileSync(file, JSON.stringify(manifest));
    });
    const target = await newEmptySite();
    sites.push(target);
    await expectRefused(smuggled, target, /images\/page\.html is not the key of an original image/);
  });

  it("refuses an archive from a newer migration", async () => {
    const newer = await repack(archive, (dir) => {
      const file = path.join(dir, "manifest.json");
      const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as { lastMigration: string };
      manifest.lastMigration = "9999-from-the-future";
      fs.writeFileSync(file, JSON.stringify(manifest));
    });
    const target = await newEmptySite();
    sites.push(target);
    await expectRefused(newer, target, /newer version of Omanut \(migration 9999-from-the-future/);
  });

  it("refuses a database that is not empty and leaves its rows as they were", async () => {
    const before = await contentOf(restored);
    await expectRefused(archive, restored, /database is not empty/);
    expect(await contentOf(restored)).toEqual(before);
  });
});

describe.each(testEngines)("a backup's snapshot [%s]", (engine) => {
  let source: TestDatabase;
  let writer: Database;
  beforeAll(async () => {
    source = await createTestDatabase(engine);
    writer = openDatabase({ databaseUrl: source.databaseUrl, dataDir: source.dataDir });
  });
  afterAll(async () => {
    await writer.close();
    await source.drop();
  });

  it("sees one moment of the database, and writers are not held up meanwhile", async () => {
    const message = (id: string) => ({
      id,
      name: "Noa",
      email: "noa@example.com",
      message: id,
      status: "new",
      created_at: 1,
      updated_at: 1,
    });
    await writer.db.insertInto("messages").values(message("before")).execute();
    const seen: string[] = [];
    await readBackupSnapshot(source, async (snapshot) => {
      for await (const rows of snapshot.readTable("users")) expect(rows).toEqual([]);
      // Another connection (the site serving) writes while the backup reads.
      await writer.db.insertInto("messages").values(message("during")).execute();
      for await (const rows of snapshot.readTable("messages")) seen.push(...rows.map((row) => row.id as string));
    });
    expect(seen).toEqual(["before"]);
    const all = await writer.db.selectFrom("messages").select("id").orderBy("id").execute();
    expect(all.map((row) => row.id)).toEqual(["before", "during"]);
  });

  it("reads a table in pages, each starting after the last key read, single and composite", async () => {
    const now = 1;
    for (const id of ["a", "b", "c"]) {
      await writer.db
        .insertInto("artists")
        .values({ id, slug: id, name: id, bio: "", image_url: "/x.jpg", created_at: now, updated_at: now })
        .execute();
      for (const position of [0, 1, 2]) {
        await writer.db
          .insertInto("artist_styles")
          .values({ artist_id: id, position, style: `${id}${position}` })
          .execute();
      }
    }
    const pages: Record<string, string[][]> = { artists: [], artist_styles: [] };
    await readBackupSnapshot(
      source,
      async (snapshot) => {
        for await (const rows of snapshot.readTable("artists"))
          pages.artists!.push(rows.map((row) => row.id as string));
        for await (const rows of snapshot.readTable("artist_styles")) {
          pages.artist_styles!.push(rows.map((row) => row.style as string));
        }
      },
      2,
    );
    expect(pages).toEqual({
      artists: [["a", "b"], ["c"]],
      artist_styles: [["a0", "a1"], ["a2", "b0"], ["b1", "b2"], ["c0", "c1"], ["c2"]],
    });
  });
});

describe(`an archive of an older migration restored on ${otherEngine}`, () => {
  const olderMigration = "0012-artwork-facts";
  const sites: Site[] = [];
  let archive: string;

  beforeAll(async () => {
    const source = await newEmptySite();
    sites.push(source);
    const migrator = new Migrator({ db: source.database.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo(olderMigration)).error).toBeUndefined();
    await source.database.db
      .insertInto("artists")
      .values({
        id: "artist-1",
        slug: "miriam-levi",
        name: "Miriam Levi",
        bio: "Paints the sea.",
        image_url: "/images/placeholder.svg",
        created_at: 1,
        updated_at: 1,
      })
      .execute();
    archive = path.join(tmp, "older.tar.gz");
    await writeBackup({ database: source.database, storage: source.storage, out: archive });
  });
  afterAll(async () => {
    for (const site of sites) await site.drop();
  });

  it("is restored at its own migration, then migrated to the latest and indexed for search", async () => {
    const target = await newEmptySite(otherEngine);
    sites.push(target);
    const summary = await restoreBackup({ database: target.database, storage: target.storage, file: archive });
    expect(summary.manifest.lastMigration).toBe(olderMigration);
    const applied = await (target.database.db as unknown as Kysely<any>)
      .selectFrom("kysely_migration")
      .select("name")
      .execute();
    expect(
      applied
        .map((row) => row.name as string)
        .sort()
        .at(-1),
    ).toBe(Object.keys(migrations).sort().at(-1));
    install(target);
    const results = await searchCatalogue("Miriam");
    expect(results.hits?.artist.map((hit) => hit.id)).toEqual(["artist-1"]);
  });

  it("is refused by a database already further migrated, which is left as it was", async () => {
    const target = siteOf(await createTestDatabase(otherEngine));
    sites.push(target);
    const error = await restoreBackup({ database: target.database, storage: target.storage, file: archive }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(RestoreRefusedError);
    expect((error as Error).message).toMatch(/already at migration .*, newer than the archive's 0012-artwork-facts/);
    expect(await listAllRows(target.database, "artists")).toEqual([]);
  });
});

describe("originals missing from the storage, and the target storage's own", () => {
  const sites: Site[] = [];
  let archive: string;
  let kept: string;
  let lost: string;

  beforeAll(async () => {
    const source = siteOf(await createTestDatabase("sqlite"));
    sites.push(source);
    install(source);
    kept = (await storeImage(await makeImage("png", 64, 48), { prepareVariants: false })).id;
    lost = (await storeImage(await makeImage("jpeg", 64, 48), { prepareVariants: false })).id;
    await source.storage.delete([masterKey(lost)]);
    archive = path.join(tmp, "missing.tar.gz");
    const summary = await writeBackup({ database: source.database, storage: source.storage, out: archive });
    expect(summary).toMatchObject({ images: 1, missingImages: [lost] });
  });
  afterAll(async () => {
    for (const site of sites) await site.drop();
  });

  it("restores originals into S3 storage and backs them up from there alike", async () => {
    const s3 = await startTestS3();
    try {
      const target = { ...(await newEmptySite()), storage: s3.storage };
      sites.push(target);
      await restoreBackup({ database: target.database, storage: target.storage, file: archive });
      expect(await s3.storage.list("images/")).toEqual([masterKey(kept)]);
      const again = path.join(tmp, "from-s3.tar.gz");
      const summary = await writeBackup({ database: target.database, storage: target.storage, out: again });
      expect(summary).toMatchObject({ images: 1, missingImages: [lost] });
      expect(await imageChecksums(target)).toEqual(await imageChecksums(sites[0]!));
    } finally {
      await s3.stop();
    }
  });

  it("leaves nothing behind when the backup is stopped", async () => {
    const dir = fs.mkdtempSync(path.join(tmp, "stopped-"));
    const out = path.join(dir, "stopped.tar.gz");
    const source = sites[0]!;
    await expect(
      writeBackup({ database: source.database, storage: source.storage, out, signal: AbortSignal.abort() }),
    ).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuses a storage holding another picture under an original's key, then restores once it is gone", async () => {
    const target = await newEmptySite();
    sites.push(target);
    await target.storage.save(masterKey(kept), Buffer.from("another picture"), "image/webp");
    const error = await restoreBackup({ database: target.database, storage: target.storage, file: archive }).catch(
      (caught: unknown) => caught,
    );
    expect((error as Error).message).toMatch(/storage holds a different image under images\/.*\/master\.webp/);
    expect(await tableNames(target.database)).toEqual([]);

    await target.storage.delete([masterKey(kept)]);
    await restoreBackup({ database: target.database, storage: target.storage, file: archive });
    expect((await listAllRows(target.database, "media_images")).map((row) => row.id).sort()).toEqual(
      [kept, lost].sort(),
    );
    expect(await target.storage.list("images/")).toEqual([masterKey(kept)]);
  });
});
