// `npm run bench`: loads a catalogue of 100 and then of 100,000 artworks, and prints for /,
// /artworks, /artists/:id and /galleries/:id the requests per second and p50/p99 latency at 50
// connections (autocannon), and the gzipped JavaScript each page loads. A benchmark that prints
// figures; it asserts nothing. `--artworks N` sets the large size, `--duration S` each run's length.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { migrateToLatest, openDatabase } from "#app/db/database.server.ts";
import { closeDatabase, getDb, setDatabase } from "#app/db/db.server.ts";
import { seedLargeCatalogue } from "#app/db/sample/large-catalogue.server.ts";
import { setStorage } from "#app/lib/storage/get-storage.server.ts";
import { LocalStorage } from "#app/lib/storage/local-storage.server.ts";
import { freePort, runServer, waitForHealth } from "#tests/support/server-process.ts";

const { values } = parseArgs({
  options: { artworks: { type: "string", default: "100000" }, duration: { type: "string", default: "10" } },
});
const LARGE = Number(values.artworks);
const DURATION = Number(values.duration);

if (!fs.existsSync("build/server/index.js")) {
  console.log("Building the app first…");
  if (spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

async function seed(dataDir: string, artworks: number): Promise<{ artistPath: string; galleryPath: string }> {
  const database = openDatabase({ databaseUrl: null, dataDir });
  await migrateToLatest(database.db);
  setDatabase(database);
  setStorage(new LocalStorage(path.join(dataDir, "media")));
  const started = performance.now();
  await seedLargeCatalogue({
    artworks,
    artists: Math.max(4, Math.ceil(artworks / 50)),
    galleries: Math.min(100, Math.max(4, Math.ceil(artworks / 100))),
    dataDir,
  });
  // The busiest artist and gallery: the detail pages at their heaviest.
  const artist = await getDb()
    .selectFrom("artworks")
    .innerJoin("artists", "artists.id", "artworks.artist_id")
    .select(["artists.slug", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("artists.slug")
    .orderBy("n", "desc")
    .executeTakeFirstOrThrow();
  const gallery = await getDb()
    .selectFrom("artworks")
    .innerJoin("galleries", "galleries.id", "artworks.gallery_id")
    .select(["galleries.slug", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("galleries.slug")
    .orderBy("n", "desc")
    .executeTakeFirstOrThrow();
  await closeDatabase();
  console.log(`  loaded ${artworks} artworks in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { artistPath: `/artists/${artist.slug}`, galleryPath: `/galleries/${gallery.slug}` };
}

/** The gzipped size of every script a page loads: its module scripts and their preloads. */
async function pageJavaScript(origin: string, pagePath: string): Promise<number> {
  const html = await (await fetch(`${origin}${pagePath}`)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g)) urls.add(match[1]!);
  let total = 0;
  for (const url of urls)
    total += gzipSync(Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer())).length;
  return total;
}

async function measure(label: string, artworks: number): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-bench-"));
  console.log(`\n${label}: ${artworks.toLocaleString("en-US")} artworks`);
  const { artistPath, galleryPath } = await seed(dataDir, artworks);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = runServer({ DATA_DIR: dataDir, PORT: String(port), SAMPLE_DATA: "false" });
  try {
    await waitForHealth(port, server.output);
    console.log("  page                                  req/s     p50 ms   p99 ms   non-2xx   JS gzip");
    for (const pagePath of ["/", "/artworks", artistPath, galleryPath]) {
      const url = `${origin}${pagePath}`;
      await autocannon({ url, connections: 10, duration: 2 });
      const result = await autocannon({ url, connections: 50, duration: DURATION });
      const js = await pageJavaScript(origin, pagePath);
      console.log(
        `  ${pagePath.padEnd(36)} ${result.requests.average.toFixed(0).padStart(6)} ${String(result.latency.p50).padStart(10)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx + result.errors).padStart(9)} ${(js / 1024).toFixed(1).padStart(8)} kB`,
      );
    }
  } finally {
    server.stop();
    await server.done;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `Node ${process.version}, ${os.cpus().length} cores; 50 connections, ${DURATION} s per page after a 2 s warm-up.`,
);
await measure("Small catalogue", 100);
await measure("Large catalogue", LARGE);
