import { createRequestHandler } from "@react-router/express";
import express from "express";
import * as build from "virtual:react-router/server-build";
import { RouterContextProvider } from "react-router";
import { clientAddressContext, cspNonceContext, setCookieContext } from "#app/lib/request-context.ts";
import { contentSecurityPolicy, createNonce } from "#app/lib/csp.server.ts";
import { getConfig } from "#app/lib/config.server.ts";
import { getDb } from "#app/db/db.server.ts";

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

function policyFor(nonce: string): string {
  return contentSecurityPolicy(nonce, { isHttps: getConfig().origin.startsWith("https:"), isDev: import.meta.env.DEV });
}

/**
 * The headers every response carries, static files included (server.ts puts this before them).
 * Runs once per response: the nonce it makes is the one the page's scripts get.
 */
export const securityHeaders: express.RequestHandler = (_req, res, next) => {
  if (res.locals.cspNonce) return next();
  const nonce = createNonce();
  res.locals.cspNonce = nonce;
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  res.setHeader("Content-Security-Policy", policyFor(nonce));
  if (getConfig().origin.startsWith("https:"))
    res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
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

// The admin area and the sign-in pages are one person's: no browser or proxy may keep any of
// their answers (pages, .data requests, redirects, fetches). Set once here; the route's own
// Cache-Control, appended later by the React Router adapter, is dropped so it cannot weaken it.
const PRIVATE_PATH = /^\/(?:admin|login|logout)(?:[/.]|$)/i;
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

app.all(
  "/{*splat}",
  createRequestHandler({
    // The module itself, not a function returning it: given a function, the adapter rebuilds its
    // route tables on every request.
    build,
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(clientAddressContext, req.ip ?? req.socket.remoteAddress ?? "unknown");
      // Kept by the adapter, which appends the route's own headers to what the response already has.
      context.set(setCookieContext, (cookie) => res.append("Set-Cookie", cookie));
      context.set(cspNonceContext, {
        nonce: String(res.locals.cspNonce ?? ""),
        // Replaced on the response itself: a second header would add a policy, not change it.
        replaceNonce: (nonce) => res.setHeader("Content-Security-Policy", policyFor(nonce)),
      });
      return context;
    },
  }),
);
