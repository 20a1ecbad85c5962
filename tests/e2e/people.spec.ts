import { expect, test, type Browser, type Page } from "@playwright/test";
import { getDb } from "#app/db/db.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { violations } from "./support/axe.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { signInAsAdmin } from "./support/session.ts";

// People and roles: an operator invites a gallery's partner by mail; the partner chooses a
// password through the one-time link and keeps only its own gallery; everything else of the
// admin area answers 404 to it; removing the membership or the person holds at the next request.

const PASSWORD = "a long enough password";

async function newGallery() {
  return withE2eDatabase(() =>
    createGallery({
      name: uniqueName("Partner Gallery"),
      street: "Herzl 1",
      city: "Haifa",
      hours: "",
      description: "d",
    }),
  );
}

/** The invitation link of the newest mail to `email`, from the outbox. */
async function invitationLinkTo(email: string): Promise<string> {
  const mail = await withE2eDatabase(() =>
    getDb()
      .selectFrom("mail_outbox")
      .select("body")
      .where("to_address", "=", email)
      .orderBy("created_at", "desc")
      .executeTakeFirst(),
  );
  const link = mail?.body.match(/https?:\/\/\S+\/invite\/[\w-]+/)?.[0];
  expect(link, `an invitation mail to ${email}`).toBeTruthy();
  return new URL(link!).pathname;
}

async function invite(page: Page, email: string, role: string, record = "") {
  await gotoHydrated(page, "/admin/people");
  const form = page.getByRole("region", { name: "Invite someone" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Role").selectOption({ label: role });
  await form.getByLabel("Gallery or artist").fill(record);
  await form.getByRole("button", { name: "Send invitation" }).click();
}

/** A browser of its own for the invited person. */
async function partnerPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test.describe("people and invitations", () => {
  test("an operator invites a gallery's partner, who chooses a password and keeps only its gallery", async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    // Two people, two browsers, axe three times and every operator page asked twice.
    test.slow();
    await signInAsAdmin(context, baseURL!);
    const gallery = await newGallery();
    const email = `${uniqueName("partner").replace(/\W+/g, "-").toLowerCase()}@example.com`;

    // A refused invitation says why and keeps what was typed.
    await invite(page, email, "Gallery partner", "no-such-gallery");
    await expect(page.getByText("No gallery has this address name.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Invite someone" }).getByLabel("E-mail")).toHaveValue(email);

    await invite(page, email, "Gallery partner", gallery.slug);
    await expect(page.getByRole("status")).toHaveText("The invitation was sent.");
    const waiting = page.getByRole("table", { name: "Invitations not yet accepted" });
    await expect(waiting.getByRole("row", { name: new RegExp(email) })).toContainText(gallery.name);
    expect(await violations(page)).toEqual([]);

    const link = await invitationLinkTo(email);
    const partner = await partnerPage(browser);
    await gotoHydrated(partner.page, link);
    await expect(partner.page.getByRole("heading", { level: 1 })).toHaveText("Your invitation");
    expect(await violations(partner.page)).toEqual([]);
    await partner.page.getByLabel(/^Password/).fill(PASSWORD);
    await partner.page.getByLabel("Confirm password").fill("something else entirely");
    await partner.page.getByRole("button", { name: "Choose password and sign in" }).click();
    await expect(partner.page.getByText("The two passwords differ.")).toBeVisible();
    await partner.page.getByLabel(/^Password/).fill(PASSWORD);
    await partner.page.getByLabel("Confirm password").fill(PASSWORD);
    await partner.page.getByRole("button", { name: "Choose password and sign in" }).click();
    await expect(partner.page).toHaveURL(/\/admin$/);
    await expect(partner.page.getByRole("link", { name: `Public page of ${gallery.name}` })).toBeVisible();
    const menu = partner.page.getByRole("navigation", { name: "Admin" });
    await expect(menu.getByRole("link", { name: "People" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Galleries" })).toHaveCount(0);
    expect(await violations(partner.page)).toEqual([]);

    // Every operator page, its data and its writes answer 404 to a partner; nothing changes.
    for (const path of [
      "/admin/people",
      "/admin/site",
      "/admin/audit",
      "/admin/galleries",
      "/admin/galleries/new",
      "/admin/artists",
      "/admin/artists/new",
      "/admin/artworks",
      "/admin/inquiries",
      "/admin/reviews/pending",
      "/admin/sample",
    ]) {
      expect((await partner.page.request.get(path)).status(), path).toBe(404);
      expect((await partner.page.request.get(`${path}.data`)).status(), `${path}.data`).toBe(404);
    }
    const forged = await partner.page.request.post("/admin/people", {
      form: { intent: "invite", email: "forged@example.com", role: "operator" },
      headers: { origin: baseURL! },
    });
    expect(forged.status()).toBe(404);
    const forgedInvitations = await withE2eDatabase(() =>
      getDb().selectFrom("invitations").select("id").where("email", "=", "forged@example.com").execute(),
    );
    expect(forgedInvitations).toEqual([]);

    // The link works once.
    const again = await partner.page.request.get(link);
    expect(again.status()).toBe(410);

    // The operator sees the person with its gallery, and removes the membership: it ends at once.
    await gotoHydrated(page, "/admin/people");
    const people = page.getByRole("table", { name: /People who may sign in/ });
    await expect(people.getByRole("row", { name: new RegExp(email) })).toContainText(gallery.name);
    await people.getByRole("button", { name: `Remove ${email} from ${gallery.name}` }).click();
    await expect(page.getByRole("status")).toHaveText(/The membership was removed/);
    await partner.page.reload();
    await expect(partner.page.getByText("You keep no gallery or artist yet.")).toBeVisible();

    // Removed altogether, the person's next request is signed out.
    await people.getByRole("button", { name: `Remove ${email}`, exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("The person was removed and signed out.");
    await partner.page.goto("/admin");
    await expect(partner.page).toHaveURL(/\/login\?redirectTo=%2Fadmin/);
    await partner.context.close();
  });

  test("a revoked, expired or unknown link says so and offers no sign-in", async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    const email = `${uniqueName("revoked").replace(/\W+/g, "-").toLowerCase()}@example.com`;
    await invite(page, email, "Operator");
    await expect(page.getByRole("status")).toHaveText("The invitation was sent.");
    const link = await invitationLinkTo(email);
    await page
      .getByRole("table", { name: "Invitations not yet accepted" })
      .getByRole("button", { name: `Revoke the invitation to ${email}` })
      .click();
    await expect(page.getByRole("status")).toHaveText(/The invitation was revoked/);

    const revoked = await page.goto(link);
    expect(revoked?.status()).toBe(410);
    await expect(page.getByText("This invitation was withdrawn.")).toBeVisible();
    await expect(page.getByLabel(/^Password/)).toHaveCount(0);

    await gotoHydrated(page, "/admin/people");
    await invite(page, email, "Operator");
    // The new mail is in the outbox only once the page says it was sent.
    await expect(page.getByRole("status")).toHaveText("The invitation was sent.");
    const fresh = await invitationLinkTo(email);
    expect(fresh).not.toBe(link);
    await withE2eDatabase(() =>
      getDb()
        .updateTable("invitations")
        .set({ expires_at: 1 })
        .where("email", "=", email)
        .where("revoked_at", "is", null)
        .execute(),
    );
    const expired = await page.goto(fresh);
    expect(expired?.status()).toBe(410);
    await expect(page.getByText("This invitation has expired.")).toBeVisible();

    const unknown = await page.goto("/invite/not-a-real-token");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText("This invitation link is not valid.")).toBeVisible();
    expect((await page.request.get("/invite/not-a-real-token")).headers()["cache-control"]).toBe("no-store");
  });

  test("the people page and an invitation read right in Hebrew, axe clean", async ({ page, context, baseURL }) => {
    // Two pages and a new person's form, axe on each.
    test.slow();
    await signInAsAdmin(context, baseURL!);
    await gotoHydrated(page, "/admin/people");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "עברית" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("אנשים");
    expect(await violations(page)).toEqual([]);
    const email = `${uniqueName("hebrew").replace(/\W+/g, "-").toLowerCase()}@example.com`;
    const form = page.getByRole("region", { name: "הזמנת אדם" });
    await form.getByLabel("דוא״ל").fill(email);
    await form.getByLabel("תפקיד").selectOption({ label: "מפעיל" });
    await form.getByRole("button", { name: "שליחת הזמנה" }).click();
    await expect(page.getByRole("status")).toHaveText("ההזמנה נשלחה.");
    const link = await invitationLinkTo(email);
    await gotoHydrated(page, `/he${link}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ההזמנה שלך");
    expect(await violations(page)).toEqual([]);
  });
});
