import crypto from "node:crypto";
import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import { hashPassword, PASSWORD_MAX_LENGTH, verifyPassword } from "#app/lib/password.server.ts";
import { hashSessionToken } from "#app/lib/session.server.ts";
import { createSession, deleteSession } from "./sessions.server.ts";
import { getInstallationSecret } from "./installation-secrets.server.ts";
import { consumeSignInLink } from "./sign-in-links.server.ts";
import {
  consumeRecoveryCode,
  consumeTotpCode,
  createPendingSignIn,
  deletePendingSignIn,
  getPendingSignIn,
} from "./two-step.server.ts";
import { getUserByEmail, normalizeEmail } from "./users.server.ts";

const MINUTE = 60 * 1000;

/**
 * How guessing is bounded (docs/decisions/011-sign-in-throttling.md). Failures count in one of
 * three allowances, never a switch a stranger can throw for everyone:
 * - a known browser (a valid device cookie for the account): its own failures only;
 * - any other attempt: the failures from its address, whichever accounts they tried;
 * - and, from an address the account never signed in from, the account's daily total of such failures.
 * Within 15 minutes the third failure makes the next try wait 30 s, each further one doubles the
 * wait, and the fifth closes the allowance until the oldest of them is 15 minutes old.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * MINUTE,
  maxFailures: 5,
  delayAfterFailures: 3,
  firstDelayMs: 30 * 1000,
  /** Failures per account per day from browsers and addresses it never signed in from. */
  dailyNewFailures: 50,
  dayMs: 24 * 60 * MINUTE,
  /** How long an address the account signed in from keeps counting as known. */
  knownAddressMs: 30 * 24 * 60 * MINUTE,
} as const;

/** A device cookie is honoured this long after it was issued (each sign-in issues a fresh one). */
export const DEVICE_COOKIE_LIFETIME_MS = 180 * 24 * 60 * MINUTE;

// An attempt is stored as pending before its password is checked, and pending ones count as
// failures: parallel guesses see each other, so a burst cannot slip past the limit. A right
// password of an account with two-step sign-in is "code-required": neither a failure nor the
// success that would start the allowance afresh (so codes cannot be guessed between passwords).
export type SignInOutcome = "pending" | "success" | "failure" | "locked" | "code-required";
type Allowance = "device" | "known-address" | "new";

export type SignInResult =
  | { kind: "success"; token: string; userId: string; deviceCookieValue: string }
  /** The password was right; the sign-in waits for the code (pendingToken, for an httpOnly cookie). */
  | { kind: "code-required"; pendingToken: string; userId: string }
  | { kind: "invalid" }
  | { kind: "locked"; retryAfterMs: number };

// A hash to check unknown emails against, so they cost the same time as a wrong password.
let decoyHash: Promise<string> | undefined;
function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${newId()}`);
  return decoyHash;
}

const getDeviceSecret = () => getInstallationSecret("device_secret");

function signDevice(payload: string, key: crypto.KeyObject): string {
  return crypto.createHmac("sha256", key).update(`device.${payload}`).digest("base64url");
}

/** A device cookie's value: which account signed in on this browser, and when. */
async function issueDeviceCookieValue(userId: string, now: number): Promise<string> {
  const payload = `${userId}.${crypto.randomBytes(12).toString("base64url")}.${now}`;
  return `${payload}.${signDevice(payload, await getDeviceSecret())}`;
}

/** The device id of a cookie value that is genuine, recent and for `userId`; otherwise null. */
async function getTrustedDeviceId(
  value: string | null | undefined,
  userId: string,
  now: number,
): Promise<string | null> {
  if (!value || value.length > 300) return null;
  const parts = value.split(".");
  if (parts.length !== 4) return null;
  const [cookieUserId, deviceId, issuedText, signature] = parts as [string, string, string, string];
  const issuedAt = Number(issuedText);
  if (cookieUserId !== userId || !Number.isSafeInteger(issuedAt) || now - issuedAt > DEVICE_COOKIE_LIFETIME_MS)
    return null;
  const expected = Buffer.from(signDevice(`${cookieUserId}.${deviceId}.${issuedText}`, await getDeviceSecret()));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? deviceId : null;
}

async function hasSignedInFrom(email: string, ipAddress: string, now: number): Promise<boolean> {
  const row = await getDb()
    .selectFrom("sign_in_attempts")
    .select("id")
    .where("email", "=", email)
    .where("ip_address", "=", ipAddress)
    .where("outcome", "=", "success")
    .where("created_at", ">", now - SIGN_IN_LIMITS.knownAddressMs)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function startAttempt(
  attempt: { email: string; ipAddress: string; deviceId: string | null; allowance: Allowance },
  now: number,
): Promise<string> {
  const id = newId();
  await getDb()
    .insertInto("sign_in_attempts")
    .values({
      id,
      email: attempt.email,
      ip_address: attempt.ipAddress,
      device_id: attempt.deviceId,
      allowance: attempt.allowance,
      outcome: "pending",
      created_at: now,
    })
    .execute();
  return id;
}

async function finishAttempt(
  attempt: { id: string; email: string; ipAddress: string; allowance: Allowance },
  outcome: Exclude<SignInOutcome, "pending">,
  now: number,
): Promise<void> {
  // A refusal while waiting counts toward nothing: it leaves no row, so a flood adds none.
  if (outcome === "locked") await getDb().deleteFrom("sign_in_attempts").where("id", "=", attempt.id).execute();
  else await getDb().updateTable("sign_in_attempts").set({ outcome }).where("id", "=", attempt.id).execute();
  // Old attempts go now and then, with no schedule to run.
  if (Math.random() < 0.02) await pruneSignInAttempts(now);
  const { email, ipAddress, allowance } = attempt;
  // The log names the time, the address, the account tried and the allowance; never the password.
  console.info(
    `omanut: sign-in ${outcome} at ${new Date(now).toISOString()} from ${JSON.stringify(ipAddress)} for ${JSON.stringify(email)} (${allowance})`,
  );
}

/**
 * Deletes the attempts no rule reads any more: failures older than a day, and successes older than
 * the 30 days an address stays known. Returns how many.
 */
export async function pruneSignInAttempts(now = Date.now()): Promise<number> {
  const { dayMs, knownAddressMs } = SIGN_IN_LIMITS;
  const result = await getDb()
    .deleteFrom("sign_in_attempts")
    .where((eb) =>
      eb.or([
        eb("created_at", "<", now - knownAddressMs),
        eb.and([eb("outcome", "!=", "success"), eb("created_at", "<", now - dayMs)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

type Bucket =
  | { kind: "device"; deviceId: string }
  | { kind: "address"; ipAddress: string }
  | { kind: "account-new"; email: string };

function attemptsIn(bucket: Bucket) {
  const query = getDb().selectFrom("sign_in_attempts");
  if (bucket.kind === "device") return query.where("device_id", "=", bucket.deviceId);
  if (bucket.kind === "address")
    return query.where("ip_address", "=", bucket.ipAddress).where("allowance", "!=", "device");
  return query.where("email", "=", bucket.email).where("allowance", "=", "new");
}

/**
 * The times of the failures (and unfinished attempts) counted in one allowance since `since`,
 * newest first; a success in the allowance (only the password's owner has one) starts it afresh.
 */
async function listFailureTimes(bucket: Bucket, since: number, exceptId: string, limit: number): Promise<number[]> {
  const lastSuccess = await attemptsIn(bucket)
    .select((eb) => eb.fn.max("created_at").as("at"))
    .where("outcome", "=", "success")
    .where("created_at", ">", since)
    .executeTakeFirst();
  const rows = await attemptsIn(bucket)
    .select("created_at")
    .where("outcome", "in", ["failure", "pending"])
    .where("id", "!=", exceptId)
    .where("created_at", ">", Math.max(since, Number(lastSuccess?.at ?? 0)))
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => Number(row.created_at));
}

/** How long the 15-minute rule keeps this allowance waiting (0 when a try may go ahead now). */
export function waitAfterFailures(failures: readonly number[], now: number): number {
  const { windowMs, maxFailures, delayAfterFailures, firstDelayMs } = SIGN_IN_LIMITS;
  const recent = failures.filter((at) => at > now - windowMs);
  if (recent.length >= maxFailures) return recent[maxFailures - 1]! + windowMs - now;
  if (recent.length < delayAfterFailures) return 0;
  const delay = firstDelayMs * 2 ** (recent.length - delayAfterFailures);
  return Math.max(0, recent[0]! + delay - now);
}

/** How long sign-in stays refused for this attempt's allowances (0 when it may go ahead). */
async function getWaitMs(
  attempt: { email: string; ipAddress: string; deviceId: string | null; allowance: Allowance; id: string },
  now: number,
): Promise<number> {
  const { windowMs, maxFailures, dailyNewFailures, dayMs } = SIGN_IN_LIMITS;
  if (attempt.deviceId) {
    const failures = await listFailureTimes(
      { kind: "device", deviceId: attempt.deviceId },
      now - windowMs,
      attempt.id,
      maxFailures,
    );
    return waitAfterFailures(failures, now);
  }
  const byAddress = await listFailureTimes(
    { kind: "address", ipAddress: attempt.ipAddress },
    now - windowMs,
    attempt.id,
    maxFailures,
  );
  let wait = waitAfterFailures(byAddress, now);
  if (attempt.allowance === "new") {
    const byAccount = await listFailureTimes(
      { kind: "account-new", email: attempt.email },
      now - dayMs,
      attempt.id,
      dailyNewFailures,
    );
    // The daily total is full: new browsers wait until its oldest failure is a day old.
    if (byAccount.length >= dailyNewFailures) wait = Math.max(wait, byAccount[dailyNewFailures - 1]! + dayMs - now);
  }
  return wait;
}

/**
 * Checks an email and password. While the attempt's allowance is spent or waiting, refuses without
 * looking at the password (the right one too). A success starts a fresh session, ending
 * `replacingSessionId` (the request's old one), so a planted cookie never becomes signed in, and
 * hands out a device cookie value that gives this browser its own allowance next time.
 */
export async function signIn(input: {
  email: string;
  password: string;
  ipAddress: string;
  userAgent: string | null;
  replacingSessionId?: string | null;
  /** The device cookie the browser sent, if any. */
  deviceCookie?: string | null;
  now?: number;
}): Promise<SignInResult> {
  const now = input.now ?? Date.now();
  const typed = normalizeEmail(input.email);
  const email = typed.slice(0, 320);
  const ipAddress = input.ipAddress.slice(0, 100);
  // Started at once so that even the first unknown email waits no longer than a known one.
  const decoy = getDecoyHash();
  const user = typed.length <= 320 ? await getUserByEmail(typed) : null;
  const attempt = await beginAttempt({ email, ipAddress, userId: user?.id ?? null }, input.deviceCookie, now);
  const retryAfterMs = await getWaitMs(attempt, now);
  if (retryAfterMs > 0) {
    await finishAttempt(attempt, "locked", now);
    return { kind: "locked", retryAfterMs };
  }
  // Unknown emails and over-long passwords are checked against the decoy: the same answer in the same time.
  const isLengthOk = input.password.length <= PASSWORD_MAX_LENGTH;
  const hash = user && isLengthOk ? user.passwordHash : await decoy;
  const isMatch = await verifyPassword(isLengthOk ? input.password : "", hash);
  if (!user || !isLengthOk || !isMatch) {
    await finishAttempt(attempt, "failure", now);
    return { kind: "invalid" };
  }
  if (user.isTwoStepOn) {
    const pendingToken = await createPendingSignIn(user.id, now);
    await finishAttempt(attempt, "code-required", now);
    return { kind: "code-required", pendingToken, userId: user.id };
  }
  return startSignedIn(user.id, attempt, input, now);
}

type Attempt = { id: string; email: string; ipAddress: string; deviceId: string | null; allowance: Allowance };

/** Records an attempt as pending in the allowance it counts in, chosen before anything is checked. */
async function beginAttempt(
  who: { email: string; ipAddress: string; userId: string | null },
  deviceCookie: string | null | undefined,
  now: number,
): Promise<Attempt> {
  const { email, ipAddress, userId } = who;
  const deviceId = userId ? await getTrustedDeviceId(deviceCookie, userId, now) : null;
  const allowance: Allowance = deviceId
    ? "device"
    : userId && (await hasSignedInFrom(email, ipAddress, now))
      ? "known-address"
      : "new";
  const base = { email, ipAddress, deviceId, allowance };
  return { ...base, id: await startAttempt(base, now) };
}

/** The session and device cookie of a finished sign-in; the attempt is its success. */
async function startSignedIn(
  userId: string,
  attempt: Attempt,
  input: { ipAddress: string; userAgent: string | null; replacingSessionId?: string | null },
  now: number,
): Promise<SignInResult & { kind: "success" }> {
  const token = await createSession(
    userId,
    { ipAddress: attempt.ipAddress, userAgent: input.userAgent, replacing: input.replacingSessionId },
    now,
  );
  try {
    const deviceCookieValue = await issueDeviceCookieValue(userId, now);
    await finishAttempt(attempt, "success", now);
    return { kind: "success", token, userId, deviceCookieValue };
  } catch (error) {
    // A sign-in that cannot finish leaves no session behind.
    await deleteSession(hashSessionToken(token)).catch(() => {});
    throw error;
  }
}

export type CodeKind = "totp" | "recovery";

/**
 * The second step of a sign-in: the code of the authenticator app, or a recovery code, for the
 * sign-in waiting under `pendingToken`. Counted in the same allowances as passwords (a wrong code
 * is a failure; while the allowance waits, the code is not looked at). "expired" when no sign-in
 * waits under the token (never made, used, or older than 5 minutes): start again with the password.
 */
export async function completeSignIn(input: {
  pendingToken: string | null;
  code: string;
  codeKind: CodeKind;
  ipAddress: string;
  userAgent: string | null;
  replacingSessionId?: string | null;
  deviceCookie?: string | null;
  now?: number;
}): Promise<SignInResult | { kind: "expired" }> {
  const now = input.now ?? Date.now();
  const pending = await getPendingSignIn(input.pendingToken, now);
  if (!pending) return { kind: "expired" };
  const ipAddress = input.ipAddress.slice(0, 100);
  const attempt = await beginAttempt(
    { email: pending.email, ipAddress, userId: pending.userId },
    input.deviceCookie,
    now,
  );
  const retryAfterMs = await getWaitMs(attempt, now);
  if (retryAfterMs > 0) {
    await finishAttempt(attempt, "locked", now);
    return { kind: "locked", retryAfterMs };
  }
  const isRight =
    input.codeKind === "totp"
      ? await consumeTotpCode(pending.userId, input.code, now)
      : await consumeRecoveryCode(pending.userId, input.code.slice(0, 100), now);
  if (!isRight) {
    await finishAttempt(attempt, "failure", now);
    return { kind: "invalid" };
  }
  // One waiting sign-in makes one session, whatever codes arrive at once.
  if (!(await deletePendingSignIn(pending.id))) {
    await finishAttempt(attempt, "code-required", now);
    return { kind: "expired" };
  }
  return startSignedIn(pending.userId, attempt, { ...input, ipAddress }, now);
}

/**
 * A code asked of a signed-in administrator (turning two-step sign-in off), counted like a
 * sign-in's: a wrong one is a failure in the same allowances, and while they wait it is refused.
 */
export async function checkCodeWithinLimits(input: {
  userId: string;
  email: string;
  check: () => Promise<boolean>;
  ipAddress: string;
  deviceCookie?: string | null;
  now?: number;
}): Promise<{ kind: "right" } | { kind: "invalid" } | { kind: "locked"; retryAfterMs: number }> {
  const now = input.now ?? Date.now();
  const attempt = await beginAttempt(
    { email: input.email, ipAddress: input.ipAddress.slice(0, 100), userId: input.userId },
    input.deviceCookie,
    now,
  );
  const retryAfterMs = await getWaitMs(attempt, now);
  if (retryAfterMs > 0) {
    await finishAttempt(attempt, "locked", now);
    return { kind: "locked", retryAfterMs };
  }
  const isRight = await input.check();
  // A right code is not a sign-in: the allowance is not started afresh by it.
  await finishAttempt(attempt, isRight ? "code-required" : "failure", now);
  return isRight ? { kind: "right" } : { kind: "invalid" };
}

/**
 * Lets the browser that opens a mailed one-time link sign in (decision 030): the link is used up
 * and the browser gets a device cookie for the account, its own allowance, as after a sign-in.
 * The password (and code) are still asked. Null when the link is unknown, used or expired.
 */
export async function admitBrowserWithLink(
  token: string | null | undefined,
  now = Date.now(),
): Promise<{ userId: string; email: string; deviceCookieValue: string } | null> {
  const account = await consumeSignInLink(token, now);
  if (!account) return null;
  return { ...account, deviceCookieValue: await issueDeviceCookieValue(account.userId, now) };
}
