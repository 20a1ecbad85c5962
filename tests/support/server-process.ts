import { spawn } from "node:child_process";
import crypto from "node:crypto";
import net from "node:net";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

// Runs the built server (build/server/index.js through server.ts) as `npm start` does, in one
// process unless the test asks for WORKERS.
const serverScript = path.resolve("server.ts");

export interface ServerRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface ServerProcess {
  pid: number;
  done: Promise<ServerRun>;
  stop: () => void;
  output: () => string;
}

export function runServer(env: Record<string, string>, options: { killAfterMs?: number } = {}): ServerProcess {
  const child = spawn(process.execPath, [serverScript], {
    // Test servers never reach the exchange rates' publishers; a test may point them at a stand-in.
    env: { ...process.env, HOST: "127.0.0.1", WORKERS: "1", FX_RATES_URL: "off", FX_FALLBACK_URL: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const done = new Promise<ServerRun>((resolve) => child.on("exit", (code) => resolve({ code, stdout, stderr })));
  if (options.killAfterMs) setTimeout(() => child.kill("SIGKILL"), options.killAfterMs).unref();
  return { pid: child.pid!, done, stop: () => child.kill("SIGTERM"), output: () => stdout + stderr };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `withinMs`: a server loading the sample catalogue beside other busy tests needs longer. */
export async function waitForHealth(port: number, output: () => string, withinMs = 60_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer in time:\n${output()}`);
}

/** Signs in without the form: writes an administrator and a session into the server's SQLite file. */
export function createAdminSession(dataDir: string): string {
  const sqlite = new DatabaseSync(path.join(dataDir, "omanut.sqlite"));
  try {
    sqlite.exec("PRAGMA busy_timeout = 5000");
    const now = Date.now();
    const userId = crypto.randomBytes(12).toString("base64url");
    const token = crypto.randomBytes(32).toString("base64url");
    const sessionId = crypto.createHash("sha256").update(token).digest("base64url");
    sqlite
      .prepare("insert into users (id, email, password_hash, created_at, updated_at) values (?, ?, ?, ?, ?)")
      .run(userId, `${userId.toLowerCase()}@example.com`, "no-password", now, now);
    sqlite
      .prepare("insert into sessions (id, user_id, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?)")
      .run(sessionId, userId, now, now, now + 3_600_000);
    return `omanut_session=${token}`;
  } finally {
    sqlite.close();
  }
}
