// `npm run sample:remove` as an operator runs it: with --yes it removes the sample catalogue and
// says what it removed; without --yes and without a terminal to ask on, it refuses and removes nothing.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, setDatabase } from "#app/db/db.server.ts";
import { LocalStorage } from "#app/lib/storage/local-storage.server.ts";
import { setStorage } from "#app/lib/storage/get-storage.server.ts";
import { setAppMeta } from "#app/models/app-meta.server.ts";
import { countArtists, createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { createAdminReview } from "#app/models/reviews.server.ts";
import { SAMPLE_CATALOGUE_MARKER } from "#app/models/sample-removal.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

const LOADED_AT = 1_700_000_000_000;
let database: TestDatabase;

function sampleRemove(args: string[]) {
  // stdin from /dev/null: no terminal, as under a scheduler or in CI.
  const result = spawnSync(process.execPath, [path.resolve("scripts", "sample-remove.ts"), ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    env: { ...process.env, SAMPLE_DATA: "false", DATA_DIR: database.dataDir, DATABASE_URL: "" },
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  setDatabase(database);
  setStorage(new LocalStorage(path.join(database.dataDir, "media")));
  const artist = await createArtist(
    { name: "Sample Painter", bio: "Sample.", imageUrl: "/a.jpg" },
    { now: LOADED_AT - 9 },
  );
  const gallery = await createGallery(
    { name: "Sample Rooms", street: "1 St", city: "Haifa", description: "Sample.", hours: "10-18" },
    { now: LOADED_AT - 8 },
  );
  await createArtwork(
    { title: "Sample Canvas", imageUrl: "/b.jpg", artistId: artist.id, galleryId: gallery.id },
    { now: LOADED_AT - 7 },
  );
  await createAdminReview({ galleryId: gallery.id, name: "Dana", content: "Fine.", rating: 5 }, { now: LOADED_AT - 6 });
  await setAppMeta(SAMPLE_CATALOGUE_MARKER, String(LOADED_AT), LOADED_AT);
  await createArtist({ name: "Operator's Own", bio: "Real.", imageUrl: "/c.jpg" }, { now: LOADED_AT + 1000 });
}, 60_000);

afterAll(async () => {
  await closeDatabase();
  await database.drop();
});

describe("npm run sample:remove", () => {
  it("refuses without --yes when there is no terminal to ask on, removing nothing", async () => {
    const run = sampleRemove([]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("run it again with --yes");
    expect(await countArtists()).toBe(2);
  });

  it("removes the sample catalogue with --yes, says what it removed, and keeps the operator's artist", async () => {
    const run = sampleRemove(["--yes"]);
    expect([run.code, run.stderr]).toEqual([0, ""]);
    expect(run.stdout).toContain("Removed 1 artist, 1 artwork, 1 gallery, 1 review, 0 images.");
    expect(await countArtists()).toBe(1);
    const again = sampleRemove(["--yes"]);
    expect([again.code, again.stdout.trim()]).toEqual([0, "There is no sample catalogue left to remove."]);
  });
});
