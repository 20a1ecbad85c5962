import { expect, test, type Page } from "@playwright/test";
import { mediaImageUrl } from "#app/lib/image-variants.ts";
import { slugify } from "#app/lib/slug.ts";
import { countArtists, createArtist, type ArtistInput } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { storeImage } from "#app/models/media.server.ts";
import { makeImage } from "#tests/support/image-fixtures.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { jsonLdOfType, readHead } from "./support/page-head.ts";
import { brokenBase, emptyBase, mainBase } from "./support/servers.ts";

// /artists and /artists/{id} in each of their states.

const PAGE_SIZE = 24;
const base: Pick<ArtistInput, "bio" | "imageUrl"> = {
  bio: "Made for an end-to-end test.",
  imageUrl: "/images/stock-artist.jpg",
};

const cards = (page: Page) => page.getByRole("region", { name: "Artists", exact: true }).getByRole("article");
const cardOf = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole("heading", { name, exact: true }) });

test.describe("/artists", () => {
  test("shows artist cards with image, name, styles and bio", async ({ page }) => {
    const name = uniqueName("Card Painter");
    const bio = `${name} paints the light of the Galilee in thin layers of oil.`;
    await withE2eDatabase(() => createArtist({ ...base, name, bio, styles: ["Landscape", "Oil Painting"] }));
    const response = await page.goto("/artists");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artists");

    const card = cardOf(page, name);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("link", { name })).toHaveAttribute("href", `/artists/${slugify(name)}`);
    const image = card.getByRole("img", { name: `Portrait of ${name}` });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.getByRole("list", { name: "Styles" }).getByRole("listitem")).toHaveText([
      "Landscape",
      "Oil Painting",
    ]);
    await expect(card.getByText(bio, { exact: true })).toBeVisible();

    // Every card has the same parts.
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(PAGE_SIZE);
    for (const other of await cards(page).all()) {
      await expect(other.getByRole("img")).toHaveAttribute("alt", /^Portrait of .+/);
      await expect(other.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute(
        "href",
        /^\/artists\/.+/,
      );
      await expect(other.locator("p").last()).not.toBeEmpty();
    }
  });

  test("more than 24 artists make a second page; page 0 is a 400 and a page past the end a 404", async ({ page }) => {
    await withE2eDatabase(async () => {
      const missing = PAGE_SIZE + 1 - (await countArtists());
      for (let i = 0; i < missing; i++) await createArtist({ ...base, name: uniqueName(`Paging Artist ${i}`) });
    });
    await gotoHydrated(page, "/artists");
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    const firstPage = await cards(page).getByRole("heading", { level: 3 }).allTextContents();
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
    await pagination.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL("/artists?page=2");
    await expect(pagination.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    const secondPage = await cards(page).getByRole("heading", { level: 3 }).allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage).not.toEqual(firstPage.slice(0, secondPage.length));

    const pageCount = Number(
      await pagination
        .getByRole("link", { name: /^Page \d+$/ })
        .last()
        .textContent(),
    );
    expect(pageCount).toBeGreaterThanOrEqual(2);
    expect((await page.goto("/artists?page=2"))?.status()).toBe(200);
    for (const bad of ["0", "-1", "abc"]) {
      expect((await page.goto(`/artists?page=${bad}`))?.status(), `?page=${bad}`).toBe(400);
    }
    const pastTheEnd = await page.goto(`/artists?page=${pageCount + 1}`);
    expect(pastTheEnd?.status()).toBe(404);
    await expect(page.getByText("There is no such page of artists.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("empty catalogue: 'No artists available.'", async ({ page }) => {
    const response = await page.goto(`${emptyBase}/artists`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("No artists available.", { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
  });

  test("failing database: 503 and 'Error loading artists. Please try again later.'", async ({ page }) => {
    const response = await page.goto(`${brokenBase()}/artists`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("alert")).toHaveText("Error loading artists. Please try again later.");
    await expect(cards(page)).toHaveCount(0);
  });
});

test.describe("/artists/{id}", () => {
  test("shows image, name, styles, bio and the website and social links", async ({ page }) => {
    const name = uniqueName("Linked Sculptor");
    const bio = `${name} carves basalt from the Golan into quiet figures.\nShe lives in Safed.`;
    const links = {
      website: "https://example.com/sculptor",
      instagram: "https://www.instagram.com/omanut_sample_sculptor",
      facebook: "https://www.facebook.com/omanut.sample.sculptor",
      twitter: "https://twitter.com/omanut_sample",
    };
    const artist = await withE2eDatabase(() =>
      createArtist({
        ...base,
        name,
        bio,
        styles: ["Sculpture", "Stone"],
        website: links.website,
        socialMedia: { instagram: links.instagram, facebook: links.facebook, twitter: links.twitter },
      }),
    );
    // By slug, and by id (which leads to the slug).
    for (const path of [`/artists/${artist.slug}`, `/artists/${artist.id}`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(`/artists/${artist.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    }
    const main = page.getByRole("main");
    const image = main.getByRole("img", { name: `Portrait of ${name}` });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(main.getByRole("list", { name: "Styles" }).getByRole("listitem")).toHaveText(["Sculpture", "Stone"]);
    await expect(main.getByText(`${name} carves basalt`)).toHaveText(bio);
    const linkList = main.getByRole("list", { name: "Links" }).getByRole("link");
    await expect(linkList).toHaveText(["Website", "Instagram", "Facebook", "Twitter"]);
    for (const [label, href] of [
      ["Website", links.website],
      ["Instagram", links.instagram],
      ["Facebook", links.facebook],
      ["Twitter", links.twitter],
    ] as const) {
      await expect(linkList.filter({ hasText: label })).toHaveAttribute("href", href);
    }
    await expect(main.getByText(`No artworks by ${name} yet.`)).toBeVisible();
  });

  test("a javascript: website is not rendered as a link", async ({ page }) => {
    const name = uniqueName("Unsafe Link Artist");
    await withE2eDatabase(() =>
      createArtist({
        ...base,
        name,
        website: "javascript:alert(document.cookie)",
        socialMedia: { instagram: "https://www.instagram.com/omanut_sample_safe" },
      }),
    );
    await page.goto(`/artists/${slugify(name)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const main = page.getByRole("main");
    await expect(main.getByRole("list", { name: "Links" }).getByRole("link")).toHaveText(["Instagram"]);
    await expect(main.getByRole("link", { name: "Website" })).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  });

  test.describe("artworks: newest first, 3 and then all with 'View All (5)' / 'Show Less'", () => {
    let slug = "";
    let titles: string[] = [];

    test.beforeAll(async () => {
      const name = uniqueName("Prolific Printmaker");
      const stamp = uniqueName("Print").split(" ")[1];
      const now = Date.now();
      slug = await withE2eDatabase(async () => {
        const artist = await createArtist({ ...base, name });
        for (let i = 1; i <= 5; i++) {
          await createArtwork(
            { title: `Print ${i} ${stamp}`, imageUrl: "/images/hero.jpg", artistId: artist.id, year: 2000 + i },
            { now: now + i * 1000 },
          );
        }
        return artist.slug;
      });
      titles = [5, 4, 3, 2, 1].map((i) => `Print ${i} ${stamp}`);
    });

    async function checkToggle(page: Page) {
      const section = page.getByRole("region", { name: "Artworks", exact: true });
      const shown = section.getByRole("heading", { level: 3 });
      await expect(shown).toHaveText(titles.slice(0, 3));
      await section.getByRole("link", { name: "View All (5)", exact: true }).click();
      await expect(page).toHaveURL(`/artists/${slug}?artworks=all#artworks`);
      await expect(shown).toHaveText(titles);
      await expect(section.getByRole("link", { name: "View All (5)" })).toHaveCount(0);
      await section.getByRole("link", { name: "Show Less", exact: true }).click();
      await expect(page).toHaveURL(`/artists/${slug}#artworks`);
      await expect(shown).toHaveText(titles.slice(0, 3));
      await expect(section.getByRole("link", { name: "View All (5)", exact: true })).toBeVisible();
    }

    test("with JavaScript", async ({ page }) => {
      await gotoHydrated(page, `/artists/${slug}`);
      await checkToggle(page);
    });

    test("without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: mainBase });
      try {
        const page = await context.newPage();
        await page.goto(`/artists/${slug}`);
        await checkToggle(page);
      } finally {
        await context.close();
      }
    });
  });

  test("title and description fall back to name and bio; canonical, og:title, og:image and JSON-LD", async ({
    page,
  }) => {
    const name = uniqueName("Fallback Artist");
    // Over 160 characters: the default description is the first 160 (trimmed).
    const bio = `${name} works between Jaffa and Berlin. ${"Layered collage of found maps and family letters. ".repeat(5)}`;
    const { artist, image } = await withE2eDatabase(async () => {
      const image = await storeImage(await makeImage("jpeg", 1200, 900));
      const artist = await createArtist({ name, bio, imageUrl: mediaImageUrl(image.id), imageId: image.id });
      return { artist, image };
    });
    await page.goto(`/artists/${artist.slug}`);
    const head = await readHead(page);
    const title = `${name} - Israeli Artist | Omanut`;
    expect(head.title).toBe(title);
    expect(bio.length).toBeGreaterThan(160);
    expect(head.description).toBe(bio.slice(0, 160).trim());
    expect(head.canonical).toBe(`${mainBase}/artists/${artist.slug}`);
    expect(head.ogTitle).toBe(title);
    // The stored image's largest JPEG variant, as an absolute URL that answers.
    expect(head.ogImage).toMatch(new RegExp(`^${mainBase.replaceAll(".", "\\.")}/media/${image.id}/\\d+\\.jpg$`));
    const shared = await page.request.get(head.ogImage!);
    expect(shared.status()).toBe(200);
    expect(shared.headers()["content-type"]).toBe("image/jpeg");

    const person = await jsonLdOfType(page, "Person");
    expect(person["@context"]).toBe("https://schema.org");
    expect(person.name).toBe(name);
    expect(person.url).toBe(`${mainBase}/artists/${artist.slug}`);
  });

  test("title and description come from the artist's SEO fields when set", async ({ page }) => {
    const name = uniqueName("Seo Artist");
    const seoTitle = `${name}: ceramics from the Negev`;
    const seoDescription = `Hand-built ceramics by ${name}, fired in a wood kiln near Mitzpe Ramon.`;
    const artist = await withE2eDatabase(() =>
      createArtist({ ...base, name, seo: { title: seoTitle, description: seoDescription } }),
    );
    await page.goto(`/artists/${artist.slug}`);
    const head = await readHead(page);
    expect(head.title).toBe(seoTitle);
    expect(head.description).toBe(seoDescription);
    expect(head.ogTitle).toBe(seoTitle);
    expect(head.canonical).toBe(`${mainBase}/artists/${artist.slug}`);
    // A picture of the site itself is made absolute too.
    expect(head.ogImage).toBe(`${mainBase}/images/stock-artist.jpg`);
    expect((await jsonLdOfType(page, "Person")).name).toBe(name);
  });

  test("markup in the bio stays text, in the page and in the JSON-LD", async ({ page }) => {
    const name = uniqueName("Markup Artist");
    const bio = `Paints <b>bold</b> work. </script><script>window.__injected = true</script> & more.`;
    const artist = await withE2eDatabase(() => createArtist({ ...base, name, bio }));
    await page.goto(`/artists/${artist.slug}`);
    await expect(page.getByRole("main").getByText("Paints <b>bold</b> work.")).toHaveText(bio);
    expect((await jsonLdOfType(page, "Person")).description).toBe(bio);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test("failing database: 503 and the list's error message", async ({ page }) => {
    const response = await page.goto(`${brokenBase()}/artists/anyone`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("alert")).toHaveText("Error loading artists. Please try again later.");
  });
});

test.describe("style tags", () => {
  test("lead from a card and an artist's page to the artists working in that style", async ({ page }) => {
    const style = uniqueName("Style");
    const [inStyle, other] = await withE2eDatabase(async () => [
      await createArtist({ ...base, name: uniqueName("Styled Artist"), styles: ["Abstract", style] }),
      await createArtist({ ...base, name: uniqueName("Unstyled Artist"), styles: ["Abstract"] }),
    ]);
    await gotoHydrated(page, `/artists/${inStyle.slug}`);
    await page
      .getByRole("main")
      .getByRole("link", { name: `${style}: artists in this style` })
      .click();
    await expect(page).toHaveURL(`/artists?${new URLSearchParams({ style })}`);
    const main = page.getByRole("main");
    await expect(main.getByText(`Artists working in ${style}`)).toBeVisible();
    const cards = main.getByRole("listitem").locator("article");
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(inStyle.name);
    await expect(main.getByText(other.name)).toHaveCount(0);

    // The card's own tag leads to the same list; "Show all artists" clears it.
    await cards.getByRole("link", { name: `${style}: artists in this style` }).click();
    await expect(page).toHaveURL(`/artists?${new URLSearchParams({ style })}`);
    await main.getByRole("link", { name: "Show all artists" }).click();
    await expect(page).toHaveURL("/artists");

    const none = await page.goto(`/artists?${new URLSearchParams({ style: uniqueName("No Such Style") })}`);
    expect(none?.status()).toBe(200);
    await expect(page.getByText(/^No artists work in /)).toBeVisible();
  });
});
