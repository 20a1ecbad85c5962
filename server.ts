// The production and development server: static files, compression, graceful shutdown, and the
// React Router app (server/app.ts, bundled into build/server/index.js by `react-router build`).
// In production one primary process migrates, then runs WORKERS server processes on the same port
// and replaces any that dies. Node 24 runs this file directly (type stripping).
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DatabaseSync } from "node:sqlite";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, { type ErrorRequestHandler } from "express";
import type { ViteDevServer } from "vite";
import type { AppConfig } from "#app/lib/config.server.ts";

/** What build/server/index.js (server/app.ts) exports. */
interface ServerModule {
  app: express.Express;
  securityHeaders: express.RequestHandler;
  servePageFromCache: express.RequestHandler;
  prepare(role?: "single" | "primary" | "worker"): Promise<AppConfig>;
  shutdown(): Promise<void>;
  handOver(): Promise<void>;
}

const isDev = process.argv.includes("--dev");
const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  console.error(`omanut: ${message}`);
  process.exit(1);
}

async function loadApp(): Promise<{ module: ServerModule; vite: ViteDevServer | undefined }> {
  if (!isDev) {
    // React and React Router pick their production builds from this when the build is loaded:
    // without it every page renders with the development build, several times slower.
    process.env.NODE_ENV ??= "production";
    // A variable path keeps TypeScript from resolving the build, which may not exist yet.
    const buildPath = "./build/server/index.js";
    return { module: (await import(buildPath)) as ServerModule, vite: undefined };
  }
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  return { module: (await vite.ssrLoadModule("./server/app.ts")) as ServerModule, vite };
}

/**
 * Workers closing SQLite at the same moment may each see the other still open, and then neither
 * folds the write-ahead log back; one last open and close, alone, does.
 */
function foldSqliteLog(config: AppConfig): void {
  const file = path.join(config.dataDir, "omanut.sqlite");
  if (config.databaseUrl || !existsSync(file)) return;
  try {
    const database = new DatabaseSync(file);
    // A connection that reads nothing never opens the log, and so never folds it on close.
    database.prepare("select count(*) from sqlite_master").get();
    database.close();
  } catch {
    // The log stays and SQLite replays it on the next start: nothing is lost.
  }
}

/**
 * glibc's allocator settings, which it reads only as a process starts: two arenas rather than one
 * per thread (libvips' and the thread pool's), and freed blocks over 128 kB handed back to the
 * system at once, not kept for reuse: without them an idle process kept its image work's peak.
 */
const ALLOCATOR_DEFAULTS = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_TRIM_THRESHOLD_: "131072",
  MALLOC_MMAP_THRESHOLD_: "131072",
};

/** Starts this process again (same PID) with the allocator settings the operator did not give; workers inherit them. */
function restartWithAllocatorSettings(): void {
  if (process.platform !== "linux" || isDev || !cluster.isPrimary || !process.execve) return;
  const missing = Object.entries(ALLOCATOR_DEFAULTS).filter(([name]) => process.env[name] === undefined);
  if (missing.length === 0) return;
  const args = [process.execPath, ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)];
  try {
    process.execve(process.execPath, args, { ...process.env, ...Object.fromEntries(missing) });
  } catch (error) {
    console.error(`omanut: could not apply the allocator settings (${(error as Error).message}); going on without.`);
  }
}

const WORKER_SEMI_SPACE_MB = 8;
/** Far above what a worker keeps (about 40 MB after a collection, the page cache being outside it). */
const WORKER_OLD_SPACE_MB = 192;
/** A worker that dies this soon after it started, this many times in a row, means something is broken. */
const CRASH_WINDOW_MS = 10_000;
const MAX_QUICK_CRASHES = 5;

/**
 * The primary: migrates and loads the sample catalogue once, then starts the workers, replaces any
 * that dies, and on SIGTERM lets each finish its requests in flight before stopping.
 */
function supervise(config: AppConfig, release: () => Promise<void>): void {
  let isStopping = false;
  let quickCrashes = 0;
  const startedAt = new Map<number, number>();
  const listening = new Set<number>();
  // Each worker's memory stays bounded under load: V8 would otherwise let its young generation grow
  // to 64 MB, its old generation far past what is live while pages are rendered without the cache
  // (~130 MB more); glibc's settings come from the primary's environment. Options the operator set win.
  const givenOptions = `${process.env.NODE_OPTIONS ?? ""} ${process.execArgv.join(" ")}`;
  const unlessGiven = (option: string, value: number) =>
    new RegExp(`--${option}\\b`).test(givenOptions) ? [] : [`--${option}=${value}`];
  cluster.setupPrimary({
    execArgv: [
      ...process.execArgv,
      ...unlessGiven("max-semi-space-size", WORKER_SEMI_SPACE_MB),
      ...unlessGiven("max-old-space-size", WORKER_OLD_SPACE_MB),
    ],
  });
  // The worker that runs the timed work of the instance (the exchange rates' refresh); its replacement takes it over.
  let schedulerId: number | undefined;
  const fork = () => {
    const isScheduler = schedulerId === undefined;
    const worker = cluster.fork({
      OMANUT_WORKER: "1",
      OMANUT_SCHEDULER: isScheduler ? "1" : "0",
    });
    if (isScheduler) schedulerId = worker.id;
    startedAt.set(worker.id, Date.now());
  };
  let hasAnnounced = false;
  cluster.on("listening", (worker) => {
    listening.add(worker.id);
    if (hasAnnounced || listening.size < config.workers) return;
    hasAnnounced = true;
    console.log(
      `Omanut is serving ${config.origin} (listening on ${config.host}:${config.port}, ${config.workers} processes)`,
    );
  });
  cluster.on("exit", (worker, code, signal) => {
    const wasListening = listening.delete(worker.id);
    if (worker.id === schedulerId) schedulerId = undefined;
    if (isStopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        // The primary's own background work (image sizes) ends and lets go of the database first.
        void release()
          .catch(() => {})
          .finally(() => {
            foldSqliteLog(config);
            if (!process.exitCode) console.log("Stopped.");
            process.exit();
          });
      }
      return;
    }
    // A worker that never listened failed to start (the port is taken, the database is gone): the
    // same would happen to its replacement, so the whole server stops with its message.
    if (!wasListening) {
      stopAll();
      process.exitCode = code || 1;
      return;
    }
    quickCrashes = Date.now() - (startedAt.get(worker.id) ?? 0) < CRASH_WINDOW_MS ? quickCrashes + 1 : 0;
    if (quickCrashes >= MAX_QUICK_CRASHES) {
      console.error(`omanut: server processes keep dying (${MAX_QUICK_CRASHES} in a row); stopping.`);
      stopAll();
      process.exitCode = 1;
      return;
    }
    console.error(`omanut: a server process died (${signal ?? `exit code ${code}`}); starting another.`);
    fork();
  });
  const stopAll = () => {
    isStopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    if (Object.keys(cluster.workers ?? {}).length === 0) void release().finally(() => process.exit());
  };
  const stop = (signal: string) => {
    if (isStopping) return;
    console.log(`${signal} received: finishing requests in flight`);
    stopAll();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let i = 0; i < config.workers; i++) fork();
}

async function main() {
  restartWithAllocatorSettings();
  const isWorker = cluster.isWorker;
  const { module, vite } = await loadApp();
  let config: AppConfig;
  try {
    config = await module.prepare(vite ? "single" : isWorker ? "worker" : "primary");
  } catch (error) {
    await module.shutdown().catch(() => {});
    await vite?.close();
    fail(error instanceof Error ? error.message : String(error));
  }
  if (!vite && !isWorker && config.workers > 1) {
    // The primary serves nothing itself: it lets go of the database and watches the workers.
    await module.handOver();
    supervise(config, module.shutdown);
    return;
  }

  const server = express();
  server.disable("x-powered-by");
  // Kept pages go out before anything else looks at the request: they are compressed already.
  if (!vite) server.use(module.servePageFromCache);
  server.use(compression());

  if (vite) {
    server.use(vite.middlewares);
    server.use(async (req, res, next) => {
      try {
        const fresh = (await vite.ssrLoadModule("./server/app.ts")) as ServerModule;
        return fresh.app(req, res, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    server.use(module.securityHeaders);
    // The build compressed its files once (scripts/compress-assets.ts): brotli, else gzip, as sent.
    const precompressed = { enableBrotli: true, orderPreference: ["br", "gzip"], index: false };
    // Fingerprinted build assets never change under their name.
    server.use(
      "/assets",
      expressStaticGzip("build/client/assets", { ...precompressed, serveStatic: { immutable: true, maxAge: "1y" } }),
    );
    // Only a name with an extension may be a file: a page's address costs no look on the disk.
    const serveFile = expressStaticGzip("build/client", {
      ...precompressed,
      serveStatic: {
        maxAge: "1h",
        // The service worker is looked at again on every visit: a new deployment replaces it at once.
        setHeaders: (res, file) => {
          if (path.basename(file) === "sw.js") res.setHeader("Cache-Control", "no-cache");
        },
      },
    });
    server.use((req, res, next) => (/\.\w+$/.test(req.path) ? serveFile(req, res, next) : next()));
    server.use(module.app);
  }

  // Anything that fails outside React Router: a plain answer, never a stack trace.
  const handleError: ErrorRequestHandler = (error, _req, res, _next) => {
    const status = typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) console.error(error);
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Not Found" : "Something went wrong");
  };
  server.use(handleError);

  const listener = server.listen(config.port, config.host);
  listener.on("error", (error: NodeJS.ErrnoException) => {
    const reason = error.code === "EADDRINUSE" ? `port ${config.port} is already in use` : error.message;
    module.shutdown().finally(() => fail(`cannot listen on ${config.host}:${config.port}: ${reason}`));
  });
  listener.on("listening", () => {
    if (!isWorker) console.log(`Omanut is serving ${config.origin} (listening on ${config.host}:${config.port})`);
  });

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    if (!isWorker) console.log(`${signal} received: finishing requests in flight`);
    const force = setTimeout(() => {
      console.error("omanut: requests still open after 10 s, closing them");
      listener.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting, let requests in flight finish, then close the database.
    listener.close(async () => {
      await vite?.close();
      await module.shutdown();
      if (!isWorker) console.log("Stopped.");
      process.exit(0);
    });
    listener.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
