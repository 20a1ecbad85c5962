import crypto from "node:crypto";
import { getDb } from "#app/db/db.server.ts";
import { accessOf, type Person } from "./access.server.ts";
import { BASE_LOCALE, isLocale, type Locale } from "#app/lib/i18n.ts";
import {
  getSessionIdFromRequest,
  hashSessionToken,
  MAX_SESSIONS_PER_USER,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from "#app/lib/session.server.ts";

// Refreshing last_seen_at on every request would make every page view a write.
const LAST_SEEN_GRANULARITY_MS = 60 * 1000;

/** The signed-in person: its role and memberships are read with the session, so a change holds at once. */
export interface SessionUser extends Person {
  id: string;
  email: string;
  sessionId: string;
  /** The administrator's own language for the admin area. */
  language: Locale;
}

/** The signed-in person, or null. Checked against the database on every call. */
export async function getSessionUser(request: Request, now = Date.now()): Promise<SessionUser | null> {
  const sessionId = getSessionIdFromRequest(request);
  if (!sessionId) return null;
  const row = await getDb()
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "users.id as id",
      "users.email as email",
      "users.language as language",
      "users.role as role",
      "sessions.last_seen_at as lastSeenAt",
    ])
    .where("sessions.id", "=", sessionId)
    .where("sessions.expires_at", ">", now)
    .where("sessions.last_seen_at", ">", now - SESSION_IDLE_TIMEOUT_MS)
    .executeTakeFirst();
  if (!row) return null;
  if (now - row.lastSeenAt > LAST_SEEN_GRANULARITY_MS) {
    await getDb().updateTable("sessions").set({ last_seen_at: now }).where("id", "=", sessionId).execute();
  }
  const { role, memberships } = await accessOf(row.id, row.role);
  return {
    id: row.id,
    email: row.email,
    sessionId,
    language: isLocale(row.language) ? row.language : BASE_LOCALE,
    role,
    memberships,
  };
}

/**
 * Starts a session for `userId` with a fresh random token (256 bits) and returns the token for
 * the cookie. `replacing` (the request's previous session, if any) ends in the same transaction.
 */
export async function createSession(
  userId: string,
  details: { ipAddress: string; userAgent: string | null; replacing?: string | null },
  now = Date.now(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await getDb()
    .transaction()
    .execute(async (trx) => {
      if (details.replacing) await trx.deleteFrom("sessions").where("id", "=", details.replacing).execute();
      // Expired sessions are of no use: clear the user's own now and then rather than on a schedule.
      await trx
        .deleteFrom("sessions")
        .where("user_id", "=", userId)
        .where((eb) => eb.or([eb("expires_at", "<=", now), eb("last_seen_at", "<=", now - SESSION_IDLE_TIMEOUT_MS)]))
        .execute();
      await trx
        .insertInto("sessions")
        .values({
          id: hashSessionToken(token),
          user_id: userId,
          created_at: now,
          last_seen_at: now,
          expires_at: now + SESSION_ABSOLUTE_LIFETIME_MS,
          ip_address: details.ipAddress.slice(0, 100),
          user_agent: details.userAgent?.slice(0, 300) ?? null,
        })
        .execute();
      await trx.updateTable("users").set({ last_sign_in_at: now }).where("id", "=", userId).execute();
      // Many live sessions are many stolen-cookie chances: only the newest few stay.
      const live = await trx
        .selectFrom("sessions")
        .select("id")
        .where("user_id", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("id")
        .execute();
      const ended = live.slice(MAX_SESSIONS_PER_USER).map((row) => row.id);
      if (ended.length > 0) await trx.deleteFrom("sessions").where("id", "in", ended).execute();
    });
  return token;
}

export async function deleteSession(sessionId: string): Promise<void> {
  await getDb().deleteFrom("sessions").where("id", "=", sessionId).execute();
}
