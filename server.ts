// The production and development server: static files, compression, graceful shutdown, and the
// React Router app (server/app.ts, bundled into build/server/index.js by `react-router build`).
// Node 24 runs this file directly (type stripping).
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { ViteDevServer } from "vite";
import type { AppConfig } from "#app/lib/config.server.ts";

/** What build/server/index.js (server/app.ts) exports. */
interface ServerModule {
  app: express.Express;
  securityHeaders: express.RequestHandler;
  servePageFromCache: express.RequestHandler;
  prepare(): Promise<AppConfig>;
  shutdown(): Promise<void>;
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

async function main() {
  const { module, vite } = await loadApp();
  let config: AppConfig;
  try {
    config = await module.prepare();
  } catch (error) {
    await module.shutdown().catch(() => {});
    await vite?.close();
    fail(error instanceof Error ? error.message : String(error));
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
    // Fingerprinted build assets never change under their name.
    server.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
    server.use(express.static("build/client", { maxAge: "1h" }));
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
  listener.on("listening", () =>
    console.log(`Omanut is serving ${config.origin} (listening on ${config.host}:${config.port})`),
  );

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    console.log(`${signal} received: finishing requests in flight`);
    const force = setTimeout(() => {
      console.error("omanut: requests still open after 10 s, closing them");
      listener.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Stop accepting, let requests in flight finish, then close the database.
    listener.close(async () => {
      await vite?.close();
      await module.shutdown();
      console.log("Stopped.");
      process.exit(0);
    });
    listener.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
