import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import {
  MAX_SESSIONS_PER_USER,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_COOKIE,
  SESSION_IDLE_TIMEOUT_MS,
} from "#app/lib/session.server.ts";
import type * as passwords from "#app/lib/password.server.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { createSession, getSessionUser } from "./sessions.server.ts";
import { SIGN_IN_LIMITS, signIn } from "./sign-in.server.ts";
import { upsertAdmin } from "./users.server.ts";

// Records which hashes each password check ran against, so the decoy is tested by what it does, not by a clock.
const checked = vi.hoisted(() => [] as string[]);
vi.mock("#app/lib/password.server.ts", async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return {
    ...original,
    verifyPassword: (password: string, stored: string) => {
      checked.push(stored);
      return original.verifyPassword(password, stored);
    },
  };
});

const PASSWORD = "correct horse battery";
const MINUTE = 60 * 1000;

function requestWithToken(token: string): Request {
  return new Request("http://omanut.test/admin", { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
}

let counter = 0;
/** An account of its own for each test, so lockouts never leak between tests. */
async function newAdmin(): Promise<string> {
  counter += 1;
  const email = `admin${counter}-${Date.now()}@example.com`;
  await upsertAdmin(email, PASSWORD);
  return email;
}

function attempt(email: string, password: string, ipAddress: string, now: number) {
  return signIn({ email, password, ipAddress, userAgent: "vitest", now });
}

beforeEach(() => {
  // Each attempt logs a line; the test that reads them spies on its own.
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describeEachEngine("sign-in", () => {
  it("signs in with the right password and hands out a fresh 256-bit token every time", async () => {
    const email = await newAdmin();
    const now = Date.now();
    const first = await attempt(email.toUpperCase(), PASSWORD, "10.0.0.1", now);
    const second = await attempt(email, PASSWORD, "10.0.0.1", now + 1);
    expect(first.kind).toBe("success");
    expect(second.kind).toBe("success");
    if (first.kind !== "success" || second.kind !== "success") return;
    expect(first.token).not.toBe(second.token);
    expect(Buffer.from(first.token, "base64url")).toHaveLength(32);
    expect((await getSessionUser(requestWithToken(first.token), now + 2))?.email).toBe(email);
    // The stored id is a hash: the table never holds a usable token.
    const stored = await getDb().selectFrom("sessions").select("id").where("user_id", "=", first.userId).execute();
    expect(stored.map((row) => row.id)).not.toContain(first.token);
  });

  it("ends the session the request came with, so a planted cookie is never signed in", async () => {
    const email = await newAdmin();
    const now = Date.now();
    const old = await attempt(email, PASSWORD, "10.0.0.2", now);
    if (old.kind !== "success") throw new Error("expected a success");
    const oldId = (await getSessionUser(requestWithToken(old.token), now))!.sessionId;
    const fresh = await signIn({
      email,
      password: PASSWORD,
      ipAddress: "10.0.0.2",
      userAgent: null,
      replacingSessionId: oldId,
      now: now + 1,
    });
    expect(fresh.kind).toBe("success");
    expect(await getSessionUser(requestWithToken(old.token), now + 2)).toBeNull();
  });

  it("gives the same answer for a wrong password and an unknown email, and logs neither password", async () => {
    const email = await newAdmin();
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    const now = Date.now();
    expect(await attempt(email, "wrong password!!", "10.0.0.3", now)).toEqual({ kind: "invalid" });
    expect(await attempt(`nobody-${counter}@example.com`, "wrong password!!", "10.0.0.3", now)).toEqual({
      kind: "invalid",
    });
    expect(await attempt(email, "x".repeat(5000), "10.0.0.3", now)).toEqual({ kind: "invalid" });
    const lines = log.mock.calls.map((call) => call.join(" "));
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toContain("10.0.0.3");
      expect(line).toContain(new Date(now).toISOString());
      expect(line).not.toContain("wrong password");
      expect(line).not.toContain("xxxx");
    }
    const rows = await getDb()
      .selectFrom("sign_in_attempts")
      .selectAll()
      .where("ip_address", "=", "10.0.0.3")
      .execute();
    expect(rows.map((row) => row.outcome)).toEqual(["failure", "failure", "failure"]);
    expect(JSON.stringify(rows)).not.toContain("wrong password");
  });

  it("an unknown email costs an argon2 check like a known one (one check, same parameters)", async () => {
    const email = await newAdmin();
    const now = Date.now();
    const parameters = (hash: string) => hash.split("$").slice(1, 4).join("$");
    checked.length = 0;
    await attempt(email, "wrong password!!", "10.1.0.2", now);
    expect(checked).toHaveLength(1);
    const known = checked[0]!;
    checked.length = 0;
    await attempt(`nobody-a-${counter}@example.com`, "wrong password!!", "10.1.0.5", now);
    await attempt(email, "x".repeat(5000), "10.1.0.6", now);
    // Without the decoy an unknown email would answer at once, telling a stranger which accounts exist.
    expect(checked).toHaveLength(2);
    for (const hash of checked) {
      expect(hash).not.toBe(known);
      expect(parameters(hash)).toBe(parameters(known));
    }
  });

  it("keeps a known browser's own allowance however many strangers fail, and bounds every other", async () => {
    const email = await newAdmin();
    const start = Date.now();
    const first = await attempt(email, PASSWORD, "10.2.9.9", start);
    if (first.kind !== "success") throw new Error("expected a success");
    // A stranger's day: three failures from each of twenty addresses, as fast as allowed.
    for (let address = 0; address < 20; address += 1) {
      for (let index = 0; index < 3; index += 1) {
        const at = start + MINUTE + address * 3 * MINUTE + index;
        const result = await attempt(email, `guess ${address}.${index}`, `10.2.0.${address}`, at);
        expect(result.kind).toBe(address * 3 + index < SIGN_IN_LIMITS.dailyNewFailures ? "invalid" : "locked");
      }
    }
    const later = start + 2 * 60 * MINUTE;
    const checked = await getDb()
      .selectFrom("sign_in_attempts")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("email", "=", email)
      .where("outcome", "=", "failure")
      .executeTakeFirstOrThrow();
    // The daily total for new browsers is spent: a fresh one is refused, right password or not.
    expect(Number(checked.count)).toBe(SIGN_IN_LIMITS.dailyNewFailures);
    const fresh = await attempt(email, PASSWORD, "10.2.8.8", later);
    expect(fresh.kind).toBe("locked");
    // The administrator's browser, from yet another address, signs in.
    const known = await signIn({
      email,
      password: PASSWORD,
      ipAddress: "10.2.7.7",
      userAgent: "vitest",
      deviceCookie: first.deviceCookieValue,
      now: later + 1,
    });
    expect(known.kind).toBe("success");
    // The known browser's own failures are counted and bounded like any address's.
    const withDevice = (password: string, at: number) =>
      signIn({
        email,
        password,
        ipAddress: "10.2.6.6",
        userAgent: null,
        deviceCookie: first.deviceCookieValue,
        now: at,
      });
    const own = [];
    for (let index = 0; index < 4; index += 1) own.push((await withDevice("typo!!", later + 10 + index)).kind);
    expect(own).toEqual(["invalid", "invalid", "invalid", "locked"]);
    // So does the address it signed in from before, without the cookie.
    expect((await attempt(email, PASSWORD, "10.2.9.9", later + 2)).kind).toBe("success");
  });

  it("honours only a genuine device cookie of the same account", async () => {
    const email = await newAdmin();
    const other = await newAdmin();
    const now = Date.now();
    const signedIn = await attempt(other, PASSWORD, "10.7.0.1", now);
    if (signedIn.kind !== "success") throw new Error("expected a success");
    const [userId, deviceId, issuedAt, signature] = signedIn.deviceCookieValue.split(".");
    const forged = `${userId}.${deviceId}.${Number(issuedAt) + 1}.${signature}`;
    // From addresses of their own: a fourth failure from one address would be refused unrecorded.
    for (const [index, deviceCookie] of [signedIn.deviceCookieValue, forged, "garbage", "a.b.c.d"].entries()) {
      const ipAddress = `10.7.0.${index + 2}`;
      await signIn({ email, password: "wrong password!!", ipAddress, userAgent: null, deviceCookie, now });
    }
    const rows = await getDb()
      .selectFrom("sign_in_attempts")
      .select(["allowance", "device_id"])
      .where("email", "=", email)
      .execute();
    expect(rows.map((row) => [row.allowance, row.device_id])).toEqual(Array(4).fill(["new", null]));
  });

  it("lets an address try at most 5 times in 15 minutes, with growing waits from the third failure", async () => {
    const email = await newAdmin();
    const start = Date.now();
    const at = (seconds: number) => start + seconds * 1000;
    const from = (password: string, seconds: number) => attempt(email, password, "10.3.0.1", at(seconds));
    expect((await from("wrong one!!", 0)).kind).toBe("invalid");
    expect((await from("wrong two!!", 1)).kind).toBe("invalid");
    expect((await from("wrong three!!", 2)).kind).toBe("invalid");
    // Waiting 30 s now, the right password too.
    expect(await from(PASSWORD, 3)).toEqual({ kind: "locked", retryAfterMs: 29_000 });
    expect((await from("wrong four!!", 33)).kind).toBe("invalid");
    // …then 60 s.
    expect(await from(PASSWORD, 60)).toEqual({ kind: "locked", retryAfterMs: 33_000 });
    expect((await from("wrong five!!", 94)).kind).toBe("invalid");
    // The fifth failure closes the address until the first is 15 minutes old.
    expect(await from(PASSWORD, 400)).toEqual({ kind: "locked", retryAfterMs: 500_000 });
    // Other accounts from the same address wait as well: the address is what is counted.
    expect((await attempt(`other-${counter}@example.com`, "x", "10.3.0.1", at(401))).kind).toBe("locked");
    // Another address is not affected at all.
    expect((await attempt(email, PASSWORD, "10.3.0.2", at(402))).kind).toBe("success");
    expect((await from(PASSWORD, 901)).kind).toBe("success");
  });

  it("checks no more than a few guesses when they all arrive at once", async () => {
    const email = await newAdmin();
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) => attempt(email, `wrong guess ${index}!`, "10.6.0.1", now)),
    );
    const checked = results.filter((result) => result.kind === "invalid");
    // (Which ones get through depends on how the engine interleaves them; it may be none.)
    expect(checked.length).toBeLessThanOrEqual(SIGN_IN_LIMITS.delayAfterFailures);
    expect(results.filter((result) => result.kind === "locked")).toHaveLength(30 - checked.length);
    // Every attempt was resolved: none stays pending.
    const outcomes = await getDb()
      .selectFrom("sign_in_attempts")
      .select("outcome")
      .where("email", "=", email)
      .execute();
    expect(outcomes.filter((row) => row.outcome === "pending")).toEqual([]);
  });

  it("forgets an address's earlier failures once the password's owner signs in from it", async () => {
    const email = await newAdmin();
    const now = Date.now();
    await attempt(email, "wrong password!!", "10.4.0.1", now);
    await attempt(email, "wrong password!!", "10.4.0.1", now + 1);
    expect((await attempt(email, PASSWORD, "10.4.0.1", now + 2)).kind).toBe("success");
    expect((await attempt(email, "wrong password!!", "10.4.0.1", now + 3)).kind).toBe("invalid");
    expect((await attempt(email, "wrong password!!", "10.4.0.1", now + 4)).kind).toBe("invalid");
    expect((await attempt(email, PASSWORD, "10.4.0.1", now + 5)).kind).toBe("success");
  });
});

describeEachEngine("sessions", () => {
  async function startSession(now: number): Promise<string> {
    const email = await newAdmin();
    const user = await getDb().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    return createSession(user.id, { ipAddress: "10.5.0.1", userAgent: null }, now);
  }

  it("ends after the idle timeout without requests", async () => {
    const now = Date.now();
    const token = await startSession(now);
    expect(await getSessionUser(requestWithToken(token), now + SESSION_IDLE_TIMEOUT_MS - MINUTE)).not.toBeNull();
    // That request counted as activity: the idle clock restarted.
    expect(
      await getSessionUser(requestWithToken(token), now + 2 * SESSION_IDLE_TIMEOUT_MS - 2 * MINUTE),
    ).not.toBeNull();
    expect(await getSessionUser(requestWithToken(token), now + 3 * SESSION_IDLE_TIMEOUT_MS)).toBeNull();
  });

  it("ends after the absolute lifetime however active", async () => {
    const now = Date.now();
    const token = await startSession(now);
    for (let at = now; at < now + SESSION_ABSOLUTE_LIFETIME_MS; at += SESSION_IDLE_TIMEOUT_MS / 2) {
      expect(await getSessionUser(requestWithToken(token), at)).not.toBeNull();
    }
    expect(await getSessionUser(requestWithToken(token), now + SESSION_ABSOLUTE_LIFETIME_MS + 1)).toBeNull();
  });

  it("knows no forged or malformed cookie", async () => {
    expect(await getSessionUser(requestWithToken("forged-token-that-was-never-issued"))).toBeNull();
    expect(await getSessionUser(requestWithToken("%E0%A4%A"))).toBeNull();
    expect(await getSessionUser(new Request("http://omanut.test/"))).toBeNull();
  });

  it("keeps only the newest few sessions of an administrator", async () => {
    const email = await newAdmin();
    const user = await getDb().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    const now = Date.now();
    const tokens: string[] = [];
    for (let index = 0; index < MAX_SESSIONS_PER_USER + 2; index += 1) {
      tokens.push(await createSession(user.id, { ipAddress: "10.5.0.2", userAgent: null }, now + index));
    }
    const live = [];
    for (const token of tokens) live.push((await getSessionUser(requestWithToken(token), now + 100)) !== null);
    expect(live).toEqual([false, false, ...Array(MAX_SESSIONS_PER_USER).fill(true)]);
  });
});
