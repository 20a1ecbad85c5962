import { createRequestHandler } from "@react-router/express";
import express from "express";
import * as build from "virtual:react-router/server-build";
import { RouterContextProvider } from "react-router";
import { clientAddressContext, pageResponseContext, setCookieContext } from "#app/lib/request-context.ts";
import { contentSecurityPolicy } from "#app/lib/csp.server.ts";
import { getConfig } from "#app/lib/config.server.ts";
import { localeOfPath } from "#app/lib/i18n.ts";
import { withRequestLocale } from "#app/lib/locale.server.ts";
import { collectFormTokens } from "#app/lib/page-cache/form-tokens.server.ts";
import {
  answerFromPage,
  compressPage,
  PageCache,
  pageExpiresAt,
  type CompressedPage,
  type Page,
  type PageAnswer,
} from "#app/lib/page-cache/page.server.ts";
import { SESSION_COOKIE } from "#app/lib/session.server.ts";
import { requireDatabaseAnswer } from "#app/models/app-meta.server.ts";
import { getPageGeneration } from "#app/models/page-generation.server.ts";
import { getPageCacheKey, type PageCacheKey } from "#app/lib/page-cache/cache-key.ts";
import { BODY_TOO_LARGE_HEADER, getBodyLimit, normalizePath } from "#app/lib/request-body.ts";
import { logWarning } from "#app/lib/log.server.ts";
import { createRenderQueue } from "./render-queue.ts";

export { handOver, prepare, shutdown } from "./startup.server.ts";
export { ConfigError } from "#app/lib/config.server.ts";

/** The React Router application with the headers every response carries. */
export const app = express();
app.disable("x-powered-by");
const { trustProxy } = getConfig();
if (trustProxy !== false) app.set("trust proxy", trustProxy);

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// The admin area and the sign-in pages, in either language, are one person's (/he/login/code
// answers for the sign-in waiting under the browser's cookie).
const PRIVATE_PATH = /^\/(?:he\/)?(?:admin|login|logout|invite)(?:[/.]|$)/i;
const MAX_CACHE_KEY_LENGTH = 2048;

/**
 * Whether the request is for the admin area or the sign-in pages, decided once on the decoded,
 * normalized path (React Router matches `/%61dmin` as `/admin`); an undecodable path counts as private.
 */
function isPrivateRequest(req: express.Request): boolean {
  let isPrivate = privateRequests.get(req);
  if (isPrivate === undefined) {
    const path = normalizePath(req.path);
    isPrivate = path === null || PRIVATE_PATH.test(path);
    privateRequests.set(req, isPrivate);
  }
  return isPrivate;
}
const privateRequests = new WeakMap<express.Request, boolean>();

let pageCache: PageCache | null | undefined;

/** This process's page cache, or null when PAGE_CACHE_MB is 0. */
function getPageCache(): PageCache | null {
  if (pageCache === undefined) {
    const { pageCacheBytes } = getConfig();
    pageCache = pageCacheBytes > 0 ? new PageCache(pageCacheBytes) : null;
  }
  return pageCache;
}

/** Where an anonymous page view is kept, or null for a request whose answer is never kept. */
function getCacheKey(req: express.Request): PageCacheKey | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (isPrivateRequest(req) || req.originalUrl.length > MAX_CACHE_KEY_LENGTH) return null;
  if ((req.headers.cookie ?? "").includes(`${SESSION_COOKIE}=`)) return null;
  return getPageCacheKey(req.originalUrl);
}

async function storePage(
  key: string,
  generation: number,
  page: Page,
  changesAt: number,
): Promise<CompressedPage | null> {
  const cache = getPageCache();
  if (!cache) return null;
  const compressed = await compressPage(page);
  cache.set(key, { page, compressed, generation, expiresAt: pageExpiresAt(page, Date.now(), changesAt) });
  return compressed;
}

function sendAnswer(res: express.Response, answer: PageAnswer, isHtml: boolean): void {
  res.statusCode = answer.status;
  for (const [name, value] of getBaseHeaders()) res.setHeader(name, value);
  if (isHtml) res.setHeader("Content-Security-Policy", policyFor(answer.scriptHashes));
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", "hit");
  const body = answer.body ?? [];
  // Written as the stored pieces are (one writev), not copied into one buffer first.
  res.cork();
  for (const chunk of body.slice(0, -1)) res.write(chunk);
  res.end(body.at(-1));
  res.uncork();
}

/** How long a view waits to learn the page generation before going on without the cache. */
const GENERATION_WAIT_MS = 2_000;

/**
 * The page generation for this request, read once (the fast path and, on a miss, the page's
 * making share it), or null when the database does not say in time: then nothing is served from
 * the cache or kept, and the app answers (503 if the database is down).
 */
function readGeneration(res: express.Response): Promise<number | null> {
  const locals = res.locals as { pageGeneration?: Promise<number | null> };
  locals.pageGeneration ??= new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), GENERATION_WAIT_MS);
    getPageGeneration()
      .then(
        (generation) => resolve(generation),
        () => resolve(null),
      )
      .finally(() => clearTimeout(timer));
  });
  return locals.pageGeneration;
}

/** Pages being made by this process, by address: a view of the same page waits for it instead. */
const pagesInMaking = new Map<string, Promise<void>>();
/** How long a view waits for another view making the same page before making it itself. */
const MAKING_WAIT_MS = 3_000;

/** Notes that this view makes the page at `key`, until its answer is sent. */
function noteMaking(key: string, res: express.Response): void {
  let finish = () => {};
  const making = new Promise<void>((resolve) => (finish = resolve));
  pagesInMaking.set(key, making);
  res.on("close", () => {
    if (pagesInMaking.get(key) === making) pagesInMaking.delete(key);
    finish();
  });
}

/**
 * The fast path, first in line: an anonymous page kept by this process and still current (the
 * database's page generation has not moved since it was made) is sent as it is, compressed once.
 * When another view is making that page right now (after a write, many arrive at once), this one
 * waits for it rather than making it again. Anything else goes on to the app, which keeps what it
 * makes when it may.
 */
export const servePageFromCache: express.RequestHandler = (req, res, next) => {
  const cache = getPageCache();
  const cacheKey = cache && getCacheKey(req);
  if (!cache || !cacheKey) return next();
  serveKept(cache, cacheKey, req, res, next, false);
};

/** Waits (a bounded time) for the view making the page at `key`, then answers as if just arrived. */
function afterMaking(making: Promise<void>, then: () => void): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  void Promise.race([making, new Promise((resolve) => (timer = setTimeout(resolve, MAKING_WAIT_MS)))]).then(() => {
    clearTimeout(timer);
    then();
  });
}

function serveKept(
  cache: PageCache,
  cacheKey: PageCacheKey,
  req: express.Request,
  res: express.Response,
  next: express.NextFunction,
  hasWaited: boolean,
): void {
  const { key, mayStore } = cacheKey;
  // No current copy: wait for the view making one, or make it (the app keeps what it makes).
  const makeOrWait = () => {
    const making = pagesInMaking.get(key);
    if (making && !hasWaited) return afterMaking(making, () => serveKept(cache, cacheKey, req, res, next, true));
    if (!making && mayStore && req.method === "GET") noteMaking(key, res);
    next();
  };
  const entry = cache.get(key);
  if (!entry) return makeOrWait();
  const now = Date.now();
  if (entry.expiresAt <= now) {
    cache.delete(key);
    return makeOrWait();
  }
  void readGeneration(res).then((generation) => {
    if (generation === null) return next();
    if (generation !== entry.generation) {
      if (cache.get(key) === entry) cache.delete(key);
      return makeOrWait();
    }
    const answer = answerFromPage(
      entry.page,
      {
        method: req.method,
        acceptEncoding: req.headers["accept-encoding"],
        ifNoneMatch: req.headers["if-none-match"],
        now,
      },
      entry.compressed,
    );
    sendAnswer(res, answer, entry.page.isHtml);
  });
}

/** Where a write came from: its Origin header, else its Referer's origin; null when neither says. */
function getRequestSource(req: express.Request): string | null {
  const origin = req.get("origin");
  if (origin) return origin;
  const referer = req.get("referer");
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

function policyFor(scriptHashes: readonly string[]): string {
  return contentSecurityPolicy(scriptHashes, {
    isHttps: getConfig().origin.startsWith("https:"),
    isDev: import.meta.env.DEV,
  });
}

let baseHeaders: [string, string][] | undefined;

/** The headers every response carries; a page's own policy then names its inline scripts. */
function getBaseHeaders(): [string, string][] {
  baseHeaders ??= [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    // Geolocation for this site alone, asked for only when a visitor sorts galleries by distance.
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(self), interest-cohort=()"],
    ["Content-Security-Policy", policyFor([])],
    ...(getConfig().origin.startsWith("https:")
      ? [["Strict-Transport-Security", "max-age=63072000; includeSubDomains"] as [string, string]]
      : []),
  ];
  return baseHeaders;
}

/** The headers every response carries, static files included (server.ts puts this before them). */
export const securityHeaders: express.RequestHandler = (_req, res, next) => {
  for (const [name, value] of getBaseHeaders()) res.setHeader(name, value);
  next();
};
app.use(securityHeaders);

// A NUL character in the address is no page's: PostgreSQL would refuse it in a lookup (a 503).
app.use((req, res, next) => {
  if (!/%00/.test(req.originalUrl)) return next();
  res.status(400).type("text/plain").send("The address contains a character that is not allowed.");
});

// Cross-site requests change nothing: every write must come from ORIGIN, whatever its content type.
app.use((req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const { origin, hasExplicitOrigin } = getConfig();
  const source = getRequestSource(req);
  const ownOrigin = `${req.protocol}://${req.get("host")}`;
  if (source !== null && (source === origin || (!hasExplicitOrigin && source === ownOrigin))) return next();
  res
    .status(403)
    .type("text/plain")
    .send("This request did not come from this website's own pages, so it was refused and nothing was changed.");
});

// No browser or proxy may keep any answer of the admin area and the sign-in pages (pages, .data
// requests, redirects, fetches). Set once here; the route's own Cache-Control, appended later by
// the React Router adapter, is dropped so it cannot weaken it.
app.use((req, res, next) => {
  if (!isPrivateRequest(req)) return next();
  res.setHeader("Cache-Control", "no-store");
  const append = res.append.bind(res);
  res.append = (field: string, value?: string | string[]) =>
    field.toLowerCase() === "cache-control" ? res : append(field, value);
  next();
});

// Bodies are bounded before anything reads them: one over its address's limit (a visitor form's,
// an admin form's, the upload's) is refused by the form reader with 413 without being read, and
// whatever the answer left unread is discarded, up to a bound, then the connection is closed.
app.use((req, res, next) => {
  delete req.headers[BODY_TOO_LARGE_HEADER];
  if (SAFE_METHODS.has(req.method)) return next();
  const limit = getBodyLimit(normalizePath(req.path) ?? "/");
  if (Number(req.headers["content-length"] ?? 0) > limit) req.headers[BODY_TOO_LARGE_HEADER] = "1";
  res.on("finish", () => discardUnread(req, limit));
  next();
});

/** Past this much unread body after an answer, the connection is closed rather than read on. */
const MAX_DISCARD_BYTES = 16 * 1024 * 1024;

/**
 * Reads and drops what the answer left of a request body, so the client (still sending) reads the
 * answer instead of a reset connection; a body that goes on past the bound loses its connection.
 */
function discardUnread(req: express.Request, limit: number): void {
  if (req.complete || req.destroyed) return;
  const bound = Math.max(MAX_DISCARD_BYTES, 2 * limit);
  let size = 0;
  req.removeAllListeners("data");
  req.on("data", (chunk: Buffer) => {
    size += chunk.byteLength;
    if (size > bound) req.socket.destroy();
  });
  req.resume();
}

// Behind TRUST_PROXY every request names the visitor's address in X-Forwarded-For; one without it
// came past the proxy, and then anyone can name any address and escape the per-address limits.
let hasWarnedOfProxy = false;
if (trustProxy !== false) {
  app.use((req, _res, next) => {
    if (!hasWarnedOfProxy && req.path !== "/healthz" && req.headers["x-forwarded-for"] === undefined) {
      hasWarnedOfProxy = true;
      logWarning(
        "TRUST_PROXY is set but a request arrived without X-Forwarded-For: requests reach this server without passing the proxy, so a visitor can forge its address and escape the per-address limits. Unset TRUST_PROXY or let only the proxy reach the server.",
        `from ${req.socket.remoteAddress ?? "unknown"}`,
      );
    }
    next();
  });
}

// For load balancers and uptime checks: 200 when the database answers.
app.get("/healthz", async (_req, res) => {
  try {
    await requireDatabaseAnswer();
    res.status(200).type("text/plain").send("ok");
  } catch {
    res.status(503).type("text/plain").send("database unavailable");
  }
});

const handleWithReactRouter = createRequestHandler({
  // The module itself, not a function returning it: given a function, the adapter rebuilds its
  // route tables on every request.
  build,
  async getLoadContext(req, res) {
    const context = new RouterContextProvider();
    context.set(clientAddressContext, req.ip ?? req.socket.remoteAddress ?? "unknown");
    // Kept by the adapter, which appends the route's own headers to what the response already has.
    context.set(setCookieContext, (cookie) => res.append("Set-Cookie", cookie));
    // Read before the loaders run: a write that lands while the page is made leaves it out of date.
    const cacheKey = getCacheKey(req);
    const key = cacheKey?.mayStore ? cacheKey.key : null;
    const generation = key === null || !getPageCache() ? null : await readGeneration(res);
    let isPersonal = false;
    let changesAt = Infinity;
    context.set(pageResponseContext, {
      markPersonal: () => {
        isPersonal = true;
      },
      isPersonal: () => isPersonal,
      noteChangesAt: (at) => {
        if (at) changesAt = Math.min(changesAt, at.getTime());
      },
      // Set on the response itself: a second policy header would add a policy, not change it.
      setScriptHashes: (hashes) => res.setHeader("Content-Security-Policy", policyFor(hashes)),
      store: (page) =>
        key === null || generation === null ? Promise.resolve(null) : storePage(key, generation, page, changesAt),
    });
    return context;
  },
});

// Pages and their data wait their turn: SQLite answers within the turn, so two at a time keep the
// core busy; PostgreSQL's wait on the network between queries, and more of them overlap. Writes
// (an upload streams for as long as the visitor's connection takes) and stored images (sent at the
// visitor's pace) would hold a place while the core is idle, so they go straight on.
const renderQueue = createRenderQueue(getConfig().databaseUrl ? 8 : 2);
const isQueued = (req: express.Request) => SAFE_METHODS.has(req.method) && !req.path.startsWith("/media/");

// A public page's language is in its address; the admin area's is English until the
// administrator's own setting exists.
app.all("/{*splat}", (req, res, next) => {
  const handle = () =>
    withRequestLocale(localeOfPath(req.path), () => collectFormTokens(() => handleWithReactRouter(req, res, next)));
  if (!isQueued(req)) return handle();
  // The handler passes its own failures to next().
  // The admin area's pages go first: after a change (a delete) its list is reloaded, and waiting
  // behind every visitor's page kept the administrator at "Loading..." for many seconds. Without a
  // session they are a cheap redirect, so going first lets no one make costly pages jump the line.
  renderQueue.enqueue(res, () => void handle(), { isUrgent: isPrivateRequest(req) });
});
