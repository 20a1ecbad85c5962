import crypto from "node:crypto";
import { getDb } from "#app/db/db.server.ts";
import { hashSessionToken } from "#app/lib/session.server.ts";
import { hitRateLimit, type RateLimit } from "./rate-limits.server.ts";
import { getUserByEmail } from "./users.server.ts";

/**
 * One-time links, mailed to the account's address, that let a browser sign in while strangers have
 * spent the account's daily total for new browsers (docs/decisions/030-sign-in-lockout.md). A link
 * is not a sign-in: it makes the browser that opens it known, as a past sign-in would (its own
 * allowance), and the password (and code) are asked as always.
 */

const MINUTE = 60 * 1000;

/** A mailed link works once, this long. */
export const SIGN_IN_LINK_LIFETIME_MS = 30 * MINUTE;
/**
 * At most one mail per account this often; no cap that closes: whenever one is asked for, the
 * mailbox holds a link valid for at least 25 more minutes, however often strangers ask.
 */
export const SIGN_IN_LINK_RESEND_MS = 5 * MINUTE;
/** Links asked for from one address: bounds the mails and the work a stranger can cause. */
export const SIGN_IN_LINK_ADDRESS_LIMIT = { max: 5, windowMs: 60 * MINUTE } satisfies RateLimit;

export type SignInLinkRequest =
  /** `link` is null when nothing is to be mailed (no such account, or a link went out moments ago). */
  | { kind: "accepted"; link: { token: string; email: string; expiresAt: number } | null }
  | { kind: "too-many"; retryAfterMs: number };

/**
 * Asks for a link for `email` from `ipAddress`. The answer is the same whether the account exists
 * or not; only a new link's token (256 bits, stored as its SHA-256) is returned, to be mailed.
 */
export async function createSignInLink(input: {
  email: string;
  ipAddress: string;
  now?: number;
}): Promise<SignInLinkRequest> {
  const now = input.now ?? Date.now();
  const limit = await hitRateLimit(`sign-in-link:${input.ipAddress.slice(0, 100)}`, SIGN_IN_LINK_ADDRESS_LIMIT, now);
  if (!limit.isAllowed) return { kind: "too-many", retryAfterMs: limit.retryAfterMs };
  const user = input.email.length <= 320 ? await getUserByEmail(input.email) : null;
  if (!user) return { kind: "accepted", link: null };
  const db = getDb();
  await db.deleteFrom("sign_in_links").where("user_id", "=", user.id).where("expires_at", "<=", now).execute();
  const recent = await db
    .selectFrom("sign_in_links")
    .select("id")
    .where("user_id", "=", user.id)
    .where("created_at", ">", now - SIGN_IN_LINK_RESEND_MS)
    .limit(1)
    .executeTakeFirst();
  if (recent) return { kind: "accepted", link: null };
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = now + SIGN_IN_LINK_LIFETIME_MS;
  await db
    .insertInto("sign_in_links")
    .values({ id: hashSessionToken(token), user_id: user.id, created_at: now, expires_at: expiresAt, used_at: null })
    .execute();
  return { kind: "accepted", link: { token, email: user.email, expiresAt } };
}

/** Whether a link's token is still good (shown before it is used, so a mail scanner's visit spends nothing). */
export async function isSignInLinkValid(token: string | null | undefined, now = Date.now()): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const row = await getDb()
    .selectFrom("sign_in_links")
    .select("id")
    .where("id", "=", hashSessionToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses up a link: the account it is for, or null when it is unknown, used or expired. One statement
 * decides, so two requests with the same link cannot both pass; the account's other links go too.
 */
export async function consumeSignInLink(
  token: string | null | undefined,
  now = Date.now(),
): Promise<{ userId: string; email: string } | null> {
  if (!token || token.length > 100) return null;
  const db = getDb();
  const used = await db
    .updateTable("sign_in_links")
    .set({ used_at: now })
    .where("id", "=", hashSessionToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  if (!used) return null;
  await db
    .updateTable("sign_in_links")
    .set({ used_at: now })
    .where("user_id", "=", used.user_id)
    .where("used_at", "is", null)
    .execute();
  const user = await db.selectFrom("users").select("email").where("id", "=", used.user_id).executeTakeFirst();
  return user ? { userId: used.user_id, email: user.email } : null;
}
