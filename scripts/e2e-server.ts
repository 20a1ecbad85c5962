// The server the end-to-end tests run against (started by playwright.config.ts `webServer`):
// a fresh data directory with the sample catalogue, on a fixed local port. Run by Node 24 directly.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = process.env.E2E_PORT ?? "3210";
const dataDir = path.join(root, ".tmp", "e2e-data");

if (!fs.existsSync(path.join(root, "build", "server", "index.js"))) {
  console.error("e2e-server: build/server/index.js is missing. Run npm run build first.");
  process.exit(1);
}

fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });

const child = spawn(process.execPath, ["server.ts"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SAMPLE_DATA: "true",
    ORIGIN: `http://127.0.0.1:${port}`,
  },
});

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
