import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import { BASE_LOCALE, isLocale, type Locale } from "#app/lib/i18n.ts";
import { getPasswordProblem, hashPassword, verifyPassword } from "#app/lib/password.server.ts";

export interface User {
  id: string;
  email: string;
  createdAt: number;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function getUserByEmail(
  email: string,
): Promise<(User & { passwordHash: string; isTwoStepOn: boolean }) | null> {
  const row = await getDb()
    .selectFrom("users")
    .select(["id", "email", "password_hash", "created_at", "totp_secret"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        email: row.email,
        createdAt: row.created_at,
        passwordHash: row.password_hash,
        // Two-step sign-in is on (decision 028): a right password leads to the code, not a session.
        isTwoStepOn: row.totp_secret !== null,
      }
    : null;
}

/**
 * Creates the administrator, or sets a new password for an existing one; the user's sessions end
 * when the password changes. Throws when the password is not acceptable.
 */
export async function upsertAdmin(email: string, password: string): Promise<{ user: User; isCreated: boolean }> {
  const problem = getPasswordProblem(password);
  if (problem) throw new Error(problem);
  const normalized = normalizeEmail(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized)) throw new Error(`"${email}" is not an email address.`);
  const passwordHash = await hashPassword(password);
  const now = Date.now();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const existing = await trx
        .selectFrom("users")
        .select(["id", "created_at"])
        .where("email", "=", normalized)
        .executeTakeFirst();
      if (existing) {
        await trx
          .updateTable("users")
          .set({ password_hash: passwordHash, updated_at: now })
          .where("id", "=", existing.id)
          .execute();
        await trx.deleteFrom("sessions").where("user_id", "=", existing.id).execute();
        return { user: { id: existing.id, email: normalized, createdAt: existing.created_at }, isCreated: false };
      }
      const id = newId();
      await trx
        .insertInto("users")
        .values({ id, email: normalized, password_hash: passwordHash, created_at: now, updated_at: now })
        .execute();
      return { user: { id, email: normalized, createdAt: now }, isCreated: true };
    });
}

/**
 * Makes sure the administrator named by ADMIN_EMAIL exists with ADMIN_PASSWORD. A password that
 * already matches changes nothing, so restarts keep the administrator's sessions.
 */
export async function ensureAdmin(email: string, password: string): Promise<"created" | "updated" | "unchanged"> {
  const existing = await getUserByEmail(email);
  if (existing && (await verifyPassword(password, existing.passwordHash))) return "unchanged";
  const { isCreated } = await upsertAdmin(email, password);
  return isCreated ? "created" : "updated";
}

/** Whether an operator exists: the sample catalogue's partners alone leave the site without one. */
export async function hasAnyOperator(): Promise<boolean> {
  const row = await getDb().selectFrom("users").select("id").where("role", "=", "operator").limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Creates a partner's account with `password` (checked, then hashed like every password); it keeps
 * no record until memberships are added. Throws when the password is not acceptable.
 */
export async function createPartnerAccount(email: string, password: string, now = Date.now()): Promise<User> {
  const problem = getPasswordProblem(password);
  if (problem) throw new Error(problem);
  const id = newId();
  const normalized = normalizeEmail(email);
  await getDb()
    .insertInto("users")
    .values({
      id,
      email: normalized,
      password_hash: await hashPassword(password),
      role: "partner",
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, email: normalized, createdAt: now };
}

/** The administrator's own language for the admin area (English until they choose another). */
export async function getUserLanguage(userId: string): Promise<Locale> {
  const row = await getDb().selectFrom("users").select("language").where("id", "=", userId).executeTakeFirst();
  return row && isLocale(row.language) ? row.language : BASE_LOCALE;
}

/** Sets the administrator's own language; false when no such user exists. */
export async function setUserLanguage(userId: string, language: Locale): Promise<boolean> {
  const result = await getDb()
    .updateTable("users")
    .set({ language, updated_at: Date.now() })
    .where("id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
