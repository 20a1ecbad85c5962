// `npm test`: typecheck, lint, build, unit and integration tests (Vitest) and end-to-end tests
// (Playwright in Debian's Chromium). Database tests run on SQLite, and on PostgreSQL too when
// TEST_DATABASE_URL is set or a server answers on 127.0.0.1:5432.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const CHROMIUM = "/usr/bin/chromium";
const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";
const reportDir = path.resolve(".tmp/test-reports");

function fail(message: string): never {
  console.error(`omanut: ${message}`);
  process.exit(1);
}

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n▶ ${title}: ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) fail(`${title} failed (exit ${result.status ?? result.signal}).`);
}

/** Runs the steps side by side, each one's output shown whole when it ends; fails when any failed. */
async function runTogether(steps: { title: string; command: string; args: string[] }[]): Promise<void> {
  console.log(
    `\n▶ ${steps.map(({ title, command, args }) => `${title}: ${[command, ...args].join(" ")}`).join(" ‖ ")}`,
  );
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise<{ title: string; status: number | string }>((resolve) => {
          const started = Date.now();
          let output = "";
          const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
          child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
          child.on("error", (error) => (output += `${error.message}\n`));
          child.on("close", (code, signal) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n▶ ${title} (${seconds} s):\n${output.trimEnd()}`);
            resolve({ title, status: code ?? signal ?? "error" });
          });
        }),
    ),
  );
  for (const { title, status } of results) if (status !== 0) fail(`${title} failed (exit ${status}).`);
}

function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    fail(
      `Chromium is missing for the end-to-end tests: install Debian's package (sudo apt-get install -y chromium) and run npm test again.`,
    );
  }
  console.log("Chromium is missing: installing Debian's chromium package…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  if (install.status !== 0 || !fs.existsSync(CHROMIUM))
    fail("Installing Chromium failed: apt-get install -y chromium, then npm test again.");
}

/** nginx balances the two-instance test (server/instances.test.ts); without it that test is skipped. */
function ensureNginx(): void {
  if (spawnSync("sh", ["-c", "command -v nginx"]).status === 0) return;
  if (process.getuid?.() !== 0) {
    console.log("nginx is missing, so the two-instance test is skipped: sudo apt-get install -y nginx to run it.");
    return;
  }
  console.log("nginx is missing for the two-instance test: installing Debian's nginx package…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env });
  if (install.status !== 0) {
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    if (spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env }).status !== 0)
      fail("Installing nginx failed: apt-get install -y nginx, then npm test again.");
  }
}

function isPortOpen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

ensureChromium();
ensureNginx();
if (!process.env.TEST_DATABASE_URL && (await isPortOpen("127.0.0.1", 5432))) {
  process.env.TEST_DATABASE_URL = LOCAL_POSTGRES;
}
console.log(
  process.env.TEST_DATABASE_URL
    ? `Database tests run on SQLite and on PostgreSQL (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, "//…@")}).`
    : "Database tests run on SQLite only: no PostgreSQL answers on 127.0.0.1:5432 and TEST_DATABASE_URL is not set.",
);
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });

// Both mostly use one core and neither writes what the other reads: side by side on two cores.
await runTogether([
  { title: "Typecheck", command: "npm", args: ["run", "-s", "typecheck"] },
  { title: "Lint", command: "npm", args: ["run", "-s", "lint"] },
]);
run("Build", "npm", ["run", "-s", "build"]);
run("Unit and integration tests", "vitest", [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reportDir, "vitest.json")}`,
]);
run("End-to-end tests", "playwright", ["test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reportDir, "playwright.json"),
});

const unit = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number }>(
  path.join(reportDir, "vitest.json"),
);
const e2e = readJson<{ stats: { expected: number; unexpected: number; skipped: number; flaky: number } }>(
  path.join(reportDir, "playwright.json"),
);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats.expected ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats.unexpected ?? 0) + (e2e?.stats.flaky ?? 0);
const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats.skipped ?? 0);
if (passed === 0) fail("no test ran.");
console.log(`\nAll checks passed.`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0) process.exit(1);
