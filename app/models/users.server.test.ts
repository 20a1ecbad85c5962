import { expect, it } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { verifyPassword } from "#app/lib/password.server.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { SESSION_COOKIE } from "#app/lib/session.server.ts";
import { createSession, getSessionUser } from "./sessions.server.ts";
import { ensureAdmin, getUserByEmail, getUserLanguage, setUserLanguage, upsertAdmin } from "./users.server.ts";

describeEachEngine("administrator accounts", () => {
  it("creates the ADMIN_EMAIL administrator once and changes nothing on a restart", async () => {
    expect(await ensureAdmin("Admin@Example.com", "correct horse battery")).toBe("created");
    const user = await getUserByEmail("admin@example.com");
    expect(user?.email).toBe("admin@example.com");
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain("correct horse");
    await getDb()
      .insertInto("sessions")
      .values({ id: "s1", user_id: user!.id, created_at: 1, last_seen_at: 1, expires_at: Date.now() + 60_000 })
      .execute();
    expect(await ensureAdmin("admin@example.com", "correct horse battery")).toBe("unchanged");
    expect(await getDb().selectFrom("sessions").select("id").where("user_id", "=", user!.id).execute()).toHaveLength(1);
  });

  it("sets a new password and ends the old sessions", async () => {
    expect(await ensureAdmin("admin@example.com", "another long password")).toBe("updated");
    const user = await getUserByEmail("admin@example.com");
    expect(await verifyPassword("another long password", user!.passwordHash)).toBe(true);
    expect(await verifyPassword("correct horse battery", user!.passwordHash)).toBe(false);
    expect(await getDb().selectFrom("sessions").select("id").where("user_id", "=", user!.id).execute()).toHaveLength(0);
  });

  it("refuses short passwords and bad addresses", async () => {
    await expect(upsertAdmin("x@example.com", "short")).rejects.toThrow(/at least 12 characters/);
    await expect(upsertAdmin("x@example.com", "y".repeat(257))).rejects.toThrow(/at most 256 characters/);
    await expect(upsertAdmin("not-an-email", "long enough password")).rejects.toThrow(/not an email address/);
  });

  it("keeps each administrator's own language, English until they choose another", async () => {
    const { user } = await upsertAdmin("language@example.com", "a long enough password");
    const { user: other } = await upsertAdmin("other@example.com", "a long enough password");
    expect(await getUserLanguage(user.id)).toBe("en");
    expect(await setUserLanguage(user.id, "he")).toBe(true);
    expect(await getUserLanguage(user.id)).toBe("he");
    expect(await getUserLanguage(other.id)).toBe("en");
    // The session lookup carries it, so every admin request knows it without another query.
    const token = await createSession(user.id, { ipAddress: "127.0.0.1", userAgent: null });
    const request = new Request("http://omanut.test/admin", { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect((await getSessionUser(request))?.language).toBe("he");
    expect(await setUserLanguage(user.id, "en")).toBe(true);
    expect(await getUserLanguage(user.id)).toBe("en");
    expect(await setUserLanguage("no-such-user", "he")).toBe(false);
  });
});
