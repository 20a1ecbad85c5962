// Two-step sign-in for the administrator (decision 028): turned on from the admin area with a QR
// code, the key as text and a first code; sign-in asks for the code after the password; a
// recovery code works once; a wrong code is refused and counts toward the lockout; turning it
// off asks for a current code; `npm run admin -- reset-2fa` turns it off from the server.
import { spawnSync } from "node:child_process";
import { Secret, TOTP } from "otpauth";
import { expect, test, type Page } from "@playwright/test";
import { getDb } from "#app/db/db.server.ts";
import { hashSessionToken, SESSION_COOKIE } from "#app/lib/session.server.ts";
import { createSession } from "#app/models/sessions.server.ts";
import { confirmTwoStepSetup, getTwoStepSetup, startTwoStepSetup } from "#app/models/two-step.server.ts";
import { setUserLanguage, upsertAdmin } from "#app/models/users.server.ts";
import { violations } from "./support/axe.ts";
import { e2eEngines, testOnFirstEngine, uniqueName, type E2eEngine } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { e2eServers, postgresServer } from "./support/servers.ts";
import { signInAsAdmin } from "./support/session.ts";

const PASSWORD = "a long enough test password";
const STEP = 30_000;
const CODE_WRONG = "That code is not right, or it was used already.";
const RECOVERY_WRONG = "That recovery code is not right, or it was used already.";

/** The code an authenticator app shows for `secret` at `at`. */
function codeAt(secret: string, at = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret.replace(/\s+/g, "")), timestamp: at });
}

/** A code the app shows at none of the steps around now. */
function wrongCode(secret: string): string {
  const now = Date.now();
  const near = [-2, -1, 0, 1, 2].map((offset) => codeAt(secret, now + offset * STEP));
  let code = 100_000;
  while (near.includes(String(code))) code += 1;
  return String(code);
}

let addressCounter = 0;
/** An address of its own (behind the one trusted proxy) so per-address lockouts never collide. */
function ownAddress(): string {
  return `2001:db8:26::${process.pid.toString(16)}:${(addressCounter++).toString(16)}:${(Date.now() % 65535).toString(16)}`;
}

/**
 * An administrator with two-step sign-in on, made through the model; its first code was of the
 * step before now, so the current code is free for the test.
 */
async function adminWithTwoStep(engine: E2eEngine) {
  const email = `${uniqueName("two-step").replace(/\s+/g, "-")}@example.com`;
  return engine.withDatabase(async () => {
    const { user } = await upsertAdmin(email, PASSWORD);
    const earlier = Date.now() - STEP;
    await startTwoStepSetup(user.id, earlier);
    const setup = (await getTwoStepSetup(user.id, earlier))!;
    const result = await confirmTwoStepSetup(user.id, codeAt(setup.secret, earlier), null, earlier);
    if (result.kind !== "on") throw new Error("two-step sign-in did not turn on");
    return { email, userId: user.id, secret: setup.secret, recoveryCodes: result.recoveryCodes };
  });
}

async function signInWithPassword(page: Page, base: string, email: string) {
  await gotoHydrated(page, `${base}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(`${base}/login/code?redirectTo=%2Fadmin`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enter Your Sign-In Code");
}

/** Sends a form on the code page and waits for its answer. */
async function send(page: Page, button: string) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: button }).click();
  return answered;
}

for (const engine of e2eEngines) {
  test.describe(`${engine.name}`, () => {
    testOnFirstEngine(engine)(
      "turns on from the admin area: QR code and key, a wrong first code refused, ten recovery codes shown once",
      async ({ page, context }) => {
        const { email } = await signInAsAdmin(context, engine.base, engine.withDatabase, PASSWORD);
        // Another session of the same administrator, elsewhere: it ends when two-step sign-in turns on.
        const otherToken = await engine.withDatabase(async () => {
          const user = await getDb()
            .selectFrom("users")
            .select("id")
            .where("email", "=", email)
            .executeTakeFirstOrThrow();
          return createSession(user.id, { ipAddress: "elsewhere", userAgent: null });
        });
        const other = await page.context().browser()!.newContext();
        await other.addCookies([{ name: SESSION_COOKIE, value: otherToken, url: engine.base }]);
        expect((await other.request.get(`${engine.base}/admin`, { maxRedirects: 0 })).status()).toBe(200);
        await gotoHydrated(page, `${engine.base}/admin/two-step`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two-Step Sign-In");
        await expect(page.getByText("Two-step sign-in is off.")).toBeVisible();
        expect(await violations(page), "axe while off").toEqual([]);

        await page.getByRole("button", { name: "Turn On Two-Step Sign-In" }).click();
        await expect(page.getByRole("heading", { name: "Set up your authenticator app" })).toBeVisible();
        await expect(page.getByRole("img", { name: /QR code for your authenticator app/ })).toBeVisible();
        const key = (await page.getByTestId("two-step-key").textContent())!;
        expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
        // The secret is on the server, never in a field of the form.
        expect(await page.locator("main input[type=hidden]").evaluateAll((inputs) => inputs.length)).toBe(0);
        const field = page.getByLabel("Code from your authenticator app");
        await expect(field).toHaveAttribute("autocomplete", "one-time-code");
        await expect(field).toHaveAttribute("inputmode", "numeric");
        expect(await violations(page), "axe while setting up").toEqual([]);

        await field.fill(wrongCode(key));
        const refused = await send(page, "Confirm and Turn On");
        expect(refused.status()).toBe(400);
        await expect(page.getByRole("alert")).toContainText(CODE_WRONG);
        await expect(field).toHaveValue("");
        await expect(field).toBeFocused();
        expect(await violations(page), "axe with a refused code").toEqual([]);

        await field.fill(codeAt(key));
        await send(page, "Confirm and Turn On");
        await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
        await expect(page.getByText("Two-step sign-in is now on. Your other sessions have ended.")).toBeVisible();
        const codes = await page.getByRole("listitem").filter({ hasText: /^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/ });
        await expect(codes).toHaveCount(10);
        expect(await violations(page), "axe with the recovery codes").toEqual([]);

        // The other session ended; this one stays.
        const elsewhere = await other.request.get(`${engine.base}/admin`, { maxRedirects: 0 });
        expect(elsewhere.status()).toBe(302);
        await other.close();

        // Shown once: the page says it is on, and lists the codes no more.
        await page.getByRole("link", { name: "I Have Saved My Codes" }).click();
        await expect(page.getByText(/Two-step sign-in is on since .+\. 10 recovery codes left\./)).toBeVisible();
        await expect(page.getByRole("heading", { name: "Your recovery codes" })).toHaveCount(0);
        const stored = await engine.withDatabase(() =>
          getDb()
            .selectFrom("users")
            .select(["totp_secret", "totp_pending_secret"])
            .where("email", "=", email)
            .executeTakeFirstOrThrow(),
        );
        expect(stored).toEqual({ totp_secret: key.replace(/\s+/g, ""), totp_pending_secret: null });
      },
    );

    test("signs in with the password, then a code; a wrong code is refused and counts toward the lockout", async ({
      page,
    }) => {
      const { email, secret } = await adminWithTwoStep(engine);
      const address = ownAddress();
      await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
      await signInWithPassword(page, engine.base, email);
      // The password alone made no session; the waiting sign-in is an httpOnly cookie of 5 minutes.
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === "omanut_session")).toBeUndefined();
      const waiting = cookies.find((cookie) => cookie.name === "omanut_sign_in")!;
      expect(waiting.httpOnly).toBe(true);
      expect(waiting.expires - Date.now() / 1000).toBeLessThanOrEqual(300);
      // Nothing of the account is in the page.
      expect(await page.content()).not.toContain(email);
      const field = page.getByLabel("Code from your authenticator app");
      await expect(field).toHaveAttribute("autocomplete", "one-time-code");
      await expect(field).toHaveAttribute("inputmode", "numeric");
      if (engine === e2eEngines[0]) expect(await violations(page), "axe on the code page").toEqual([]);

      await field.fill(wrongCode(secret));
      const refused = await send(page, "Verify Code");
      expect(refused.status()).toBe(401);
      await expect(page.getByRole("alert").filter({ hasText: CODE_WRONG })).toBeVisible();
      await expect(field).toHaveValue("");
      if (engine === e2eEngines[0]) expect(await violations(page), "axe with a refused code").toEqual([]);

      await field.fill(codeAt(secret));
      await send(page, "Verify Code");
      await expect(page).toHaveURL(`${engine.base}/admin`);
      await expect(page.locator("aside")).toContainText(email);
      expect((await page.context().cookies()).find((cookie) => cookie.name === "omanut_sign_in")).toBeUndefined();

      const outcomes = await engine.withDatabase(() =>
        getDb().selectFrom("sign_in_attempts").select("outcome").where("email", "=", email).execute(),
      );
      expect(outcomes.map((row) => row.outcome).sort()).toEqual(["code-required", "failure", "success"]);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });
      testOnFirstEngine(engine)("the password, a wrong code and the right one sign in", async ({ page }) => {
        const { email, secret } = await adminWithTwoStep(engine);
        await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
        await page.goto(`${engine.base}/admin/inquiries`);
        await page.getByLabel("Email").fill(email);
        await page.getByLabel("Password").fill(PASSWORD);
        await page.getByRole("button", { name: "Sign In" }).click();
        await expect(page).toHaveURL(`${engine.base}/login/code?redirectTo=%2Fadmin%2Finquiries`);
        const field = page.getByLabel("Code from your authenticator app");
        await field.fill(wrongCode(secret));
        await page.getByRole("button", { name: "Verify Code" }).click();
        await expect(page.getByText(CODE_WRONG)).toBeVisible();
        await expect(field).toBeFocused();
        await expect(field).toHaveValue("");
        await field.fill(codeAt(secret));
        await page.getByRole("button", { name: "Verify Code" }).click();
        await expect(page).toHaveURL(`${engine.base}/admin/inquiries`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
      });
    });

    test("three wrong codes from one address make the next try wait, the right password too", async ({ page }) => {
      const { email, secret } = await adminWithTwoStep(engine);
      await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
      await signInWithPassword(page, engine.base, email);
      const field = page.getByLabel("Code from your authenticator app");
      for (let index = 0; index < 3; index++) {
        await field.fill(wrongCode(secret));
        expect((await send(page, "Verify Code")).status()).toBe(401);
      }
      await field.fill(codeAt(secret));
      const waiting = await send(page, "Verify Code");
      expect(waiting.status()).toBe(429);
      await expect(page.getByRole("alert").filter({ hasText: "Too many failed sign-in attempts" })).toBeVisible();
    });

    test("signs in with a recovery code once; the second use is refused", async ({ page, browser }) => {
      const { email, recoveryCodes } = await adminWithTwoStep(engine);
      const code = recoveryCodes[0]!;
      await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
      await signInWithPassword(page, engine.base, email);
      const field = page.getByLabel("Recovery code", { exact: true });
      await expect(field).not.toHaveAttribute("inputmode", "numeric");
      await field.fill(code.toUpperCase());
      await send(page, "Sign In with Recovery Code");
      await expect(page).toHaveURL(`${engine.base}/admin`);
      await gotoHydrated(page, `${engine.base}/admin/two-step`);
      await expect(page.getByText(/9 recovery codes left\./)).toBeVisible();

      const second = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": ownAddress() } });
      try {
        const again = await second.newPage();
        await signInWithPassword(again, engine.base, email);
        await again.getByLabel("Recovery code", { exact: true }).fill(code);
        expect((await send(again, "Sign In with Recovery Code")).status()).toBe(401);
        await expect(again.getByRole("alert").filter({ hasText: RECOVERY_WRONG })).toBeVisible();
        await expect(again).toHaveURL(/\/login\/code/);
        if (engine === e2eEngines[0]) expect(await violations(again), "axe with a refused recovery code").toEqual([]);
      } finally {
        await second.close();
      }
    });

    test("turns off only with a current code", async ({ page, context }) => {
      const { email } = await signInAsAdmin(context, engine.base, engine.withDatabase, PASSWORD);
      const token = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)!.value;
      // On for this administrator (keeping this session), its first code of the step before now.
      const secret = await engine.withDatabase(async () => {
        const user = await getDb()
          .selectFrom("users")
          .select("id")
          .where("email", "=", email)
          .executeTakeFirstOrThrow();
        const earlier = Date.now() - STEP;
        await startTwoStepSetup(user.id, earlier);
        const setup = (await getTwoStepSetup(user.id, earlier))!;
        await confirmTwoStepSetup(user.id, codeAt(setup.secret, earlier), hashSessionToken(token), earlier);
        return setup.secret;
      });
      await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
      await gotoHydrated(page, `${engine.base}/admin/two-step`);
      await expect(page.getByRole("heading", { name: "Turn off two-step sign-in" })).toBeVisible();
      if (engine === e2eEngines[0]) expect(await violations(page), "axe while on").toEqual([]);
      const field = page.getByLabel("Code from your authenticator app");
      expect((await send(page, "Turn Off Two-Step Sign-In")).status()).toBe(400);
      await expect(page.getByRole("alert").filter({ hasText: "Enter the 6-digit code" })).toBeVisible();
      await field.fill(wrongCode(secret));
      expect((await send(page, "Turn Off Two-Step Sign-In")).status()).toBe(400);
      await expect(page.getByRole("alert").filter({ hasText: CODE_WRONG })).toBeVisible();
      await field.fill(codeAt(secret));
      await send(page, "Turn Off Two-Step Sign-In");
      await expect(page.getByText("Two-step sign-in is now off. Your other sessions have ended.")).toBeVisible();
      await expect(page.getByText("Two-step sign-in is off.")).toBeVisible();
      const stored = await engine.withDatabase(() =>
        getDb().selectFrom("users").select("totp_secret").where("email", "=", email).executeTakeFirstOrThrow(),
      );
      expect(stored.totp_secret).toBeNull();
    });

    test("npm run admin -- reset-2fa turns it off from the server: the password alone signs in again", async ({
      page,
    }) => {
      const { email } = await adminWithTwoStep(engine);
      const server = engine.name === "postgres" ? postgresServer! : e2eServers.main;
      const run = spawnSync(process.execPath, ["scripts/admin.ts", "reset-2fa", "--email", email], {
        encoding: "utf8",
        env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl ?? "" },
        timeout: 60_000,
      });
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      expect(run.stdout).toContain(`Turned two-step sign-in off for ${email}`);

      await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
      await gotoHydrated(page, `${engine.base}/login`);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(`${engine.base}/admin`);
    });

    testOnFirstEngine(engine)(
      "in Hebrew, the setup and a refused code read right to left with no violations",
      async ({ page, context }) => {
        const { email } = await signInAsAdmin(context, engine.base, engine.withDatabase);
        await engine.withDatabase(async () => {
          const user = await getDb()
            .selectFrom("users")
            .select("id")
            .where("email", "=", email)
            .executeTakeFirstOrThrow();
          await setUserLanguage(user.id, "he");
        });
        await gotoHydrated(page, `${engine.base}/admin/two-step`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("כניסה דו־שלבית");
        await page.getByRole("button", { name: "הפעלת כניסה דו־שלבית" }).click();
        await expect(page.getByRole("img", { name: /קוד QR/ })).toBeVisible();
        // The key reads left to right inside the Hebrew page.
        await expect(page.getByTestId("two-step-key")).toHaveAttribute("dir", "ltr");
        expect(await violations(page), "axe on the Hebrew setup").toEqual([]);
        await page.getByLabel("קוד מאפליקציית האימות").fill("12");
        expect((await send(page, "אישור והפעלה")).status()).toBe(400);
        await expect(page.getByRole("alert").filter({ hasText: "הקוד שגוי" })).toBeVisible();
        expect(await violations(page), "axe on the Hebrew refusal").toEqual([]);
      },
    );

    testOnFirstEngine(engine)(
      "a code page without a waiting sign-in says to start again, in both languages",
      async ({ page }) => {
        await gotoHydrated(page, `${engine.base}/login/code`);
        await expect(page.getByRole("alert")).toHaveText(
          "This sign-in took too long or is finished. Please sign in again with your email and password.",
        );
        await expect(page.getByRole("link", { name: "Sign in again" })).toHaveAttribute(
          "href",
          "/login?redirectTo=%2Fadmin",
        );
        expect(await violations(page), "axe on the finished code page").toEqual([]);
        await gotoHydrated(page, `${engine.base}/he/login/code`);
        await expect(page.getByRole("link", { name: "כניסה מחדש" })).toHaveAttribute(
          "href",
          "/he/login?redirectTo=%2Fadmin",
        );
        expect(await violations(page), "axe on the Hebrew code page").toEqual([]);
      },
    );
  });
}
