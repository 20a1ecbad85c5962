import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { getAuditPage, recordAudit } from "#app/models/audit.server.ts";
import { SIGN_IN_LIMITS } from "#app/models/sign-in.server.ts";
import { upsertAdmin } from "#app/models/users.server.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { signInWithForm } from "./sign-in-form.server.ts";

const PASSWORD = "a sign-in form test password";

let counter = 0;
async function newAdmin(): Promise<{ id: string; email: string }> {
  counter += 1;
  const email = `form-admin${counter}-${Date.now()}@example.com`;
  const { user } = await upsertAdmin(email, PASSWORD);
  return { id: user.id, email };
}

/** A post of the sign-in form, with the device cookie a browser holds, if any. */
function postSignIn(fields: { email: string; password: string }, address: string, deviceCookie?: string) {
  const request = new Request("http://omanut.test/login", {
    method: "POST",
    headers: deviceCookie ? { cookie: `omanut_device=${deviceCookie}` } : {},
  });
  const form = new FormData();
  form.set("email", fields.email);
  form.set("password", fields.password);
  return signInWithForm(request, form, address);
}

async function countRows(table: "audit_log" | "sign_in_attempts"): Promise<number> {
  const row = await getDb()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describeEachEngine("the sign-in form under a flood", () => {
  it("summarizes hundreds of refused sign-ins: the administrator's changes stay on the first page, rows stay bounded", async () => {
    const admin = await newAdmin();
    const signedIn = await postSignIn({ email: admin.email, password: PASSWORD }, "198.51.100.1");
    expect(signedIn.kind).toBe("success");
    await recordAudit({
      userId: admin.id,
      actor: admin.email,
      action: "saved",
      target: { kind: "site" },
      address: "198.51.100.1",
    });
    const auditBefore = await countRows("audit_log");
    const attemptsBefore = await countRows("sign_in_attempts");

    // 300 wrong passwords from three addresses, ten at a time, as fast as they are answered.
    const addresses = ["203.0.113.1", "203.0.113.2", "203.0.113.3"];
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      const batch = Array.from({ length: 30 }, (_, i) =>
        postSignIn({ email: admin.email, password: `guess ${round}.${i}` }, addresses[i % 3]!),
      );
      for (const outcome of await Promise.all(batch)) statuses.push(outcome.kind === "refused" ? outcome.status : 200);
    }
    expect(statuses).toHaveLength(300);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);

    // At most a "refused" and an "asked to wait" row per address this hour (two hours, at its turn).
    expect((await countRows("audit_log")) - auditBefore).toBeLessThanOrEqual(addresses.length * 2 * 2);
    // Only checked passwords are kept: at most five per address in 15 minutes.
    expect((await countRows("sign_in_attempts")) - attemptsBefore).toBeLessThanOrEqual(
      addresses.length * SIGN_IN_LIMITS.maxFailures,
    );

    const changes = await getAuditPage({ filter: "changes" });
    expect(changes.entries[0]).toMatchObject({ actor: admin.email, action: "saved" });
    // Everything together: the summaries tell all 300, and the administrator's sign-in is still on the first page.
    const everything = await getAuditPage();
    const mine = everything.entries.filter((entry) => entry.address.startsWith("203.0.113."));
    expect(mine.reduce((sum, entry) => sum + entry.count, 0)).toBe(300);
    expect(everything.entries.some((entry) => entry.action === "sign_in" && entry.actor === admin.email)).toBe(true);
  });
});
