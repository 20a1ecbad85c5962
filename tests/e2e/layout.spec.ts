import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydration.ts";

const MAIN_LINKS = [
  { label: "Home", path: "/" },
  { label: "Artists", path: "/artists" },
  { label: "Artworks", path: "/artworks" },
  { label: "Galleries", path: "/galleries" },
  { label: "Contact", path: "/contact" },
  { label: "Saved", path: "/saved" },
];

/** The desktop bar: the brand and the list of main links, inside <nav aria-label="Main">. */
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: /menu/i });
/** The collapsible mobile menu: the element the menu button controls. */
async function mobileMenu(page: Page) {
  const id = await menuButton(page).getAttribute("aria-controls");
  expect(id, "the menu button names the menu it controls").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test.describe("desktop navigation (1280 wide)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("lists the main links and a brand link to / with the site name", async ({ page }) => {
    await page.goto("/");
    const links = mainNav(page).getByRole("list").getByRole("link");
    await expect(links).toHaveText(MAIN_LINKS.map((link) => link.label));
    for (const [i, link] of MAIN_LINKS.entries()) {
      await expect(links.nth(i)).toHaveAttribute("href", link.path);
      await expect(links.nth(i)).toBeVisible();
    }
    const brand = mainNav(page).getByRole("link", {
      name: "Omanut",
      exact: true,
    });
    await expect(brand).toBeVisible();
    await expect(brand).toHaveAttribute("href", "/");
    await expect(menuButton(page)).toBeHidden();
  });

  for (const current of MAIN_LINKS) {
    test(`marks only '${current.label}' as the current page on ${current.path}`, async ({ page }) => {
      await page.goto(current.path);
      const marked = mainNav(page).locator('[aria-current="page"]');
      await expect(marked).toHaveCount(1);
      await expect(marked).toHaveText(current.label);
      await expect(marked).toHaveAttribute("href", current.path);
    });
  }

  test("moves the current-page mark when navigating in the app", async ({ page }) => {
    await gotoHydrated(page, "/");
    await mainNav(page).getByRole("link", { name: "Galleries", exact: true }).click();
    await expect(page).toHaveURL("/galleries");
    const marked = mainNav(page).locator('[aria-current="page"]');
    await expect(marked).toHaveText("Galleries");
    await expect(marked).toHaveCount(1);
    await mainNav(page).getByRole("link", { name: "Omanut", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(marked).toHaveText("Home");
  });
});

test.describe("mobile navigation (375 wide)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("hides the desktop list and opens, navigates from and closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(mainNav(page).getByRole("list")).toBeHidden();
    const button = menuButton(page);
    const menu = await mobileMenu(page);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAccessibleName("Open menu");
    await expect(menu).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(button).toHaveAccessibleName("Close menu");
    const links = menu.getByRole("link");
    await expect(links).toHaveText(MAIN_LINKS.map((link) => link.label));
    for (const link of MAIN_LINKS)
      await expect(menu.getByRole("link", { name: link.label, exact: true })).toBeVisible();
    await expect(menu.locator('[aria-current="page"]')).toHaveText("Home");

    await menu.getByRole("link", { name: "Artworks", exact: true }).click();
    await expect(page).toHaveURL("/artworks");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await button.click();
    await expect(menu).toBeVisible();
    await expect(menu.locator('[aria-current="page"]')).toHaveText("Artworks");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("works by keyboard", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = menuButton(page);
    const menu = await mobileMenu(page);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    // Tab moves from the button into the menu, Enter follows the link.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Artists", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/artists");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await button.focus();
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has the explore, resource and social links and the copyright line", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const explore = footer.getByRole("navigation", { name: "Footer" });
    for (const { label, path } of [
      { label: "Home", path: "/" },
      { label: "Artists", path: "/artists" },
      { label: "Artworks", path: "/artworks" },
      { label: "Galleries", path: "/galleries" },
      { label: "Contact", path: "/contact" },
    ]) {
      await expect(explore.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", path);
    }
    // The shipped privacy page is written and linked; the others stay labels with no target until written.
    await expect(footer.getByRole("link", { name: "Privacy Policy", exact: true })).toHaveAttribute("href", "/privacy");
    for (const label of ["About Us", "Terms of Service"]) {
      const item = footer.getByText(label, { exact: true });
      await expect(item).toBeVisible();
      await expect(item).not.toHaveAttribute("href");
    }
    // Signed out: a link to /login, no admin link, no sign-out button.
    await expect(footer.locator('a[href="/login"]')).toHaveCount(1);
    await expect(footer.locator('a[href="/admin"]')).toHaveCount(0);
    await expect(footer.getByRole("button", { name: "Sign Out" })).toHaveCount(0);

    // A new site has no social links until the operator gives them (no made-up ones).
    for (const label of ["Instagram", "Facebook", "Twitter"]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveCount(0);
    }
    const mailto = footer.locator('a[href^="mailto:"]');
    await expect(mailto).toHaveCount(1);
    expect(await mailto.getAttribute("href")).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/);

    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  });
});

test("every same-origin link of the header and footer answers 200 without a redirect", async ({ page, baseURL }) => {
  await page.goto("/");
  const hrefs = await page
    .locator("header a[href], footer a[href]")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const sameOrigin = [...new Set(hrefs.filter((href) => new URL(href).origin === new URL(baseURL!).origin))];
  // Header: brand + 6 links (desktop) + 6 (mobile) + the language switch; footer: 6 + /privacy +
  // /login + the switch. Deduplicated: 9 paths.
  expect(sameOrigin.map((href) => new URL(href).pathname).sort()).toEqual(
    ["/", "/artists", "/artworks", "/contact", "/galleries", "/saved", "/he", "/login", "/privacy"].sort(),
  );
  for (const href of sameOrigin) {
    // No redirects followed: the catch-all route would turn a dead link into a 302 to /.
    const response = await page.request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"], href).toContain("text/html");
  }
  for (const href of hrefs.filter((href) => new URL(href).origin !== new URL(baseURL!).origin)) {
    expect(href, "external links are https or mailto").toMatch(/^(https:\/\/|mailto:)/);
  }
});

test("an unknown path ends on /", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discover Israeli Art");
});

test("an unknown path reached by in-app navigation ends on / too", async ({ page }) => {
  await gotoHydrated(page, "/contact");
  // A client-side navigation to an unknown path goes through the catch-all route's loader.
  await page.evaluate(() =>
    (
      window as unknown as {
        __reactRouterDataRouter: { navigate(to: string): Promise<void> };
      }
    ).__reactRouterDataRouter.navigate("/no/such/page"),
  );
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discover Israeli Art");
});

test("the first Tab focuses the 'Skip to content' link, which leads to #main", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute("href", "#main");
  await expect(skip).toBeVisible();
  await expect(page.locator("#main")).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/#main");
  await expect(page.locator("#main")).toBeFocused();
});
