import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import { hashPassword, PASSWORD_MAX_LENGTH, verifyPassword } from "#app/lib/password.server.ts";
import { createSession } from "#app/lib/session.server.ts";
import { getUserByEmail, normalizeEmail } from "./users.server.ts";

/** Sign-in pauses after this many failures for one account, or from one address, within the window. */
export const SIGN_IN_LOCKOUT = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

// An attempt is stored as pending before its password is checked, and pending ones count as
// failures: parallel guesses see each other, so a burst cannot slip past the limit.
export type SignInOutcome = "pending" | "success" | "failure" | "locked";

export type SignInResult =
  { kind: "success"; token: string; userId: string } | { kind: "invalid" } | { kind: "locked"; retryAfterMs: number };

// A hash to check unknown emails against, so they cost the same time as a wrong password.
let decoyHash: Promise<string> | undefined;
function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${newId()}`);
  return decoyHash;
}

async function startAttempt(email: string, ipAddress: string, now: number): Promise<string> {
  const id = newId();
  await getDb()
    .insertInto("sign_in_attempts")
    .values({ id, email, ip_address: ipAddress, outcome: "pending", created_at: now })
    .execute();
  return id;
}

async function finishAttempt(
  attempt: { id: string; email: string; ipAddress: string },
  outcome: Exclude<SignInOutcome, "pending">,
  now: number,
): Promise<void> {
  await getDb().updateTable("sign_in_attempts").set({ outcome }).where("id", "=", attempt.id).execute();
  const { email, ipAddress } = attempt;
  // The log names the time, the address and the account tried; never the password.
  console.info(
    `omanut: sign-in ${outcome} at ${new Date(now).toISOString()} from ${JSON.stringify(ipAddress)} for ${JSON.stringify(email)}`,
  );
}

/** The times of the last few failures (or unfinished attempts) of one account or address since `since`, newest first. */
async function listRecentFailures(
  column: "email" | "ip_address",
  value: string,
  since: number,
  exceptId: string,
): Promise<number[]> {
  const rows = await getDb()
    .selectFrom("sign_in_attempts")
    .select("created_at")
    .where(column, "=", value)
    .where("outcome", "in", ["failure", "pending"])
    .where("id", "!=", exceptId)
    .where("created_at", ">", since)
    .orderBy("created_at", "desc")
    .limit(SIGN_IN_LOCKOUT.maxFailures)
    .execute();
  return rows.map((row) => Number(row.created_at));
}

/**
 * How long sign-in stays refused for this account or address (0 when it is not): failures count
 * within the window, and for the account only those since its last successful sign-in.
 */
export async function getLockoutRemainingMs(
  email: string,
  ipAddress: string,
  now = Date.now(),
  exceptAttemptId = "",
): Promise<number> {
  const since = now - SIGN_IN_LOCKOUT.windowMs;
  const lastSuccess = await getDb()
    .selectFrom("sign_in_attempts")
    .select((eb) => eb.fn.max("created_at").as("at"))
    .where("email", "=", email)
    .where("outcome", "=", "success")
    .where("created_at", ">", since)
    .executeTakeFirst();
  const accountSince = Math.max(since, Number(lastSuccess?.at ?? 0));
  const [byAccount, byAddress] = await Promise.all([
    listRecentFailures("email", email, accountSince, exceptAttemptId),
    listRecentFailures("ip_address", ipAddress, since, exceptAttemptId),
  ]);

  let remaining = 0;
  for (const failures of [byAccount, byAddress]) {
    // The lock lifts when the oldest of the last five failures leaves the window.
    if (failures.length >= SIGN_IN_LOCKOUT.maxFailures) {
      const oldest = failures[failures.length - 1]!;
      remaining = Math.max(remaining, oldest + SIGN_IN_LOCKOUT.windowMs - now);
    }
  }
  return remaining;
}

/**
 * Checks an email and password. While the account or the address is locked out, refuses without
 * looking at the password (the right one too). A success starts a fresh session, ending
 * `replacingSessionId` (the request's old one), so a planted cookie never becomes signed in.
 */
export async function signIn(input: {
  email: string;
  password: string;
  ipAddress: string;
  userAgent: string | null;
  replacingSessionId?: string | null;
  now?: number;
}): Promise<SignInResult> {
  const now = input.now ?? Date.now();
  const typed = normalizeEmail(input.email);
  const email = typed.slice(0, 320);
  const ipAddress = input.ipAddress.slice(0, 100);
  // Started at once so that even the first unknown email waits no longer than a known one.
  const decoy = getDecoyHash();
  const attempt = { id: await startAttempt(email, ipAddress, now), email, ipAddress };
  const retryAfterMs = await getLockoutRemainingMs(email, ipAddress, now, attempt.id);
  if (retryAfterMs > 0) {
    await finishAttempt(attempt, "locked", now);
    return { kind: "locked", retryAfterMs };
  }
  const user = typed.length <= 320 ? await getUserByEmail(typed) : null;
  // Unknown emails and over-long passwords are checked against the decoy: the same answer in the same time.
  const isLengthOk = input.password.length <= PASSWORD_MAX_LENGTH;
  const hash = user && isLengthOk ? user.passwordHash : await decoy;
  const isMatch = await verifyPassword(isLengthOk ? input.password : "", hash);
  if (!user || !isLengthOk || !isMatch) {
    await finishAttempt(attempt, "failure", now);
    return { kind: "invalid" };
  }
  const token = await createSession(
    user.id,
    { ipAddress, userAgent: input.userAgent, replacing: input.replacingSessionId },
    now,
  );
  await finishAttempt(attempt, "success", now);
  return { kind: "success", token, userId: user.id };
}
