// `npm run bench`: the public pages side by side with nginx serving the very same gzipped bytes, on
// a catalogue of 1,000 and then of 100,000 artworks, with the page cache on and off. For each page
// it prints requests per second, p50 and p99 latency and errors at 50 connections (wrk), the ratio
// to nginx, the median of one request at a time with the page cache off (the server's own time),
// and the gzipped JavaScript the page loads; then each server process's memory after its
// runs. Then the same pages one at a time with no cache on PostgreSQL at the large size (in a
// database "omanut_bench" it makes afresh through `--postgres URL`; `--postgres off` skips it).
// A benchmark that prints figures; it asserts nothing. Installs Debian's nginx and wrk when run as
// root and they are missing. `--artworks N` sets the large size, `--duration S` each run's.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { migrateToLatest, openDatabase } from "#app/db/database.server.ts";
import { closeDatabase, getDb, setDatabase } from "#app/db/db.server.ts";
import { seedLargeCatalogue } from "#app/seed/large-catalogue.server.ts";
import { setStorage } from "#app/lib/storage/get-storage.server.ts";
import { LocalStorage } from "#app/lib/storage/local-storage.server.ts";
import { PAGE_SIZE } from "#app/lib/urls.ts";
import { localizedPath } from "#app/lib/i18n.ts";
import { pageJavaScriptBytes } from "#tests/support/page-javascript.ts";
import { runNginx } from "#tests/support/nginx.ts";
import { freePort, runServer, waitForHealth, type ServerProcess } from "#tests/support/server-process.ts";

const { values } = parseArgs({
  options: {
    artworks: { type: "string", default: "100000" },
    duration: { type: "string", default: "5" },
    small: { type: "string", default: "1000" },
    postgres: { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const SIZES = [Number(values.small), Number(values.artworks)];
const DURATION = Number(values.duration);
const CONNECTIONS = 50;
const THREADS = Math.max(1, Math.min(2, os.availableParallelism()));
/** Ten pages, each in English and in Hebrew. */
const PAGES_MEASURED = 20;
/** One request at a time with the page cache off: the time the server spends on a page. */
const SERIAL_REQUESTS = 30;
/** Load before each measured run: a page's first seconds under load (compiling, the heap growing) have a p99 of 20–150 ms. */
const WARM_UP_SECONDS = 3;

function requireTools(): void {
  const missing = ["nginx", "wrk"].filter((tool) => spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`omanut: the bench needs ${missing.join(" and ")}: apt-get install ${missing.join(" ")}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(" and ")} (apt-get)…`);
  const result = spawnSync("apt-get", ["install", "-y", ...missing], { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`omanut: installing ${missing.join(" ")} failed; install them and run the bench again.`);
    process.exit(1);
  }
}

requireTools();
if (!fs.existsSync("build/server/index.js")) {
  console.log("Building the app first…");
  if (spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

interface Pages {
  list: { label: string; path: string; lazy?: RegExp }[];
}

async function seed(dataDir: string, artworks: number, databaseUrl: string | null = null): Promise<Pages> {
  const database = openDatabase({ databaseUrl, dataDir });
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
  const db = getDb();
  // The busiest artist and gallery: the detail pages at their heaviest.
  const artist = await db
    .selectFrom("artworks")
    .innerJoin("artists", "artists.id", "artworks.artist_id")
    .select(["artists.slug", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("artists.slug")
    .orderBy("n", "desc")
    .executeTakeFirstOrThrow();
  const gallery = await db
    .selectFrom("artworks")
    .innerJoin("galleries", "galleries.id", "artworks.gallery_id")
    .select(["galleries.slug", (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy("galleries.slug")
    .orderBy("n", "desc")
    .executeTakeFirstOrThrow();
  const artwork = await db.selectFrom("artworks").select("slug").orderBy("created_at").executeTakeFirstOrThrow();
  await closeDatabase();
  console.log(
    `  loaded ${artworks.toLocaleString("en-US")} artworks in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const deepPage = Math.max(1, Math.ceil((Math.ceil(artworks / PAGE_SIZE) * 9) / 10));
  const english = [
    { label: "/", path: "/" },
    { label: "/artworks", path: "/artworks" },
    { label: `/artworks?page=${deepPage} (90%)`, path: `/artworks?page=${deepPage}` },
    { label: "artist page", path: `/artists/${artist.slug}` },
    { label: "artwork page", path: `/artworks/${artwork.slug}` },
    { label: "gallery page", path: `/galleries/${gallery.slug}` },
    { label: "/galleries", path: "/galleries" },
    // The JavaScript column counts the map's own code too, loaded when the map comes into view.
    { label: "/galleries?view=map (+ map code)", path: "/galleries?view=map", lazy: /leaflet/ },
    // Filtered and sorted lists: every request filters, counts each option and sorts.
    { label: "/artworks filtered", path: "/artworks?medium=painting&availability=for-sale&sort=price-asc" },
    {
      label: "/artworks 4 filters, deep sort",
      path: "/artworks?size=large&year_min=1990&year_max=2019&price_max=50000&sort=title&page=3",
    },
    // A word in one title in twelve (the seed's titles pair 12 adjectives with 12 nouns).
    { label: "/search", path: "/search?q=harbour" },
    // What the search field fetches as a visitor types (JSON, no scripts of its own).
    { label: "suggestions", path: "/search/suggestions?q=quiet%20ha" },
  ];
  // The same pages in Hebrew, each its own cache entry and its own scripts' weight.
  const hebrew = english.map((page) => ({
    ...page,
    label: `he: ${page.label}`,
    path: localizedPath(page.path, "he"),
  }));
  return { list: [...english, ...hebrew] };
}

interface Body {
  bytes: Buffer;
  type: string;
  encoding: string | undefined;
}

/** A page's body exactly as the app sends it to a browser that takes gzip (fetch would inflate it). */
function rawGet(url: string): Promise<Body> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
          else
            resolve({
              bytes: Buffer.concat(chunks),
              type: response.headers["content-type"] ?? "text/html; charset=utf-8",
              encoding: response.headers["content-encoding"],
            });
        });
      })
      .on("error", reject);
  });
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function parseMs(text: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(text);
  if (!match) return NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

function wrk(url: string, seconds: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", [
      `-t${THREADS}`,
      `-c${CONNECTIONS}`,
      `-d${seconds}s`,
      "--latency",
      "-H",
      "Accept-Encoding: gzip",
      url,
    ]);
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", () => {
      const errors =
        Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
        [...out.matchAll(/(?:connect|read|write|timeout) (\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
      resolve({
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
        p50: parseMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? ""),
        p99: parseMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ""),
        errors,
      });
    });
  });
}

/** nginx serving each page's gzipped bytes as the app sends them, at /p0, /p1, … */
async function startNginx(dir: string, bodies: Body[]): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const locations = bodies
    .map((body, i) => {
      fs.writeFileSync(path.join(dir, `p${i}.body`), body.bytes);
      const encoding = body.encoding ? `add_header Content-Encoding ${body.encoding}; ` : "";
      return `location = /p${i} { default_type "${body.type}"; ${encoding}add_header Vary Accept-Encoding; alias ${dir}/p${i}.body; }`;
    })
    .join("\n    ");
  const origin = `http://127.0.0.1:${port}`;
  const nginx = await runNginx(dir, {
    workers: "auto",
    connections: 1024,
    probe: `${origin}/p0`,
    http: `keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    ${locations}
  }`,
  });
  return { origin, stop: nginx.stop };
}

/** Resident memory of the server and each of its processes, in MB. */
function memory(server: ServerProcess): number[] {
  const pids = [server.pid];
  for (const task of fs.readdirSync(`/proc/${server.pid}/task`)) {
    const children = fs.readFileSync(`/proc/${server.pid}/task/${task}/children`, "utf8").trim();
    if (children) pids.push(...children.split(/\s+/).map(Number));
  }
  return pids.map((pid) => {
    const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return Math.round(Number(rss) / 1024);
  });
}

async function startApp(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const server = runServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    SAMPLE_DATA: "false",
    WORKERS: String(os.availableParallelism()),
    ...env,
  });
  await waitForHealth(port, server.output);
  return { server, origin: `http://127.0.0.1:${port}` };
}

async function stopApp(server: ServerProcess) {
  server.stop();
  await server.done;
}

/** The median time of one request at a time, in ms. */
async function serialMedian(url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SERIAL_REQUESTS; i++) {
    const started = performance.now();
    await rawGet(url);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

/** The pages one at a time with no cache on PostgreSQL: its server time beside SQLite's. */
async function measurePostgres(adminUrl: string, artworks: number): Promise<void> {
  const name = "omanut_bench";
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.log(`\nPostgreSQL at ${adminUrl} is not reachable (${(error as Error).message}); skipped.`);
    return;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-bench-pg-"));
  console.log(`\nPostgreSQL, ${artworks.toLocaleString("en-US")} artworks`);
  try {
    const { list } = await seed(dataDir, artworks, url.href);
    const app = await startApp(dataDir, { DATABASE_URL: url.href, PAGE_CACHE_MB: "0" });
    try {
      for (const page of list) {
        await wrk(`${app.origin}${page.path}`, 1);
        const median = await serialMedian(`${app.origin}${page.path}`);
        postgresRows.push(`| ${page.label} | ${fmt(median, 1)} | ${fmt(serialOnSqlite.get(page.label) ?? NaN, 1)} |`);
      }
    } finally {
      await stopApp(app.server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: string[] = [];
const postgresRows: string[] = [];
/** The large size's one-at-a-time medians on SQLite, by page. */
const serialOnSqlite = new Map<string, number>();
const notes: string[] = [];
const medians = new Map<string, number>();
const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "–");

async function measure(artworks: number): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-bench-"));
  const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-bench-nginx-"));
  console.log(`\n${artworks.toLocaleString("en-US")} artworks`);
  const { list } = await seed(dataDir, artworks);
  try {
    const cached = await startApp(dataDir, {});
    const bodies: Body[] = [];
    for (const page of list) {
      await rawGet(`${cached.origin}${page.path}`);
      bodies.push(await rawGet(`${cached.origin}${page.path}`));
    }
    const nginx = await startNginx(nginxDir, bodies);
    const results: { page: string; nginx: Run; app: Run; js: number }[] = [];
    for (const [i, page] of list.entries()) {
      await wrk(`${cached.origin}${page.path}`, WARM_UP_SECONDS);
      const nginxRun = await wrk(`${nginx.origin}/p${i}`, DURATION);
      const appRun = await wrk(`${cached.origin}${page.path}`, DURATION);
      results.push({
        page: page.label,
        nginx: nginxRun,
        app: appRun,
        js: bodies[i]!.type.startsWith("text/html")
          ? (await pageJavaScriptBytes(cached.origin, page.path, { lazy: page.lazy })).bytes
          : NaN,
      });
      console.log(`  ${page.label}: ${fmt(appRun.rps)} req/s (nginx ${fmt(nginxRun.rps)})`);
    }
    await nginx.stop();
    // The hearts' code (and IndexedDB's) comes once the page is alive: what it adds after the first load.
    const hearts = await Promise.all(
      list
        .filter((page) => /^(?:artist|artwork|gallery) page$/.test(page.label))
        .map(async (page) => {
          const first = (await pageJavaScriptBytes(cached.origin, page.path)).bytes;
          const after = (await pageJavaScriptBytes(cached.origin, page.path, { lazy: /save-button/ })).bytes;
          return `${page.label} ${(first / 1024).toFixed(1)} → ${(after / 1024).toFixed(1)} kB`;
        }),
    );
    notes.push(
      `${artworks.toLocaleString("en-US")} artworks: JavaScript with the save hearts' code: ${hearts.join("; ")}.`,
    );
    const cachedMemory = memory(cached.server);
    await stopApp(cached.server);

    const uncached = await startApp(dataDir, { PAGE_CACHE_MB: "0" });
    const uncachedRuns: Run[] = [];
    const serialMedians: number[] = [];
    for (const page of list) {
      await wrk(`${uncached.origin}${page.path}`, WARM_UP_SECONDS);
      uncachedRuns.push(await wrk(`${uncached.origin}${page.path}`, DURATION));
      serialMedians.push(await serialMedian(`${uncached.origin}${page.path}`));
    }
    const uncachedMemory = memory(uncached.server);
    await stopApp(uncached.server);

    results.forEach(({ page, nginx: n, app, js }, i) => {
      const off = uncachedRuns[i]!;
      if (artworks === SIZES[1]) serialOnSqlite.set(page, serialMedians[i]!);
      medians.set(`${artworks}:${i}`, app.p50);
      medians.set(`${artworks}:off:${i}`, off.p50);
      rows.push(
        `| ${artworks.toLocaleString("en-US")} | ${page} | ${fmt(n.rps)} | ${fmt(app.rps)} | ${fmt((100 * app.rps) / n.rps, 1)}% | ${fmt(app.p50, 2)} | ${fmt(app.p99, 2)} | ${app.errors} | ${fmt(off.rps)} | ${fmt(off.p50, 2)} | ${fmt(off.p99, 2)} | ${off.errors} | ${fmt(serialMedians[i]!, 1)} | ${Number.isFinite(js) ? `${(js / 1024).toFixed(1)} kB` : "–"} |`,
      );
    });
    notes.push(
      `${artworks.toLocaleString("en-US")} artworks: resident memory after the runs (primary, workers): page cache on ${cachedMemory.join(", ")} MB; off ${uncachedMemory.join(", ")} MB.`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(nginxDir, { recursive: true, force: true });
  }
}

console.log(
  `Node ${process.version}, ${os.availableParallelism()} cores; wrk ${THREADS} threads, ${CONNECTIONS} connections, ${DURATION} s a run after a ${WARM_UP_SECONDS} s warm-up; gzip.`,
);
for (const size of SIZES) await measure(size);
if (values.postgres !== "off") await measurePostgres(values.postgres, SIZES[1]!);

console.log(
  "\n| Artworks | Page | nginx req/s | app req/s | app/nginx | p50 ms | p99 ms | errors | no cache req/s | p50 ms | p99 ms | errors | one at a time, no cache, p50 ms | JS gzip |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
console.log("");
for (const note of notes) console.log(note);
const [small, large] = SIZES;
for (const mode of ["", "off:"]) {
  const label = mode ? "page cache off" : "page cache on";
  const deep = (medians.get(`${large}:${mode}2`) ?? NaN) / (medians.get(`${large}:${mode}1`) ?? NaN);
  const growth = Array.from({ length: PAGES_MEASURED }, (_, i) => i).map(
    (i) => (medians.get(`${large}:${mode}${i}`) ?? NaN) / (medians.get(`${small}:${mode}${i}`) ?? NaN),
  );
  console.log(
    `${label}: deep /artworks p50 is ${fmt(deep, 2)}× the first page's; p50 at ${large!.toLocaleString("en-US")} over ${small!.toLocaleString("en-US")} artworks per page: ${growth.map((g) => fmt(g, 2)).join(", ")}.`,
  );
}
if (postgresRows.length > 0) {
  console.log(
    `\n| Page at ${SIZES[1]!.toLocaleString("en-US")} artworks, one at a time, no cache | PostgreSQL p50 ms | SQLite p50 ms |`,
  );
  console.log("|---|---|---|");
  for (const row of postgresRows) console.log(row);
}
