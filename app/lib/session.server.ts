import { href } from "react-router";
import crypto from "node:crypto";
import { getConfig } from "#app/lib/config.server.ts";

/** The session cookie's name on http; on https it carries the `__Host-` prefix (sessionCookieName). */
export const SESSION_COOKIE = "omanut_session";
/** The cookie that lets a browser that signed in before keep its own sign-in allowance. */
const DEVICE_COOKIE = "omanut_device";
const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
/** The cookie of a sign-in waiting for its code (decision 028): a random token, for 5 minutes. */
const PENDING_SIGN_IN_COOKIE = "omanut_sign_in";
const PENDING_SIGN_IN_MAX_AGE_S = 5 * 60;
/** A sign-in beyond this many live sessions of one administrator ends the oldest. */
export const MAX_SESSIONS_PER_USER = 5;

function isHttps(): boolean {
  return getConfig().origin.startsWith("https:");
}

// `__Host-` makes the browser refuse the cookie unless it is Secure, host-only and for Path=/:
// no subdomain or plain-http page can plant or shadow it.
function cookieName(name: string): string {
  return isHttps() ? `__Host-${name}` : name;
}

const sessionCookieName = () => cookieName(SESSION_COOKIE);
export const deviceCookieName = () => cookieName(DEVICE_COOKIE);
export const pendingSignInCookieName = () => cookieName(PENDING_SIGN_IN_COOKIE);

/** A session ends after this long without a request (docs/decisions/008-administrator-area.md). */
export const SESSION_IDLE_TIMEOUT_MS = 60 * 60 * 1000;
/** …and this long after sign-in, however active. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Sessions are stored by the hash of their token, so a leaked table cannot be replayed as cookies. */
export function hashSessionToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

/** The stored session id the request's cookie names (whether or not it is still valid), or null. */
export function getSessionIdFromRequest(request: Request): string | null {
  const token = readCookie(request, sessionCookieName());
  if (!token || token.length > 200) return null;
  return hashSessionToken(token);
}

function cookieAttributes(maxAgeSeconds: number): string {
  const secure = isHttps() ? "; Secure" : "";
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

/** The Set-Cookie value that hands the browser a new session's token. */
export function sessionCookie(token: string): string {
  return `${sessionCookieName()}=${token}; ${cookieAttributes(SESSION_ABSOLUTE_LIFETIME_MS / 1000)}`;
}

/** The Set-Cookie value that makes the browser forget its session. */
export function clearedSessionCookie(): string {
  return `${sessionCookieName()}=; ${cookieAttributes(0)}`;
}

/** The Set-Cookie value that marks this browser as one the administrator signed in on. */
export function deviceCookie(value: string): string {
  return `${deviceCookieName()}=${value}; ${cookieAttributes(DEVICE_COOKIE_MAX_AGE_S)}`;
}

/**
 * Only same-site paths are accepted as the way back after sign-in, percent-encoded so that any
 * character typed in the address can go into a Location header.
 */
export function safeRedirectPath(to: string | null | undefined, fallback = href("/admin")): string {
  if (!to || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Control characters and backslashes let some browsers read a path as another host.
  if ([...to].some((char) => char === "\\" || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return fallback;
  try {
    const base = "http://omanut.invalid";
    const url = new URL(to, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** The Set-Cookie value that hands the browser the token of its sign-in waiting for the code. */
export function pendingSignInCookie(token: string): string {
  return `${pendingSignInCookieName()}=${token}; ${cookieAttributes(PENDING_SIGN_IN_MAX_AGE_S)}`;
}

/** The Set-Cookie value that makes the browser forget its sign-in waiting for the code. */
export function clearedPendingSignInCookie(): string {
  return `${pendingSignInCookieName()}=; ${cookieAttributes(0)}`;
}
