// `npm run bench:media`: how long the variants of a 24-megapixel JPEG take, how many bytes each
// variant has against the original, and how many requests per second a cached variant serves.
// A benchmark that prints figures; it asserts nothing.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import sharp from "sharp";
import { migrateToLatest, openDatabase } from "#app/db/database.server.ts";
import { closeDatabase, setDatabase } from "#app/db/db.server.ts";
import { VARIANT_FORMATS, variantWidths } from "#app/lib/image-variants.ts";
import { setStorage } from "#app/lib/storage/get-storage.server.ts";
import { LocalStorage } from "#app/lib/storage/local-storage.server.ts";
import { getVariant, storeImage } from "#app/models/media.server.ts";
import { freePort, runServer, waitForHealth } from "#tests/support/server-process.ts";

const WIDTH = 6000;
const HEIGHT = 4000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-bench-media-"));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function photoLikeJpeg(): Promise<Buffer> {
  // A gradient scene with grain: compresses like a photograph rather than like a flat test card.
  const scene = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2b65a"/><stop offset="1" stop-color="#1e3a5f"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${WIDTH * 0.7}" cy="${HEIGHT * 0.3}" r="${HEIGHT * 0.12}" fill="#fbe7c6"/>
    <path d="M0 ${HEIGHT * 0.65} Q ${WIDTH * 0.3} ${HEIGHT * 0.5} ${WIDTH * 0.6} ${HEIGHT * 0.62} T ${WIDTH} ${HEIGHT * 0.6} V ${HEIGHT} H 0 Z" fill="#e07a5f"/></svg>`);
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 24 },
    },
  })
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: grain, blend: "overlay" }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

if (!fs.existsSync("build/server/index.js")) {
  console.log("Building the app first…");
  if (spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

const database = openDatabase({ databaseUrl: null, dataDir });
await migrateToLatest(database.db);
setDatabase(database);
setStorage(new LocalStorage(path.join(dataDir, "media")));

const original = await photoLikeJpeg();
console.log(`Original: ${WIDTH}×${HEIGHT} JPEG (${(WIDTH * HEIGHT) / 1e6} megapixels), ${kb(original.length)}`);

let started = performance.now();
const image = await storeImage(original, { prepareVariants: false });
const storeMs = performance.now() - started;
started = performance.now();
const rows: { variant: string; bytes: number }[] = [];
for (const width of variantWidths(image.width)) {
  for (const format of VARIANT_FORMATS) {
    const variant = await getVariant(image.id, width, format);
    rows.push({ variant: `${width}.${format}`, bytes: variant!.size });
  }
}
const variantsMs = performance.now() - started;
console.log(`Check, orient and store the master: ${storeMs.toFixed(0)} ms`);
console.log(
  `Make all ${rows.length} variants: ${variantsMs.toFixed(0)} ms (total ${(storeMs + variantsMs).toFixed(0)} ms)`,
);
console.log("\nVariant          bytes        share of the original");
for (const row of rows) {
  console.log(
    `${row.variant.padEnd(14)} ${kb(row.bytes).padStart(10)}   ${((row.bytes / original.length) * 100).toFixed(2)} %`,
  );
}
await closeDatabase();

const port = await freePort();
const server = runServer({ DATA_DIR: dataDir, PORT: String(port), SAMPLE_DATA: "false" });
try {
  await waitForHealth(port, server.output);
  const url = `http://127.0.0.1:${port}/media/${image.id}/640.avif`;
  await autocannon({ url, connections: 10, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections: 50, duration: 10 });
  console.log(`\nCached variant ${url.replace(/^http:\/\/[^/]+/, "")} at 50 connections for 10 s:`);
  console.log(
    `  ${result.requests.average.toFixed(0)} requests/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  console.log(`  ${result["2xx"]} responses 2xx, ${result.non2xx} other, ${result.errors} errors`);
} finally {
  server.stop();
  await server.done;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
