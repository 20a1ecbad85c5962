import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { getDb } from "#app/db/db.server.ts";
import { upsertAdmin } from "#app/models/users.server.ts";
import { uniqueName, withE2eDatabase, withServerDatabase } from "./support/catalogue.ts";
import { violations } from "./support/axe.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { e2eServers, mainBase } from "./support/servers.ts";

const PASSWORD = "a long enough test password";
const MISSING = "Please enter both email and password";
const INVALID = "Invalid email or password. Please try again.";
const TOO_MANY_TEXT = "Too many failed sign-in attempts";

let addressCounter = 0;
/** An address of its own (behind the one trusted proxy) so per-address lockouts never collide. */
function ownAddress(): string {
  return `2001:db8:5::${process.pid.toString(16)}:${(addressCounter++).toString(16)}:${(Date.now() % 65535).toString(16)}`;
}

async function newAdmin(dataDir = e2eServers.main): Promise<string> {
  const email = `${uniqueName("signin").replace(/\s+/g, "-")}@example.com`;
  await withServerDatabase(dataDir, () => upsertAdmin(email, PASSWORD));
  return email;
}

function postLogin(
  request: APIRequestContext,
  fields: Record<string, string>,
  options: { path?: string; address: string; forwardedFor?: string },
) {
  return request.post(options.path ?? "/login", {
    form: fields,
    headers: { origin: mainBase, "x-forwarded-for": options.forwardedFor ?? options.address },
    maxRedirects: 0,
  });
}

test.describe("sign-in form", () => {
  test("says what is missing, and that a wrong password or an unknown email are wrong, the same way", async ({
    page,
  }) => {
    const email = await newAdmin();
    await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
    await gotoHydrated(page, "/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Login");
    // Each answer is awaited: the message on screen may already read the same from the last try.
    const signIn = async () => {
      const answered = page.waitForResponse(
        (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/login"),
      );
      await page.getByRole("button", { name: "Sign In" }).click();
      await answered;
    };
    await signIn();
    await expect(page.getByRole("alert")).toHaveText(MISSING);

    await page.getByLabel("Email").fill(email);
    await signIn();
    await expect(page.getByRole("alert")).toHaveText(MISSING);

    await page.getByLabel("Password").fill("not the password");
    await signIn();
    await expect(page.getByRole("alert")).toHaveText(INVALID);
    // What was typed stays, except the password.
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Password")).toHaveValue("");

    await page.getByLabel("Email").fill(`nobody-${email}`);
    await page.getByLabel("Password").fill(PASSWORD);
    await signIn();
    await expect(page.getByRole("alert")).toHaveText(INVALID);
    await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("answers 400 for a missing field and 401 for wrong credentials, without JavaScript too", async ({ request }) => {
    const email = await newAdmin();
    const address = ownAddress();
    const missing = await postLogin(request, { email, password: "" }, { address });
    expect(missing.status()).toBe(400);
    expect(await missing.text()).toContain(MISSING);
    const wrong = await postLogin(request, { email, password: "nope nope nope" }, { address });
    expect(wrong.status()).toBe(401);
    const unknown = await postLogin(request, { email: `x${email}`, password: PASSWORD }, { address });
    expect(unknown.status()).toBe(401);
    const wrongBody = (await wrong.text()).replaceAll(email, "EMAIL");
    const unknownBody = (await unknown.text()).replaceAll(`x${email}`, "EMAIL");
    expect(wrongBody).toContain(INVALID);
    expect(unknownBody).toContain(INVALID);
    expect(wrongBody).not.toContain("nope nope nope");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("signs in and returns to the remembered page", async ({ page }) => {
      const email = await newAdmin();
      await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
      await page.goto("/admin/reviews/pending?from=mail");
      await expect(page).toHaveURL("/login?redirectTo=%2Fadmin%2Freviews%2Fpending%3Ffrom%3Dmail");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL("/admin/reviews/pending?from=mail");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pending Reviews");
    });
  });

  test("signs in, shows the email as Administrator, returns to the remembered page, and signs out", async ({
    page,
    context,
  }) => {
    const email = await newAdmin();
    await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
    await page.goto("/admin/inquiries?tab=1");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await gotoHydrated(page, page.url());
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Password").fill(PASSWORD);
    const submit = page.getByRole("button", { name: "Sign In" });
    await submit.click();
    await expect(page).toHaveURL("/admin/inquiries?tab=1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
    const aside = page.locator("aside");
    await expect(aside).toContainText(email);
    await expect(aside).toContainText("Administrator");

    const cookie = (await context.cookies()).find((c) => c.name === "omanut_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    // 256 bits of randomness, base64url.
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // A signed-in visitor to /login goes on to where they were going.
    await page.goto("/login?redirectTo=%2Fadmin%2Fgalleries");
    await expect(page).toHaveURL("/admin/galleries");

    await gotoHydrated(page, "/admin");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/login");
    const sessions = await withE2eDatabase(() =>
      getDb()
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.user_id")
        .select("sessions.id")
        .where("users.email", "=", email)
        .execute(),
    );
    expect(sessions).toEqual([]);
    await page.goto("/admin");
    await expect(page).toHaveURL("/login?redirectTo=%2Fadmin");
  });

  test("accepts only same-site paths as the way back", async ({ request }) => {
    for (const redirectTo of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "/%09/evil.example"]) {
      const email = await newAdmin();
      const response = await postLogin(request, { email, password: PASSWORD, redirectTo }, { address: ownAddress() });
      expect(response.status(), redirectTo).toBe(302);
      const location = response.headers().location!;
      expect(new URL(location, mainBase).origin, redirectTo).toBe(mainBase);
    }
  });
});

test.describe("throttling", () => {
  const TOO_MANY = "Too many failed sign-in attempts";

  test("from one address, every path spelling counts: after the third failure the next try waits, the right password too", async ({
    request,
  }) => {
    const email = await newAdmin();
    const address = ownAddress();
    const spellings = ["/login", "/LOGIN", "/Login?index"];
    for (const [index, path] of spellings.entries()) {
      const response = await postLogin(request, { email, password: `wrong ${index} password` }, { path, address });
      expect(response.status(), path).toBe(401);
    }
    const waiting = await postLogin(request, { email, password: PASSWORD }, { path: "/login/", address });
    expect(waiting.status()).toBe(429);
    expect(Number(waiting.headers()["retry-after"])).toBeGreaterThan(20);
    expect(Number(waiting.headers()["retry-after"])).toBeLessThanOrEqual(30);
    expect(await waiting.text()).toContain(TOO_MANY);
    expect(waiting.headers()["set-cookie"]).toBeUndefined();
    const attempts = await withE2eDatabase(() =>
      getDb()
        .selectFrom("sign_in_attempts")
        .select(["outcome", "ip_address", "created_at"])
        .where("email", "=", email)
        .execute(),
    );
    // A refusal while waiting is counted in the audit trail's summary, never stored as an attempt.
    expect(attempts.map((row) => row.outcome).sort()).toEqual(["failure", "failure", "failure"]);
    expect(attempts.every((row) => row.ip_address === address && row.created_at > 0)).toBe(true);
    // Another address is not held up by this one's failures.
    expect((await postLogin(request, { email, password: PASSWORD }, { address: ownAddress() })).status()).toBe(302);
  });

  test("counts the real address, whatever X-Forwarded-For the visitor forges", async ({ request }) => {
    const email = await newAdmin();
    // What the trusted proxy appends is the visitor's real address; what comes before it is theirs to forge.
    const real = ownAddress();
    for (let index = 0; index < 3; index++) {
      const response = await postLogin(
        request,
        { email: `guess${index}-${email}`, password: "whatever it is" },
        { address: real, forwardedFor: `198.51.100.${index}, ${real}` },
      );
      expect(response.status()).toBe(401);
    }
    const waiting = await postLogin(
      request,
      { email, password: PASSWORD },
      { address: real, forwardedFor: `203.0.113.77, ${real}` },
    );
    expect(waiting.status()).toBe(429);
  });

  test("strangers failing from many addresses never keep the administrator's browser out", async ({ playwright }) => {
    // Some fifty password checks, each an argon2 hash on a busy machine.
    test.setTimeout(120_000);
    const email = await newAdmin();
    // The administrator's browser and the strangers' each keep their own cookies.
    const browser = await playwright.request.newContext({ baseURL: mainBase });
    const strangers = await playwright.request.newContext({ baseURL: mainBase });
    try {
      const known = await postLogin(browser, { email, password: PASSWORD }, { address: ownAddress() });
      expect(known.status()).toBe(302);
      const cookies = known.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
      expect(cookies.map((header) => header.value.split("=")[0])).toEqual(["omanut_session", "omanut_device"]);
      // Three failures from each of eighteen addresses: more than the account's daily total for new browsers.
      const statuses: number[] = [];
      for (let address = 0; address < 18; address++) {
        const from = ownAddress();
        for (let index = 0; index < 3; index++) {
          const response = await postLogin(
            strangers,
            { email, password: `guess ${address}.${index}` },
            { address: from },
          );
          statuses.push(response.status());
        }
      }
      expect(statuses.filter((status) => status === 401)).toHaveLength(50);
      expect(statuses.filter((status) => status === 429)).toHaveLength(4);
      // A new browser is refused for today; the administrator's own browser, from anywhere, signs in.
      expect((await postLogin(strangers, { email, password: PASSWORD }, { address: ownAddress() })).status()).toBe(429);
      const own = await postLogin(browser, { email, password: PASSWORD }, { address: ownAddress() });
      expect(own.status()).toBe(302);
      expect(own.headers()["set-cookie"]).toContain("omanut_session=");
    } finally {
      await browser.dispose();
      await strangers.dispose();
    }
  });

  test("the browser shows the waiting message", async ({ page, request }) => {
    const email = await newAdmin();
    const address = ownAddress();
    for (let index = 0; index < 3; index++) {
      await postLogin(request, { email, password: "wrong password!" }, { address });
    }
    await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
    await gotoHydrated(page, "/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toContainText(/Too many failed sign-in attempts.*try again in 1 minute\./);
  });
});

test.describe("the way in strangers cannot close (decision 030)", () => {
  test("after strangers spend the daily total, a mailed link lets the administrator's new browser sign in, once", async ({
    page,
    request,
    browser,
  }) => {
    // Some fifty password checks, each an argon2 hash on a busy machine.
    test.setTimeout(150_000);
    const email = await newAdmin();
    for (let address = 0; address < 17; address++) {
      const from = ownAddress();
      for (let index = 0; index < 3; index++)
        await postLogin(request, { email, password: `guess ${address}.${index}` }, { address: from });
    }
    // A new browser from a new address is refused, and told the way in.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
    await gotoHydrated(page, "/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(TOO_MANY_TEXT);
    await expect(alert).toContainText("ask for a one-time sign-in link by e-mail");
    expect(await violations(page), "axe on the locked sign-in page").toEqual([]);
    await alert.getByRole("link", { name: "E-mail me a sign-in link" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign In with a Link by E-Mail");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send the Link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "a sign-in link is on its way" })).toBeVisible();
    expect(await violations(page), "axe on the link page").toEqual([]);

    const mails = await withE2eDatabase(() =>
      getDb().selectFrom("mail_outbox").select("body").where("to_address", "=", email).execute(),
    );
    expect(mails).toHaveLength(1);
    const link = new URL(/https?:\/\/\S+\/login\/link\?token=[\w-]+/.exec(mails[0]!.body)![0]);
    await gotoHydrated(page, `${link.pathname}${link.search}`);
    await page.getByRole("button", { name: "Let This Browser Sign In" }).click();
    await expect(page).toHaveURL(/\/login\?admitted=1$/);
    await expect(
      page.getByRole("status").filter({ hasText: "This browser may now sign in: enter your email and password." }),
    ).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // The link was used: in another browser it is worth nothing, and that browser stays refused.
    const stranger = await browser.newPage({ extraHTTPHeaders: { "x-forwarded-for": ownAddress() } });
    try {
      await gotoHydrated(stranger, `${link.pathname}${link.search}`);
      await expect(stranger.getByText("This link has expired or was used already. Ask for a new one.")).toBeVisible();
      expect((await postLogin(request, { email, password: PASSWORD }, { address: ownAddress() })).status()).toBe(429);
    } finally {
      await stranger.close();
    }
  });
});

test.describe("the sign-in link page in Hebrew", () => {
  test("asks for the link right to left, says it is on its way, passes axe and is kept by no cache", async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": ownAddress() });
    const response = await page.goto("/he/login/link");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["x-page-cache"]).toBeUndefined();
    await gotoHydrated(page, "/he/login/link");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await violations(page), "axe on the Hebrew link page").toEqual([]);
    const form = page.locator("main form").filter({ has: page.locator('input[type="email"]') });
    await form.locator('input[type="email"]').fill("nobody@example.test");
    await form.locator('button[type="submit"]').click();
    await expect(page.getByRole("status").filter({ hasText: "קישור כניסה בדרך" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "he");
    expect(await violations(page), "axe on the Hebrew link page, sent").toEqual([]);
  });
});

test.describe("the way back after sign-in", () => {
  test("a path with any characters is encoded, never a server error, and a failed sign-in leaves no session", async ({
    request,
  }) => {
    const email = await newAdmin();
    const signedIn = await postLogin(
      request,
      { email, password: PASSWORD, redirectTo: "/。x" },
      { address: ownAddress() },
    );
    expect(signedIn.status()).toBe(302);
    expect(signedIn.headers().location).toBe("/%E3%80%82x");
    const cookie = signedIn.headers()["set-cookie"]!.split(";")[0]!;
    const back = await request.get("/login?redirectTo=/%E3%80%82x", { headers: { cookie }, maxRedirects: 0 });
    expect(back.status()).toBe(302);
    expect(back.headers().location).toBe("/%E3%80%82x");
    const sessions = await withE2eDatabase(() =>
      getDb()
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.user_id")
        .select("sessions.id")
        .where("users.email", "=", email)
        .execute(),
    );
    expect(sessions).toHaveLength(1);
  });
});

test.describe("failures of the server", () => {
  // The broken server's database loses the tables sign-in and sign-out need.
  function breakSignInTables() {
    const sqlite = new DatabaseSync(path.join(e2eServers.broken.dataDir, "omanut.sqlite"));
    try {
      sqlite.exec("PRAGMA busy_timeout = 10000");
      for (const table of ["sign_in_attempts", "sessions"]) {
        const exists = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
        if (exists.get(table)) sqlite.exec(`ALTER TABLE "${table}" RENAME TO "${table}_broken"`);
      }
    } finally {
      sqlite.close();
    }
  }

  test("sign-in and sign-out say so when they fail", async ({ page, context }) => {
    const base = e2eServers.broken.origin;
    const email = await newAdmin(e2eServers.broken);
    // A live session made before the tables go.
    await withServerDatabase(e2eServers.broken, async () => {
      const { createSession } = await import("#app/models/sessions.server.ts");
      const user = await getDb().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      const token = await createSession(user.id, { ipAddress: "test", userAgent: null });
      await context.addCookies([{ name: "omanut_session", value: token, url: base }]);
    });
    breakSignInTables();

    const signOut = await page.request.post(`${base}/logout`, { headers: { origin: base }, maxRedirects: 0 });
    expect(signOut.status()).toBe(503);
    expect(await signOut.text()).toContain("An error occurred while signing out");

    await context.clearCookies();
    await gotoHydrated(page, `${base}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toHaveText("An error occurred during sign in");
    await expect(page.getByLabel("Email")).toHaveValue(email);
  });
});
