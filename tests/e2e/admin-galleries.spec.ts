import { expect, test, type Locator, type Page } from "@playwright/test";
import { openDatabase } from "#app/db/database.server.ts";
import { closeDatabase, setDatabase } from "#app/db/db.server.ts";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork, getArtworkById } from "#app/models/artworks.server.ts";
import { createGallery, getGalleryById, listGalleries, type GalleryInput } from "#app/models/galleries.server.ts";
import { getImageById, storeImage } from "#app/models/media.server.ts";
import { approveReview, createVisitorReview, listAdminReviews } from "#app/models/reviews.server.ts";
import { makeImage } from "#tests/support/image-fixtures.ts";
import { violations } from "./support/axe.ts";
import { injectFailure, sqlText, triggerName } from "./support/failures.ts";
import { e2eEngines, testOnFirstEngine, uniqueName, type E2eEngine } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { holdRequests } from "./support/held-requests.ts";
import { brokenBase, e2eServers } from "./support/servers.ts";
import { signInAsAdmin } from "./support/session.ts";

// The administrator's galleries (issue 7): list, feature, delete, create and edit with images and
// admin reviews, every refusal, and the guarantees of every write, on each database engine.

const CONFLICT =
  "This gallery was changed by someone else since you opened it. Reload to see their changes; your edits are still in the form.";
const DELETE_QUESTION = "Are you sure you want to delete this gallery? This action cannot be undone.";
// Dated far ahead, a fixture is the newest gallery: first in the admin list and the featured carousel.
const FUTURE = Date.now() + 80 * 365 * 24 * 3600 * 1000;

function galleryInput(name: string, extra: Partial<GalleryInput> = {}): GalleryInput {
  return {
    name,
    street: "Herzl 7",
    city: "Haifa",
    hours: "Sun–Thu 10:00–18:00",
    description: "Made for an end-to-end test of the admin gallery pages.",
    imageUrl: "https://example.com/cover.jpg",
    ...extra,
  };
}

async function storedImages(engine: E2eEngine, count: number) {
  return engine.withDatabase(async () => {
    const images = [];
    for (let i = 0; i < count; i++) images.push(await storeImage(await makeImage("png", 480, 360)));
    return images;
  });
}

async function expectNoAxeViolations(page: Page) {
  expect(await violations(page)).toEqual([]);
}

// A required field's label ends in " *" (hidden from assistive technology, not from getByLabel).
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
const imageGroup = (page: Page, n: number) => page.getByRole("group", { name: `Gallery image ${n}` });
const reviewGroup = (page: Page, n: number) => page.getByRole("group", { name: `Review ${n}`, exact: true });
const featuredCarousel = (page: Page) => page.getByRole("region", { name: "Featured Galleries", exact: true });

for (const engine of e2eEngines) {
  test.describe(`admin galleries [${engine.name}]`, () => {
    const base = engine.base;
    test.beforeEach(async ({ context }) => {
      await signInAsAdmin(context, base, engine.withDatabase);
    });

    test("a typed city the search cannot place is refused on the field with everything kept; one it can is located on save", async ({
      page,
    }) => {
      const name = uniqueName("Created Gallery");
      const unknownCity = uniqueName("Kfar");
      const city = "Mitzpe Ramon";
      await gotoHydrated(page, `${base}/admin/galleries/new`);
      await field(page, "Name").fill(name);
      await field(page, "Street").fill("Ha-Atzmaut 3");
      await field(page, "City").fill(unknownCity);
      await field(page, "Opening hours").fill("Mon–Fri 9:00–17:00");
      await field(page, "Description").fill("A new gallery by the sea, showing young painters.");
      await field(page, "Website").fill("https://example.com/gallery");
      await field(page, "SEO keywords").fill(" painting, , sea ,");
      await page.getByRole("button", { name: "Add Gallery", exact: true }).click();
      await expect(
        page.getByText("Choose the place from the suggestions so the gallery can be shown on the map"),
      ).toBeVisible();
      // Nothing typed is lost.
      await expect(field(page, "Name")).toHaveValue(name);
      await expect(field(page, "City")).toHaveValue(unknownCity);
      await expect(field(page, "Website")).toHaveValue("https://example.com/gallery");
      expect(await engine.withDatabase(async () => listGalleries({ search: name }))).toEqual([]);

      await field(page, "City").fill(city);
      await page.keyboard.press("Escape");
      // The answer is held until the button's loading state is seen.
      const answer = await holdRequests(page, "**/admin/galleries/new*", (request) => request.method() === "POST");
      await page.getByRole("button", { name: "Add Gallery", exact: true }).click();
      await expect(page.getByRole("button", { name: "Loading..." })).toBeDisabled();
      answer.release();
      await expect(page).toHaveURL(/\/admin\/galleries\?added=/);
      await expect(page.getByRole("status")).toHaveText(`“${name}” was added.`);

      const saved = await engine.withDatabase(async () => (await listGalleries({ search: name }))[0]);
      expect(saved).toMatchObject({
        name,
        street: "Ha-Atzmaut 3",
        city,
        location: `Ha-Atzmaut 3, ${city}`,
        imageUrl: null,
        website: "https://example.com/gallery",
        socialMedia: { instagram: null, facebook: null, twitter: null },
        seo: { title: null, description: null, keywords: ["painting", "sea"] },
        isFeatured: false,
      });
      // Located by the search on save: on the map, not at 0,0.
      expect(saved!.latitude).toBeCloseTo(30.61, 1);
      expect(saved!.longitude).toBeCloseTo(34.8, 1);

      await page.goto(`${base}/galleries`);
      await page.getByRole("navigation", { name: "Filter by City" }).getByRole("link", { name: city }).click();
      await expect(page).toHaveURL(`${base}/galleries?city=${encodeURIComponent(city).replaceAll("%20", "+")}`);
      await page.getByRole("link", { name }).click();
      await expect(page).toHaveTitle(new RegExp(`^${name} - Art Gallery in ${city} \\| `));
      // No image given: the stock image stands in.
      await expect(page.getByRole("img", { name: `${name}, ${city}` })).toHaveAttribute("src", /stock-gallery\.jpg/);
    });

    test("creates a gallery through the place search: the chosen city and its coordinates, in the public filter", async ({
      page,
    }) => {
      const name = uniqueName("Placed Gallery");
      await gotoHydrated(page, `${base}/admin/galleries/new`);
      await field(page, "Name").fill(name);
      await field(page, "Street").fill("Ha-Nevi'im 12");
      const city = page.getByRole("combobox", { name: /^City/ });
      // The search for the whole text answers last: an earlier answer's list is replaced by it, highlight and all.
      const lastSearch = page.waitForResponse((response) => response.url().includes("/admin/places?q=haif"));
      await city.pressSequentially("haif");
      await lastSearch;
      await expect(page.getByRole("option", { name: "Haifa" })).toBeVisible();
      await city.press("ArrowDown");
      await expect(page.getByRole("option", { name: "Haifa" })).toHaveAttribute("aria-selected", "true");
      await city.press("Enter");
      await expect(city).toHaveValue("Haifa");
      await field(page, "Opening hours").fill("Sun–Thu 10:00–18:00");
      await field(page, "Description").fill("Prints and photographs on the slope of the Carmel.");
      await page.getByRole("button", { name: "Add Gallery", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/galleries\?added=/);
      const saved = await engine.withDatabase(async () =>
        (await listGalleries({ cityNames: ["Haifa"], limit: 10_000 })).find((gallery) => gallery.name === name),
      );
      expect(saved).toMatchObject({ city: "Haifa", location: "Ha-Nevi'im 12, Haifa" });
      expect(saved!.latitude).toBeCloseTo(32.8, 0);
      expect(saved!.longitude).toBeCloseTo(35.0, 0);

      await page.goto(`${base}/galleries`);
      await page.getByRole("navigation", { name: "Filter by City" }).getByRole("link", { name: "Haifa" }).click();
      await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    });

    testOnFirstEngine(engine)("says every validation message and keeps what was typed", async ({ page }) => {
      await gotoHydrated(page, `${base}/admin/galleries/new`);
      await page.getByRole("button", { name: "Add Gallery", exact: true }).click();
      await expect(page.getByRole("alert")).toHaveText("Please correct the 5 fields marked below.");
      await expect(page.getByText("Name is required")).toBeVisible();
      await expect(page.getByText("Please enter both street and city")).toHaveCount(2);
      await expect(
        page.getByText("Give the opening hours: fill in the weekly hours, or write them here"),
      ).toBeVisible();
      await expect(page.getByText("Description is required")).toBeVisible();
      await expect(field(page, "Name")).toBeFocused();
      // Enter in a text field saves (checks), rather than pressing the first list button.
      await field(page, "Description").fill("Typed, then Enter pressed in the street field.");
      await field(page, "Street").press("Enter");
      await expect(page.getByRole("group", { name: /^Gallery image/ })).toHaveCount(0);
      await expect(field(page, "Name")).toBeFocused();
      // An error clears when its field is edited.
      await field(page, "Name").fill("Checked Gallery");
      await expect(page.getByText("Name is required")).toHaveCount(0);
      await field(page, "Street").fill("Ben Yehuda 1");
      await expect(page.getByText("Please enter both street and city")).toHaveCount(1);

      await field(page, "Website").fill("javascript:alert(1)");
      await field(page, "Instagram").fill("ftp://example.com/x");
      await page.getByRole("button", { name: "Add gallery image" }).click();
      await imageGroup(page, 1).getByLabel("Or an image URL").fill("data:image/png;base64,AAAA");
      await page.getByRole("button", { name: "Add review" }).click();
      await field(reviewGroup(page, 1), "Reviewer name").fill("Half Filled");
      await page.getByRole("button", { name: "Add Gallery", exact: true }).click();
      await expect(page.getByText("Please enter a valid website URL starting with http:// or https://")).toBeVisible();
      await expect(
        page.getByText("Please enter a valid Instagram URL starting with http:// or https://"),
      ).toBeVisible();
      await expect(imageGroup(page, 1).getByRole("alert")).toHaveText(
        "Please enter a valid image URL starting with http:// or https://",
      );
      await expect(reviewGroup(page, 1).getByText("Review content is required")).toBeVisible();
      await expect(field(page, "Name")).toHaveValue("Checked Gallery");

      // The server says the same when the browser does not check first.
      const response = await page.request.post(`${base}/admin/galleries/new`, {
        form: { name: "", street: "Somewhere", city: " ", hours: "", description: "", website: "mailto:a@b.c" },
        headers: { origin: base },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(400);
      const html = await response.text();
      for (const message of [
        "Name is required",
        "Please enter both street and city",
        "Give the opening hours: fill in the weekly hours, or write them here",
        "Description is required",
        "Please enter a valid website URL starting with http:// or https://",
      ]) {
        expect(html).toContain(message);
      }
      expect(html).toContain('value="Somewhere"');
    });

    test("requires the image on edit and says 'Failed to load gallery' style errors in words", async ({ page }) => {
      const name = uniqueName("No Image Yet");
      const gallery = await engine.withDatabase(() => createGallery(galleryInput(name, { imageUrl: null })));
      await gotoHydrated(page, `${base}/admin/galleries/${gallery.id}/edit`);
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByRole("group", { name: "Main image" }).getByRole("alert")).toHaveText(
        "Image is required: upload one or enter its URL",
      );
      const missing = await page.goto(`${base}/admin/galleries/no-such-gallery/edit`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery Not Found");
    });

    test("an admin review is published at once and counted in the public average", async ({ page }) => {
      const name = uniqueName("Reviewed Gallery");
      const gallery = await engine.withDatabase(async () => {
        const created = await createGallery(galleryInput(name));
        const visitor = await createVisitorReview({
          galleryId: created.id,
          name: "Visitor",
          content: "Fine.",
          rating: 2,
        });
        await approveReview(visitor.id);
        return created;
      });
      await page.goto(`${base}/galleries/${gallery.slug}`);
      await expect(page.getByTestId("review-summary")).toContainText("2.0 out of 5 (1 review)");

      await gotoHydrated(page, `${base}/admin/galleries/${gallery.id}/edit`);
      await page.getByRole("button", { name: "Add review" }).click();
      const review = reviewGroup(page, 1);
      await expect(field(review, "Reviewer name")).toBeFocused();
      await field(review, "Reviewer name").fill("The Editors");
      await field(review, "Review").fill("Light, calm rooms and a fine selection.");
      await field(review, "Rating").selectOption("4");
      await field(review, "Date").fill("2025-03-14");
      // A second row left blank is not saved.
      await page.getByRole("button", { name: "Add review" }).click();
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page).toHaveURL(/\/admin\/galleries\?updated=/);

      const [stored] = await engine.withDatabase(() => listAdminReviews(gallery.id));
      expect(stored).toMatchObject({
        name: "The Editors",
        rating: 4,
        isApproved: true,
        isPending: false,
        isAdminReview: true,
        createdAt: Date.UTC(2025, 2, 14),
      });
      expect(await engine.withDatabase(() => listAdminReviews(gallery.id))).toHaveLength(1);
      await page.goto(`${base}/galleries/${gallery.slug}`);
      await expect(page.getByTestId("review-summary")).toContainText("3.0 out of 5 (2 reviews)");
      await expect(page.getByText("Light, calm rooms and a fine selection.")).toBeVisible();
      // The editors' review says whose voice it is; the visitor's does not.
      const reviewItems = page.getByRole("region", { name: "Reviews" }).getByRole("listitem");
      await expect(reviewItems.filter({ hasText: "Light, calm rooms" })).toContainText("From the editors");
      await expect(reviewItems.filter({ hasText: "Fine." })).not.toContainText("From the editors");

      // Edited and then removed on the edit form; the visitor's review is not shown there.
      await gotoHydrated(page, `${base}/admin/galleries/${gallery.id}/edit`);
      await expect(reviewGroup(page, 2)).toHaveCount(0);
      await expect(field(reviewGroup(page, 1), "Reviewer name")).toHaveValue("The Editors");
      await reviewGroup(page, 1).getByRole("button", { name: "Remove review 1" }).click();
      await expect(reviewGroup(page, 1)).toHaveCount(0);
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page).toHaveURL(/\/admin\/galleries\?updated=/);
      await page.goto(`${base}/galleries/${gallery.slug}`);
      await expect(page.getByTestId("review-summary")).toContainText("2.0 out of 5 (1 review)");
    });

    test("adds, removes and reorders gallery images", async ({ page }) => {
      const [a, b, c] = await storedImages(engine, 3);
      const name = uniqueName("Image Order");
      const gallery = await engine.withDatabase(() =>
        createGallery(
          galleryInput(name, {
            galleryImages: [a!, b!, c!].map((image) => ({ url: `/media/${image.id}`, imageId: image.id })),
          }),
        ),
      );
      await gotoHydrated(page, `${base}/admin/galleries/${gallery.id}/edit`);
      const idOf = (n: number) => imageGroup(page, n).locator(`input[name="galleryImage.${n - 1}Id"]`);
      await expect(idOf(1)).toHaveValue(a!.id);
      await expect(page.getByRole("button", { name: "Move up gallery image 1" })).toBeDisabled();

      await page.getByRole("button", { name: "Move up gallery image 3" }).click();
      await expect(idOf(2)).toHaveValue(c!.id);
      await expect(idOf(3)).toHaveValue(b!.id);
      // The focus stays with the moved image.
      await expect(page.getByRole("button", { name: "Move up gallery image 2" })).toBeFocused();
      await page.getByRole("button", { name: "Remove gallery image 1" }).click();
      await expect(idOf(1)).toHaveValue(c!.id);
      await page.getByRole("button", { name: "Add gallery image" }).click();
      const added = imageGroup(page, 3).getByLabel("Or an image URL");
      await expect(added).toBeFocused();
      await added.fill(`${base}/images/stock-gallery.jpg`);
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page).toHaveURL(/\/admin\/galleries\?updated=/);

      const saved = await engine.withDatabase(() => getGalleryById(gallery.id));
      expect(saved!.galleryImages.map((image) => image.image?.id ?? image.url)).toEqual([
        c!.id,
        b!.id,
        `${base}/images/stock-gallery.jpg`,
      ]);
      // The removed image is shown nowhere any more: it is deleted.
      expect(await engine.withDatabase(() => getImageById(a!.id))).toBeNull();
      await page.goto(`${base}/galleries/${gallery.slug}`);
      await expect(page.getByRole("region", { name: "Gallery Images" }).getByRole("img")).toHaveCount(3);
    });

    test("the Feature toggle changes the home page's Featured Galleries", async ({ page }) => {
      const name = uniqueName("Toggle Gallery");
      await engine.withDatabase(() => createGallery(galleryInput(name, { isFeatured: false }), { now: FUTURE }));
      await page.goto(`${base}/`);
      await expect(featuredCarousel(page).getByRole("heading", { name })).toHaveCount(0);

      await gotoHydrated(page, `${base}/admin/galleries`);
      await page.getByRole("button", { name: `Feature ${name}`, exact: true }).click();
      const featured = page.getByRole("button", { name: `Featured ${name}`, exact: true });
      await expect(featured).toHaveAttribute("aria-pressed", "true");
      await page.goto(`${base}/`);
      await expect(featuredCarousel(page).getByRole("heading", { name })).toHaveCount(1);

      await gotoHydrated(page, `${base}/admin/galleries`);
      await featured.click();
      await expect(page.getByRole("button", { name: `Feature ${name}`, exact: true })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
      await page.goto(`${base}/`);
      await expect(featuredCarousel(page).getByRole("heading", { name })).toHaveCount(0);
    });

    test("deletes after the confirm dialog: reviews and images go, artworks stay without a gallery", async ({
      page,
    }) => {
      const [cover] = await storedImages(engine, 1);
      const name = uniqueName("Doomed Gallery");
      const { gallery, artworkId } = await engine.withDatabase(async () => {
        const created = await createGallery(
          galleryInput(name, {
            imageUrl: `/media/${cover!.id}`,
            imageId: cover!.id,
            adminReviews: [{ name: "Admin", content: "Soon gone.", rating: 5 }],
          }),
          { now: FUTURE },
        );
        const artist = await createArtist({
          name: uniqueName("Shown Artist"),
          bio: "B.",
          imageUrl: "/images/stock-artist.jpg",
        });
        const artwork = await createArtwork({
          title: uniqueName("Shown Work"),
          imageUrl: "/images/hero.jpg",
          artistId: artist.id,
          galleryId: created.id,
        });
        return { gallery: created, artworkId: artwork.id };
      });
      await gotoHydrated(page, `${base}/admin/galleries`);
      const row = page.getByRole("row").filter({ hasText: name });
      const dialogs: string[] = [];
      page.once("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await row.getByRole("button", { name: `Delete ${name}` }).click();
      await expect.poll(() => dialogs).toEqual([DELETE_QUESTION]);
      await expect(row).toBeVisible();
      expect(await engine.withDatabase(() => getGalleryById(gallery.id))).not.toBeNull();

      page.once("dialog", (dialog) => void dialog.accept());
      await row.getByRole("button", { name: `Delete ${name}` }).click();
      await expect(page.getByRole("status")).toHaveText(`“${name}” was deleted.`);
      await expect(row).toHaveCount(0);
      const after = await engine.withDatabase(async () => ({
        gallery: await getGalleryById(gallery.id),
        reviews: await listAdminReviews(gallery.id),
        artwork: await getArtworkById(artworkId),
        image: await getImageById(cover!.id),
      }));
      expect(after).toMatchObject({ gallery: null, reviews: [], image: null, artwork: { galleryId: null } });
      const response = await page.goto(`${base}/galleries/${gallery.slug}`);
      expect(response?.status()).toBe(404);
    });

    test("says 'Failed to delete gallery. Please try again.' when the delete fails", async ({ page }) => {
      const name = uniqueName("Undeletable");
      const gallery = await engine.withDatabase(() => createGallery(galleryInput(name), { now: FUTURE }));
      const restore = await injectFailure(
        engine,
        triggerName("e2e_no_delete"),
        `old.name = ${sqlText(name)}`,
        "delete",
        "galleries",
      );
      try {
        await gotoHydrated(page, `${base}/admin/galleries`);
        page.once("dialog", (dialog) => void dialog.accept());
        const row = page.getByRole("row").filter({ hasText: name });
        await row.getByRole("button", { name: `Delete ${name}` }).click();
        await expect(row.getByRole("alert")).toHaveText("Failed to delete gallery. Please try again.");
        expect(await engine.withDatabase(() => getGalleryById(gallery.id))).not.toBeNull();
      } finally {
        await restore();
      }
    });

    test("a save that fails halfway leaves the database as it was and the form as typed", async ({ page }) => {
      const name = uniqueName("Halfway Gallery");
      const gallery = await engine.withDatabase(() =>
        createGallery(galleryInput(name, { galleryImages: [{ url: "https://example.com/one.jpg" }] })),
      );
      const reviewer = uniqueName("Failing Reviewer");
      const restore = await injectFailure(
        engine,
        triggerName("e2e_no_review"),
        `new.name = ${sqlText(reviewer)}`,
        "insert",
        "reviews",
      );
      try {
        await gotoHydrated(page, `${base}/admin/galleries/${gallery.id}/edit`);
        await field(page, "Name").fill(`${name} Renamed`);
        await page.getByRole("button", { name: "Add gallery image" }).click();
        await imageGroup(page, 2).getByLabel("Or an image URL").fill("https://example.com/two.jpg");
        await page.getByRole("button", { name: "Add review" }).click();
        await field(reviewGroup(page, 1), "Reviewer name").fill(reviewer);
        await field(reviewGroup(page, 1), "Review").fill("This insert is refused by the database.");
        await page.getByRole("button", { name: "Save Changes" }).click();
        await expect(page.getByRole("alert").first()).toHaveText("An error occurred while updating the gallery");
        await expect(field(page, "Name")).toHaveValue(`${name} Renamed`);
        await expect(imageGroup(page, 2).getByLabel("Or an image URL")).toHaveValue("https://example.com/two.jpg");
        await expect(field(reviewGroup(page, 1), "Reviewer name")).toHaveValue(reviewer);
        const after = await engine.withDatabase(async () => ({
          gallery: await getGalleryById(gallery.id),
          reviews: await listAdminReviews(gallery.id),
        }));
        expect(after.gallery).toEqual(gallery);
        expect(after.reviews).toEqual([]);
      } finally {
        await restore();
      }
    });

    test("a second administrator saving the same gallery is told it changed meanwhile", async ({ page, browser }) => {
      const name = uniqueName("Contested Gallery");
      const gallery = await engine.withDatabase(() => createGallery(galleryInput(name)));
      const otherContext = await browser.newContext();
      try {
        await signInAsAdmin(otherContext, base, engine.withDatabase);
        const other = await otherContext.newPage();
        await gotoHydrated(page, `${base}/admin/galleries/${gallery.id}/edit`);
        await gotoHydrated(other, `${base}/admin/galleries/${gallery.id}/edit`);

        await field(other, "Description").fill("The first administrator's words.");
        await other.getByRole("button", { name: "Save Changes" }).click();
        await expect(other).toHaveURL(/\/admin\/galleries\?updated=/);

        await field(page, "Name").fill(`${name} Second`);
        const answer = page.waitForResponse((r) => r.request().method() === "POST");
        await page.getByRole("button", { name: "Save Changes" }).click();
        expect((await answer).status()).toBe(409);
        await expect(page.getByRole("alert").first()).toHaveText(CONFLICT);
        await expect(field(page, "Name")).toHaveValue(`${name} Second`);
        expect(await engine.withDatabase(() => getGalleryById(gallery.id))).toMatchObject({
          name,
          description: "The first administrator's words.",
        });
      } finally {
        await otherContext.close();
      }
    });

    testOnFirstEngine(engine)(
      "a write without a session answers 'You must be logged in to perform this action' and changes nothing",
      async ({ page, context, playwright }) => {
        const name = uniqueName("Session Gallery");
        const gallery = await engine.withDatabase(() => createGallery(galleryInput(name)));
        await gotoHydrated(page, `${base}/admin/galleries/${gallery.id}/edit`);
        await field(page, "Description").fill("Typed after the session ended.");
        await context.clearCookies();
        await page.getByRole("button", { name: "Save Changes" }).click();
        await expect(page.getByRole("alert").first()).toHaveText("You must be logged in to perform this action");
        await expect(field(page, "Description")).toHaveValue("Typed after the session ended.");
        expect(await engine.withDatabase(() => getGalleryById(gallery.id))).toEqual(gallery);

        // The list's writes too, asked directly.
        const anonymous = await playwright.request.newContext();
        try {
          const writes: Record<string, string>[] = [
            { intent: "feature", galleryId: gallery.id, isFeatured: "true" },
            { intent: "delete", galleryId: gallery.id, confirmed: "yes" },
          ];
          for (const form of writes) {
            const response = await anonymous.post(`${base}/admin/galleries.data`, {
              form,
              headers: { origin: base },
              maxRedirects: 0,
            });
            expect(response.status()).toBe(401);
            expect(await response.text()).toContain("You must be logged in to perform this action");
          }
        } finally {
          await anonymous.dispose();
        }
        expect(await engine.withDatabase(() => getGalleryById(gallery.id))).toEqual(gallery);
      },
    );

    testOnFirstEngine(engine)("the list, add and edit pages have no accessibility violations", async ({ page }) => {
      // Several full-page axe runs: on a loaded two-core machine they take more than the default budget.
      test.slow();
      const [image] = await storedImages(engine, 1);
      const gallery = await engine.withDatabase(() =>
        createGallery(
          galleryInput(uniqueName("Accessible Gallery"), {
            galleryImages: [{ url: `/media/${image!.id}`, imageId: image!.id }],
            adminReviews: [{ name: "Admin", content: "Readable.", rating: 4 }],
          }),
          { now: FUTURE },
        ),
      );
      await gotoHydrated(page, `${base}/admin/galleries`);
      await expectNoAxeViolations(page);
      await gotoHydrated(page, `${base}/admin/galleries/new`);
      await page.getByRole("button", { name: "Add Gallery", exact: true }).click();
      await expect(page.getByText("Name is required")).toBeVisible();
      await expectNoAxeViolations(page);
      await gotoHydrated(page, `${base}/admin/galleries/${gallery.id}/edit`);
      await expectNoAxeViolations(page);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the gallery table searches names and cities and sorts by city without JavaScript", async ({ page }) => {
        const token = uniqueName("Plaintable").replace(/\W+/g, "");
        await engine.withDatabase(async () => {
          await createGallery({ ...galleryInput(`${token} North`), city: "Zefat" });
          await createGallery({ ...galleryInput("Gallery Without The Word"), city: `${token} City` });
        });
        await page.goto(`${base}/admin/galleries?sort=-added`);
        await page.getByLabel("Search galleries").fill(token);
        await page.getByRole("button", { name: "Search", exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`q=${token}.*sort=-added|sort=-added.*q=${token}`));
        const rows = page.getByRole("table").locator("tbody tr");
        await expect(rows).toHaveCount(2);
        const cityHeader = page.getByRole("columnheader", { name: "City" });
        await cityHeader.getByRole("link").click();
        await expect(cityHeader).toHaveAttribute("aria-sort", "ascending");
        await expect(rows.nth(0)).toContainText(`${token} City`);
        await expect(rows.nth(1)).toContainText("Zefat");
      });

      test("creates a gallery, the list buttons answered by the server, nothing typed lost", async ({ page }) => {
        const name = uniqueName("No Script Gallery");
        await page.goto(`${base}/admin/galleries/new`);
        await field(page, "Name").fill(name);
        await field(page, "Street").fill("Jaffa Road 20");
        await page.getByRole("button", { name: "Add gallery image" }).click();
        await expect(field(page, "Name")).toHaveValue(name);
        await imageGroup(page, 1).getByLabel("Or an image URL").fill("https://example.com/first.jpg");
        await page.getByRole("button", { name: "Add gallery image" }).click();
        await imageGroup(page, 2).getByLabel("Or an image URL").fill("https://example.com/second.jpg");
        await page.getByRole("button", { name: "Move up gallery image 2" }).click();
        await expect(imageGroup(page, 1).getByLabel("Or an image URL")).toHaveValue("https://example.com/second.jpg");
        await page.getByRole("button", { name: "Add review" }).click();
        await field(reviewGroup(page, 1), "Reviewer name").fill("Night Visitor");
        await field(reviewGroup(page, 1), "Review").fill("Quiet and good.");

        // Refused by the server: the messages, and everything typed still there.
        await page.getByRole("button", { name: "Add Gallery", exact: true }).click();
        await expect(page.getByText("Please enter both street and city")).toBeVisible();
        await expect(
          page.getByText("Give the opening hours: fill in the weekly hours, or write them here"),
        ).toBeVisible();
        await expect(field(page, "Street")).toHaveValue("Jaffa Road 20");
        await expect(imageGroup(page, 2).getByLabel("Or an image URL")).toHaveValue("https://example.com/first.jpg");
        await expect(field(reviewGroup(page, 1), "Review")).toHaveValue("Quiet and good.");

        await field(page, "City").fill("Jerusalem");
        await field(page, "Opening hours").fill("Sun–Thu 11:00–20:00");
        await field(page, "Description").fill("Works on paper near the market.");
        await page.getByRole("button", { name: "Add Gallery", exact: true }).click();
        await expect(page).toHaveURL(/\/admin\/galleries\?added=/);
        const saved = await engine.withDatabase(async () => {
          const found = (await listGalleries({ cityNames: ["Jerusalem"], limit: 10_000 })).find((g) => g.name === name);
          return found ? { gallery: found, reviews: await listAdminReviews(found.id) } : null;
        });
        expect(saved?.gallery.galleryImages.map((image) => image.url)).toEqual([
          "https://example.com/second.jpg",
          "https://example.com/first.jpg",
        ]);
        expect(saved?.reviews.map((review) => review.name)).toEqual(["Night Visitor"]);
        // Typed without a suggestion (no JavaScript): the gazetteer located the city on save.
        expect(saved?.gallery.latitude).toBeCloseTo(31.77, 1);
        expect(saved?.gallery.longitude).toBeCloseTo(35.21, 1);
      });

      test("deletes after the page asks the confirm question", async ({ page }) => {
        const name = uniqueName("No Script Delete");
        const gallery = await engine.withDatabase(() => createGallery(galleryInput(name), { now: FUTURE }));
        await page.goto(`${base}/admin/galleries`);
        await page
          .getByRole("row")
          .filter({ hasText: name })
          .getByRole("button", { name: `Delete ${name}` })
          .click();
        const question = page.getByRole("region", { name: `Delete “${name}”?` });
        await expect(question).toContainText(DELETE_QUESTION);
        expect(await engine.withDatabase(() => getGalleryById(gallery.id))).not.toBeNull();
        await question.getByRole("button", { name: "Delete" }).click();
        await expect(page.getByRole("status")).toHaveText(`“${name}” was deleted.`);
        expect(await engine.withDatabase(() => getGalleryById(gallery.id))).toBeNull();
      });
    });
  });
}

test.describe("admin galleries when the database fails", () => {
  const withBrokenDatabase = async <T>(body: () => Promise<T>): Promise<T> => {
    setDatabase(openDatabase({ databaseUrl: null, dataDir: e2eServers.broken.dataDir }));
    try {
      return await body();
    } finally {
      await closeDatabase();
    }
  };

  test("the edit page says 'Failed to load gallery' and the list its load error", async ({ page, context }) => {
    const base = brokenBase();
    await signInAsAdmin(context, base, withBrokenDatabase);
    const edit = await page.goto(`${base}/admin/galleries/any-gallery/edit`);
    expect(edit?.status()).toBe(503);
    await expect(page.getByRole("alert")).toHaveText("Failed to load gallery");
    const list = await page.goto(`${base}/admin/galleries`);
    expect(list?.status()).toBe(503);
    await expect(page.getByRole("alert")).toHaveText("Error loading galleries. Please try again later.");
  });
});
