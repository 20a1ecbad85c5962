import { expect, test, type Locator, type Page } from "@playwright/test";
import { createArtist, listArtists, listFeaturedArtists } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { createGallery, listFeaturedGalleries } from "#app/models/galleries.server.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { brokenBase, emptyBase } from "./support/servers.ts";

// The home page's three carousels: at most 6 slides, 1 / 2 / 3 per view,
// arrows, keyboard and mouse dragging, and their empty and failure states.

const CAROUSELS = [
  { title: "Featured Artists", viewAll: "/artists" },
  { title: "Featured Galleries", viewAll: "/galleries" },
  { title: "Featured Artworks", viewAll: "/artworks" },
] as const;

const carousel = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
/** The scroll container: the list of slides. */
const track = (region: Locator) => region.locator('[id$="-track"]');
const slides = (region: Locator) => track(region).locator(':scope > [aria-roledescription="slide"]');
const scrollLeft = (region: Locator) => track(region).evaluate((element) => element.scrollLeft);

/** The slides whose box lies wholly inside the scroll container's box. */
async function fullyVisibleSlides(region: Locator): Promise<number[]> {
  const container = await track(region).boundingBox();
  expect(container).not.toBeNull();
  const visible: number[] = [];
  for (const [index, slide] of (await slides(region).all()).entries()) {
    const box = await slide.boundingBox();
    expect(box).not.toBeNull();
    if (box!.x >= container!.x - 1 && box!.x + box!.width <= container!.x + container!.width + 1) visible.push(index);
  }
  return visible;
}

/** At least 4 featured artists and galleries, and 4 artworks, whatever the sample catalogue holds. */
async function ensureFullCarousels() {
  await withE2eDatabase(async () => {
    for (let i = (await listFeaturedArtists(4)).length; i < 4; i++) {
      const name = uniqueName("Carousel Artist");
      const artist = await createArtist({ name, bio: "B.", imageUrl: "/images/stock-artist.jpg", isFeatured: true });
      await createArtwork({ title: uniqueName("Carousel Work"), imageUrl: "/images/hero.jpg", artistId: artist.id });
    }
    for (let i = (await listFeaturedGalleries(4)).length; i < 4; i++) {
      await createGallery({
        name: uniqueName("Carousel Gallery"),
        street: "Allenby 1",
        city: "Tel Aviv-Yafo",
        hours: "10-18",
        description: "D.",
        isFeatured: true,
      });
    }
  });
}

test.describe("home carousels (main server)", () => {
  test.beforeAll(ensureFullCarousels);

  test("three carousels, each with a 'View All' link to its list and at most 6 slides", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    for (const { title, viewAll } of CAROUSELS) {
      const region = carousel(page, title);
      await expect(region).toHaveAttribute("aria-roledescription", "carousel");
      await expect(region.getByRole("heading", { level: 2 })).toHaveText(title);
      const link = region.getByRole("link", { name: `View All ${title}`, exact: true });
      await expect(link).toHaveText("View All");
      await expect(link).toHaveAttribute("href", viewAll);
      const count = await slides(region).count();
      expect(count, title).toBeGreaterThanOrEqual(4);
      expect(count, title).toBeLessThanOrEqual(6);
    }
  });

  test("1, 2 and 3 slides are fully visible at 375, 800 and 1200 px wide", async ({ page }) => {
    await page.goto("/");
    for (const { width, perView } of [
      { width: 375, perView: 1 },
      { width: 800, perView: 2 },
      { width: 1200, perView: 3 },
    ]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { title } of CAROUSELS) {
        const region = carousel(page, title);
        await expect
          .poll(() => fullyVisibleSlides(region), `${title} at ${width} px`)
          .toEqual([...Array(perView).keys()]);
      }
    }
  });

  test("the next arrow moves the carousel; the previous arrow is disabled at the start", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const { title } of CAROUSELS) {
      const region = carousel(page, title);
      const previous = region.getByRole("button", { name: `Previous ${title}` });
      const next = region.getByRole("button", { name: `Next ${title}` });
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      expect(await scrollLeft(region)).toBe(0);
      await next.click();
      await expect.poll(() => scrollLeft(region)).toBeGreaterThan(0);
      await expect.poll(() => fullyVisibleSlides(region)).toEqual([1, 2, 3]);
      await expect(previous).toBeEnabled();
    }
  });

  test("ArrowRight on a focused link inside a carousel moves it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const region = carousel(page, "Featured Galleries");
    await slides(region).first().getByRole("link").first().focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => scrollLeft(region)).toBeGreaterThan(0);
    await expect.poll(() => fullyVisibleSlides(region)).toEqual([1, 2, 3]);
  });

  test("a mouse drag over 5 px scrolls without following the link; a click follows it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const region = carousel(page, "Featured Artworks");
    const link = slides(region).first().getByRole("link").first();
    await link.scrollIntoViewIfNeeded();
    const box = (await link.boundingBox())!;
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - 300, start.y, { steps: 15 });
    expect(await scrollLeft(region), "the track follows the pointer").toBeGreaterThan(200);
    await page.mouse.up();
    // It settles on the nearest slide, and the release was no click on the card under the pointer.
    await expect.poll(() => fullyVisibleSlides(region)).toEqual([1, 2, 3]);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL("/");

    // A click without moving is a click.
    const second = slides(region).nth(1).getByRole("link").first();
    const href = await second.getAttribute("href");
    expect(href).toMatch(/^\/artworks\/.+/);
    await second.click();
    await expect(page).toHaveURL(href!);
  });

  test.describe("right to left, on the Hebrew home page", () => {
    // Right to left, the slides run leftwards: scrollLeft is 0 at the start and negative going on.
    const HEBREW_CAROUSELS = ["אמנים ואמניות נבחרים", "גלריות נבחרות", "יצירות נבחרות"];

    test("the next arrow points left and moves the slides leftwards; the previous arrow points right", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1200, height: 900 });
      await gotoHydrated(page, "/he");
      for (const title of HEBREW_CAROUSELS) {
        const region = carousel(page, title);
        const previous = region.getByRole("button", { name: `${title}: הקודם` });
        const next = region.getByRole("button", { name: `${title}: הבא` });
        await expect(previous).toBeDisabled();
        // The previous arrow stands on the right, the next on the left, each pointing its way.
        expect((await next.boundingBox())!.x).toBeLessThan((await previous.boundingBox())!.x);
        for (const button of [previous, next]) {
          // Mirrored: the chevron drawn for left to right is flipped across its vertical axis.
          expect(await button.locator("svg").evaluate((svg) => getComputedStyle(svg).scale)).toBe("-1 1");
        }
        expect(await scrollLeft(region)).toBe(0);
        await next.click();
        await expect.poll(() => scrollLeft(region)).toBeLessThan(0);
        await expect.poll(() => fullyVisibleSlides(region)).toEqual([1, 2, 3]);
        await expect(previous).toBeEnabled();
        await previous.click();
        await expect.poll(() => scrollLeft(region)).toBe(0);
        await expect(previous).toBeDisabled();
      }
    });

    test("ArrowLeft goes on to the next slide and ArrowRight back", async ({ page }) => {
      await page.setViewportSize({ width: 1200, height: 900 });
      await gotoHydrated(page, "/he");
      const region = carousel(page, "גלריות נבחרות");
      await slides(region).first().getByRole("link").first().focus();
      await page.keyboard.press("ArrowLeft");
      await expect.poll(() => scrollLeft(region)).toBeLessThan(0);
      await expect.poll(() => fullyVisibleSlides(region)).toEqual([1, 2, 3]);
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => scrollLeft(region)).toBe(0);
      await expect.poll(() => fullyVisibleSlides(region)).toEqual([0, 1, 2]);
    });

    test("dragging rightwards brings on the next slides, and settles on one", async ({ page }) => {
      await page.setViewportSize({ width: 1200, height: 900 });
      await gotoHydrated(page, "/he");
      const region = carousel(page, "יצירות נבחרות");
      const link = slides(region).first().getByRole("link").first();
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x + 300, start.y, { steps: 15 });
      expect(await scrollLeft(region), "the track follows the pointer").toBeLessThan(-200);
      await page.mouse.up();
      await expect.poll(() => fullyVisibleSlides(region)).toEqual([1, 2, 3]);
      await page.waitForTimeout(300);
      await expect(page).toHaveURL("/he");
    });
  });

  test("Featured Artists lists only featured artists, newest first", async ({ page }) => {
    // Dated in the future, so they are the newest of all, also in a rerun against the same server.
    const future = Date.now() + 50 * 365 * 24 * 3600 * 1000;
    const older = uniqueName("Featured Older");
    const newer = uniqueName("Featured Newer");
    const unfeatured = uniqueName("Not Featured");
    const artist = { bio: "Made for an end-to-end test.", imageUrl: "/images/stock-artist.jpg" };
    const all = await withE2eDatabase(async () => {
      await createArtist({ ...artist, name: older, isFeatured: true }, { now: future + 1000 });
      await createArtist({ ...artist, name: newer, isFeatured: true }, { now: future + 2000 });
      await createArtist({ ...artist, name: unfeatured, isFeatured: false }, { now: future + 3000 });
      return listArtists({ limit: 10_000 });
    });
    await page.goto("/");
    const names = await slides(carousel(page, "Featured Artists")).locator("h3").allTextContents();
    expect(names.slice(0, 2)).toEqual([newer, older]);
    expect(names).not.toContain(unfeatured);
    const expected = all
      .filter((a) => a.isFeatured)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(0, 6)
      .map((a) => a.name);
    expect(names).toEqual(expected);
  });
});

test("the empty catalogue: each carousel says it has nothing to show", async ({ page }) => {
  const response = await page.goto(`${emptyBase}/`);
  expect(response?.status()).toBe(200);
  for (const [title, text] of [
    ["Featured Artists", "No featured artists available at the moment."],
    ["Featured Galleries", "No featured galleries available at the moment."],
    ["Featured Artworks", "No featured artworks available at the moment."],
  ] as const) {
    const region = carousel(page, title);
    await expect(region.getByText(text, { exact: true })).toBeVisible();
    await expect(region.getByRole("listitem")).toHaveCount(0);
  }
});

test("a failing database: 503 and each carousel's own error message", async ({ page }) => {
  const response = await page.goto(`${brokenBase()}/`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discover Israeli Art");
  await expect(carousel(page, "Featured Artists").getByRole("alert")).toHaveText(
    "Error loading featured artists. Please try again later.",
  );
  await expect(carousel(page, "Featured Galleries").getByRole("alert")).toHaveText(
    "Error loading featured galleries. Please try again later.",
  );
  await expect(carousel(page, "Featured Artworks").getByRole("alert")).toHaveText(
    "Error loading artworks. Please try again later.",
  );
});
