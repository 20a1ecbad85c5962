import crypto from "node:crypto";
import type { Transaction } from "kysely";
import { Secret, TOTP } from "otpauth";
import type { DB } from "#app/db/schema.ts";
import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import { hashSessionToken } from "#app/lib/session.server.ts";
import { normalizeEmail } from "./users.server.ts";

/**
 * Two-step sign-in with an authenticator app (docs/decisions/028-two-step-sign-in.md): TOTP as
 * every app reads it (SHA-1, 6 digits, 30 s), a code accepted one step early or late for clocks
 * that drift, and never twice: the last step used is stored and only a later one is taken.
 */
export const TOTP_SETTINGS = { algorithm: "SHA1", digits: 6, period: 30, window: 1 } as const;
/** The name the authenticator app shows beside the account. */
export const TOTP_ISSUER = "Omanut";
/** A secret being set up is forgotten after this long without its first code. */
export const SETUP_LIFETIME_MS = 30 * 60 * 1000;
/** The second step of a sign-in must be done this soon after the password. */
export const PENDING_SIGN_IN_LIFETIME_MS = 5 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
// 16 characters of 32 (about 80 bits): a leaked table of their SHA-256 cannot be reversed by guessing.
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_CODE_LENGTH = 16;

export interface TwoStepStatus {
  isOn: boolean;
  enabledAt: number | null;
  recoveryCodesLeft: number;
}

export interface TwoStepSetup {
  /** The secret in base32, as the app takes it when typed. */
  secret: string;
  /** The otpauth:// address the QR code carries. */
  uri: string;
}

function totpOf(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: TOTP_SETTINGS.algorithm,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.period,
  });
}

/** The time step a code belongs to (within one step of now), or null when it matches none. */
export function matchTotpStep(secret: string, code: string, now: number): number | null {
  const token = code.replace(/[\s-]/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret, "").validate({ token, timestamp: now, window: TOTP_SETTINGS.window });
  return delta === null ? null : TOTP.counter({ period: TOTP_SETTINGS.period, timestamp: now }) + delta;
}

/** A recovery code as stored: lowercase, without the spaces and dashes it is shown and typed with. */
function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function hashRecoveryCode(code: string): string {
  return crypto.createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}

/** Ten fresh recovery codes, grouped by four for reading ("abcd-efgh-jkmn-pqrs"). */
function generateRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
    ).join("");
    return chars.match(/.{4}/g)!.join("-");
  });
}

export async function getTwoStepStatus(userId: string): Promise<TwoStepStatus> {
  const row = await getDb()
    .selectFrom("users")
    .select(["totp_secret", "totp_enabled_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  const left = await getDb()
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return {
    isOn: Boolean(row?.totp_secret),
    enabledAt: row?.totp_enabled_at ?? null,
    recoveryCodesLeft: Number(left?.n ?? 0),
  };
}

/** The secret being set up, while it is fresh; null when none is. */
export async function getTwoStepSetup(userId: string, now = Date.now()): Promise<TwoStepSetup | null> {
  const row = await getDb()
    .selectFrom("users")
    .select(["email", "totp_pending_secret", "totp_pending_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row?.totp_pending_secret || !row.totp_pending_at || now - row.totp_pending_at > SETUP_LIFETIME_MS) return null;
  return { secret: row.totp_pending_secret, uri: totpOf(row.totp_pending_secret, row.email).toString() };
}

/**
 * Starts setting up: a new secret (160 bits) kept on the user's row until its first code confirms
 * it. Any earlier unconfirmed secret is replaced. False when two-step sign-in is on already.
 */
export async function startTwoStepSetup(userId: string, now = Date.now()): Promise<boolean> {
  const secret = new Secret({ size: 20 }).base32;
  const result = await getDb()
    .updateTable("users")
    .set({ totp_pending_secret: secret, totp_pending_at: now, updated_at: now })
    .where("id", "=", userId)
    .where("totp_secret", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function cancelTwoStepSetup(userId: string): Promise<void> {
  await getDb()
    .updateTable("users")
    .set({ totp_pending_secret: null, totp_pending_at: null })
    .where("id", "=", userId)
    .execute();
}

export type ConfirmResult = { kind: "on"; recoveryCodes: string[] } | { kind: "invalid" } | { kind: "expired" };

/**
 * Turns two-step sign-in on when `code` is right for the secret being set up: the secret becomes
 * the account's, ten recovery codes replace any earlier ones (returned, to be shown once), and
 * every other session of the account ends (`keepSessionId`, the one asking, stays).
 */
export async function confirmTwoStepSetup(
  userId: string,
  code: string,
  keepSessionId: string | null,
  now = Date.now(),
): Promise<ConfirmResult> {
  const setup = await getTwoStepSetup(userId, now);
  if (!setup) return { kind: "expired" };
  const step = matchTotpStep(setup.secret, code, now);
  if (step === null) return { kind: "invalid" };
  const recoveryCodes = generateRecoveryCodes();
  const isOn = await getDb()
    .transaction()
    .execute(async (trx) => {
      const result = await trx
        .updateTable("users")
        .set({
          totp_secret: setup.secret,
          totp_enabled_at: now,
          totp_last_step: step,
          totp_pending_secret: null,
          totp_pending_at: null,
          updated_at: now,
        })
        .where("id", "=", userId)
        .where("totp_pending_secret", "=", setup.secret)
        .where("totp_secret", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
      await trx
        .insertInto("recovery_codes")
        .values(
          recoveryCodes.map((recoveryCode) => ({
            id: newId(),
            user_id: userId,
            code_hash: hashRecoveryCode(recoveryCode),
            created_at: now,
            used_at: null,
          })),
        )
        .execute();
      await endOtherSessions(trx, userId, keepSessionId);
      return true;
    });
  return isOn ? { kind: "on", recoveryCodes } : { kind: "expired" };
}

async function endOtherSessions(trx: Transaction<DB>, userId: string, keepSessionId: string | null): Promise<void> {
  let sessions = trx.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepSessionId) sessions = sessions.where("id", "!=", keepSessionId);
  await sessions.execute();
  await trx.deleteFrom("pending_sign_ins").where("user_id", "=", userId).execute();
}

/**
 * Takes a code of the account's authenticator app: true when it is right and of a later time
 * step than any code used before (so a code seen over a shoulder cannot be used again).
 */
export async function consumeTotpCode(userId: string, code: string, now = Date.now()): Promise<boolean> {
  const row = await getDb().selectFrom("users").select("totp_secret").where("id", "=", userId).executeTakeFirst();
  if (!row?.totp_secret) return false;
  const step = matchTotpStep(row.totp_secret, code, now);
  if (step === null) return false;
  // One statement decides, so two requests with the same code cannot both pass.
  const result = await getDb()
    .updateTable("users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where("totp_secret", "=", row.totp_secret)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Takes one of the account's recovery codes: true the first time it is used, false ever after. */
export async function consumeRecoveryCode(userId: string, code: string, now = Date.now()): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== RECOVERY_CODE_LENGTH) return false;
  const result = await getDb()
    .updateTable("recovery_codes")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hashRecoveryCode(normalized))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Turns two-step sign-in off after a current code: the secret and recovery codes go, and every
 * other session of the account ends. False when the code is wrong (or used before).
 */
export async function turnOffTwoStep(
  userId: string,
  code: string,
  keepSessionId: string | null,
  now = Date.now(),
): Promise<boolean> {
  if (!(await consumeTotpCode(userId, code, now))) return false;
  await clearTwoStep(userId, keepSessionId, now);
  return true;
}

async function clearTwoStep(userId: string, keepSessionId: string | null, now: number): Promise<void> {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("users")
        .set({
          totp_secret: null,
          totp_enabled_at: null,
          totp_last_step: null,
          totp_pending_secret: null,
          totp_pending_at: null,
          updated_at: now,
        })
        .where("id", "=", userId)
        .execute();
      await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
      await endOtherSessions(trx, userId, keepSessionId);
    });
}

/**
 * For `npm run admin -- reset-2fa`: turns two-step sign-in off for a locked-out administrator
 * and ends all their sessions. "not-on" changes nothing.
 */
export async function resetTwoStep(email: string, now = Date.now()): Promise<"reset" | "not-on" | "no-user"> {
  const row = await getDb()
    .selectFrom("users")
    .select(["id", "totp_secret"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  if (!row) return "no-user";
  if (!row.totp_secret) return "not-on";
  await clearTwoStep(row.id, null, now);
  return "reset";
}

/** Starts the second step of a sign-in: a random token (256 bits) for an httpOnly cookie. */
export async function createPendingSignIn(userId: string, now = Date.now()): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await getDb()
    .transaction()
    .execute(async (trx) => {
      // Old ones are of no use: the user's own are cleared now and then rather than on a schedule.
      await trx.deleteFrom("pending_sign_ins").where("user_id", "=", userId).where("expires_at", "<=", now).execute();
      await trx
        .insertInto("pending_sign_ins")
        .values({
          id: hashSessionToken(token),
          user_id: userId,
          created_at: now,
          expires_at: now + PENDING_SIGN_IN_LIFETIME_MS,
        })
        .execute();
    });
  return token;
}

/** The sign-in waiting for its code that the token names, while it is fresh; otherwise null. */
export async function getPendingSignIn(
  token: string | null,
  now = Date.now(),
): Promise<{ id: string; userId: string; email: string } | null> {
  if (!token || token.length > 200) return null;
  const row = await getDb()
    .selectFrom("pending_sign_ins")
    .innerJoin("users", "users.id", "pending_sign_ins.user_id")
    .select(["pending_sign_ins.id as id", "users.id as userId", "users.email as email"])
    .where("pending_sign_ins.id", "=", hashSessionToken(token))
    .where("pending_sign_ins.expires_at", ">", now)
    .where("users.totp_secret", "is not", null)
    .executeTakeFirst();
  return row ?? null;
}

/** Ends a waiting sign-in; false when it was ended already (by a parallel request with another code). */
export async function deletePendingSignIn(id: string): Promise<boolean> {
  const result = await getDb().deleteFrom("pending_sign_ins").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
