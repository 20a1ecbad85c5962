import type { BrowserContext } from "@playwright/test";
import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import { hashPassword } from "#app/lib/password.server.ts";
import { SESSION_COOKIE } from "#app/lib/session.server.ts";
import { createSession } from "#app/models/sessions.server.ts";
import { withE2eDatabase, type E2eEngine } from "./catalogue.ts";

/**
 * Signs in without the form: creates an administrator with a live session in the e2e server's
 * database and puts its cookie into the browser context.
 */
export async function signInAsAdmin(
  context: BrowserContext,
  baseURL: string,
  withDatabase: E2eEngine["withDatabase"] = withE2eDatabase,
  /** A real password, for tests that sign in through a form too. */
  password?: string,
  /** A partner's galleries and artists instead of an operator's whole site. */
  memberships?: readonly { kind: "gallery" | "artist"; id: string }[],
): Promise<{ email: string }> {
  const now = Date.now();
  const userId = newId();
  const email = `e2e-${userId.toLowerCase()}@example.com`;
  // The session is made as sign-in makes it; only the password check is skipped.
  const passwordHash = password ? await hashPassword(password) : "not-a-password-hash";
  const token = await withDatabase(async () => {
    await getDb()
      .insertInto("users")
      .values({
        id: userId,
        email,
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
        role: memberships ? "partner" : "operator",
      })
      .execute();
    for (const membership of memberships ?? []) {
      await getDb()
        .insertInto("memberships")
        .values({ user_id: userId, record_kind: membership.kind, record_id: membership.id, created_at: now })
        .execute();
    }
    return createSession(userId, { ipAddress: "e2e", userAgent: "playwright" }, now);
  });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return { email };
}

/** Signs a gallery's or artist's partner in without the form (see signInAsAdmin). */
export function signInAsPartner(
  context: BrowserContext,
  baseURL: string,
  memberships: readonly { kind: "gallery" | "artist"; id: string }[],
): Promise<{ email: string }> {
  return signInAsAdmin(context, baseURL, withE2eDatabase, undefined, memberships);
}
