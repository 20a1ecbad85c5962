import crypto from "node:crypto";
import { redirect } from "react-router";
import { getDb } from "#app/db/db.server.ts";

export const SESSION_COOKIE = "omanut_session";

export interface SessionUser {
  id: string;
  email: string;
  sessionId: string;
}

function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** Sessions are stored by the hash of their token, so a leaked table cannot be replayed as cookies. */
export function hashSessionToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

/** The signed-in administrator, or null. Checked against the database on every call. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 200) return null;
  const sessionId = hashSessionToken(token);
  const row = await getDb()
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id as id", "users.email as email"])
    .where("sessions.id", "=", sessionId)
    .where("sessions.expires_at", ">", Date.now())
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, sessionId } : null;
}

/** Only same-site paths are accepted as the way back after sign-in. */
export function safeRedirectPath(to: string | null | undefined, fallback = "/admin"): string {
  if (!to || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}

/**
 * The signed-in administrator; otherwise throws a redirect to /login that remembers the page.
 * Takes the loader's arguments: `url` is the page's URL, where `request.url` of a client-side
 * navigation is React Router's data URL (`.data` suffix, `_routes` parameter).
 */
export async function requireAdmin({ request, url }: { request: Request; url: URL }): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  throw redirect(`/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/** The answer to any admin write without a valid session (spec section 8). */
export const NOT_LOGGED_IN = "You must be logged in to perform this action";

/**
 * For admin actions: the signed-in administrator, or null. An action that gets null changes
 * nothing and answers 401 with NOT_LOGGED_IN — a form action returns it with the typed values,
 * so an expired session loses nothing the administrator typed.
 */
export async function getAdminForWrite(request: Request): Promise<SessionUser | null> {
  return getSessionUser(request);
}
