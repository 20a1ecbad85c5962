import { Secret, TOTP } from "otpauth";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { hashSessionToken } from "#app/lib/session.server.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { createSession } from "./sessions.server.ts";
import { checkCodeWithinLimits, completeSignIn, signIn } from "./sign-in.server.ts";
import {
  confirmTwoStepSetup,
  getPendingSignIn,
  getTwoStepSetup,
  getTwoStepStatus,
  PENDING_SIGN_IN_LIFETIME_MS,
  resetTwoStep,
  SETUP_LIFETIME_MS,
  startTwoStepSetup,
  turnOffTwoStep,
} from "./two-step.server.ts";
import { getUserByEmail, upsertAdmin } from "./users.server.ts";

const PASSWORD = "correct horse battery";
const STEP = 30 * 1000;

/** The code an authenticator app shows for `secret` at `at`. */
function codeAt(secret: string, at: number): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });
}

/** A code the app shows at none of the steps around `at`. */
function wrongCodeAt(secret: string, at: number): string {
  const near = [-1, 0, 1].map((offset) => codeAt(secret, at + offset * STEP));
  let code = 0;
  while (near.includes(String(code).padStart(6, "0"))) code += 1;
  return String(code).padStart(6, "0");
}

let counter = 0;
/** An administrator of its own for each test, with one session (the one asking). */
async function newAdmin(now: number) {
  counter += 1;
  const email = `two-step${counter}-${Date.now()}@example.com`;
  const { user } = await upsertAdmin(email, PASSWORD);
  const token = await createSession(user.id, { ipAddress: "10.9.0.1", userAgent: "vitest" }, now);
  return { email, userId: user.id, sessionId: hashSessionToken(token) };
}

async function listSessionIds(userId: string): Promise<string[]> {
  const rows = await getDb().selectFrom("sessions").select("id").where("user_id", "=", userId).execute();
  return rows.map((row) => row.id);
}

/** Turns two-step sign-in on for the administrator at `now`; its secret and recovery codes. */
async function turnOn(userId: string, sessionId: string | null, now: number) {
  expect(await startTwoStepSetup(userId, now)).toBe(true);
  const setup = (await getTwoStepSetup(userId, now))!;
  const result = await confirmTwoStepSetup(userId, codeAt(setup.secret, now), sessionId, now);
  if (result.kind !== "on") throw new Error(`expected two-step sign-in on, got ${result.kind}`);
  return { secret: setup.secret, recoveryCodes: result.recoveryCodes };
}

function passwordStep(email: string, ipAddress: string, now: number) {
  return signIn({ email, password: PASSWORD, ipAddress, userAgent: "vitest", now });
}

async function pendingToken(email: string, ipAddress: string, now: number): Promise<string> {
  const result = await passwordStep(email, ipAddress, now);
  if (result.kind !== "code-required") throw new Error(`expected a code to be asked for, got ${result.kind}`);
  return result.pendingToken;
}

function codeStep(token: string, code: string, ipAddress: string, now: number, codeKind: "totp" | "recovery" = "totp") {
  return completeSignIn({ pendingToken: token, code, codeKind, ipAddress, userAgent: "vitest", now });
}

beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describeEachEngine("two-step sign-in", () => {
  it("sets up with a QR address and a pending secret, refuses a wrong first code, and turns on with the right one", async () => {
    const now = Date.now();
    const { email, userId, sessionId } = await newAdmin(now);
    // Another session of the same administrator, elsewhere.
    await createSession(userId, { ipAddress: "10.9.0.2", userAgent: "other" }, now);
    expect(await getTwoStepSetup(userId, now)).toBeNull();
    expect(await startTwoStepSetup(userId, now)).toBe(true);
    const setup = (await getTwoStepSetup(userId, now))!;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toContain("otpauth://totp/");
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.uri).toContain("algorithm=SHA1&digits=6&period=30");
    // Pending is not on: sign-in still takes the password alone.
    expect((await getTwoStepStatus(userId)).isOn).toBe(false);
    expect((await getUserByEmail(email))?.isTwoStepOn).toBe(false);

    expect(await confirmTwoStepSetup(userId, wrongCodeAt(setup.secret, now), sessionId, now)).toEqual({
      kind: "invalid",
    });
    expect(await listSessionIds(userId)).toHaveLength(2);

    const result = await confirmTwoStepSetup(userId, codeAt(setup.secret, now), sessionId, now);
    expect(result.kind).toBe("on");
    if (result.kind !== "on") return;
    expect(result.recoveryCodes).toHaveLength(10);
    expect(new Set(result.recoveryCodes).size).toBe(10);
    for (const code of result.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    // Stored hashed: the table never holds a usable code.
    const stored = await getDb()
      .selectFrom("recovery_codes")
      .select("code_hash")
      .where("user_id", "=", userId)
      .execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(result.recoveryCodes.map((code) => code.replaceAll("-", ""))).not.toContain(row.code_hash);
    }
    expect(await getTwoStepStatus(userId)).toEqual({ isOn: true, enabledAt: now, recoveryCodesLeft: 10 });
    expect(await getTwoStepSetup(userId, now)).toBeNull();
    // The other session ended; the one that turned it on stays.
    expect(await listSessionIds(userId)).toEqual([sessionId]);
    // On already: no second setup.
    expect(await startTwoStepSetup(userId, now)).toBe(false);
  });

  it("forgets a setup after 30 minutes without its first code", async () => {
    const now = Date.now();
    const { userId, sessionId } = await newAdmin(now);
    await startTwoStepSetup(userId, now);
    const setup = (await getTwoStepSetup(userId, now))!;
    const later = now + SETUP_LIFETIME_MS + 1;
    expect(await getTwoStepSetup(userId, later)).toBeNull();
    expect(await confirmTwoStepSetup(userId, codeAt(setup.secret, later), sessionId, later)).toEqual({
      kind: "expired",
    });
    expect((await getTwoStepStatus(userId)).isOn).toBe(false);
  });

  it("asks for a code after the right password, and signs in with a current code only once per time step", async () => {
    const now = Date.now();
    const { email, userId, sessionId } = await newAdmin(now);
    const { secret } = await turnOn(userId, sessionId, now);
    const later = now + 2 * STEP;
    const sessionsBefore = await listSessionIds(userId);
    const token = await pendingToken(email, "10.9.1.1", later);
    // No session yet: only a sign-in waiting for its code.
    expect(await listSessionIds(userId)).toEqual(sessionsBefore);
    expect(await getPendingSignIn(token, later)).toMatchObject({ userId, email });
    // The stored id is a hash of the cookie's token.
    const pending = await getDb().selectFrom("pending_sign_ins").select("id").where("user_id", "=", userId).execute();
    expect(pending.map((row) => row.id)).toEqual([hashSessionToken(token)]);

    const done = await codeStep(token, codeAt(secret, later), "10.9.1.1", later);
    expect(done.kind).toBe("success");
    expect(await listSessionIds(userId)).toHaveLength(sessionsBefore.length + 1);
    // The waiting sign-in is used up.
    expect(await getPendingSignIn(token, later)).toBeNull();
    expect(await codeStep(token, codeAt(secret, later), "10.9.1.1", later)).toEqual({ kind: "expired" });

    // The same code (same time step) is refused on another sign-in; the next step's code works.
    const again = await pendingToken(email, "10.9.1.1", later + 1000);
    expect(await codeStep(again, codeAt(secret, later), "10.9.1.1", later + 1000)).toEqual({ kind: "invalid" });
    expect((await codeStep(again, codeAt(secret, later + STEP), "10.9.1.1", later + STEP)).kind).toBe("success");
  });

  it("makes one session of one waiting sign-in, whatever right codes arrive at once", async () => {
    const now = Date.now();
    const { email, userId, sessionId } = await newAdmin(now);
    const { secret } = await turnOn(userId, sessionId, now);
    const at = now + 20 * STEP;
    const token = await pendingToken(email, "10.9.9.1", at);
    const before = (await listSessionIds(userId)).length;
    const results = await Promise.all(
      [at - STEP, at, at + STEP].map((when) => codeStep(token, codeAt(secret, when), "10.9.9.1", at)),
    );
    expect(results.filter((result) => result.kind === "success")).toHaveLength(1);
    expect(await listSessionIds(userId)).toHaveLength(before + 1);
  });

  it("accepts a code one step early or late, not two", async () => {
    const now = Date.now();
    const { email, userId, sessionId } = await newAdmin(now);
    const { secret } = await turnOn(userId, sessionId, now);
    const at = now + 10 * STEP;
    const token = await pendingToken(email, "10.9.2.1", at);
    expect(await codeStep(token, codeAt(secret, at - 2 * STEP), "10.9.2.1", at)).toEqual({ kind: "invalid" });
    expect(await codeStep(token, codeAt(secret, at + 2 * STEP), "10.9.2.1", at)).toEqual({ kind: "invalid" });
    expect((await codeStep(token, codeAt(secret, at - STEP), "10.9.2.1", at)).kind).toBe("success");
    const next = await pendingToken(email, "10.9.2.2", at + 1);
    expect((await codeStep(next, codeAt(secret, at + STEP), "10.9.2.2", at + 1)).kind).toBe("success");
  });

  it("signs in with a recovery code once, typed in any case and grouping", async () => {
    const now = Date.now();
    const { email, userId, sessionId } = await newAdmin(now);
    const { recoveryCodes } = await turnOn(userId, sessionId, now);
    const code = recoveryCodes[3]!;
    const token = await pendingToken(email, "10.9.3.1", now + 1);
    const typed = ` ${code.replaceAll("-", " ").toUpperCase()} `;
    expect((await codeStep(token, typed, "10.9.3.1", now + 1, "recovery")).kind).toBe("success");
    expect((await getTwoStepStatus(userId)).recoveryCodesLeft).toBe(9);
    const second = await pendingToken(email, "10.9.3.2", now + 2);
    expect(await codeStep(second, code, "10.9.3.2", now + 2, "recovery")).toEqual({ kind: "invalid" });
    // A code of the app is not a recovery code, nor the other way round.
    expect(await codeStep(second, recoveryCodes[4]!, "10.9.3.2", now + 2, "totp")).toEqual({ kind: "invalid" });
  });

  it("counts wrong codes toward the sign-in lockout, and never lets a right password start the allowance afresh", async () => {
    const now = Date.now();
    const { email, userId, sessionId } = await newAdmin(now);
    const { secret } = await turnOn(userId, sessionId, now);
    const address = "10.9.4.1";
    // Three wrong codes, each after a right password.
    for (let index = 0; index < 3; index++) {
      const token = await pendingToken(email, address, now + index);
      expect(await codeStep(token, wrongCodeAt(secret, now), address, now + index)).toEqual({ kind: "invalid" });
    }
    // The fourth try waits, the right password and the right code alike, without being checked.
    const refused = await passwordStep(email, address, now + 10);
    expect(refused.kind).toBe("locked");
    const outcomes = await getDb()
      .selectFrom("sign_in_attempts")
      .select("outcome")
      .where("email", "=", email)
      .execute();
    // The refusal while waiting is no attempt of its own (decision 027): it is counted in the audit trail.
    expect(outcomes.map((row) => row.outcome).sort()).toEqual([
      "code-required",
      "code-required",
      "code-required",
      "failure",
      "failure",
      "failure",
    ]);
    // A waiting sign-in from before is refused too while the address waits.
    const waiting = await pendingToken(email, "10.9.4.2", now + 20);
    const locked = await codeStep(waiting, codeAt(secret, now + 20), address, now + 20);
    expect(locked.kind).toBe("locked");
    expect((await getTwoStepStatus(userId)).isOn).toBe(true);
  });

  it("ends a waiting sign-in after 5 minutes", async () => {
    const now = Date.now();
    const { email, userId, sessionId } = await newAdmin(now);
    const { secret } = await turnOn(userId, sessionId, now);
    const token = await pendingToken(email, "10.9.5.1", now + 1);
    const late = now + 1 + PENDING_SIGN_IN_LIFETIME_MS;
    expect(await codeStep(token, codeAt(secret, late), "10.9.5.1", late)).toEqual({ kind: "expired" });
    expect(await codeStep("made-up-token", codeAt(secret, late), "10.9.5.1", late)).toEqual({ kind: "expired" });
  });

  it("turns off only with a current code, ending the other sessions", async () => {
    const now = Date.now();
    const { email, userId, sessionId } = await newAdmin(now);
    const { secret } = await turnOn(userId, sessionId, now);
    await createSession(userId, { ipAddress: "10.9.6.2", userAgent: "other" }, now + 1);
    const at = now + 3 * STEP;
    expect(await turnOffTwoStep(userId, "123", sessionId, at)).toBe(false);
    expect(await turnOffTwoStep(userId, codeAt(secret, at - 3 * STEP), sessionId, at)).toBe(false);
    expect((await getTwoStepStatus(userId)).isOn).toBe(true);
    expect(await turnOffTwoStep(userId, codeAt(secret, at), sessionId, at)).toBe(true);
    expect(await getTwoStepStatus(userId)).toEqual({ isOn: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(await listSessionIds(userId)).toEqual([sessionId]);
    // The password alone signs in again.
    expect((await passwordStep(email, "10.9.6.1", at + 1)).kind).toBe("success");
  });

  it("counts a wrong code asked of a signed-in administrator like a sign-in's", async () => {
    const now = Date.now();
    const { email, userId, sessionId } = await newAdmin(now);
    await turnOn(userId, sessionId, now);
    const ask = (at: number) =>
      checkCodeWithinLimits({ userId, email, ipAddress: "10.9.7.1", check: async () => false, now: at });
    for (let index = 0; index < 3; index++) expect(await ask(now + index)).toEqual({ kind: "invalid" });
    expect((await ask(now + 10)).kind).toBe("locked");
  });

  it("is reset from the command line's model: off, codes gone, every session ended", async () => {
    const now = Date.now();
    const { email, userId, sessionId } = await newAdmin(now);
    expect(await resetTwoStep(email, now)).toBe("not-on");
    // A setup never confirmed is not on either: nothing changes, the sessions stay.
    await startTwoStepSetup(userId, now);
    expect(await resetTwoStep(email, now)).toBe("not-on");
    expect(await listSessionIds(userId)).toEqual([sessionId]);
    await turnOn(userId, sessionId, now);
    await pendingToken(email, "10.9.8.1", now + 1);
    expect(await resetTwoStep(email.toUpperCase(), now + 2)).toBe("reset");
    expect(await getTwoStepStatus(userId)).toEqual({ isOn: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(await listSessionIds(userId)).toEqual([]);
    expect(await getDb().selectFrom("pending_sign_ins").select("id").where("user_id", "=", userId).execute()).toEqual(
      [],
    );
    expect(await resetTwoStep("nobody@example.com", now)).toBe("no-user");
  });
});
