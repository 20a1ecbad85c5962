import { expect, test, type Page } from "@playwright/test";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { weeklyHours } from "#app/lib/opening-hours/stored.ts";
import { PRECACHE_PREFIX } from "#app/lib/offline/policy.ts";
import { violations } from "./support/axe.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";

// The saved list: hearts on cards and pages, /saved in both languages, and the saved items'
// pages, their images and /saved opening without a network (the service worker, allowed here).
test.use({ serviceWorkers: "allow" });

const allDay = [{ opens: "00:00", closes: "00:00" }];

/** An artwork with a stored-looking image of this site, and a gallery open round the clock. */
async function savedCatalogue() {
  return withE2eDatabase(async () => {
    const artist = await createArtist({
      name: uniqueName("Saved Artist"),
      bio: "b",
      imageUrl: "/images/stock-artist.jpg",
    });
    const artwork = await createArtwork({
      title: uniqueName("Saved Work"),
      imageUrl: "/images/hero.jpg",
      artistId: artist.id,
      description: "A work made for an end-to-end test of the saved list.",
    });
    const gallery = await createGallery({
      name: uniqueName("Saved Gallery"),
      city: uniqueName("Savedtown"),
      street: "Heart Lane 1",
      hours: "",
      description: "A gallery made for an end-to-end test of the saved list.",
      openingHours: weeklyHours([allDay, allDay, allDay, allDay, allDay, allDay, allDay], {
        holidays: { policy: "open", intervals: allDay },
        eves: { policy: "custom", intervals: allDay },
      }),
    });
    return { artist, artwork, gallery };
  });
}

/** Waits until the worker controls the page and the item's page is kept for offline reading. */
async function waitUntilKept(page: Page, path: string): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() =>
      page.evaluate(async (address) => Boolean(await (await caches.open("omanut-saved")).match(address)), path),
    )
    .toBe(true);
}

test("a heart on a page and on a card saves the item; /saved lists it in both languages and a second press removes it", async ({
  page,
}) => {
  const { artwork, gallery } = await savedCatalogue();
  await gotoHydrated(page, `/galleries/${gallery.slug}`);
  const save = page.getByRole("button", { name: "Save", exact: true });
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("status").filter({ hasText: "Saved to your list" })).toBeAttached();
  expect(await violations(page)).toEqual([]);

  // The artist's page lists the artwork as a card.
  await gotoHydrated(page, `/artists/${artwork.artistId}`);
  const heart = page.getByRole("button", { name: `Save ${artwork.title}` });
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  await gotoHydrated(page, "/saved");
  const artworks = page.getByRole("region", { name: "Artworks" });
  await expect(artworks.getByRole("link", { name: artwork.title })).toBeVisible();
  const galleries = page.getByRole("region", { name: "Galleries" });
  await expect(galleries.getByRole("link", { name: gallery.name })).toBeVisible();
  // The gallery's open state, computed now by the server.
  await expect(galleries.getByText("Open now")).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await gotoHydrated(page, "/he/saved");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("הרשימה השמורה שלך");
  await expect(page.getByRole("region", { name: "גלריות" }).getByRole("link", { name: gallery.name })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Removing from the list's own card.
  await gotoHydrated(page, "/saved");
  await page.getByRole("button", { name: `Save ${gallery.name}` }).click();
  await expect(page.getByRole("region", { name: "Galleries" })).toHaveCount(0);
  await expect(artworks.getByRole("link", { name: artwork.title })).toBeVisible();
});

test("without a network: /saved, a saved artwork's page and its image open, an unsaved page shows the offline page, and a form keeps what was typed", async ({
  page,
  context,
}) => {
  const { artwork } = await savedCatalogue();
  const path = `/artworks/${artwork.slug}`;
  // Saved from a card: the page itself was never opened before going offline.
  await gotoHydrated(page, `/artists/${artwork.artistId}`);
  await page.getByRole("button", { name: `Save ${artwork.title}` }).click();
  await waitUntilKept(page, path);
  await gotoHydrated(page, "/saved");
  await expect(page.getByRole("link", { name: artwork.title })).toBeVisible();

  await context.setOffline(true);
  await gotoHydrated(page, "/saved");
  await expect(page.getByText("You are offline: this is your list as it was last seen.")).toBeVisible();
  await page.getByRole("link", { name: artwork.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: artwork.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const image = page.getByRole("main").locator("img").first();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  // The inquiry form: sending needs a connection, and nothing typed is lost.
  await page.waitForFunction(() => window.history.scrollRestoration === "manual");
  const message = page.getByLabel("Anything you would like to ask?");
  await message.fill("Is this work still available?");
  await page.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Sending needs a connection" })).toBeVisible();
  await expect(message).toHaveValue("Is this work still available?");
  expect(await violations(page)).toEqual([]);

  // A page never kept: the offline page, in the language of the address, with a way back.
  await page.goto("/he/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("אין חיבור לרשת");
  await expect(page).toHaveURL(/\/he\/offline\?from=%2Fhe%2Fabout$/);
  await expect(page.getByRole("link", { name: "לנסות שוב" })).toHaveAttribute("href", "/he/about");
  expect(await violations(page)).toEqual([]);
  await context.setOffline(false);
});

test("the first save precaches the visitor's files only: no code of the admin area or the sign-in", async ({
  page,
}) => {
  const { artwork } = await savedCatalogue();
  await gotoHydrated(page, `/artworks/${artwork.slug}`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await waitUntilKept(page, `/artworks/${artwork.slug}`);
  const precached = await page.evaluate(async (prefix) => {
    const name = (await caches.keys()).find((key) => key.startsWith(prefix));
    const cache = name ? await caches.open(name) : null;
    return cache ? (await cache.keys()).map((request) => new URL(request.url).pathname) : [];
  }, PRECACHE_PREFIX);
  // The public pages' code is there (the check before a sure-fire failure of the next line)…
  expect(precached.filter((path) => /^\/assets\/(entry\.client|root|artworks\._artworkId)-/.test(path))).toHaveLength(
    3,
  );
  // …and none of the administrator's: the admin routes, the editors, the sign-in steps.
  expect(precached.filter((path) => /\/(admin[.-]|login|logout|\w+-editor-form)/.test(path))).toEqual([]);
});
