import { expect, test, type Page } from "@playwright/test";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { jsonLdOfType, readHead } from "./support/page-head.ts";
import { brokenBase, emptyBase, mainBase } from "./support/servers.ts";

// /artworks and /artworks/{id} in each of their states.

const PAGE_SIZE = 24;

const cards = (page: Page) => page.getByRole("region", { name: "Artworks", exact: true }).getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allTextContents();

test.describe("/artworks", () => {
  test("24 per page, numbered pages in the URL, page 2 differs from page 1", async ({ page }) => {
    // Pictures other tests just added are made on first request, two at a time: over HTTP/1.1 they can
    // hold all six of the browser's connections, and the next page's data waited behind them (>15 s).
    // This test is about the paging, so the pictures are not fetched.
    await page.route(/\/media\//, (route) => route.abort());
    const response = await gotoHydrated(page, "/artworks");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artworks");
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    for (const card of (await cards(page).all()).slice(0, 3)) {
      await expect(card.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute(
        "href",
        /^\/artworks\/.+/,
      );
      await expect(card.getByRole("img")).toHaveAttribute("alt", / by .+/);
    }
    const firstPage = await cardTitles(page);

    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(pagination.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
      "href",
      "/artworks?page=2",
    );
    await pagination.getByRole("link", { name: "Next", exact: true }).click();
    // The next page's data is fetched first: on a loaded machine that has taken over 5 s.
    await expect(page).toHaveURL("/artworks?page=2", { timeout: 15_000 });
    await expect(pagination.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artworks");
    const secondPage = await cardTitles(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.length).toBeLessThanOrEqual(PAGE_SIZE);
    expect(secondPage).not.toEqual(firstPage.slice(0, secondPage.length));
    expect(secondPage.filter((title) => !firstPage.includes(title)).length).toBeGreaterThan(0);
    expect(await page.title()).toContain("(page 2)");

    // The same page, loaded directly, and the page numbers that do not exist.
    expect((await page.goto("/artworks?page=2"))?.status()).toBe(200);
    expect((await page.goto("/artworks?page=0"))?.status()).toBe(400);
    expect((await page.goto("/artworks?page=9999"))?.status()).toBe(404);
    await expect(page.getByText("There is no such page of artworks.")).toBeVisible();
  });

  test("empty catalogue: 'No artworks available.'", async ({ page }) => {
    const response = await page.goto(`${emptyBase}/artworks`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("No artworks available.", { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("failing database: 503 and 'Error loading artworks. Please try again later.'", async ({ page }) => {
    const response = await page.goto(`${brokenBase()}/artworks`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("alert")).toHaveText("Error loading artworks. Please try again later.");
    await expect(cards(page)).toHaveCount(0);
  });
});

test.describe("/artworks/{id}", () => {
  test("shows title, a link to its artist, year and description; JSON-LD VisualArtwork", async ({ page }) => {
    const name = uniqueName("Artwork Owner");
    const title = uniqueName("Olive Grove at Dusk");
    const description = "Oil on linen. The olive trees of the Jezreel Valley in the last light of a summer day.";
    const { artist, artwork } = await withE2eDatabase(async () => {
      const artist = await createArtist({ name, bio: "A painter.", imageUrl: "/images/stock-artist.jpg" });
      const artwork = await createArtwork({
        title,
        imageUrl: "/images/hero.jpg",
        artistId: artist.id,
        year: 2019,
        description,
      });
      return { artist, artwork };
    });
    // By slug, and by id (which leads to the slug).
    for (const path of [`/artworks/${artwork.slug}`, `/artworks/${artwork.id}`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(`/artworks/${artwork.slug}`);
    }
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(main.getByRole("img", { name: `${title} by ${name}` })).toBeVisible();
    const byline = main.locator("p", { has: page.getByRole("link", { name }) });
    await expect(byline).toHaveText(`by ${name}, 2019`);
    await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/artists/${artist.slug}`);
    await expect(main.getByText(description, { exact: true })).toBeVisible();

    const head = await readHead(page);
    expect(head.title).toBe(`${title} by ${name} | Omanut`);
    expect(head.description).toBe(description);
    expect(head.canonical).toBe(`${mainBase}/artworks/${artwork.slug}`);
    const ld = await jsonLdOfType(page, "VisualArtwork");
    expect(ld.name).toBe(title);
    expect(ld.dateCreated).toBe("2019");
    expect(ld.creator).toMatchObject({ "@type": "Person", name });

    await main.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(`/artists/${artist.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });

  test("the page carries the country list once, in its language, and the inquiry form still offers every country", async ({
    page,
    request,
    browser,
  }) => {
    const { artist, artwork } = await withE2eDatabase(async () => {
      const artist = await createArtist({
        name: uniqueName("Country Owner"),
        bio: "A painter.",
        imageUrl: "/images/stock-artist.jpg",
      });
      const artwork = await createArtwork({
        title: uniqueName("Border Study"),
        imageUrl: "/images/hero.jpg",
        artistId: artist.id,
      });
      return { artist, artwork };
    });
    for (const [path, name] of [
      [`/artworks/${artwork.slug}`, "Liechtenstein"],
      [`/he/artworks/${artwork.slug}`, "ליכטנשטיין"],
    ] as const) {
      const html = await (await request.get(path)).text();
      // The <select>'s option only: not again in the page's data for the browser.
      expect(html.split(name).length - 1, path).toBe(1);
      await gotoHydrated(page, path);
      const country = page.locator("select[name=country]");
      await expect(country.locator("option")).toHaveCount(251);
      await country.selectOption({ label: name });
      await expect(country).toHaveValue("LI");
    }
    // Without JavaScript the choices are in place, not in a hidden part a script would move in.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`/artworks/${artwork.slug}`);
    await expect(plain.locator("select[name=country]").locator("option")).toHaveCount(251);
    await expect(plain.locator("select[name=country]")).toBeVisible();
    await noScript.close();
    // Reached by a link (no server HTML for the form), the page draws the same choices.
    await gotoHydrated(page, `/artists/${artist.slug}`);
    await page.getByRole("main").getByRole("link", { name: artwork.title }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(artwork.title);
    await expect(page.locator("select[name=country]").locator("option", { hasText: "Liechtenstein" })).toHaveCount(1);
    await expect(page.locator("select[name=country]").locator("option")).toHaveCount(251);
  });

  test("failing database: 503 and 'Failed to load artwork details'", async ({ page }) => {
    const response = await page.goto(`${brokenBase()}/artworks/anything`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("alert")).toHaveText("Failed to load artwork details");
  });
});
