import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import {
  createSession,
  getSessionUser,
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_COOKIE,
  SESSION_IDLE_TIMEOUT_MS,
} from "#app/lib/session.server.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { SIGN_IN_LOCKOUT, signIn } from "./sign-in.server.ts";
import { upsertAdmin } from "./users.server.ts";

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

  it("an unknown email costs an argon2 check like a known one (same time, within a wide margin)", async () => {
    const email = await newAdmin();
    const now = Date.now();
    // Warm both paths first (the decoy hash is made on first use).
    await attempt(`nobody-warm-${counter}@example.com`, "wrong password!!", "10.1.0.1", now);
    const time = async (who: string, ip: string) => {
      const start = performance.now();
      await attempt(who, "wrong password!!", ip, now);
      return performance.now() - start;
    };
    const known = [await time(email, "10.1.0.2"), await time(email, "10.1.0.3"), await time(email, "10.1.0.4")];
    const unknown = [
      await time(`nobody-a-${counter}@example.com`, "10.1.0.5"),
      await time(`nobody-b-${counter}@example.com`, "10.1.0.6"),
      await time(`nobody-c-${counter}@example.com`, "10.1.0.7"),
    ];
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    // Without the decoy an unknown email answers in about a millisecond, some 30 times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });

  it("locks an account after 5 failures in 15 minutes, from any address, even for the right password", async () => {
    const email = await newAdmin();
    const start = Date.now();
    for (let index = 0; index < SIGN_IN_LOCKOUT.maxFailures; index += 1) {
      expect((await attempt(email, "wrong password!!", `10.2.0.${index}`, start + index * MINUTE)).kind).toBe(
        "invalid",
      );
    }
    const locked = await attempt(email, PASSWORD, "10.2.1.1", start + 5 * MINUTE);
    expect(locked.kind).toBe("locked");
    if (locked.kind === "locked") expect(locked.retryAfterMs).toBe(10 * MINUTE);
    // Once the first failure is 15 minutes old, the right password works again.
    expect((await attempt(email, PASSWORD, "10.2.1.1", start + 15 * MINUTE + 1)).kind).toBe("success");
  });

  it("lets no more than 5 guesses through when they all arrive at once", async () => {
    const email = await newAdmin();
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) => attempt(email, `wrong guess ${index}!`, `10.6.0.${index}`, now)),
    );
    const checked = results.filter((result) => result.kind === "invalid");
    // (Which ones get through depends on how the engine interleaves them; it may be none.)
    expect(checked.length).toBeLessThanOrEqual(SIGN_IN_LOCKOUT.maxFailures);
    expect(results.filter((result) => result.kind === "locked")).toHaveLength(30 - checked.length);
    // Every attempt was resolved: none stays pending.
    const outcomes = await getDb()
      .selectFrom("sign_in_attempts")
      .select("outcome")
      .where("email", "=", email)
      .execute();
    expect(outcomes.filter((row) => row.outcome === "pending")).toEqual([]);
  });

  it("locks an address after 5 failures in 15 minutes, whichever accounts it tried", async () => {
    const email = await newAdmin();
    const now = Date.now();
    for (let index = 0; index < SIGN_IN_LOCKOUT.maxFailures; index += 1) {
      await attempt(`guess${index}-${counter}@example.com`, "wrong password!!", "10.3.0.1", now + index);
    }
    expect((await attempt(email, PASSWORD, "10.3.0.1", now + 10)).kind).toBe("locked");
    // The account itself is not locked: another address signs in.
    expect((await attempt(email, PASSWORD, "10.3.0.2", now + 11)).kind).toBe("success");
  });

  it("forgets an account's earlier failures once it signs in", async () => {
    const email = await newAdmin();
    const now = Date.now();
    for (let index = 0; index < SIGN_IN_LOCKOUT.maxFailures - 1; index += 1) {
      await attempt(email, "wrong password!!", `10.4.0.${index}`, now + index);
    }
    expect((await attempt(email, PASSWORD, "10.4.1.1", now + 10)).kind).toBe("success");
    expect((await attempt(email, "wrong password!!", "10.4.1.2", now + 11)).kind).toBe("invalid");
    expect((await attempt(email, PASSWORD, "10.4.1.3", now + 12)).kind).toBe("success");
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
});
