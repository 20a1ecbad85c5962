import { expect, it } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { AUDIT_RETENTION_MS, AUDIT_SHOWN, listAuditEntries, pruneAuditLog, recordAudit } from "./audit.server.ts";

describeEachEngine("the audit trail", () => {
  it("keeps who, when, what and from where, newest first", async () => {
    const now = Date.now();
    await recordAudit({ userId: "u1", actor: "curator@example.com", action: "sign_in", address: "198.51.100.4" }, now);
    await recordAudit(
      {
        userId: "u1",
        actor: "curator@example.com",
        action: "featured",
        target: { kind: "artist", id: "a1", name: "נועה כהן" },
        address: "198.51.100.4",
      },
      now + 1,
    );
    await recordAudit(
      {
        userId: "u1",
        actor: "curator@example.com",
        action: "inbox_status",
        target: { kind: "message", id: "m1" },
        detail: "answered",
        address: "198.51.100.4",
      },
      now + 2,
    );
    const [status, featured, signIn] = await listAuditEntries(3);
    expect(signIn).toMatchObject({ at: now, actor: "curator@example.com", action: "sign_in", target: null });
    expect(featured).toMatchObject({
      action: "featured",
      target: { kind: "artist", id: "a1", name: "נועה כהן" },
      address: "198.51.100.4",
    });
    expect(status).toMatchObject({ action: "inbox_status", target: { kind: "message", id: "m1" }, detail: "answered" });
  });

  it("shows the newest 200, and lets entries older than a year go", async () => {
    const now = Date.now();
    const db = getDb();
    await db.deleteFrom("audit_log").execute();
    await db
      .insertInto("audit_log")
      .values(
        Array.from({ length: AUDIT_SHOWN + 5 }, (_, i) => ({
          id: `entry-${String(i).padStart(4, "0")}`,
          at: now - (AUDIT_SHOWN + 5 - i) * 1000,
          user_id: null,
          actor: `x${i}@example.com`,
          action: "sign_in_refused",
          target_kind: null,
          target_id: null,
          target_name: null,
          detail: null,
          address: "203.0.113.9",
        })),
      )
      .execute();
    const shown = await listAuditEntries();
    expect(shown).toHaveLength(AUDIT_SHOWN);
    expect(shown[0]!.actor).toBe(`x${AUDIT_SHOWN + 4}@example.com`);
    expect(shown.at(-1)!.actor).toBe("x5@example.com");

    await recordAudit(
      { userId: null, actor: "old@example.com", action: "sign_in", address: "203.0.113.9" },
      now - AUDIT_RETENTION_MS - 1,
    );
    expect(await pruneAuditLog(now)).toBe(1);
    const left = await db.selectFrom("audit_log").select("actor").where("actor", "=", "old@example.com").execute();
    expect(left).toEqual([]);
  });

  it("clips what a visitor typed at the sign-in to a sane length, and drops an entry it cannot name", async () => {
    const now = Date.now();
    await recordAudit({ userId: null, actor: "x".repeat(5000), action: "sign_in_refused", address: "::1" }, now + 10);
    await getDb()
      .insertInto("audit_log")
      .values({ id: "future-kind", at: now + 20, actor: "a@example.com", action: "a_future_action", address: "::1" })
      .execute();
    const [newest] = await listAuditEntries(1);
    expect(newest!.actor).toHaveLength(200);
  });
});
