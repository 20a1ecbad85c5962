import { expect, test, type Page } from "@playwright/test";
import { createArtist } from "#app/models/artists.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { blankArtworkFacts } from "#app/lib/artwork-facts.ts";
import { violations } from "./support/axe.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { holdRequests } from "./support/held-requests.ts";
import { jsonLdOfType } from "./support/page-head.ts";
import { withE2eDatabase } from "./support/catalogue.ts";
import { mainBase } from "./support/servers.ts";

// The catalogue search: a field in the navigation on every page, a results page grouped by kind,
// Hebrew found without its points and with its one-letter prefixes, English plurals, a one-letter
// typo in a name, and a message (never a 500) for a query that cannot be searched. Each test's
// records carry a word of their own, so other records never change what it finds.

/** A word no other record has: letters only, so it stays one word in both languages. */
const ownWord = () =>
  `q${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.replace(
    /[0-9]/g,
    (d) => "abcdefghij"[Number(d)]!,
  );

async function makeRecords(word: string) {
  return withE2eDatabase(async () => {
    const gallery = await createGallery({
      name: `Harbour ${word} Gallery`,
      street: "1 Sea Road",
      city: "Akko",
      description: "By the sea.",
      hours: "Sun–Thu 10–18",
    });
    const artist = await createArtist({
      name: `Dana Shapira ${word}`,
      bio: "Photographs the coast.",
      imageUrl: `${mainBase}/images/stock-artist.jpg`,
      artworks: [
        {
          title: `Painting of the ${word} Bay`,
          imageUrl: `${mainBase}/images/hero.jpg`,
          galleryId: gallery.id,
          facts: { ...blankArtworkFacts(), medium: "painting" },
          he: { title: `הגלריה הירושלמית ${word}`, description: null },
        },
      ],
    });
    return { gallery, artist };
  });
}

/** An artist with `count` artworks whose titles carry the word, numbered so their order is known. */
async function makeArtworks(word: string, count: number) {
  return withE2eDatabase(() =>
    createArtist({
      name: `Many Works ${word}`,
      bio: "Paints series.",
      imageUrl: `${mainBase}/images/stock-artist.jpg`,
      artworks: Array.from({ length: count }, (_, i) => ({
        title: `Study ${String(i + 1).padStart(2, "0")} ${word}`,
        imageUrl: `${mainBase}/images/hero.jpg`,
      })),
    }),
  );
}

/** Types into the navigation's search field, letter by letter, as a visitor does. */
async function typeInSearch(page: Page, text: string) {
  const field = page.locator("#site-search");
  await field.click();
  await field.pressSequentially(text);
  return field;
}

test.describe("search", () => {
  test("the navigation's field leads to results grouped by kind, the words marked, in both languages", async ({
    page,
  }) => {
    const word = ownWord();
    await makeRecords(word);
    await gotoHydrated(page, "/artists");
    // By its label: the field turns from a searchbox into a combobox once its suggestions load.
    const field = page.getByRole("search").getByLabel("Search the catalogue");
    await field.fill(word);
    await field.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(`Results for “${word}”`);
    const groups = page.getByRole("main").getByRole("heading", { level: 3 });
    await expect(groups).toHaveText(["Artists: 1", "Artworks: 1", "Galleries: 1"]);
    const artworks = page.getByRole("region", { name: "Artworks: 1" });
    await expect(artworks.getByRole("link", { name: `Painting of the ${word} Bay` })).toBeVisible();
    await expect(artworks.locator("mark")).toHaveText(word);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");

    await page.goto(`/he/search?q=${word}`);
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText([
      "אמנים ואמניות: 1",
      "יצירות: 1",
      "גלריות: 1",
    ]);
    await expect(page.getByRole("link", { name: `הגלריה הירושלמית ${word}` })).toBeVisible();
  });

  test("finds Hebrew without points and through prefixes, English plurals, and a name with one letter wrong", async ({
    page,
  }) => {
    const word = ownWord();
    const { artist } = await makeRecords(word);
    const artworkTitle = `הגלריה הירושלמית ${word}`;
    const artworksFound = (query: string) => `/he/search?${new URLSearchParams({ q: query, kind: "artworks" })}`;

    // Pointed, and without the prefixes the title has (ה־).
    await page.goto(artworksFound(`יְרוּשַׁלְמִית ${word}`));
    await expect(page.getByRole("link", { name: artworkTitle })).toBeVisible();
    await page.goto(artworksFound(`גלריה ${word}`));
    await expect(page.getByRole("link", { name: artworkTitle })).toBeVisible();
    // Two prefixes typed where the title has one.
    await page.goto(artworksFound(`ובירושלמית ${word}`));
    await expect(page.getByRole("link", { name: artworkTitle })).toBeVisible();

    await page.goto(`/search?${new URLSearchParams({ q: `paintings ${word}`, kind: "artworks" })}`);
    await expect(page.getByRole("link", { name: `Painting of the ${word} Bay` })).toBeVisible();

    await page.goto(`/search?${new URLSearchParams({ q: `Shapiro ${word}` })}`);
    await expect(page.getByRole("region", { name: "Artists: 1" }).getByRole("link")).toHaveText(artist.name);
  });

  test("a query that cannot be searched gets a message and a 400, never a 500", async ({ page, request }) => {
    const cases: [string, string][] = [
      ["q=", "Type a word to search for."],
      ["q=%21%3F%2A%22", "Type letters or numbers to search for: punctuation alone finds nothing."],
      [`q=${"a".repeat(101)}`, "A search takes at most 100 characters: shorten it and search again."],
      ["q=sea&kind=people", "Search results come as artists, artworks or galleries; “people” is not one of them."],
    ];
    for (const [search, message] of cases) {
      const response = await request.get(`/search?${search}`);
      expect(response.status(), search).toBe(400);
      expect(await response.text(), search).toContain(message);
    }
    // FTS syntax is only words.
    expect((await request.get(`/search?q=${encodeURIComponent('NEAR("a" b) OR c* -d:e')}`)).status()).toBe(200);
    await page.goto("/search?q=");
    await expect(page.getByText("Type a word to search for.")).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search the catalogue" }).first()).toBeVisible();
  });

  test("a kind's results come in pages of 24, and page 2 shows the others", async ({ page }) => {
    const word = ownWord();
    await makeArtworks(word, 26);
    await page.goto(`/search?${new URLSearchParams({ q: word, kind: "artworks" })}`);
    const links = page
      .getByRole("region", { name: "Artworks: 26" })
      .getByRole("listitem")
      .getByRole("link", {
        name: /^Study \d\d /,
      });
    await expect(links).toHaveCount(24);
    const first = await links.allTextContents();
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    expect(new URL(page.url()).searchParams.get("kind")).toBe("artworks");
    await expect(links).toHaveCount(2);
    const second = await links.allTextContents();
    expect(second.filter((title) => first.includes(title))).toEqual([]);
    expect(new Set([...first, ...second]).size).toBe(26);
  });

  test("the results page has no accessibility violations, in both languages", async ({ page }) => {
    const word = ownWord();
    await makeRecords(word);
    for (const path of [`/search?q=${word}`, `/he/search?q=${word}`, `/search?q=${word}&kind=artworks`]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading", { level: 3 }).first()).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
  });

  test("results are the lists' cards: a picture each, and a work's availability and price", async ({ page }) => {
    const word = ownWord();
    await makeRecords(word);
    const priced = `Priced ${word} Harbour`;
    const sold = `Sold ${word} Harbour`;
    await withE2eDatabase(() =>
      createArtist({
        name: `Card Painter ${word}`,
        bio: "Paints for sale.",
        imageUrl: `${mainBase}/images/stock-artist.jpg`,
        artworks: [
          {
            title: priced,
            imageUrl: `${mainBase}/images/hero.jpg`,
            facts: { ...blankArtworkFacts(), priceIls: 12_500 },
          },
          {
            title: sold,
            imageUrl: `${mainBase}/images/hero.jpg`,
            facts: { ...blankArtworkFacts(), availability: "sold" },
          },
        ],
      }),
    );
    await gotoHydrated(page, `/search?q=${word}`);
    const artworks = page.getByRole("region", { name: "Artworks: 3" });
    const pricedCard = artworks.getByRole("article").filter({ has: page.getByRole("link", { name: priced }) });
    await expect(pricedCard.getByRole("img")).toHaveAttribute("alt", `${priced} by Card Painter ${word}`);
    await expect(pricedCard).toContainText("For sale · ₪12,500");
    await expect(pricedCard.getByRole("heading", { level: 4 }).locator("mark")).toHaveText(word);
    const soldCard = artworks.getByRole("article").filter({ has: page.getByRole("link", { name: sold }) });
    await expect(soldCard.getByText("Sold", { exact: true }).last()).toBeVisible();
    // Artists and galleries show their pictures too.
    for (const group of ["Artists: 2", "Galleries: 1"]) {
      const cards = page.getByRole("region", { name: group }).getByRole("article");
      await expect(cards.first().getByRole("img")).toBeVisible();
      await expect
        .poll(() =>
          cards
            .first()
            .getByRole("img")
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
    }
    // Under each group's heading (h3), a card's name is an h4.
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText([
      "Artists: 2",
      "Artworks: 3",
      "Galleries: 1",
    ]);
    await expect(page.getByRole("main").getByRole("heading", { level: 4 })).toHaveCount(6);
    expect(await violations(page)).toEqual([]);

    await gotoHydrated(page, `/he/search?q=${word}&kind=artworks`);
    const hebrewCard = page.getByRole("article").filter({ has: page.getByRole("link", { name: priced }) });
    await expect(hebrewCard).toContainText("למכירה");
    await expect(hebrewCard).toContainText("12,500");
  });

  test("the navigation's search field shows its whole hint, in both languages, at common widths", async ({ page }) => {
    for (const width of [1024, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/artists", "/he/artists"]) {
        await page.goto(path);
        const field = page.locator("#site-search");
        await expect(field).toBeVisible();
        const { text, room } = await field.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement("canvas").getContext("2d")!;
          context.font = style.font;
          const room = input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
          return { text: context.measureText(input.placeholder).width, room };
        });
        expect(text, `${path} at ${width} px`).toBeLessThanOrEqual(room);
        // The wider field still fits the bar: nothing pushed out of the page.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBe(width);
      }
    }
  });

  test("the home page tells search engines how to search the site", async ({ page }) => {
    await page.goto("/");
    expect(await jsonLdOfType(page, "WebSite")).toMatchObject({
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: `${mainBase}/search?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    });
  });
});

test.describe("search suggestions", () => {
  test("appear from the second letter, move by arrows, open the chosen one with Enter, close with Escape", async ({
    page,
  }) => {
    const word = ownWord();
    const { artist } = await makeRecords(word);
    await gotoHydrated(page, "/artworks");
    // The field becomes a combobox once focused: found by its id throughout.
    const field = page.locator("#site-search");
    await field.click();
    await field.pressSequentially(`Dana Shapira ${word}`);
    const combobox = page.getByRole("combobox", { name: "Search the catalogue" });
    // Typed letters wait for a pause, then the suggestions are fetched: slow under load.
    await expect(combobox).toHaveAttribute("aria-expanded", "true", { timeout: 15_000 });
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    await expect(options.first()).toContainText(artist.name);
    await expect(options.first()).toContainText("Artist");
    await expect(page.getByRole("status").filter({ hasText: /^Suggestions: \d/ })).toBeAttached();
    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
    await page.keyboard.press("Escape");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${mainBase}/artists/${artist.slug}`);
  });

  test("in Hebrew, and Enter without a chosen suggestion searches", async ({ page }) => {
    const word = ownWord();
    await makeRecords(word);
    await gotoHydrated(page, "/he");
    const field = page.locator("#site-search");
    await field.click();
    await field.pressSequentially(`ירושלמית ${word}`);
    await expect(page.getByRole("listbox", { name: "הצעות" }).getByRole("option").first()).toContainText(
      `הגלריה הירושלמית ${word}`,
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/he\/search\?q=/);
  });

  test("Hebrew with points, a one-letter prefix and a name with one letter wrong each suggest the record", async ({
    page,
  }) => {
    const word = ownWord();
    const { artist } = await makeRecords(word);
    const artworkTitle = `הגלריה הירושלמית ${word}`;
    const listbox = (name: string) => page.getByRole("listbox", { name });

    await gotoHydrated(page, "/he");
    await typeInSearch(page, `יְרוּשַׁלְמִית ${word}`);
    await expect(listbox("הצעות").getByRole("option").first()).toContainText(artworkTitle, { timeout: 15_000 });
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/he\/artworks\/[^/?]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(artworkTitle);

    // "In the Jerusalem…": a prefix the title does not have.
    await gotoHydrated(page, "/he");
    await typeInSearch(page, `בירושלמית ${word}`);
    await expect(listbox("הצעות").getByRole("option").first()).toContainText(artworkTitle, { timeout: 15_000 });

    await gotoHydrated(page, "/artworks");
    await typeInSearch(page, `Dana Shapiro ${word}`);
    const options = listbox("Suggestions").getByRole("option");
    await expect(options.first()).toContainText(artist.name, { timeout: 15_000 });
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${mainBase}/artists/${artist.slug}`);
  });

  test("what was typed before the suggestions' code arrived gets its suggestions, without another key", async ({
    page,
  }) => {
    const word = ownWord();
    const { artist } = await makeRecords(word);
    await gotoHydrated(page, "/artworks");
    // The code comes on the field's first focus: held until the whole name is typed, as on a slow line.
    const code = await holdRequests(page, /\/assets\/search-suggestions[^/]*\.js$/);
    const field = await typeInSearch(page, `Dana Shapira ${word}`);
    await expect.poll(() => code.held()).toBe(1);
    code.release();
    const combobox = page.getByRole("combobox", { name: "Search the catalogue" });
    await expect(combobox).toHaveAttribute("aria-expanded", "true", { timeout: 15_000 });
    await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toContainText(
      artist.name,
    );
    await expect(field).toHaveValue(`Dana Shapira ${word}`);
  });

  test("none for a single letter, and at most 8; the open list has no accessibility violations", async ({
    page,
    request,
  }) => {
    const word = ownWord();
    await makeRecords(word);
    await makeArtworks(word, 9);
    await gotoHydrated(page, "/artworks");
    const field = await typeInSearch(page, word);
    const combobox = page.getByRole("combobox", { name: "Search the catalogue" });
    await expect(combobox).toHaveAttribute("aria-expanded", "true", { timeout: 15_000 });
    // Twelve records carry the word: eight are suggested.
    await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option")).toHaveCount(8);
    await expect(page.getByRole("status").filter({ hasText: /^Suggestions: 8/ })).toBeAttached();
    expect(await violations(page)).toEqual([]);

    await field.press("ControlOrMeta+a");
    await field.pressSequentially("q");
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
    // Nor does the server suggest anything for one letter, though many names begin with it.
    const answer = await request.get(`/search/suggestions?q=q`);
    expect(await answer.json()).toEqual({ suggestions: [] });
    expect((await (await request.get(`/search/suggestions?q=${word}`)).json()).suggestions).toHaveLength(8);

    await gotoHydrated(page, "/he");
    await typeInSearch(page, `ירושלמית ${word}`);
    await expect(page.getByRole("listbox", { name: "הצעות" }).getByRole("option").first()).toBeVisible({
      timeout: 15_000,
    });
    expect(await violations(page)).toEqual([]);
  });
});
