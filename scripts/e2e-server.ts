// A server the end-to-end tests run against (started by scripts/e2e-servers.ts, which Playwright's
// `webServer` runs, once per server of tests/e2e/support/servers.ts): the built app on a fixed
// local port with a data directory wiped at start. Run by Node 24 directly. Without settings it is
// the main test server (port 3210, .tmp/e2e-data, the sample catalogue); the environment makes the
// others:
//   E2E_PORT          the port (default 3210)
//   E2E_DATA_DIR      the data directory, a folder named e2e-* since it is wiped (default .tmp/e2e-data)
//   SAMPLE_DATA       "false" for a server without the sample catalogue (default "true")
//   E2E_SAMPLE_CACHE  "false" to generate the sample catalogue at every start (see below)
//   E2E_DATABASE_URL  a PostgreSQL database to use instead of SQLite; it is dropped and created anew
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = process.env.E2E_PORT || "3210";
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR || path.join(".tmp", "e2e-data"));
const sampleData = process.env.SAMPLE_DATA || "true";
const isCacheEnabled = sampleData === "true" && process.env.E2E_SAMPLE_CACHE !== "false";
const serverBuild = path.join(root, "build", "server");

function fail(message: string): never {
  console.error(`e2e-server: ${message}`);
  process.exit(1);
}

if (!/^\d{1,5}$/.test(port)) fail(`E2E_PORT must be a port number, got "${port}".`);
// The folder is deleted at every start: never a folder that could hold anything else.
if (!path.basename(dataDir).startsWith("e2e-")) fail(`E2E_DATA_DIR must be a folder named e2e-*, got "${dataDir}".`);
if (!fs.existsSync(path.join(serverBuild, "index.js"))) {
  fail("build/server/index.js is missing. Run npm run build first.");
}

const databaseUrl = process.env.E2E_DATABASE_URL || "";

function serverEnv(serverPort: string, serverDataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: serverPort,
    HOST: "127.0.0.1",
    DATA_DIR: serverDataDir,
    SAMPLE_DATA: sampleData,
    ORIGIN: `http://127.0.0.1:${serverPort}`,
    // Tests send X-Forwarded-For to act as visitors of their own, so per-address limits don't collide.
    TRUST_PROXY: "true",
    // One process: the tests count what one process queues and limits (uploads, image work).
    WORKERS: "1",
    // No network: the tests store the exchange rates they need (`npm run fx -- set`).
    FX_RATES_URL: "off",
    FX_FALLBACK_URL: "off",
  };
}

// The sample catalogue's pictures and their sizes take the main server some 3 minutes to make. So the
// first start of a build keeps a copy of the catalogue it loaded, under .tmp/e2e-sample-cache/{hash
// of build/server}, and later starts copy that into the wiped data folder instead. The server
// bundle holds the migrations and the sample catalogue, so a build that changes them misses.

function buildHash(): string {
  const hash = crypto.createHash("sha256");
  const files = (fs.readdirSync(serverBuild, { recursive: true }) as string[]).sort();
  for (const file of files) {
    const full = path.join(serverBuild, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update("\0").update(fs.readFileSync(full)).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

function freePort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(String(free)));
    });
  });
}

/**
 * Starts the server on `folder` and a private port until it has loaded the catalogue and made every
 * size of its pictures, then stops it. Sizes made on demand during the tests kept the browser's six
 * connections busy on a loaded machine, and a page's own data requests waited behind them for over 15 s.
 */
async function loadSampleCatalogue(folder: string): Promise<void> {
  const loader = spawn(process.execPath, ["server.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    env: serverEnv(await freePort(), folder),
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    loader.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
      if (output.includes("Made every size of the sample pictures")) {
        loader.kill("SIGTERM");
        output = "";
      }
    });
    loader.on("error", reject);
    loader.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`the server loading the sample catalogue exited with ${code}`)),
    );
  });
}

async function prepareDataDir(): Promise<void> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!isCacheEnabled) {
    fs.mkdirSync(dataDir, { recursive: true });
    return;
  }
  const cacheRoot = path.join(path.dirname(dataDir), "e2e-sample-cache");
  const cached = path.join(cacheRoot, buildHash());
  if (!fs.existsSync(cached)) {
    const building = `${cached}.${process.pid}`;
    fs.rmSync(building, { recursive: true, force: true });
    await loadSampleCatalogue(building);
    // Only the current build's copy is kept.
    for (const old of fs.existsSync(cacheRoot) ? fs.readdirSync(cacheRoot) : []) {
      const oldPath = path.join(cacheRoot, old);
      if (oldPath !== building) fs.rmSync(oldPath, { recursive: true, force: true });
    }
    fs.renameSync(building, cached);
  }
  fs.cpSync(cached, dataDir, { recursive: true });
}

/** A fresh, empty PostgreSQL database at E2E_DATABASE_URL (its server's postgres database creates it). */
async function prepareDatabase(): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^omanut_e2e_\w+$/.test(name)) fail(`E2E_DATABASE_URL must name a database omanut_e2e_*, got "${name}".`);
  url.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

await prepareDataDir().catch((error: Error) => fail(`cannot prepare ${dataDir}: ${error.message}`));
if (databaseUrl)
  await prepareDatabase().catch((error: Error) => fail(`cannot prepare ${databaseUrl}: ${error.message}`));

const child = spawn(process.execPath, ["server.ts"], { cwd: root, stdio: "inherit", env: serverEnv(port, dataDir) });

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on("error", (error) => {
  console.error(`e2e-server: cannot start the server: ${error.message}`);
  process.exit(1);
});

child.on("exit", (code, signal) => {
  process.exit(code ?? (signal ? 128 + (signal === "SIGINT" ? 2 : 15) : 1));
});
