import { expect, test, type Page } from "@playwright/test";
import { violations } from "./support/axe.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { brokenBase, emptyBase } from "./support/servers.ts";

/** The address of the first card's link on a list page of the main server. */
async function firstDetailPath(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const href = await page.getByRole("main").locator(`article h3 a[href^="${list}/"]`).first().getAttribute("href");
  expect(href, `a card on ${list}`).toBeTruthy();
  return href!;
}

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const { path, width } of [
    { path: "/", width: 1200 },
    { path: "/artists", width: 1280 },
    { path: "/artworks", width: 1280 },
    { path: "/galleries", width: 1280 },

    { path: "/contact", width: 1280 },
    { path: "/login", width: 1280 },
  ]) {
    test(`${path} at ${width} px wide has no violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, path);
      expect(await violations(page)).toEqual([]);
    });
  }

  test("/ at mobile width has no violations, with the menu closed and open", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, "/");
    expect(await violations(page)).toEqual([]);
    const button = page.getByRole("banner").getByRole("button", { name: /menu/i });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    expect(await violations(page)).toEqual([]);
  });

  test("the home carousels' slide lists are valid lists", async ({ page }) => {
    await gotoHydrated(page, "/");
    expect(await violations(page)).toEqual([]);
  });

  for (const list of ["/artists", "/artworks", "/galleries"]) {
    test(`a detail page from ${list} has no violations`, async ({ page }) => {
      await gotoHydrated(page, await firstDetailPath(page, list));
      expect(await violations(page)).toEqual([]);
    });
  }

  test("the not-found pages have no violations", async ({ page }) => {
    // A whole-page axe scan per page: several of them outlast one test's budget on a busy machine.
    test.slow();
    for (const path of ["/artists/no-such-artist", "/artworks/no-such-artwork", "/galleries/no-such-gallery"]) {
      const response = await gotoHydrated(page, path);
      expect(response?.status(), path).toBe(404);
      expect(await violations(page), path).toEqual([]);
    }
  });

  test("the empty states of the home page and the lists have no violations", async ({ page }) => {
    // A whole-page axe scan per page: several of them outlast one test's budget on a busy machine.
    test.slow();
    for (const path of ["/", "/artists", "/artworks", "/galleries", "/galleries?city=Nowhere"]) {
      const response = await gotoHydrated(page, `${emptyBase}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(await violations(page), path).toEqual([]);
    }
  });

  test("the failure states of every public page have no violations", async ({ page }) => {
    // A whole-page axe scan per page: several of them outlast one test's budget on a busy machine.
    test.slow();
    const base = brokenBase();
    for (const path of ["/", "/artists", "/artworks", "/galleries", "/artists/a", "/artworks/a", "/galleries/a"]) {
      const response = await gotoHydrated(page, `${base}${path}`);
      expect(response?.status(), path).toBe(503);
      expect(await violations(page), path).toEqual([]);
    }
  });
});
