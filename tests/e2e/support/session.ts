import type { BrowserContext } from "@playwright/test";
import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import { hashPassword } from "#app/lib/password.server.ts";
import { SESSION_COOKIE } from "#app/lib/session.server.ts";
import type { Membership, Role } from "#app/models/access.server.ts";
import { addMembership } from "#app/models/people.server.ts";
import { createSession } from "#app/models/sessions.server.ts";
import { withE2eDatabase, type E2eEngine } from "./catalogue.ts";

/**
 * Signs in without the form: creates an administrator with a live session in the e2e server's
 * database and puts its cookie into the browser context.
 */
export function signInAsAdmin(
  context: BrowserContext,
  baseURL: string,
  withDatabase: E2eEngine["withDatabase"] = withE2eDatabase,
  /** A real password, for tests that sign in through a form too. */
  password?: string,
): Promise<{ email: string }> {
  return signInAs(context, baseURL, { role: "operator", memberships: [], password }, withDatabase);
}

/** Signs in without the form as a new partner keeping these galleries and artists. */
export function signInAsPartner(
  context: BrowserContext,
  baseURL: string,
  memberships: readonly Membership[],
  withDatabase: E2eEngine["withDatabase"] = withE2eDatabase,
): Promise<{ email: string }> {
  return signInAs(context, baseURL, { role: "partner", memberships }, withDatabase);
}

async function signInAs(
  context: BrowserContext,
  baseURL: string,
  person: { role: Role; memberships: readonly Membership[]; password?: string },
  withDatabase: E2eEngine["withDatabase"],
): Promise<{ email: string }> {
  const now = Date.now();
  const userId = newId();
  const email = `e2e-${userId.toLowerCase()}@example.com`;
  // The session is made as sign-in makes it; only the password check is skipped.
  const passwordHash = person.password ? await hashPassword(person.password) : "not-a-password-hash";
  const token = await withDatabase(async () => {
    await getDb()
      .insertInto("users")
      .values({ id: userId, email, password_hash: passwordHash, role: person.role, created_at: now, updated_at: now })
      .execute();
    for (const membership of person.memberships) await addMembership(userId, membership.kind, membership.recordId, now);
    return createSession(userId, { ipAddress: "e2e", userAgent: "playwright" }, now);
  });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
  return { email };
}
