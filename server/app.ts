import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { getConfig } from "#app/lib/config.server.ts";
import { getDb } from "#app/db/db.server.ts";

export { prepare, shutdown } from "./startup.server.ts";
export { ConfigError } from "#app/lib/config.server.ts";

/** The React Router application with the headers every response carries. */
export const app = express();
app.disable("x-powered-by");
// Behind a TLS-terminating proxy the request's protocol and host come from X-Forwarded-* headers,
// which React Router's origin check of form posts compares against.
if (process.env.TRUST_PROXY === "true") app.set("trust proxy", true);

app.use((_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  res.setHeader(
    "Content-Security-Policy",
    "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  );
  if (getConfig().origin.startsWith("https:")) {
    res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
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
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(req) {
      const context = new RouterContextProvider();
      context.set(clientAddressContext, req.ip ?? req.socket.remoteAddress ?? "unknown");
      return context;
    },
  }),
);
