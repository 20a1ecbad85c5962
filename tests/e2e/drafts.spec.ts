import { expect, test, type Browser, type Page } from "@playwright/test";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { violations } from "./support/axe.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { signInAsAdmin, signInAsPartner } from "./support/session.ts";

// A gallery's partner changes its gallery's hours and a work's price: the public pages keep the
// published state until an operator publishes; a change sent back says why; the history keeps
// every version and a restore brings an old one back publicly. A partner reaches none of it for
// another gallery, nor the operator's pages.

const NO_FACTS = {
  medium: null,
  materials: null,
  heightCm: null,
  widthCm: null,
  depthCm: null,
  edition: null,
  isFramed: null,
  isSigned: null,
  hasCertificate: null,
} as const;

async function catalogue() {
  return withE2eDatabase(async () => {
    const place = { street: "Herzl 7", city: "Haifa", latitude: 32.8, longitude: 34.99 };
    const description = "Made for an end-to-end test of drafts.";
    const gallery = await createGallery({
      ...place,
      name: uniqueName("Draft Gallery"),
      hours: "Sun–Thu 10:00–18:00",
      description,
      imageUrl: "https://example.com/cover.jpg",
    });
    const other = await createGallery({
      ...place,
      name: uniqueName("Other Gallery"),
      hours: "Sun–Thu 09:00–13:00",
      description,
      imageUrl: "https://example.com/cover.jpg",
    });
    const artist = await createArtist({
      name: uniqueName("Draft Painter"),
      bio: "b",
      imageUrl: "https://example.com/a.jpg",
    });
    const work = await createArtwork({
      title: uniqueName("Draft Work"),
      imageUrl: "https://example.com/w.jpg",
      artistId: artist.id,
      galleryId: gallery.id,
      facts: { ...NO_FACTS, availability: "for-sale", priceIls: 1200 },
    });
    return { gallery, other, work };
  });
}

async function operatorPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext();
  await signInAsAdmin(context, baseURL);
  return context.newPage();
}

test.describe("drafts, review and versions", () => {
  test("a partner's changes wait for the operator; sent back with a note; published; restored from the history", async ({
    page,
    context,
    baseURL,
    browser,
  }) => {
    // Two people, three editors, axe three times.
    test.slow();
    const { gallery, other, work } = await catalogue();
    await signInAsPartner(context, baseURL!, [{ kind: "gallery", recordId: gallery.id }]);

    // The partner changes the gallery's hours: a draft; the public page keeps the published hours.
    await gotoHydrated(page, `/admin/galleries/${gallery.id}/edit`);
    await expect(page.getByLabel("Featured")).toHaveCount(0);
    await page
      .getByLabel(/^Opening hours/)
      .first()
      .fill("Sun–Fri 11:00–19:00");
    await page.getByRole("button", { name: "Send for review" }).click();
    await expect(
      page.getByText(
        "Saved as a draft. The public page keeps showing the published version until an operator publishes it.",
      ),
    ).toBeVisible();
    await expect(page.getByText("You are editing the draft waiting for review.", { exact: false })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto(`/galleries/${gallery.slug}`);
    await expect(page.getByRole("main")).toContainText("Sun–Thu 10:00–18:00");
    await expect(page.getByRole("main")).not.toContainText("Sun–Fri 11:00–19:00");

    // And a work's price.
    await gotoHydrated(page, `/admin/artworks/${work.id}/edit`);
    await page.getByLabel(/^Price \(₪\)/).fill("2500");
    await page.getByRole("button", { name: "Send for review" }).click();
    await expect(page.getByText("Saved as a draft.", { exact: false })).toBeVisible();
    await page.goto(`/artworks/${work.slug}`);
    await expect(page.getByRole("main").getByText("₪1,200").first()).toBeVisible();

    // The operator sees both, oldest first: sends the work back with a note, publishes the gallery.
    const operator = await operatorPage(browser, baseURL!);
    await gotoHydrated(operator, "/admin/changes");
    await expect(operator.getByRole("heading", { level: 1 })).toHaveText("Changes to review");
    expect(await violations(operator)).toEqual([]);
    const workEntry = operator
      .getByRole("listitem")
      .filter({ has: operator.getByRole("heading", { name: work.title }) });
    await workEntry.getByLabel("Note for the partner (optional)").fill("Please check the price with the artist.");
    await workEntry.getByRole("button", { name: "Send back" }).click();
    await expect(operator.getByText("The change was sent back with your note.")).toBeVisible();
    const galleryEntry = operator
      .getByRole("listitem")
      .filter({ has: operator.getByRole("heading", { name: gallery.name }) });
    await galleryEntry.getByRole("button", { name: "Publish" }).click();
    await expect(operator.getByText("The change was published.")).toBeVisible();
    await operator.goto(`/galleries/${gallery.slug}`);
    await expect(operator.getByRole("main")).toContainText("Sun–Fri 11:00–19:00");

    // The partner sees the note in the work's editor; the public price is unchanged.
    await gotoHydrated(page, `/admin/artworks/${work.id}/edit`);
    await expect(page.getByText("An operator sent this draft back:")).toBeVisible();
    await expect(page.getByText("Please check the price with the artist.")).toBeVisible();
    await expect(page.getByLabel(/^Price \(₪\)/)).toHaveValue("2500");

    // The history keeps both versions; restoring version 1 brings the old hours back publicly.
    await gotoHydrated(operator, `/admin/galleries/${gallery.id}/history`);
    await expect(operator.getByRole("heading", { name: "Version 2", exact: false })).toBeVisible();
    await expect(operator.getByRole("heading", { name: "Version 1", exact: false })).toBeVisible();
    expect(await violations(operator)).toEqual([]);
    await operator.getByRole("button", { name: "Restore version 1" }).click();
    await expect(operator.getByText("The version was restored and published as a new version.")).toBeVisible();
    await expect(operator.getByRole("heading", { name: "Version 3", exact: false })).toBeVisible();
    await operator.goto(`/galleries/${gallery.slug}`);
    await expect(operator.getByRole("main")).toContainText("Sun–Thu 10:00–18:00");

    // Nothing of another gallery's, nor the operator's pages, for the partner: 404 and nothing changed.
    for (const path of [
      `/admin/galleries/${other.id}/edit`,
      `/admin/galleries/${gallery.id}/history`,
      "/admin/changes",
      "/admin/deleted",
    ]) {
      expect((await page.request.get(path)).status(), path).toBe(404);
      expect((await page.request.get(`${path}.data`)).status(), `${path}.data`).toBe(404);
    }
    const forged = await page.request.post(`/admin/galleries/${other.id}/edit`, {
      form: { intent: "save", name: "Taken Over", version: String(other.updatedAt) },
      headers: { origin: baseURL! },
    });
    expect(forged.status()).toBe(404);
    const publish = await page.request.post("/admin/changes", {
      form: { intent: "publish", draftId: "any", token: "1" },
      headers: { origin: baseURL! },
    });
    expect(publish.status()).toBe(404);
    await page.goto(`/galleries/${other.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(other.name);
    await operator.context().close();
  });

  test("the review queue and a history read right in Hebrew, axe clean", async ({ page, context, baseURL }) => {
    // Three pages, axe on each.
    test.slow();
    const { gallery } = await catalogue();
    await signInAsAdmin(context, baseURL!);
    await gotoHydrated(page, "/admin/changes");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "עברית" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("שינויים לבדיקה");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await violations(page)).toEqual([]);
    await gotoHydrated(page, `/admin/galleries/${gallery.id}/history`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("ההיסטוריה של");
    expect(await violations(page)).toEqual([]);
    await gotoHydrated(page, "/admin/deleted");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("גלריות ואמנים שנמחקו");
    expect(await violations(page)).toEqual([]);
  });
});
