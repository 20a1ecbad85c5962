import { expect, test, type Page } from "@playwright/test";
import { listGalleries } from "#app/models/galleries.server.ts";
import { violations } from "./support/axe.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { signInAsAdmin } from "./support/session.ts";

const ADMIN_URLS = [
  "/admin",
  "/admin/artists",
  "/admin/artists/new",
  "/admin/artists/abc",
  "/admin/artists/abc/edit",
  "/admin/galleries",
  "/admin/galleries/new",
  "/admin/galleries/abc/edit",
  "/admin/reviews/pending",
  "/admin/inquiries",
];

test.describe("admin guard, signed out", () => {
  for (const path of ADMIN_URLS) {
    const url = `${path}?x=1`;
    test(`${url} ends on /login, which remembers the page`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      const landed = new URL(page.url());
      expect(landed.pathname).toBe("/login");
      expect(landed.search).toBe(`?redirectTo=${encodeURIComponent(url)}`);
      expect(landed.searchParams.get("redirectTo")).toBe(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Login");
    });
  }

  test("every admin URL without a query is redirected by the server to /login?redirectTo=<path>", async ({
    request,
  }) => {
    for (const path of ADMIN_URLS) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  test("the redirect is a server redirect that sends no admin content", async ({ request }) => {
    const response = await request.get("/admin/artists?x=1", {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/login?redirectTo=%2Fadmin%2Fartists%3Fx%3D1");
    expect(await response.text()).not.toContain("Administrator");
  });

  // A client-side navigation requests a data URL; the remembered page must still be the page.
  test("an in-app navigation to an admin page is redirected too", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.evaluate(() =>
      (
        window as unknown as {
          __reactRouterDataRouter: { navigate(to: string): Promise<void> };
        }
      ).__reactRouterDataRouter.navigate("/admin/galleries?x=1"),
    );
    await expect(page).toHaveURL("/login?redirectTo=%2Fadmin%2Fgalleries%3Fx%3D1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Login");
  });
});

test.describe("GET /logout", () => {
  test("signed out: shows a Sign Out page and sets no cookie", async ({ request }) => {
    const raw = await request.get("/logout", { maxRedirects: 0 });
    expect(raw.status()).toBe(200);
    expect(raw.headers()["set-cookie"]).toBeUndefined();
  });

  test("signed in: changes nothing until the button is pressed, then ends the session", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAsAdmin(context, baseURL!);
    const raw = await page.request.get("/logout", { maxRedirects: 0 });
    expect(raw.status()).toBe(200);
    expect(raw.headers()["set-cookie"]).toBeUndefined();

    await gotoHydrated(page, "/logout");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign Out");
    // Still signed in: the guard lets the administrator through.
    await page.goto("/admin/artists?x=1");
    await expect(page).toHaveURL("/admin/artists?x=1");

    await gotoHydrated(page, "/logout");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/login");
    await page.goto("/admin/artists?x=1");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });
});

test.describe("signed in", () => {
  test("the footer shows Admin Dashboard and Sign Out instead of the login link", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAsAdmin(context, baseURL!);
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/admin");
    await expect(footer.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expect(footer.locator('a[href="/login"]')).toHaveCount(0);
  });

  test("/login sends a signed-in administrator back to the remembered page", async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    await page.goto(`/login?redirectTo=${encodeURIComponent("/admin/galleries?x=1")}`);
    await expect(page).toHaveURL("/admin/galleries?x=1");
  });
});

test.describe("a form posted without JavaScript after the session ended", () => {
  test.use({ javaScriptEnabled: false });
  const PASSWORD = "a password typed twice";
  const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

  test("keeps what was typed, shows no admin data, and saves once signed in on the same page", async ({
    page,
    context,
    baseURL,
  }) => {
    const { email } = await signInAsAdmin(context, baseURL!, withE2eDatabase, PASSWORD);
    const name = uniqueName("Session Ended Gallery");
    await page.goto("/admin/galleries/new");
    await field(page, "Name").fill(name);
    await field(page, "Street").fill("Ha-Nevi'im 12");
    await field(page, "City").fill("Jerusalem");
    await field(page, "Opening hours").fill("Sun–Thu 10:00–18:00");
    await field(page, "Description").fill("Typed before the session ended.");
    await context.clearCookies();

    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Add Gallery", exact: true }).click();
    expect((await refused).status()).toBe(401);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to save your changes");
    await expect(page.getByRole("alert")).toContainText("You must be logged in to perform this action");
    // Nothing of the admin area: no menu, no administrator.
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
    await expect(page.getByText(email)).toHaveCount(0);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign In and Save" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid email or password. Please try again.");
    expect(await withE2eDatabase(() => listGalleries({ limit: 10_000 }))).not.toContainEqual(
      expect.objectContaining({ name }),
    );

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In and Save" }).click();
    await expect(page).toHaveURL(/\/admin\/galleries\?added=/);
    const saved = (await withE2eDatabase(() => listGalleries({ limit: 10_000 }))).find((g) => g.name === name);
    expect(saved).toMatchObject({
      street: "Ha-Nevi'im 12",
      city: "Jerusalem",
      description: "Typed before the session ended.",
    });
    // Signed in again: the admin area opens.
    await page.goto("/admin");
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  });
});

test.describe("a form that still has mistakes, posted without JavaScript after the session ended", () => {
  test.use({ javaScriptEnabled: false });

  test("comes back as the form with its messages once signed in on the step", async ({ page, context, baseURL }) => {
    const password = "a password for the step";
    const { email } = await signInAsAdmin(context, baseURL!, withE2eDatabase, password);
    const name = uniqueName("Half Typed Gallery");
    await page.goto("/admin/galleries/new");
    await page.getByLabel(/^Name( \*)?$/).fill(name);
    await context.clearCookies();
    await page.getByRole("button", { name: "Add Gallery", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to save your changes");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In and Save" }).click();
    // Signed in now: the form itself, with what was typed and what is missing.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add Gallery");
    await expect(page.getByLabel(/^Name( \*)?$/)).toHaveValue(name);
    await expect(page.getByText("Please enter both street and city").first()).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  });
});

test("the sign-in step of a refused admin form has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  // A plain document post, as a browser without JavaScript sends it, from a signed-out browser.
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = "/admin/galleries/new";
    const input = document.createElement("input");
    input.name = "name";
    input.value = "Typed while signed out";
    form.append(input);
    document.body.append(form);
    form.submit();
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to save your changes");
  await expect(page.locator('input[type="hidden"][name="name"]')).toHaveValue("Typed while signed out");
  expect(await violations(page)).toEqual([]);
});

test("with JavaScript, a save refused because the session ended asks for the password in the form and then saves", async ({
  page,
  context,
  baseURL,
}) => {
  const password = "a password typed in the form";
  const { email } = await signInAsAdmin(context, baseURL!, withE2eDatabase, password);
  const name = uniqueName("Session Ended Script Gallery");
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));
  await gotoHydrated(page, "/admin/galleries/new");
  await field("Name").fill(name);
  await field("Street").fill("Herzl 1");
  await field("City").fill("Haifa");
  await field("Opening hours").fill("Sun–Thu 10:00–18:00");
  await field("Description").fill("Typed before the session ended, with JavaScript.");
  await context.clearCookies();
  await page.getByRole("button", { name: "Add Gallery", exact: true }).click();
  await expect(page.getByRole("alert").first()).toHaveText("You must be logged in to perform this action");
  const signIn = page.getByRole("group", { name: "Sign in to save" });
  await expect(field("Description")).toHaveValue("Typed before the session ended, with JavaScript.");

  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password").fill("wrong password entirely");
  await page.getByRole("button", { name: "Add Gallery", exact: true }).click();
  await expect(page.getByRole("alert").first()).toContainText("Invalid email or password. Please try again.");

  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Add Gallery", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/galleries\?added=/);
  const saved = (await withE2eDatabase(() => listGalleries({ limit: 10_000 }))).find((g) => g.name === name);
  expect(saved?.description).toBe("Typed before the session ended, with JavaScript.");
});
