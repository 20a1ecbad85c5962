import { createRequestHandler } from "@react-router/express";
import express from "express";
import * as build from "virtual:react-router/server-build";
import { RouterContextProvider } from "react-router";
import { clientAddressContext, pageResponseContext, setCookieContext } from "#app/lib/request-context.ts";
import { contentSecurityPolicy } from "#app/lib/csp.server.ts";
import { getConfig } from "#app/lib/config.server.ts";
import { getDb } from "#app/db/db.server.ts";
import { collectFormTokens, FORM_TOKEN_RENEW_MS } from "#app/lib/page-cache/form-tokens.server.ts";
import {
  answerFromPage,
  compressPage,
  PageCache,
  type CompressedPage,
  type Page,
  type PageAnswer,
} from "#app/lib/page-cache/page.server.ts";
import { SESSION_COOKIE } from "#app/lib/session.server.ts";
import { getPageGeneration } from "#app/models/page-generation.server.ts";

export { prepare, shutdown } from "./startup.server.ts";
export { ConfigError } from "#app/lib/config.server.ts";

/** The React Router application with the headers every response carries. */
export const app = express();
app.disable("x-powered-by");
// Behind a TLS-terminating proxy the request's protocol and address come from X-Forwarded-*
// headers. Only the hops named are trusted: "true" is the one proxy in front, so the address is
// the one that proxy saw and a forged X-Forwarded-For from the visitor changes nothing.
const trustProxy = process.env.TRUST_PROXY?.trim();
if (trustProxy === "true") app.set("trust proxy", 1);
else if (trustProxy && /^\d+$/.test(trustProxy)) app.set("trust proxy", Number(trustProxy));
else if (trustProxy && trustProxy !== "false")
  app.set(
    "trust proxy",
    trustProxy.split(",").map((part) => part.trim()),
  );

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// The admin area and the sign-in pages are one person's.
const PRIVATE_PATH = /^\/(?:admin|login|logout)(?:[/.]|$)/i;
/** A kept page is made again after this long even when nothing changed (a safety net, not a rule). */
const MAX_PAGE_AGE_MS = 60 * 60 * 1000;
const MAX_CACHE_KEY_LENGTH = 2048;

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
function getCacheKey(req: express.Request): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (PRIVATE_PATH.test(req.path) || req.originalUrl.length > MAX_CACHE_KEY_LENGTH) return null;
  if ((req.headers.cookie ?? "").includes(`${SESSION_COOKIE}=`)) return null;
  return req.originalUrl;
}

async function storePage(key: string, generation: number, page: Page): Promise<CompressedPage | null> {
  const cache = getPageCache();
  if (!cache) return null;
  const compressed = await compressPage(page);
  // A page with a form is made again when its tokens' half-day ends, so its ETag moves on with it.
  const periodEnd = page.tokenPeriod === null ? Infinity : (page.tokenPeriod + 1) * FORM_TOKEN_RENEW_MS;
  cache.set(key, { page, compressed, generation, expiresAt: Math.min(Date.now() + MAX_PAGE_AGE_MS, periodEnd) });
  return compressed;
}

function sendAnswer(res: express.Response, answer: PageAnswer, isHtml: boolean): void {
  res.statusCode = answer.status;
  for (const [name, value] of getBaseHeaders()) res.setHeader(name, value);
  if (isHtml) res.setHeader("Content-Security-Policy", policyFor(answer.scriptHashes));
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", "hit");
  res.end(answer.body ? Buffer.concat(answer.body) : undefined);
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

/**
 * The fast path, first in line: an anonymous page kept by this process and still current (the
 * database's page generation has not moved since it was made) is sent as it is, compressed once.
 * Anything else goes on to the app, which keeps what it makes when it may.
 */
export const servePageFromCache: express.RequestHandler = (req, res, next) => {
  const cache = getPageCache();
  const key = cache && getCacheKey(req);
  const entry = key ? cache.get(key) : undefined;
  if (!cache || !key || !entry) return next();
  const now = Date.now();
  if (entry.expiresAt <= now) {
    cache.delete(key);
    return next();
  }
  void readGeneration(res).then((generation) => {
    if (generation !== entry.generation) {
      if (generation !== null) cache.delete(key);
      return next();
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
};

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
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
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
  if (!PRIVATE_PATH.test(req.path)) return next();
  res.setHeader("Cache-Control", "no-store");
  const append = res.append.bind(res);
  res.append = (field: string, value?: string | string[]) =>
    field.toLowerCase() === "cache-control" ? res : append(field, value);
  next();
});

// For load balancers and uptime checks: 200 when the database answers.
app.get("/healthz", async (_req, res) => {
  try {
    await getDb().selectFrom("users").select("id").limit(1).execute();
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
    const key = getCacheKey(req);
    const generation = key === null || !getPageCache() ? null : await readGeneration(res);
    let isPersonal = false;
    context.set(pageResponseContext, {
      markPersonal: () => {
        isPersonal = true;
      },
      isPersonal: () => isPersonal,
      // Set on the response itself: a second policy header would add a policy, not change it.
      setScriptHashes: (hashes) => res.setHeader("Content-Security-Policy", policyFor(hashes)),
      store: (page) => (key === null || generation === null ? Promise.resolve(null) : storePage(key, generation, page)),
    });
    return context;
  },
});

app.all("/{*splat}", (req, res, next) => collectFormTokens(() => handleWithReactRouter(req, res, next)));
