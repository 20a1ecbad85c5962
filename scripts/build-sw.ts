// Builds the service worker (app/sw/service-worker.ts) into build/client/sw.js, after the app's
// build: it names this build's files to precache, and a hash of them names the build, so a new
// deployment gives a new worker that replaces the old one and its caches.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build } from "vite";
import { listPublicAssets } from "./public-assets.ts";

const clientDir = path.resolve("build/client");
const assetsDir = path.join(clientDir, "assets");
/** Pages an offline visit needs, in both languages. */
const OFFLINE_PAGES = ["/saved", "/he/saved", "/offline", "/he/offline"];

if (!fs.existsSync(assetsDir)) {
  console.error("build-sw: build/client/assets is missing. Run the app's build first.");
  process.exit(1);
}
// The visitor's scripts and stylesheets only (the compressed copies are the same files): the admin
// area's stay on the server.
const assets = listPublicAssets(assetsDir);
const buildName = crypto.createHash("sha256").update(assets.join("\n")).digest("hex").slice(0, 12);

await build({
  configFile: false,
  logLevel: "warn",
  define: {
    __PRECACHE__: JSON.stringify([...OFFLINE_PAGES, ...assets]),
    __BUILD__: JSON.stringify(buildName),
  },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    lib: {
      entry: path.resolve("app/sw/service-worker.ts"),
      formats: ["iife"],
      name: "omanutWorker",
      fileName: () => "sw.js",
    },
  },
});
console.log(`Built the service worker for build ${buildName}: ${assets.length} files precached.`);
