import { expect, test, type Page } from "@playwright/test";
import { createArtist } from "#app/models/artists.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import type { ArtistArtworkInput } from "#app/models/artworks.server.ts";
import { blankArtworkFacts, type ArtworkFacts } from "#app/lib/artwork-facts.ts";
import { violations } from "./support/axe.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { holdRequests } from "./support/held-requests.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { mainBase } from "./support/servers.ts";

// The /artworks filters: each choice counts the works it would leave, the state lives in the
// address, the form works without JavaScript and applies at once with it, and a value the list
// does not know answers 400 with a way out. Each test narrows to a style of its own first, so the
// catalogue's other works (and other tests') do not change what it sees.

const facts = (values: Partial<ArtworkFacts>): ArtworkFacts => ({ ...blankArtworkFacts(), ...values });

async function makeWorks() {
  const style = uniqueName("Filterism").replace(/\s+/g, "");
  const work = (title: string, year: number, values: Partial<ArtworkFacts>): ArtistArtworkInput => ({
    title: uniqueName(title),
    imageUrl: `${mainBase}/images/hero.jpg`,
    year,
    facts: facts(values),
  });
  const gallery = await withE2eDatabase(() =>
    createGallery({
      name: uniqueName("Filter Gallery"),
      street: "3 Port Street",
      city: "Haifa",
      description: "Holds one work for the filters.",
      hours: "Sun–Thu 10:00–18:00",
    }),
  );
  const works = [
    {
      ...work("Cheap Painting", 1995, { medium: "painting", heightCm: 30, widthCm: 40, priceIls: 2_000 }),
      galleryId: gallery.id,
    },
    work("Dear Painting", 2021, { medium: "painting", heightCm: 150, widthCm: 120, priceIls: 40_000 }),
    work("Sold Print", 2023, { medium: "print", heightCm: 50, widthCm: 70, availability: "sold" }),
  ];
  await withE2eDatabase(() =>
    createArtist({
      name: uniqueName("Filter Artist"),
      bio: "Works for the filters.",
      imageUrl: `${mainBase}/images/stock-artist.jpg`,
      styles: [style],
      artworks: works,
    }),
  );
  return { style, titles: works.map((w) => w.title) };
}

/** An artist of a style of its own with the given works: the style narrows /artworks to them. */
async function makeStyledWorks(
  prefix: string,
  works: (Omit<ArtistArtworkInput, "imageUrl"> & { facts: ArtworkFacts })[],
) {
  const style = uniqueName(prefix).replace(/\s+/g, "");
  await withE2eDatabase(() =>
    createArtist({
      name: uniqueName(`${prefix} Artist`),
      bio: "Works for the filters.",
      imageUrl: `${mainBase}/images/stock-artist.jpg`,
      styles: [style],
      artworks: works.map((work) => ({ ...work, imageUrl: `${mainBase}/images/hero.jpg` })),
    }),
  );
  return style;
}

const found = (page: Page) => page.getByRole("status").filter({ hasText: /Artworks found|יצירות שנמצאו/ });
const cardTitles = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 3 });

test.describe("the artworks filters", () => {
  test("work without JavaScript: counts per choice, a GET form that keeps the address, and Clear all", async ({
    browser,
  }) => {
    const { style, titles } = await makeWorks();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/artworks?style=${style}`);
    expect(response?.status()).toBe(200);
    await expect(found(page)).toHaveText("Artworks found: 3");
    // Each medium counts the works the other filters leave.
    await expect(page.getByRole("checkbox", { name: "Painting (2)" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Print (1)" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Sold (1)" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "Large (over 100 cm) (1)" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${mainBase}/artworks`);

    // The city of each work's gallery, and availability, counted and applied together.
    const city = page.getByRole("combobox", { name: "City of the gallery" });
    await expect(city.getByRole("option", { name: "Haifa (1)" })).toHaveCount(1);
    await city.selectOption({ label: "Haifa (1)" });
    await page.getByRole("checkbox", { name: "For sale (2)" }).check();
    await page.getByRole("button", { name: "Show artworks" }).click();
    await expect(page).toHaveURL(/city=Haifa/);
    await expect(page).toHaveURL(/availability=for-sale/);
    await expect(found(page)).toHaveText("Artworks found: 1");
    await expect(cardTitles(page)).toHaveText([titles[0]!]);
    await page.goto(`/artworks?style=${style}`);

    await page.getByRole("checkbox", { name: "Painting (2)" }).check();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price-desc");
    await page.getByRole("button", { name: "Show artworks" }).click();
    await expect(page).toHaveURL(/medium=painting/);
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(found(page)).toHaveText("Artworks found: 2");
    await expect(cardTitles(page)).toHaveText([titles[1]!, titles[0]!]);
    // The medium's own counts stay; the others follow the chosen medium.
    await expect(page.getByRole("checkbox", { name: "Print (1)" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Sold (0)" })).toBeVisible();

    await page.getByLabel("From", { exact: true }).fill("10000");
    await page.getByRole("button", { name: "Show artworks" }).click();
    await expect(found(page)).toHaveText("Artworks found: 1");
    await expect(cardTitles(page)).toHaveText([titles[1]!]);

    await page.getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL(`${mainBase}/artworks`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await context.close();
  });

  test("apply at once with JavaScript, keep focus on the choice, and announce the count", async ({ page }) => {
    const { style, titles } = await makeWorks();
    await gotoHydrated(page, `/artworks?style=${style}`);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const print = page.getByRole("checkbox", { name: "Print (1)" });
    await print.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/medium=print/);
    await expect(found(page)).toHaveText("Artworks found: 1");
    await expect(cardTitles(page)).toHaveText([titles[2]!]);
    await expect(page.getByRole("checkbox", { name: "Print (1)" })).toBeFocused();
    await expect(page.getByRole("checkbox", { name: "Print (1)" })).toBeChecked();
    // No full reload: the page's own state survived.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    await page.getByRole("checkbox", { name: "Print (1)" }).uncheck();
    // The decade links carry the filters in force: wait for the list without the medium first.
    await expect(page).not.toHaveURL(/medium=print/);
    await expect(found(page)).toHaveText("Artworks found: 3");
    await page.getByRole("link", { name: /^2020s/ }).click();
    await expect(page).toHaveURL(/year_min=2020&year_max=2029/);
    await expect(found(page)).toHaveText("Artworks found: 2");

    // A filter that leaves nothing says so and offers the way back.
    await page.getByRole("checkbox", { name: "Video (0)" }).check();
    await expect(page.getByText("No artwork matches all of these filters.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Clear all" }).first()).toBeVisible();

    await gotoHydrated(page, `/he/artworks?style=${style}&medium=painting`);
    await expect(found(page)).toHaveText("יצירות שנמצאו: 2");
    await expect(page.getByRole("checkbox", { name: "ציור (2)" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "הדפס (1)" })).toBeVisible();
  });

  test("the size, the highest price and a typed range of years apply without JavaScript, as counted", async ({
    browser,
  }) => {
    const { style, titles } = await makeWorks();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Small: the longest side under 50 cm (30 × 40); medium: 50–100 (50 × 70); large: over 100 (150 × 120).
    for (const [size, label, title] of [
      ["small", "Small (longest side under 50 cm) (1)", titles[0]!],
      ["medium", "Medium (50–100 cm) (1)", titles[2]!],
      ["large", "Large (over 100 cm) (1)", titles[1]!],
    ] as const) {
      await page.goto(`/artworks?style=${style}`);
      await page.getByRole("radio", { name: label }).check();
      await page.getByRole("button", { name: "Show artworks" }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]size=${size}(&|$)`));
      await expect(found(page), size).toHaveText("Artworks found: 1");
      await expect(cardTitles(page), size).toHaveText([title]);
      await expect(page.getByRole("radio", { name: label })).toBeChecked();
    }

    await page.goto(`/artworks?style=${style}`);
    await page.getByLabel("To", { exact: true }).fill("10000");
    await page.getByRole("button", { name: "Show artworks" }).click();
    await expect(page).toHaveURL(/price_max=10000/);
    await expect(found(page)).toHaveText("Artworks found: 1");
    await expect(cardTitles(page)).toHaveText([titles[0]!]);
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("10000");

    await page.goto(`/artworks?style=${style}`);
    await page.getByLabel("From year").fill("2000");
    await page.getByLabel("To year").fill("2022");
    await page.getByRole("button", { name: "Show artworks" }).click();
    await expect(page).toHaveURL(/year_min=2000/);
    await expect(page).toHaveURL(/year_max=2022/);
    await expect(found(page)).toHaveText("Artworks found: 1");
    await expect(cardTitles(page)).toHaveText([titles[1]!]);
    // The other filters count within the years: one painting, no print.
    await expect(page.getByRole("checkbox", { name: "Painting (1)" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Print (0)" })).toBeVisible();
    await context.close();
  });

  test("with JavaScript, a size applies at once, and typed years and prices once left or on Enter", async ({
    page,
  }) => {
    const { style, titles } = await makeWorks();
    await gotoHydrated(page, `/artworks?style=${style}`);
    await page.getByRole("radio", { name: "Large (over 100 cm) (1)" }).check();
    await expect(page).toHaveURL(/size=large/);
    await expect(found(page)).toHaveText("Artworks found: 1");
    await expect(cardTitles(page)).toHaveText([titles[1]!]);
    await page.getByRole("radio", { name: /^Any/ }).check();
    await expect(page).not.toHaveURL(/size=large/);
    await expect(found(page)).toHaveText("Artworks found: 3");

    // Typed as a visitor types, key by key: a year applies once left (Tab) or on Enter, never half typed.
    const from = page.getByLabel("From year");
    await from.click();
    await from.pressSequentially("1990");
    await page.keyboard.press("Tab");
    await expect(page).toHaveURL(/year_min=1990/);
    await expect(found(page)).toHaveText("Artworks found: 3");
    await expect(page.getByLabel("To year")).toBeFocused();
    // Its first key alone ("2") would put the years upside down.
    await page.getByLabel("To year").pressSequentially("2000");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/year_min=1990&year_max=2000/);
    await expect(found(page)).toHaveText("Artworks found: 1");
    await expect(cardTitles(page)).toHaveText([titles[0]!]);
    await expect(page.getByLabel("To year")).toHaveValue("2000");
    await expect(page.getByLabel("To year")).toBeFocused();

    await page.getByLabel("To", { exact: true }).click();
    await page.getByLabel("To", { exact: true }).pressSequentially("1000");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/price_max=1000(&|$)/);
    await expect(page.getByText("No artwork matches all of these filters.")).toBeVisible();
  });

  test("a range typed at a person's pace keeps every key while the first bound's answer arrives", async ({ page }) => {
    const { style, titles } = await makeWorks();
    await gotoHydrated(page, `/artworks?style=${style}`);
    const from = page.getByLabel("From", { exact: true });
    const to = page.getByLabel("To", { exact: true });
    // The answer to "From" is held until the first key of "To" is in, then let through mid-typing.
    const answer = await holdRequests(page, "**/artworks.data*");
    await from.click();
    await from.pressSequentially("3000", { delay: 90 });
    await page.keyboard.press("Tab");
    await expect(to).toBeFocused();
    await expect.poll(answer.held).toBe(1);
    await to.pressSequentially("2", { delay: 90 });
    answer.release();
    await to.pressSequentially("0000", { delay: 90 });
    await expect(page).toHaveURL(/price_min=3000(&|$)/);
    await expect(found(page)).toHaveText("Artworks found: 1");
    await expect(to).toHaveValue("20000");
    await expect(from).toHaveValue("3000");
    await expect(to).toBeFocused();
    // "To" applies as "From" did: once left.
    await page.keyboard.press("Tab");
    await expect(page).toHaveURL(/price_min=3000&price_max=20000(&|$)/);
    await expect(page.getByText("No artwork matches all of these filters.")).toBeVisible();
    await expect(from).toHaveValue("3000");
    await expect(to).toHaveValue("20000");

    // The same at a plain steady pace, with nothing held, on the years.
    await gotoHydrated(page, `/artworks?style=${style}`);
    await page.getByLabel("From year").click();
    await page.getByLabel("From year").pressSequentially("1990", { delay: 70 });
    await page.keyboard.press("Tab");
    await page.getByLabel("To year").pressSequentially("2022", { delay: 70 });
    await page.keyboard.press("Tab");
    await expect(page).toHaveURL(/year_min=1990&year_max=2022(&|$)/);
    await expect(page.getByLabel("From year")).toHaveValue("1990");
    await expect(page.getByLabel("To year")).toHaveValue("2022");
    await expect(found(page)).toHaveText("Artworks found: 2");
    await expect(cardTitles(page)).toHaveCount(2);
    expect((await cardTitles(page).allTextContents()).sort()).toEqual([titles[0]!, titles[1]!].sort());
  });

  test("on a phone the list comes first, the filters behind a button that counts them; on wide screens they stay open", async ({
    browser,
  }) => {
    const { style, titles } = await makeWorks();
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
      const page = await context.newPage();
      const path = `/artworks?style=${style}&medium=painting&size=large`;
      if (javaScriptEnabled) await gotoHydrated(page, path);
      else await page.goto(path);
      // The style, the medium and the size.
      const button = page.locator("summary", { hasText: "Filter and sort (3)" });
      await expect(button).toBeVisible();
      await expect(page.getByRole("combobox", { name: "Sort by" })).toBeHidden();
      // The first work is within the first screen.
      const card = page.getByRole("main").getByRole("article").first();
      await expect(card).toBeVisible();
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(titles[1]!);
      const box = await card.boundingBox();
      expect(box!.y, `JavaScript ${javaScriptEnabled}`).toBeLessThan(844 - 100);
      // Opened from the keyboard.
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("details.artwork-filters")).toHaveAttribute("open", "");
      await expect(page.getByRole("combobox", { name: "Sort by" })).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Painting (1)" })).toBeChecked();
      if (javaScriptEnabled) expect(await violations(page)).toEqual([]);
      await context.close();
    }

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const hebrew = await phone.newPage();
    await gotoHydrated(hebrew, `/he/artworks?style=${style}&medium=painting&availability=for-sale&price_max=90000`);
    // The price range counts once.
    await expect(hebrew.locator("summary")).toHaveText("סינון ומיון (4)");
    await gotoHydrated(hebrew, "/he/artworks");
    await expect(hebrew.locator("summary")).toHaveText("סינון ומיון");
    await phone.close();

    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
      const page = await context.newPage();
      if (javaScriptEnabled) await gotoHydrated(page, `/artworks?style=${style}`);
      else await page.goto(`/artworks?style=${style}`);
      await expect(page.getByRole("combobox", { name: "Sort by" }), `JavaScript ${javaScriptEnabled}`).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Painting (2)" })).toBeVisible();
      await context.close();
    }
  });

  test("sorts by year, by price (unpriced last) and by title", async ({ page }) => {
    const alpha = uniqueName("Alpha");
    const bravo = uniqueName("Bravo");
    const charlie = uniqueName("Charlie");
    const delta = uniqueName("Delta");
    const style = await makeStyledWorks("Sortism", [
      { title: charlie, year: 2020, facts: facts({ priceIls: 10_000 }) },
      { title: alpha, year: 2010, facts: facts({ priceIls: 30_000 }) },
      { title: delta, year: 2000, facts: facts({ availability: "sold" }) },
      { title: bravo, year: 1990, facts: facts({ priceIls: 5_000 }) },
    ]);
    for (const [sort, order] of [
      ["year-asc", [bravo, delta, alpha, charlie]],
      ["year-desc", [charlie, alpha, delta, bravo]],
      ["price-asc", [bravo, charlie, alpha, delta]],
      ["price-desc", [alpha, charlie, bravo, delta]],
      ["title", [alpha, bravo, charlie, delta]],
    ] as const) {
      await page.goto(`/artworks?style=${style}&sort=${sort}`);
      await expect(cardTitles(page), sort).toHaveText([...order]);
      await expect(page.getByRole("combobox", { name: "Sort by" }), sort).toHaveValue(sort);
    }
  });

  test("page 2 of a filtered list keeps the filters in its links", async ({ page }) => {
    const titles = Array.from({ length: 26 }, (_, i) => `${uniqueName("Paged")} ${String(i + 1).padStart(2, "0")}`);
    const style = await makeStyledWorks(
      "Pagism",
      titles.map((title, i) => ({ title, year: 2000 + i, facts: facts({ medium: i < 25 ? "painting" : "print" }) })),
    );
    await page.goto(`/artworks?style=${style}&medium=painting&sort=year-asc`);
    await expect(found(page)).toHaveText("Artworks found: 25");
    await expect(cardTitles(page)).toHaveCount(24);
    await expect(cardTitles(page).first()).toHaveText(titles[0]!);
    const pages = page.getByRole("navigation", { name: "Pagination" });
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    const address = new URL(page.url());
    expect(address.searchParams.get("style")).toBe(style);
    expect(address.searchParams.get("medium")).toBe("painting");
    expect(address.searchParams.get("sort")).toBe("year-asc");
    await expect(cardTitles(page)).toHaveText([titles[24]!]);
    await expect(found(page)).toHaveText("Artworks found: 25");
    for (const link of await pages.getByRole("link").all()) {
      const href = new URL((await link.getAttribute("href"))!, mainBase);
      expect(href.searchParams.get("style")).toBe(style);
      expect(href.searchParams.get("medium")).toBe("painting");
      expect(href.searchParams.get("sort")).toBe("year-asc");
    }
    await pages.getByRole("link", { name: "Page 1" }).click();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(cardTitles(page).first()).toHaveText(titles[0]!);
  });

  test("a year that is not a number, or years upside down, answer 400 with a link that clears them", async ({
    page,
    request,
  }) => {
    const { style } = await makeWorks();
    for (const [search, message, kept] of [
      ["year_min=abc", "From year must be a whole number, such as 1990.", `style=${style}`],
      ["year_min=2020&year_max=2000", "The first year is after the last.", `style=${style}&year_min=2020`],
      ["price_min=9000&price_max=100", "The lowest price is above the highest.", `style=${style}&price_min=9000`],
    ] as const) {
      const response = await request.get(`/artworks?style=${style}&${search}`);
      expect(response.status(), search).toBe(400);
      await page.goto(`/artworks?style=${style}&${search}`);
      await expect(page.getByRole("main").getByText(message), search).toBeVisible();
      await page.getByRole("link", { name: "Show the artworks without this filter" }).click();
      await expect(page).toHaveURL(`${mainBase}/artworks?${kept}`);
      await expect(found(page), search).toBeVisible();
    }
  });

  test("a value the list does not know answers 400 in words, with a link that clears it", async ({ page, request }) => {
    const { style } = await makeWorks();
    for (const search of [
      "medium=oil",
      "availability=gone",
      "size=huge",
      "price_min=cheap",
      "sort=random",
      "city=Atlantis",
    ]) {
      const response = await request.get(`/artworks?style=${style}&${search}`);
      expect(response.status(), search).toBe(400);
    }
    await page.goto(`/artworks?style=${style}&medium=oil`);
    await expect(page.getByText("The medium filter has no choice “oil”.")).toBeVisible();
    await page.getByRole("link", { name: "Show the artworks without this filter" }).click();
    await expect(page).toHaveURL(`${mainBase}/artworks?style=${style}`);
    await expect(found(page)).toHaveText("Artworks found: 3");

    await page.goto(`/he/artworks?style=NoSuchStyle`);
    await expect(page.getByText("במסנן סגנון אין אפשרות „NoSuchStyle”.")).toBeVisible();
  });

  test("a filtered list, and a refused filter, have no accessibility violations in both languages", async ({
    page,
  }) => {
    const { style } = await makeWorks();
    for (const path of [
      `/artworks?style=${style}&medium=painting&size=large&sort=price-asc`,
      `/he/artworks?style=${style}&medium=painting&year_min=1990&year_max=2030`,
      `/artworks?style=${style}&year_min=abc`,
    ]) {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
  });
});
