import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration.ts";

const SUBTITLE =
  "Explore a curated collection of Israel's finest artists and galleries, showcasing the country's vibrant and diverse art scene.";

test.describe("home page", () => {
  test("answers 200 with the hero title and subtitle", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const hero = page.locator("section", {
      has: page.getByRole("heading", { level: 1 }),
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discover Israeli Art");
    await expect(page.locator("h1")).toHaveCount(1);
    const subtitle = hero.getByText("Explore a curated collection", {
      exact: false,
    });
    expect((await subtitle.textContent())?.trim()).toBe(SUBTITLE);
  });

  for (const { label, path } of [
    { label: "Explore Artists", path: "/artists" },
    { label: "View Artworks", path: "/artworks" },
    { label: "Visit Galleries", path: "/galleries" },
  ]) {
    test(`the '${label}' button leads to ${path}`, async ({ page }) => {
      await gotoHydrated(page, "/");
      const button = page.getByRole("main").getByRole("link", { name: label, exact: true });
      await expect(button).toHaveAttribute("href", path);
      await button.click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Discover Israeli Art");
    });
  }

  for (const { height, expected } of [
    { height: 900, expected: 720 }, // 80% of the viewport
    { height: 400, expected: 500 }, // never below 500 px
  ]) {
    test(`the hero is ${expected} px high in a 1280×${height} viewport`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height });
      await page.goto("/");
      const box = await page.locator("section", { has: page.locator("h1") }).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.height).toBeGreaterThanOrEqual(500);
      expect(Math.abs(box!.height - expected)).toBeLessThanOrEqual(1);
      expect(Math.abs(box!.width - 1280)).toBeLessThanOrEqual(1);
    });
  }

  test("the hero background image loads", async ({ page }) => {
    await page.goto("/");
    const image = page
      .locator("section", { has: page.locator("h1") })
      .locator("img")
      .first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("the hero picture comes in several widths, and a phone loads a small one first, at high priority", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") asked.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    const image = page
      .locator("section", { has: page.locator("h1") })
      .locator("img")
      .first();
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).toHaveAttribute("sizes", "100vw");
    const widths = ((await image.getAttribute("srcset")) ?? "").match(/\d+w/g) ?? [];
    expect(widths.length, "widths in the srcset").toBeGreaterThanOrEqual(3);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const loaded = await image.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
    expect(loaded.width, loaded.src).toBeLessThanOrEqual(640);
    // Neither the 1920 px original nor the widest variant is fetched on a phone.
    expect(asked.filter((path) => path === "/images/hero.jpg" || /\/1600\.\w+$/.test(path))).toEqual([]);
    await context.close();
  });
});
