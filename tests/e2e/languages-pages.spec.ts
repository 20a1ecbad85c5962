import { expect, test, type Page } from "@playwright/test";
import { createArtist } from "#app/models/artists.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { approveReview, createVisitorReview } from "#app/models/reviews.server.ts";
import { violations } from "./support/axe.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";

// The public pages in Hebrew: Hebrew headings and titles, no axe violation, and no error or
// hydration warning in the console in either language.

const HEBREW = /[\u05D0-\u05EA]/;

/** The address of the first card's link on a list page (in either language). */
async function firstDetailPath(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const href = await page.getByRole("main").locator(`article h3 a[href^="${list}/"]`).first().getAttribute("href");
  expect(href, `a card on ${list}`).toBeTruthy();
  return href!;
}

/** Every public page of the main server in Hebrew, with whether its h1 is a record's own name. */
const STATIC_HEBREW_PATHS = [
  "/he",
  "/he/artists",
  "/he/artworks",
  "/he/artworks?page=2",
  "/he/galleries",
  "/he/galleries?city=Nowhere",
  "/he/artists?style=Nowhere",
  "/he/artists/no-such-artist",
  "/he/artworks/no-such-artwork",
  "/he/galleries/no-such-gallery",
  "/he/about",
];
const DETAIL_LISTS = ["/he/artists", "/he/artworks", "/he/galleries"];

async function hebrewPages(page: Page): Promise<{ path: string; isRecord: boolean }[]> {
  const pages = STATIC_HEBREW_PATHS.map((path) => ({ path, isRecord: false }));
  for (const list of DETAIL_LISTS) pages.push({ path: await firstDetailPath(page, list), isRecord: true });
  return pages;
}

/** Console errors and warnings, and uncaught errors, from the moment it is called. */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    // A 404 or 503 page's own status is reported by the browser as a failed resource: not a fault.
    if (message.text().startsWith("Failed to load resource")) return;
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test("the English pages keep their English words", async ({ page }) => {
  await page.goto("/galleries");
  await expect(page.locator("h1")).toHaveText("Galleries");
  await expect(page.getByRole("heading", { name: "Filter by City" })).toBeVisible();
  await expect(page.getByRole("link", { name: "All Cities" })).toBeVisible();
  await expect(page).toHaveTitle(/^Israeli Art Galleries \| /);
  await page.goto("/he/galleries");
  await expect(page.locator("h1")).toHaveText("גלריות");
  await expect(page.getByRole("heading", { name: "סינון לפי עיר" })).toBeVisible();
  await expect(page.getByRole("link", { name: "כל הערים" })).toBeVisible();
});

/** Hebrew headings and title (a record's own name aside), no axe violation, no console problem. */
async function checkHebrewPage(page: Page, path: string, isRecord: boolean): Promise<void> {
  const problems = collectConsoleProblems(page);
  await gotoHydrated(page, path);
  await expect(page.locator("html"), path).toHaveAttribute("lang", "he");
  expect(await page.title(), `${path}: title`).toMatch(HEBREW);
  if (!isRecord) await expect(page.locator("h1"), `${path}: h1`).toHaveText(HEBREW);
  // Section headings (carousels, lists, the record's sections, the footer) are the site's own words.
  for (const heading of await page.locator("h2").all()) {
    expect(await heading.textContent(), `${path}: an h2`).toMatch(HEBREW);
  }
  expect(problems, path).toEqual([]);
  expect(await violations(page), path).toEqual([]);
}

// One test per page, each page loaded once for all its checks: a whole-page axe scan takes seconds
// on a busy machine, and so many in one test outlast its budget.
test.describe("each Hebrew page: Hebrew headings and title, no axe violation, no console error or hydration warning", () => {
  for (const path of STATIC_HEBREW_PATHS) {
    test(path, async ({ page }) => {
      await checkHebrewPage(page, path, false);
    });
  }
  for (const list of DETAIL_LISTS) {
    test(`the first detail page of ${list}`, async ({ page }) => {
      await checkHebrewPage(page, await firstDetailPath(page, list), true);
    });
  }
});

test("no console error or hydration warning on any English public page", async ({ page }) => {
  test.slow();
  const paths = (await hebrewPages(page)).map(({ path }) => path);
  const english = paths.map((path) => (path === "/he" ? "/" : path.slice("/he".length)));
  const problems = collectConsoleProblems(page);
  for (const path of english) {
    await gotoHydrated(page, path);
    expect(problems, path).toEqual([]);
  }
});

test("a gallery's reviews in Hebrew: plural forms, dates in Hebrew, a reviewer's Latin name and text isolated", async ({
  page,
}) => {
  const gallery = await withE2eDatabase(async () => {
    const created = await createGallery({
      name: uniqueName("Plural Gallery"),
      street: "Allenby 12",
      city: "Tel Aviv-Yafo",
      hours: "10-18",
      description: "D.",
    });
    for (const [name, rating] of [
      ["Dana Levi", 4],
      ["נועה", 5],
    ] as const) {
      const review = await createVisitorReview(
        { galleryId: created.id, name, content: "Beautiful light.", rating },
        { now: Date.UTC(2026, 2, 3, 12) },
      );
      await approveReview(review.id);
    }
    return created;
  });
  await page.goto(`/he/galleries/${gallery.slug}`);
  await expect(page.getByTestId("review-summary")).toContainText("4.5 מתוך 5 (שתי ביקורות)");
  const reviews = page.getByRole("region", { name: "ביקורות" }).getByRole("listitem");
  await expect(reviews.first().locator("time")).toHaveText("3 במרץ 2026");
  await expect(reviews.filter({ hasText: "Dana Levi" }).locator("bdi", { hasText: "Dana Levi" })).toHaveCount(1);
  // The review's text is isolated, taking the direction of its own letters.
  await expect(reviews.first().locator("p > bdi", { hasText: "Beautiful light." })).toHaveCount(1);
  // The address keeps its street number with its street.
  await expect(page.locator("header bdi", { hasText: "Allenby 12" })).toHaveCount(1);

  await page.goto(`/galleries/${gallery.slug}`);
  await expect(page.getByTestId("review-summary")).toContainText("4.5 out of 5 (2 reviews)");
  await expect(page.getByRole("region", { name: "Reviews" }).locator("time").first()).toHaveText("3 March 2026");
});

test("one review in Hebrew is 'ביקורת אחת'; an artist with no artworks is named inside the Hebrew sentence", async ({
  page,
}) => {
  const { gallery, artist } = await withE2eDatabase(async () => {
    const created = await createGallery({
      name: uniqueName("Single Review Gallery"),
      street: "Herzl 3",
      city: "Haifa",
      hours: "10-18",
      description: "D.",
    });
    const review = await createVisitorReview({ galleryId: created.id, name: "Avi", content: "Good.", rating: 3 });
    await approveReview(review.id);
    const artist = await createArtist({
      name: uniqueName("Lonely Artist"),
      bio: "B.",
      imageUrl: "/images/stock-artist.jpg",
    });
    return { gallery: created, artist };
  });
  await page.goto(`/he/galleries/${gallery.slug}`);
  await expect(page.getByTestId("review-summary")).toContainText("(ביקורת אחת)");
  await page.goto(`/he/artists/${artist.slug}`);
  const sentence = page.locator("#artworks p");
  await expect(sentence).toHaveText(`עדיין אין כאן יצירות של ${artist.name}.`);
  await expect(sentence.locator("bdi")).toHaveText(artist.name);
});

test("the city filter in Hebrew: Hebrew names on the chips, one chip for a city named in both languages, and the switch keeps it", async ({
  page,
}) => {
  // Digits only, so the Hebrew name is a Hebrew word and a number.
  const number = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const city = `Testopolis ${number}`;
  const cityHe = `עיר ${number}`;
  const [translated, hebrewOnly] = await withE2eDatabase(async () => [
    await createGallery({
      name: uniqueName("Two Tongues"),
      street: "Herzl 1",
      city,
      hours: "10-18",
      description: "D.",
      he: {
        name: null,
        street: null,
        city: cityHe,
        description: null,
        hours: null,
        seoTitle: null,
        seoDescription: null,
      },
    }),
    // Written only in Hebrew: its stored city is the Hebrew name.
    await createGallery({ name: `גלריה ${number}`, street: "הרצל 2", city: cityHe, hours: "10-18", description: "ת." }),
  ]);

  await gotoHydrated(page, "/he/galleries");
  const filter = page.getByRole("navigation", { name: "סינון לפי עיר" });
  await expect(filter.getByRole("link", { name: cityHe, exact: true })).toHaveCount(1);
  await expect(filter.getByRole("link", { name: city })).toHaveCount(0);
  await filter.getByRole("link", { name: cityHe, exact: true }).click();
  await expect(page).toHaveURL(`/he/galleries?city=${encodeURIComponent(city).replaceAll("%20", "+")}`);
  await expect(filter.getByRole("link", { name: cityHe, exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveTitle(new RegExp(`^גלריות לאמנות ב־${cityHe} \\|`));
  const cards = page.getByRole("main").locator("article h3");
  await expect(cards).toHaveCount(2);
  for (const name of [hebrewOnly.name, translated.name]) await expect(cards.filter({ hasText: name })).toHaveCount(1);

  // The same filter in English, by the city's English name.
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/galleries\?city=Testopolis\+\d+$/);
  await expect(
    page.getByRole("navigation", { name: "Filter by City" }).getByRole("link", { name: city }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("main").locator("article h3")).toHaveCount(2);
  // An address naming the city in Hebrew finds the same galleries.
  await page.goto(`/galleries?city=${encodeURIComponent(cityHe)}`);
  await expect(page.getByRole("main").locator("article h3")).toHaveCount(2);
});
