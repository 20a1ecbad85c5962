// An operator can require two-step sign-in (decision 036): of no one (the default), of operators,
// or of everyone. Whoever it is required of and has not turned it on can open only the two-step
// page (and switch language, or sign out): every other page and its data redirect there, writes
// and fetches are refused in words, and once it is on they go on as before; it cannot be turned
// off while required. The requirement is site-wide, so these tests run on the "site" server, one
// spec at a time (holdSiteServer), and put it back after each test.
import { Secret, TOTP } from "otpauth";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { getDb } from "#app/db/db.server.ts";
import type { Locale } from "#app/lib/i18n.ts";
import { SESSION_COOKIE } from "#app/lib/session.server.ts";
import type { Role } from "#app/models/access.server.ts";
import { createInvitation } from "#app/models/invitations.server.ts";
import { createSession } from "#app/models/sessions.server.ts";
import { confirmTwoStepSetup, getTwoStepSetup, startTwoStepSetup } from "#app/models/two-step.server.ts";
import { saveTwoStepRequirement, type TwoStepRequirement } from "#app/models/two-step-requirement.server.ts";
import { setUserLanguage, upsertAdmin } from "#app/models/users.server.ts";
import { violations } from "./support/axe.ts";
import { uniqueName, withServerDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { e2eServers, holdSiteServer, siteBase } from "./support/servers.ts";

const withSiteDatabase = <T>(body: () => Promise<T>) => withServerDatabase(e2eServers.site, body);
const setRequirement = (requirement: TwoStepRequirement) => withSiteDatabase(() => saveTwoStepRequirement(requirement));

const PASSWORD = "a long enough test password";
const STEP = 30_000;
const NOTICE = "The site requires two-step sign-in for your account. Turn it on to continue.";
const REFUSED =
  "Nothing was saved: the site requires two-step sign-in for your account. Turn it on first (Two-Step Sign-In in the menu), then send this again.";
const CANNOT_TURN_OFF = "The site requires two-step sign-in for your account, so it cannot be turned off.";

/** The code an authenticator app shows for `secret` at `at`. */
function codeAt(secret: string, at = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s+/g, "")), timestamp: at });
}

const newEmail = (prefix: string) => `${uniqueName(prefix).replace(/\W+/g, "-").toLowerCase()}@example.com`;

/**
 * A person of `role` signed in in a browser of its own: two-step sign-in on (its first code of the
 * step before now) or not, the admin area in `language`, JavaScript on unless `javaScriptEnabled` is false.
 */
async function signedInPerson(
  browser: Browser,
  {
    role,
    isTwoStepOn = false,
    language = "en",
    javaScriptEnabled = true,
  }: { role: Role; isTwoStepOn?: boolean; language?: Locale; javaScriptEnabled?: boolean },
) {
  const email = newEmail(role);
  const { userId, token } = await withSiteDatabase(async () => {
    const { user } = await upsertAdmin(email, PASSWORD);
    await getDb().updateTable("users").set({ role }).where("id", "=", user.id).execute();
    await setUserLanguage(user.id, language);
    if (isTwoStepOn) {
      const earlier = Date.now() - STEP;
      await startTwoStepSetup(user.id, earlier);
      const setup = (await getTwoStepSetup(user.id, earlier))!;
      const result = await confirmTwoStepSetup(user.id, codeAt(setup.secret, earlier), null, earlier);
      if (result.kind !== "on") throw new Error("two-step sign-in did not turn on");
    }
    const token = await createSession(user.id, { ipAddress: "e2e", userAgent: "playwright" });
    return { userId: user.id, token };
  });
  const context = await browser.newContext({ baseURL: siteBase, javaScriptEnabled });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: siteBase, httpOnly: true, sameSite: "Lax" }]);
  return { email, userId, context, page: await context.newPage() };
}

const isTwoStepOnFor = (userId: string) =>
  withSiteDatabase(async () => {
    const row = await getDb().selectFrom("users").select("totp_secret").where("id", "=", userId).executeTakeFirst();
    return Boolean(row?.totp_secret);
  });

/** What the server answers `page`'s session for `path`, redirects not followed: status and where to. */
async function answerFor(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()["location"] ?? null, body: await response.text() };
}

test.describe("requiring two-step sign-in", () => {
  test.describe.configure({ mode: "serial" });
  // The Site page's spec changes this server's settings too: one spec at a time.
  let letGo = () => {};
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    letGo = await holdSiteServer();
    await setRequirement("none");
  });
  test.afterEach(() => setRequirement("none"));
  test.afterAll(() => letGo());

  test("an operator chooses it on the People page, in both languages; it is audited and cannot be turned off", async ({
    browser,
  }) => {
    test.slow();
    const operator = await signedInPerson(browser, { role: "operator", isTwoStepOn: true });
    const { page } = operator;
    await gotoHydrated(page, "/admin/people");
    const section = page.getByRole("region", { name: "Two-step sign-in" });
    const choices = section.getByRole("group", { name: "Who must use two-step sign-in" });
    await expect(choices.getByRole("radio", { name: "Not required" })).toBeChecked();
    const people = page.getByRole("table", { name: /People who may sign in/ });
    await expect(people.getByRole("columnheader", { name: "Two-step sign-in" })).toBeVisible();
    await expect(
      people
        .getByRole("row", { name: new RegExp(operator.email) })
        .getByRole("cell")
        .nth(2),
    ).toHaveText("On");
    expect(await violations(page), "axe on the People page").toEqual([]);

    await choices.getByRole("radio", { name: "Required for operators" }).check();
    await section.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Who must use two-step sign-in was saved.");
    await expect(choices.getByRole("radio", { name: "Required for operators" })).toBeChecked();

    // A choice the form does not offer is refused in words, and nothing changes.
    const forged = await page.request.post("/admin/people", {
      form: { intent: "two-step-requirement", requirement: "sometimes" },
      headers: { origin: siteBase },
    });
    expect(forged.status()).toBe(400);
    expect(await forged.text()).toContain("Choose who must use two-step sign-in.");

    await gotoHydrated(page, "/admin/audit");
    await expect(page.getByRole("main")).toContainText("Required two-step sign-in of operators");

    // Required of this operator, it cannot be turned off: the page says so, and a forged form is refused.
    await gotoHydrated(page, "/admin/two-step");
    await expect(page.getByText(CANNOT_TURN_OFF)).toBeVisible();
    await expect(page.getByRole("button", { name: "Turn Off Two-Step Sign-In" })).toHaveCount(0);
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    expect(await violations(page), "axe on the two-step page, required and on").toEqual([]);
    const off = await page.request.post("/admin/two-step", {
      form: { intent: "off", code: "123456" },
      headers: { origin: siteBase },
    });
    expect(off.status()).toBe(409);
    expect(await off.text()).toContain(CANNOT_TURN_OFF);
    expect(await isTwoStepOnFor(operator.userId)).toBe(true);

    // In Hebrew: the People page's section and the two-step page's words.
    await withSiteDatabase(() => setUserLanguage(operator.userId, "he"));
    await gotoHydrated(page, "/admin/people");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const hebrew = page.getByRole("region", { name: "כניסה דו־שלבית" });
    await expect(hebrew.getByRole("radio", { name: "חובה למפעילים" })).toBeChecked();
    expect(await violations(page), "axe on the People page in Hebrew").toEqual([]);
    await gotoHydrated(page, "/admin/two-step");
    await expect(page.getByText("האתר מחייב כניסה דו־שלבית בחשבון שלך, ולכן אי אפשר לכבות אותה.")).toBeVisible();
    expect(await violations(page), "axe on the two-step page in Hebrew").toEqual([]);
    await operator.context.close();
  });

  test("required of operators: an invited operator lands on its setup, is refused elsewhere in words, and goes on once it is on", async ({
    browser,
  }) => {
    test.slow();
    await setRequirement("operators");
    const email = newEmail("invited");
    let token = "";
    await withSiteDatabase(() =>
      createInvitation({
        email,
        role: "operator",
        recordId: null,
        invitedBy: null,
        mailFor: (made) => {
          token = made;
          return null;
        },
      }),
    );
    const context = await browser.newContext({ baseURL: siteBase });
    const page = await context.newPage();
    await gotoHydrated(page, `/invite/${token}`);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Choose password and sign in" }).click();

    // Signed in, the invitation lands on the setup instead of the dashboard, and says why.
    await expect(page).toHaveURL(`${siteBase}/admin/two-step`);
    await expect(page.getByText(NOTICE)).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Admin" });
    await expect(menu.getByRole("link", { name: "Two-Step Sign-In" })).toBeVisible();
    for (const other of ["Dashboard", "People", "Site", "Galleries"]) {
      await expect(menu.getByRole("link", { name: other, exact: true })).toHaveCount(0);
    }
    await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();
    expect(await violations(page), "axe on the two-step page, required and off").toEqual([]);

    // Every other page and its data redirect to the setup; writes and fetches are refused in words.
    for (const path of ["/admin", "/admin/people", "/admin/site", "/admin/audit", "/admin/galleries/new"]) {
      expect(await answerFor(page, path), path).toMatchObject({ status: 302, location: "/admin/two-step" });
      const data = await answerFor(page, `${path}.data`);
      expect(data.status, `${path}.data`).toBe(202);
      expect(data.body, `${path}.data`).toContain("/admin/two-step");
    }
    expect((await answerFor(page, "/admin/two-step")).status).toBe(200);
    expect((await answerFor(page, "/admin/two-step.data")).status).toBe(200);
    const forgedEmail = newEmail("forged");
    const write = await page.request.post("/admin/people", {
      form: { intent: "invite", email: forgedEmail, role: "operator" },
      headers: { origin: siteBase },
      maxRedirects: 0,
    });
    expect(write.status()).toBe(403);
    expect(await write.text()).toContain(REFUSED);
    const invitations = await withSiteDatabase(() =>
      getDb().selectFrom("invitations").select("id").where("email", "=", forgedEmail).execute(),
    );
    expect(invitations).toEqual([]);
    const search = await page.request.get("/admin/places?q=Haifa");
    expect(search.status()).toBe(403);
    expect(await search.json()).toEqual({ error: REFUSED });
    const upload = await page.request.post("/admin/media", {
      data: Buffer.from("not an image"),
      headers: { origin: siteBase, "content-type": "application/octet-stream" },
    });
    expect(upload.status()).toBe(403);

    // The language switch still works, and the page says why in Hebrew.
    await menu.getByRole("button", { name: "עברית" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page).toHaveURL(`${siteBase}/admin/two-step`);
    await expect(page.getByText("האתר מחייב כניסה דו־שלבית בחשבון שלך. יש להפעיל אותה כדי להמשיך.")).toBeVisible();
    expect(await violations(page), "axe on the two-step page, required and off, in Hebrew").toEqual([]);
    await page.getByRole("navigation", { name: "ניהול" }).getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

    // A partner is not asked for it while only operators are.
    const partner = await signedInPerson(browser, { role: "partner" });
    await gotoHydrated(partner.page, "/admin");
    await expect(partner.page).toHaveURL(`${siteBase}/admin`);
    await expect(partner.page.getByText(NOTICE)).toHaveCount(0);
    await partner.context.close();

    // Turned on, the operator goes on as before, and cannot turn it off.
    await gotoHydrated(page, "/admin/two-step");
    await page.getByRole("button", { name: "Turn On Two-Step Sign-In" }).click();
    const key = (await page.getByTestId("two-step-key").textContent())!;
    await page.getByLabel("Code from your authenticator app").fill(codeAt(key));
    await page.getByRole("button", { name: "Confirm and Turn On" }).click();
    await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    await page.getByRole("link", { name: "I Have Saved My Codes" }).click();
    await expect(page.getByText(CANNOT_TURN_OFF)).toBeVisible();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "People" }).click();
    await expect(page).toHaveURL(`${siteBase}/admin/people`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("People");
    expect((await answerFor(page, "/admin")).status).toBe(200);
    await context.close();
  });

  test("required of everyone: a form sent without JavaScript meanwhile is refused keeping what was typed, and a partner is sent to set it up", async ({
    browser,
  }) => {
    const operator = await signedInPerson(browser, { role: "operator" });
    const { page } = operator;
    await gotoHydrated(page, "/admin/people");
    const region = page.getByRole("region", { name: "Invite someone" });
    const typed = newEmail("typed");
    await region.getByLabel("E-mail").fill(typed);
    await region.getByLabel("Role").selectOption({ label: "Operator" });

    // Required meanwhile: the form's plain post (as without JavaScript) is answered by a step of
    // its own that keeps what was typed and shows nothing of the page.
    await setRequirement("everyone");
    await region.locator("form").evaluate((form: HTMLFormElement) => form.submit());
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Turn on two-step sign-in to save");
    await expect(page.getByRole("alert")).toHaveText(REFUSED);
    await expect(page.getByRole("link", { name: "Turn on two-step sign-in" })).toHaveAttribute(
      "href",
      "/admin/two-step",
    );
    await expect(page.locator("input[type=hidden][name=email]")).toHaveValue(typed);
    await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    expect(await violations(page), "axe on the refused form's step").toEqual([]);
    const invitations = await withSiteDatabase(() =>
      getDb().selectFrom("invitations").select("id").where("email", "=", typed).execute(),
    );
    expect(invitations).toEqual([]);
    await operator.context.close();

    const partner = await signedInPerson(browser, { role: "partner", javaScriptEnabled: false });
    await partner.page.goto("/admin");
    await expect(partner.page).toHaveURL(`${siteBase}/admin/two-step`);
    await expect(partner.page.getByText(NOTICE)).toBeVisible();
    await partner.context.close();
  });
});
