import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { getAuditPage, recordAudit } from "#app/models/audit.server.ts";
import { SIGN_IN_LIMITS } from "#app/models/sign-in.server.ts";
import { SIGN_IN_LINK_ADDRESS_LIMIT, SIGN_IN_LINK_LIFETIME_MS } from "#app/models/sign-in-links.server.ts";
import { upsertAdmin } from "#app/models/users.server.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { admitBrowserWithForm, requestSignInLinkWithForm, signInWithForm } from "./credentials.server.ts";

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

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** The device cookie's value a Set-Cookie header hands out. */
function deviceCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((value) => value.startsWith("omanut_device="));
  if (!cookie) throw new Error("expected a device cookie");
  return cookie.slice("omanut_device=".length).split(";")[0]!;
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

describeEachEngine("the way in that strangers cannot close", () => {
  it("after strangers spend the daily total, the administrator gets in from a new browser with a mailed link, and they do not", async () => {
    // Some fifty argon2 checks.
    const admin = await newAdmin();
    // Three wrong passwords from each of seventeen addresses spend the fifty a day of new browsers.
    for (let address = 0; address < 17; address++)
      for (let index = 0; index < 3; index++)
        await postSignIn({ email: admin.email, password: `guess ${address}.${index}` }, `192.0.2.${address + 1}`);
    const locked = await postSignIn({ email: admin.email, password: PASSWORD }, "198.51.100.77");
    expect(locked).toMatchObject({ kind: "refused", status: 429, isLocked: true });
    // The page tells the way in.
    if (locked.kind === "refused") expect(locked.message).toContain(m.admin_sign_in_locked_way_in());

    // The stranger asks for a link for the address they know: it goes to the administrator's mailbox.
    expect(await requestSignInLinkWithForm(formOf({ email: admin.email }), "192.0.2.1", "en")).toEqual({
      kind: "sent",
    });
    // The administrator, from a new address, asks too: moments later, so the link already mailed serves.
    expect(await requestSignInLinkWithForm(formOf({ email: admin.email }), "198.51.100.77", "en")).toEqual({
      kind: "sent",
    });
    const mails = await getDb()
      .selectFrom("mail_outbox")
      .select(["to_address", "body"])
      .where("to_address", "=", admin.email)
      .execute();
    expect(mails).toHaveLength(1);
    const link = /https?:\/\/\S+\/login\/link\?token=([\w-]+)/.exec(mails[0]!.body);
    expect(link).not.toBeNull();
    const token = link![1]!;
    // The table holds only the token's hash.
    expect(JSON.stringify(await getDb().selectFrom("sign_in_links").selectAll().execute())).not.toContain(token);

    // Without the mailbox, the stranger has no way in: a guessed token, and the password step stays closed.
    expect(await admitBrowserWithForm(formOf({ token: "a".repeat(43) }), "192.0.2.1")).toEqual({ kind: "invalid" });
    expect(await postSignIn({ email: admin.email, password: PASSWORD }, "192.0.2.99")).toMatchObject({
      kind: "refused",
      status: 429,
    });

    // The administrator opens the link in the new browser, then signs in with the password.
    const admitted = await admitBrowserWithForm(formOf({ token }), "198.51.100.77");
    if (admitted.kind !== "admitted") throw new Error(`expected the link to work, got ${admitted.kind}`);
    const device = deviceCookieOf(admitted.headers);
    const signedIn = await postSignIn({ email: admin.email, password: PASSWORD }, "198.51.100.78", device);
    expect(signedIn.kind).toBe("success");
    // The link works once; and the browser it admitted still needs the password.
    expect(await admitBrowserWithForm(formOf({ token }), "192.0.2.1")).toEqual({ kind: "invalid" });
    expect(
      await postSignIn({ email: admin.email, password: "not the password" }, "198.51.100.78", device),
    ).toMatchObject({ kind: "refused", status: 401 });
  });

  it("a link ends after 30 minutes, and one address can ask only a few times an hour", async () => {
    const admin = await newAdmin();
    const now = Date.now();
    vi.useFakeTimers({ now, toFake: ["Date"] });
    try {
      expect(await requestSignInLinkWithForm(formOf({ email: admin.email }), "192.0.2.200", "he")).toEqual({
        kind: "sent",
      });
      const [mail] = await getDb()
        .selectFrom("mail_outbox")
        .select(["body"])
        .where("to_address", "=", admin.email)
        .execute();
      // In the language of the page it was asked from.
      expect(mail!.body).toContain("/he/login/link?token=");
      const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
      for (let index = 1; index < SIGN_IN_LINK_ADDRESS_LIMIT.max; index++)
        await requestSignInLinkWithForm(formOf({ email: `nobody${index}@example.com` }), "192.0.2.200", "en");
      const refused = await requestSignInLinkWithForm(formOf({ email: admin.email }), "192.0.2.200", "en");
      expect(refused).toMatchObject({ kind: "refused", status: 429 });
      vi.setSystemTime(now + SIGN_IN_LINK_LIFETIME_MS + 1);
      expect(await admitBrowserWithForm(formOf({ token }), "192.0.2.200")).toEqual({ kind: "invalid" });
    } finally {
      vi.useRealTimers();
    }
  });
});
