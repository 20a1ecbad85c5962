import crypto from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import { hashSessionToken, SESSION_COOKIE } from "#app/lib/session.server.ts";
import { withE2eDatabase, type E2eEngine } from "./catalogue.ts";

/**
 * Signs in without the form: creates an administrator with a live session in the e2e server's
 * database and puts its cookie into the browser context.
 */
export async function signInAsAdmin(
  context: BrowserContext,
  baseURL: string,
  withDatabase: E2eEngine["withDatabase"] = withE2eDatabase,
): Promise<{ email: string }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const now = Date.now();
  const userId = newId();
  const email = `e2e-${userId.toLowerCase()}@example.com`;
  await withDatabase(async () => {
    await getDb()
      .insertInto("users")
      .values({ id: userId, email, password_hash: "not-a-password-hash", created_at: now, updated_at: now })
      .execute();
    await getDb()
      .insertInto("sessions")
      .values({
        id: hashSessionToken(token),
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        expires_at: now + 60 * 60 * 1000,
      })
      .execute();
  });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return { email };
}
