import { expect, it } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import {
  AUDIT_PAGE_SIZE,
  AUDIT_RETENTION_MS,
  AUDIT_SUMMARY_PERIOD_MS,
  formatAuditCursor,
  getAuditPage,
  listAuditEntries,
  parseAuditCursor,
  pruneAuditLog,
  recordAudit,
  recordSummarizedAudit,
} from "./audit.server.ts";

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

  it("pages through every entry, newest first, by kind, and lets entries older than a year go", async () => {
    const now = Date.now();
    const db = getDb();
    await db.deleteFrom("audit_log").execute();
    const count = AUDIT_PAGE_SIZE * 2 + 7;
    await db
      .insertInto("audit_log")
      .values(
        Array.from({ length: count }, (_, i) => ({
          id: `entry-${String(i).padStart(4, "0")}`,
          // Two at each time: the id decides between them.
          at: now - (count - Math.floor(i / 2)) * 1000,
          user_id: null,
          actor: `x${i}@example.com`,
          action: i % 3 === 0 ? "saved" : "sign_in",
          target_kind: i % 3 === 0 ? "site" : null,
          target_id: null,
          target_name: null,
          detail: null,
          address: "203.0.113.9",
        })),
      )
      .execute();
    // Older pages until there are none: every entry once, in order, the oldest last.
    const seen: string[] = [];
    let page = await getAuditPage();
    expect(page.newer).toBeNull();
    const pages = [page];
    while (page.older) {
      seen.push(...page.entries.map((entry) => entry.actor));
      page = await getAuditPage({ before: page.older });
      pages.push(page);
    }
    seen.push(...page.entries.map((entry) => entry.actor));
    expect(pages).toHaveLength(3);
    expect(seen).toEqual(Array.from({ length: count }, (_, i) => `x${count - 1 - i}@example.com`));
    // Newer pages lead back to the newest, page by page.
    const back = await getAuditPage({ after: pages[2]!.newer });
    expect(back.entries).toEqual(pages[1]!.entries);
    expect(await getAuditPage({ after: back.newer })).toEqual(pages[0]);

    const changes = await getAuditPage({ filter: "changes", size: 1000 });
    expect(changes.entries).toHaveLength(Math.ceil(count / 3));
    expect(changes.entries.every((entry) => entry.action === "saved")).toBe(true);
    const signIns = await getAuditPage({ filter: "sign-ins", size: 1000 });
    expect(signIns.entries).toHaveLength(count - Math.ceil(count / 3));
    expect(parseAuditCursor(formatAuditCursor({ at: 1, id: "a-b_c" }))).toEqual({ at: 1, id: "a-b_c" });
    expect(parseAuditCursor("1' or 1=1")).toBeNull();

    await recordAudit(
      { userId: null, actor: "old@example.com", action: "sign_in", address: "203.0.113.9" },
      now - AUDIT_RETENTION_MS - 1,
    );
    expect(await pruneAuditLog(now)).toBe(1);
    const left = await db.selectFrom("audit_log").select("actor").where("actor", "=", "old@example.com").execute();
    expect(left).toEqual([]);
  });

  it("counts refused sign-ins in one row per address, kind and hour, with the first and last time", async () => {
    const hour = AUDIT_SUMMARY_PERIOD_MS;
    // Two hours back: the newest entries stay the other tests'.
    const start = Math.floor(Date.now() / hour) * hour - 2 * hour + 1000;
    for (let i = 0; i < 30; i++)
      await recordSummarizedAudit(
        { actor: "guess@example.com", action: "sign_in_refused", address: "192.0.2.50" },
        start + i,
      );
    await recordSummarizedAudit(
      { actor: "other@example.com", action: "sign_in_refused", address: "192.0.2.50" },
      start + 40,
    );
    await recordSummarizedAudit(
      { actor: "guess@example.com", action: "sign_in_locked", address: "192.0.2.50" },
      start + 50,
    );
    await recordSummarizedAudit(
      { actor: "guess@example.com", action: "sign_in_refused", address: "192.0.2.51" },
      start + 60,
    );
    await recordSummarizedAudit(
      { actor: "guess@example.com", action: "sign_in_refused", address: "192.0.2.50" },
      start + hour,
    );
    const rows = await getDb()
      .selectFrom("audit_log")
      .select(["action", "address", "count", "first_at", "at", "actor", "detail"])
      .where("address", "in", ["192.0.2.50", "192.0.2.51"])
      .orderBy("at")
      .execute();
    expect(rows).toEqual([
      {
        action: "sign_in_refused",
        address: "192.0.2.50",
        count: 31,
        first_at: start,
        at: start + 40,
        actor: "guess@example.com",
        detail: "several",
      },
      {
        action: "sign_in_locked",
        address: "192.0.2.50",
        count: 1,
        first_at: start + 50,
        at: start + 50,
        actor: "guess@example.com",
        detail: null,
      },
      {
        action: "sign_in_refused",
        address: "192.0.2.51",
        count: 1,
        first_at: start + 60,
        at: start + 60,
        actor: "guess@example.com",
        detail: null,
      },
      {
        action: "sign_in_refused",
        address: "192.0.2.50",
        count: 1,
        first_at: start + hour,
        at: start + hour,
        actor: "guess@example.com",
        detail: null,
      },
    ]);
    const shown = (await listAuditEntries(100, "sign-ins")).filter((entry) => entry.address === "192.0.2.50");
    expect(shown.map((entry) => [entry.action, entry.count, entry.firstAt, entry.at])).toEqual([
      ["sign_in_refused", 1, start + hour, start + hour],
      ["sign_in_locked", 1, start + 50, start + 50],
      ["sign_in_refused", 31, start, start + 40],
    ]);
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
