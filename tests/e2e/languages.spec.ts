import { expect, test, type Page } from "@playwright/test";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";

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
  // Two loads of every public page in one test: on a busy machine they outlast the default budget.
  test.slow();
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

test.describe("records in both languages", () => {
  const base = { bio: "Paints the light of the coast.", imageUrl: "https://example.com/portrait.jpg" };

  test("a Hebrew page shows a record's Hebrew texts, and the English text marked lang=en where the Hebrew is not written", async ({
    page,
  }) => {
    const name = uniqueName("Translated Painter");
    const hebrewName = `ציירת ${name.replace(/\D/g, "")}`;
    const artist = await withE2eDatabase(async () => {
      const created = await createArtist({
        ...base,
        name,
        he: { name: hebrewName, bio: null, seoTitle: null, seoDescription: null },
      });
      await createArtwork({ title: `${name} Sea`, imageUrl: "https://example.com/sea.jpg", artistId: created.id });
      return created;
    });

    await gotoHydrated(page, `/he/artists/${artist.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hebrewName);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
    // The biography has no Hebrew version: the English one, marked as English.
    const bio = page.getByText(base.bio, { exact: true });
    await expect(bio).toHaveAttribute("lang", "en");
    await expect(bio).toHaveAttribute("dir", "ltr");
    // The artwork card names the artist in Hebrew, its untranslated title in English, marked.
    await expect(page.getByRole("link", { name: `${name} Sea` }).locator("bdi")).toHaveAttribute("lang", "en");
    expect(await page.locator("title").textContent()).toContain(hebrewName);

    await gotoHydrated(page, `/artists/${artist.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByText(base.bio, { exact: true })).not.toHaveAttribute("lang", /./);
  });

  test("an artist written only in Hebrew has a readable address, and the English page marks the Hebrew text", async ({
    page,
  }) => {
    const hebrewName = `אמנית ${uniqueName("x").replace(/\D/g, "")} מירושלים`;
    const artist = await withE2eDatabase(() => createArtist({ ...base, name: hebrewName, bio: "ציירת נופים." }));
    expect(artist.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(artist.slug).not.toBe(artist.id.toLowerCase());

    const response = await page.goto(`/artists/${artist.slug}`);
    expect(response?.status()).toBe(200);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(hebrewName);
    await expect(heading).not.toHaveAttribute("dir", /./);
    await expect(heading.locator("bdi")).toHaveAttribute("lang", "he");

    await page.goto(`/he/artists/${artist.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", /./);
    // Its id still leads to the readable address.
    const byId = await page.request.get(`/he/artists/${artist.id}`, { maxRedirects: 0 });
    expect(byId.status()).toBe(301);
    expect(byId.headers().location).toBe(`/he/artists/${artist.slug}`);
  });

  test("an English name on a Hebrew page keeps the page's alignment: at the start (right), its letters left to right", async ({
    page,
  }) => {
    const name = uniqueName("Untranslated Painter");
    const bio = "Paints the light.\nLives by the sea.";
    const artist = await withE2eDatabase(() => createArtist({ ...base, name, bio }));

    await gotoHydrated(page, `/he/artists/${artist.slug}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(name);
    await expect(heading).not.toHaveAttribute("dir", /./);
    const title = heading.locator("bdi");
    await expect(title).toHaveAttribute("lang", "en");
    const headingBox = (await heading.boundingBox())!;
    const titleBox = (await title.boundingBox())!;
    // Shorter than the column, the title ends at the heading's right edge, its left edge well inside.
    expect(Math.abs(headingBox.x + headingBox.width - (titleBox.x + titleBox.width))).toBeLessThan(4);
    expect(titleBox.x - headingBox.x).toBeGreaterThan(20);
    // The two-line bio keeps its line break inside its <bdi>: one box per line.
    const bioText = page.locator('bdi[lang="en"]', { hasText: "Paints the light." });
    const lineTops = await bioText.evaluate((element) =>
      [...element.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
    );
    expect(new Set(lineTops).size).toBe(2);
    // Read left to right: the first line's full stop follows its last word, not before its first.
    const [firstLetter, lastLetter, stop] = await bioText.evaluate((element) => {
      const text = element.firstChild as Text;
      const left = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().left;
      };
      const stopAt = text.data.indexOf(".");
      return [left(0), left(stopAt - 1), left(stopAt)];
    });
    expect(stop).toBeGreaterThan(lastLetter!);
    expect(lastLetter).toBeGreaterThan(firstLetter!);
  });
});
