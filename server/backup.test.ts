// `npm run backup` and `npm run restore` as an operator runs them: a site on SQLite backed up by the
// script, restored by the script into a database of the other engine (PostgreSQL when
// TEST_DATABASE_URL is set), and the two served side by side give the same pages and pictures.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, setDatabase } from "#app/db/db.server.ts";
import { mediaImageUrl } from "#app/lib/image-variants.ts";
import { setStorage } from "#app/lib/storage/get-storage.server.ts";
import { LocalStorage } from "#app/lib/storage/local-storage.server.ts";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { storeImage } from "#app/models/media.server.ts";
import { approveReview, createVisitorReview } from "#app/models/reviews.server.ts";
import { makeImage } from "#tests/support/image-fixtures.ts";
import { freePort, runServer, waitForHealth, type ServerProcess } from "#tests/support/server-process.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "#tests/support/test-database.ts";

const otherEngine = testEngines.includes("postgres") ? "postgres" : "sqlite";

interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

function envOf(database: TestDatabase): Record<string, string> {
  return { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? "" };
}

function runScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const child = spawn(process.execPath, [path.resolve("scripts", script), ...args], {
    env: { ...process.env, SAMPLE_DATA: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, stdout, stderr })));
}

interface Instance {
  base: string;
  process: ServerProcess;
}

async function startInstance(database: TestDatabase): Promise<Instance> {
  const port = await freePort();
  // One public origin for both, as a moved site keeps its address.
  const process = runServer({
    ...envOf(database),
    PORT: String(port),
    SAMPLE_DATA: "false",
    ORIGIN: "https://art.example.com",
  });
  await waitForHealth(port, process.output);
  return { base: `http://127.0.0.1:${port}`, process };
}

/**
 * A page as the visitor sees it. Left out: what differs from one view or server to the next whatever
 * the data (signed form tokens, script nonces), and the loader data streamed
 * for hydration, whose encoding differs by engine (node:sqlite's rows are null-prototype objects).
 */
function normalised(html: string): string {
  return html
    .replace(/name="formToken" value="[^"]*"/g, 'name="formToken" value=""')
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/streamController\.enqueue\(.*?\);<\/script>/gs, "streamController.enqueue();</script>");
}

describe(`npm run backup on SQLite, npm run restore on ${otherEngine}`, () => {
  let source: TestDatabase;
  let target: TestDatabase;
  let archive: string;
  let backup: ScriptRun;
  let restore: ScriptRun;
  const instances: Instance[] = [];
  const pages: string[] = [];
  let imageUrl = "";

  beforeAll(async () => {
    if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first (npm test does).");
    source = await createTestDatabase("sqlite");
    setDatabase(source);
    setStorage(new LocalStorage(path.join(source.dataDir, "media")));
    const image = await storeImage(await makeImage("jpeg", 900, 600), { prepareVariants: false });
    imageUrl = mediaImageUrl(image.id);
    const artist = await createArtist({ name: "Noa Backup", bio: "Paints the sea.", imageUrl, imageId: image.id });
    const gallery = await createGallery({
      name: "Harbour Rooms",
      street: "Herzl 1",
      city: "Haifa",
      hours: "10-18",
      description: "A gallery by the port.",
    });
    const artwork = await createArtwork({
      title: "Harbour Light",
      imageUrl,
      imageId: image.id,
      artistId: artist.id,
      galleryId: gallery.id,
    });
    const review = await createVisitorReview({ galleryId: gallery.id, name: "Dana", content: "Stays.", rating: 5 });
    await approveReview(review.id);
    await closeDatabase();
    pages.push(
      "/",
      "/artworks",
      `/artworks/${artwork.slug}`,
      `/artists/${artist.slug}`,
      `/galleries/${gallery.slug}`,
      "/he/artworks",
      "/search?q=harbour",
    );

    archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "omanut-backup-cli-")), "site.tar.gz");
    backup = await runScript("backup.ts", ["--out", archive], envOf(source));
    target = await createTestDatabase(otherEngine);
    restore = await runScript("restore.ts", [archive], envOf(target));
    instances.push(await startInstance(source), await startInstance(target));
  }, 180_000);

  afterAll(async () => {
    for (const instance of instances) instance.process.stop();
    await Promise.all(instances.map((instance) => instance.process.done));
    await source?.drop();
    await target?.drop();
    if (archive) fs.rmSync(path.dirname(archive), { recursive: true, force: true });
  });

  it("writes the archive and restores it, each with one line", () => {
    expect(backup).toMatchObject({ code: 0, stderr: "" });
    expect(backup.stdout).toMatch(/^Wrote .*site\.tar\.gz: \d+ rows and 1 images/);
    expect(restore).toMatchObject({ code: 0, stderr: "" });
    expect(restore.stdout).toMatch(/^Restored \d+ rows and 1 images .* on sqlite\) into the /);
  });

  it("serves the same pages and the same pictures from the restored site", async () => {
    const [before, after] = instances as [Instance, Instance];
    for (const page of pages) {
      const [a, b] = await Promise.all([fetch(before.base + page), fetch(after.base + page)]);
      expect([page, a.status]).toEqual([page, 200]);
      expect([page, b.status]).toEqual([page, 200]);
      const shown = normalised(await a.text());
      expect(shown, page).toContain("Harbour");
      expect(normalised(await b.text()), page).toEqual(shown);
    }
    const variant = `${imageUrl}/640.webp`;
    const [a, b] = await Promise.all([fetch(before.base + variant), fetch(after.base + variant)]);
    expect(a.status).toBe(200);
    expect(Buffer.from(await b.arrayBuffer())).toEqual(Buffer.from(await a.arrayBuffer()));
  });

  it("refuses to restore into the site it just filled, with one line and exit code 1", async () => {
    const again = await runScript("restore.ts", [archive], envOf(target));
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^omanut: The database is not empty \(\w+ has rows\): restore only into a new, empty database\.\n$/,
    );
    expect(again.stdout).toBe("");
  });
});
