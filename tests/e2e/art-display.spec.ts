import { expect, test, type Locator, type Page } from "@playwright/test";
import { getDb } from "#app/db/db.server.ts";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { violations } from "./support/axe.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** The address of an artwork whose image is stored (the sample catalogue's are), with its sizes. */
async function storedImageArtworkPath(): Promise<string> {
  const row = await withE2eDatabase(() =>
    getDb().selectFrom("artworks").select("slug").where("image_id", "is not", null).executeTakeFirstOrThrow(),
  );
  return `/artworks/${row.slug}`;
}

test.describe("the art, whole", () => {
  test("artwork cards show each work whole (contained, never cropped)", async ({ page }) => {
    await page.goto("/artworks");
    const images = page.getByRole("main").locator("article img");
    await expect(images.first()).toBeVisible();
    const fits = await images.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).objectFit));
    expect(fits.length).toBeGreaterThan(0);
    expect(new Set(fits)).toEqual(new Set(["contain"]));
  });

  test("on a 390 px phone, /artworks shows two columns", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/artworks");
    const cards = page.getByRole("main").locator("article");
    const [first, second, third] = [await box(cards.nth(0)), await box(cards.nth(1)), await box(cards.nth(2))];
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x + first.width);
    expect(third.y).toBeGreaterThan(first.y);
    expect(first.width * 2).toBeLessThan(390);
  });

  test("a card without a description leaves no empty block beside one with a description", async ({ page }) => {
    const { artist, bare } = await withE2eDatabase(async () => {
      const artist = await createArtist({
        name: uniqueName("Card Artist"),
        bio: "b",
        imageUrl: "/images/stock-artist.jpg",
      });
      const bare = await createArtwork({
        title: uniqueName("Bare Work"),
        imageUrl: "/images/hero.jpg",
        artistId: artist.id,
      });
      await createArtwork({
        title: uniqueName("Told Work"),
        imageUrl: "/images/hero.jpg",
        artistId: artist.id,
        description: "A long description that takes three lines on a card. ".repeat(4),
      });
      return { artist, bare };
    });
    await page.goto(`/artists/${artist.slug}`);
    const card = page.getByRole("main").getByRole("listitem").filter({ hasText: bare.title }).locator("article");
    // The artist's line and the availability line; no description block.
    await expect(card.locator("p")).toHaveCount(2);
    const cardBox = await box(card);
    const lastLine = await box(card.locator("p").last());
    // Only the card's padding lies below its last line.
    expect(cardBox.y + cardBox.height - (lastLine.y + lastLine.height)).toBeLessThan(32);
  });

  test("a gallery's three featured artworks fill one row, with no half row", async ({ page }) => {
    const gallery = await withE2eDatabase(async () => {
      const gallery = await createGallery({
        name: uniqueName("Row Gallery"),
        street: "Herzl Street 2",
        city: "Haifa",
        hours: "10-18",
        description: "d",
      });
      const artist = await createArtist({
        name: uniqueName("Row Artist"),
        bio: "b",
        imageUrl: "/images/stock-artist.jpg",
      });
      for (const n of [1, 2, 3, 4]) {
        await createArtwork({
          title: `Row Work ${n}`,
          imageUrl: "/images/hero.jpg",
          artistId: artist.id,
          galleryId: gallery.id,
        });
      }
      return gallery;
    });
    await page.goto(`/galleries/${gallery.slug}`);
    const cards = page.getByRole("region", { name: "Featured Artworks" }).locator("article");
    await expect(cards).toHaveCount(3);
    const tops = await cards.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  });
});

test.describe("the zoom", () => {
  test("opens the largest image full screen by keyboard, and Escape closes it back to the button", async ({ page }) => {
    await gotoHydrated(page, await storedImageArtworkPath());
    const button = page.getByRole("button", { name: "View full size" });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const image = dialog.locator("img");
    await expect(image).toBeVisible();
    expect(await image.getAttribute("src")).toMatch(/^\/media\/[\w-]+\/\d+\.jpg$/);
    await expect.poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth)).toBeGreaterThan(900);
    // The dialog covers the screen.
    const viewport = page.viewportSize()!;
    const dialogBox = await box(dialog);
    expect(dialogBox.width).toBeGreaterThanOrEqual(viewport.width - 1);
    expect(dialogBox.height).toBeGreaterThanOrEqual(viewport.height - 1);
    expect(await violations(page)).toEqual([]);

    await dialog.getByRole("button", { name: "Actual size" }).click();
    await expect(dialog.getByRole("button", { name: "Actual size" })).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("without JavaScript, is a link to the largest image", async ({ browser }) => {
    const path = await storedImageArtworkPath();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const quiet = await context.newPage();
    await quiet.goto(path);
    const link = quiet.getByRole("link", { name: "View full size" });
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/media\/[\w-]+\/\d+\.jpg$/);
    const response = await quiet.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    await context.close();
  });
});

test.describe("carousels", () => {
  test("arrows sit beside the heading, outside the cards; 'previous' is disabled at the start", async ({ page }) => {
    await gotoHydrated(page, "/");
    const carousel = page.getByRole("region", { name: "Featured Artists" });
    const previous = carousel.getByRole("button", { name: "Previous Featured Artists" });
    const next = carousel.getByRole("button", { name: "Next Featured Artists" });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    const firstSlide = await box(carousel.getByRole("group").first());
    for (const arrow of [previous, next]) {
      const arrowBox = await box(arrow);
      expect(arrowBox.y + arrowBox.height).toBeLessThanOrEqual(firstSlide.y);
    }
    await next.click();
    await expect(previous).toBeEnabled();
  });

  test("on a phone, the next card peeks in to show that the row scrolls", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const slides = page.getByRole("region", { name: "Featured Artists" }).getByRole("group");
    const second = await box(slides.nth(1));
    expect(second.x).toBeLessThan(390 - 16);
    expect(second.x + second.width).toBeGreaterThan(390);
  });
});

test.describe("a form answered with an error", () => {
  /** The field is focused and lies wholly below the sticky header. */
  async function expectFocusedBelowHeader(page: Page, field: Locator) {
    await expect(field).toBeFocused();
    const header = await box(page.getByRole("banner"));
    const fieldBox = await box(field);
    expect(fieldBox.y).toBeGreaterThanOrEqual(header.y + header.height);
  }

  test("with JavaScript, focuses the first field in error, clear of the sticky header", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 600 });
    await gotoHydrated(page, "/contact");
    const form = page.locator("#message");
    await form.getByLabel("Name").fill("Scroll Test");
    await form.getByLabel("Email").fill("scroll@example.com");
    await form.getByLabel("Message").fill("short");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Message should be at least 10 characters")).toBeVisible();
    await expectFocusedBelowHeader(page, form.getByLabel("Message"));
  });

  test("without JavaScript, the server's answer focuses the first field in error", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 600 },
      // An address of its own, so other tests' sends do not count against its rate limit.
      extraHTTPHeaders: { "x-forwarded-for": `2001:db8::5c:${(Date.now() % 65535).toString(16)}` },
    });
    const page = await context.newPage();
    await page.goto("/contact");
    const form = page.locator("#message");
    await form.getByLabel("Name").fill("Scroll Test");
    await form.getByLabel("Email").fill("not-an-address");
    await form.getByLabel("Message").fill("short");
    // The server refuses a form sent sooner than 2 s after it was shown.
    await page.waitForTimeout(2100);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expectFocusedBelowHeader(page, form.getByLabel("Email"));
    await context.close();
  });
});
