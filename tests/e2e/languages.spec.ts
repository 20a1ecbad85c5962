import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydration.ts";

// English at the root, Hebrew under /he: each page in both, with its language and direction,
// canonical address and reciprocal alternates, and a switch that keeps the page.

/** The address of the first card's link on a list page. */
async function firstDetailPath(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const href = await page.getByRole("main").locator(`article h3 a[href^="${list}/"]`).first().getAttribute("href");
  expect(href, `a card on ${list}`).toBeTruthy();
  return href!;
}

async function publicPaths(page: Page): Promise<string[]> {
  const paths = ["/", "/artists", "/artworks", "/artworks?page=2", "/galleries", "/contact"];
  for (const list of ["/artists", "/artworks", "/galleries"]) paths.push(await firstDetailPath(page, list));
  return paths;
}

const hebrew = (path: string) => (path === "/" ? "/he" : path.startsWith("/?") ? `/he${path.slice(1)}` : `/he${path}`);

async function readLanguageHead(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    alternates: Object.fromEntries(
      [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
    ),
  }));
}

test("every public page exists in both languages, with lang, dir, its own canonical address and reciprocal alternates", async ({
  page,
  baseURL,
}) => {
  for (const path of await publicPaths(page)) {
    const expected = { en: `${baseURL}${path}`, he: `${baseURL}${hebrew(path)}`, "x-default": `${baseURL}${path}` };
    for (const [locale, address] of [
      ["en", path],
      ["he", hebrew(path)],
    ] as const) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      const head = await readLanguageHead(page);
      expect(head.lang, address).toBe(locale);
      expect(head.dir, address).toBe(locale === "he" ? "rtl" : "ltr");
      expect(head.canonical, address).toBe(expected[locale]);
      expect(head.alternates, address).toEqual(expected);
    }
  }
});

test("the language switch leads to the same page, filters and page number in the other language, and back", async ({
  page,
}) => {
  await gotoHydrated(page, "/artworks?page=2");
  const nav = page.getByRole("banner");
  await nav.getByRole("link", { name: "עברית" }).click();
  await expect(page).toHaveURL(/\/he\/artworks\?page=2$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "he");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/artworks\?page=2$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  // On a phone the switch stays in the header, beside the menu button.
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/galleries");
  const phoneSwitch = page.getByRole("banner").getByRole("link", { name: "עברית" });
  await expect(phoneSwitch).toBeVisible();
  await expect(phoneSwitch).toHaveAttribute("lang", "he");
  await phoneSwitch.click();
  await expect(page).toHaveURL(/\/he\/galleries$/);
});

test("links on a Hebrew page stay in Hebrew, and a client-side navigation keeps the language", async ({ page }) => {
  await gotoHydrated(page, "/he/artists");
  const hrefs = await page
    .locator("a[href^='/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
  const english = hrefs.filter((href) => !/^\/he(\/|\?|$)/.test(href) && !/^\/(admin|media|logout)(\/|$)/.test(href));
  expect(
    english.filter((href) => href !== "/artists"),
    "links that leave Hebrew (only the switch may)",
  ).toEqual([]);
  await page.getByRole("main").locator("article h3 a").first().click();
  await expect(page).toHaveURL(/\/he\/artists\/[^/]+$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "he");
});

test("an unknown address under /he goes to the Hebrew home page; an unknown language prefix is just an unknown path", async ({
  request,
}) => {
  const hebrewUnknown = await request.get("/he/no-such-page", { maxRedirects: 0 });
  expect(hebrewUnknown.status()).toBe(302);
  expect(hebrewUnknown.headers().location).toBe("/he");
  const french = await request.get("/fr/artists", { maxRedirects: 0 });
  expect(french.status()).toBe(302);
  expect(french.headers().location).toBe("/");
  const missing = await request.get("/he/artworks/no-such-artwork", { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('lang="he"');
});
