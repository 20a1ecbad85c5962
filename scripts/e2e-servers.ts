// Starts every end-to-end test server (tests/e2e/support/servers.ts) at once, each through
// scripts/e2e-server.ts, and says "All e2e servers are serving." once each answers /healthz
// (playwright.config.ts waits for that line). Playwright starts its webServer entries one after
// another; started together, the other servers are ready while the main one loads its catalogue.
// A port already in use, or a server that ends before it serves, ends this with a non-zero exit.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { allE2eServers, e2eServers, type E2eServer } from "../tests/e2e/support/servers.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const children: ChildProcess[] = [];
let isStopping = false;

function stopAll(signal: NodeJS.Signals): void {
  isStopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

function fail(message: string): never {
  console.error(`e2e-servers: ${message}`);
  stopAll("SIGTERM");
  process.exit(1);
}

function isPortUsed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Each line of a server's output, prefixed with its name as Playwright prefixed it. */
function relay(stream: NodeJS.ReadableStream, out: NodeJS.WriteStream, name: string): void {
  let rest = "";
  stream.on("data", (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on("end", () => rest && out.write(`[${name}] ${rest}\n`));
}

async function isServing(server: E2eServer): Promise<boolean> {
  try {
    return (await fetch(`${server.origin}/healthz`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

function start(server: E2eServer): Promise<void> {
  const child = spawn(process.execPath, ["scripts/e2e-server.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      E2E_PORT: String(server.port),
      E2E_DATA_DIR: server.dataDir,
      SAMPLE_DATA: String(server.isSampleDataEnabled),
      E2E_DATABASE_URL: server.databaseUrl ?? "",
    },
  });
  children.push(child);
  relay(child.stdout!, process.stdout, server.name);
  relay(child.stderr!, process.stderr, server.name);
  let hasExited = false;
  child.on("exit", (code, signal) => {
    hasExited = true;
    if (!isStopping) fail(`the ${server.name} server ended (${code ?? signal}).`);
  });
  return (async () => {
    while (!hasExited && !(await isServing(server))) await new Promise((resolve) => setTimeout(resolve, 250));
  })();
}

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    stopAll(signal);
    Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) =>
            child.exitCode === null && child.signalCode === null ? child.once("exit", resolve) : resolve(null),
          ),
      ),
    ).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

for (const server of allE2eServers) {
  if (await isPortUsed(server.port)) fail(`port ${server.port} (the ${server.name} server) is already in use.`);
}
// The sample server copies the catalogue the main one caches (scripts/e2e-server.ts): started after
// it serves, it finds the cache made rather than making a second one at the same time.
const mainServing = start(e2eServers.main);
await Promise.all(
  allE2eServers.map((server) =>
    server === e2eServers.main
      ? mainServing
      : server === e2eServers.sample
        ? mainServing.then(() => start(server))
        : start(server),
  ),
);
console.log("All e2e servers are serving.");
