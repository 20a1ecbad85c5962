import { expect, test, type Locator, type Page } from "@playwright/test";
import { createArtist, getArtistById, type Artist } from "#app/models/artists.server.ts";
import { listArtworksByArtist, type ArtistArtworkInput, type Artwork } from "#app/models/artworks.server.ts";
import { createGallery, deleteGallery } from "#app/models/galleries.server.ts";
import { makeImage } from "#tests/support/image-fixtures.ts";
import { e2eEngines, testOnFirstEngine, uniqueName } from "./support/catalogue.ts";
import { injectFailure, sqlText, triggerName } from "./support/failures.ts";
import { violations } from "./support/axe.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { holdRequests } from "./support/held-requests.ts";
import { signInAsAdmin } from "./support/session.ts";

// The administrator's artist flows (list, feature, delete, editor, artworks, sign-in), walked on every database
// engine: the artist form with its artworks, the list's Feature toggle and delete, the profile,
// validation, the no-JavaScript path, concurrent edits and a write without a session.

const DELETE_QUESTION = "Are you sure you want to delete this artist? This action cannot be undone.";
const CHANGED =
  "This artist was changed by someone else since you opened it. Reload to see their changes; your edits are still in the form.";
const NOT_LOGGED_IN = "You must be logged in to perform this action";
const IMAGE_REQUIRED = "Image is required: upload one or enter its URL";
// Far in the future: the newest artist of all, first on the admin list and in the home carousel.
const FUTURE = Date.now() + 80 * 365 * 24 * 3600 * 1000;
const newest = () => ({ now: FUTURE + Math.floor(Math.random() * 1e6) });
/** Whether no artist page answers for the name (nothing was saved). */
const isUnsaved = async (page: Page, base: string, name: string) =>
  (await page.request.get(`${base}/artists/${name.toLowerCase().replace(/\W+/g, "-")}`)).status() === 404;

const row = (page: Page, n: number) => page.getByRole("group", { name: new RegExp(`^Artwork ${n}(:|$)`) });
// A required field's label ends with an asterisk.
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
const imageUrlOf = (scope: Locator) => scope.getByLabel("Or an image URL");
const artistImage = (page: Page) => page.getByRole("group", { name: "Artist image" });

async function fillArtist(page: Page, base: string, values: { name: string; bio: string }) {
  await field(page, "Name").fill(values.name);
  await field(page, "Biography").fill(values.bio);
  await imageUrlOf(artistImage(page)).fill(`${base}/images/stock-artist.jpg`);
}

async function fillArtwork(page: Page, base: string, n: number, values: { title: string; year?: string }) {
  const scope = row(page, n);
  await field(scope, "Title").fill(values.title);
  await imageUrlOf(scope.getByRole("group", { name: "Artwork image" })).fill(`${base}/images/hero.jpg`);
  if (values.year) await field(scope, "Year").fill(values.year);
}

for (const engine of e2eEngines) {
  const { base } = engine;
  const artist = (name: string) => ({ name, bio: `${name} paints the sea for an end-to-end test.` });
  const work = (title: string, extra: Partial<ArtistArtworkInput> = {}): ArtistArtworkInput => ({
    title,
    imageUrl: `${base}/images/hero.jpg`,
    ...extra,
  });

  /** An artist with artworks, made through the domain module (the flow under test is elsewhere). */
  async function fixtureArtist(
    name: string,
    titles: string[],
    options: { now?: number; isFeatured?: boolean } = {},
  ): Promise<{ artist: Artist; artworks: Artwork[] }> {
    return engine.withDatabase(async () => {
      const created = await createArtist(
        {
          ...artist(name),
          imageUrl: `${base}/images/stock-artist.jpg`,
          isFeatured: options.isFeatured,
          artworks: titles.map((title) => work(title)),
        },
        { now: options.now },
      );
      return { artist: created, artworks: await listArtworksByArtist(created.id) };
    });
  }

  test.describe(`admin artists [${engine.name}]`, () => {
    test.beforeEach(async ({ context }) => {
      await signInAsAdmin(context, base, engine.withDatabase);
    });

    test("creates an artist with two artworks, seen on the public pages", async ({ page }) => {
      const name = uniqueName("Created Artist");
      const galleryName = uniqueName("Harbour Gallery");
      const gallery = await engine.withDatabase(() =>
        createGallery({ name: galleryName, street: "Herzl 1", city: "Haifa", hours: "10-18", description: "d" }),
      );
      const titles = [uniqueName("Morning Tide"), uniqueName("Evening Tide")];
      await gotoHydrated(page, `${base}/admin/artists/new`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add New Artist");
      await field(page, "Name").fill(name);
      await field(page, "Biography").fill(`${name} paints the sea.`);
      // The artist's image is uploaded; the artworks' are external URLs.
      await artistImage(page)
        .locator('input[type="file"]')
        .setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: await makeImage("png", 400, 300) });
      await expect(artistImage(page).getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
      await field(page, "Styles").fill(" Abstract, , Seascape ,");
      await field(page, "SEO keywords").fill("sea, ,light");
      await page.getByRole("button", { name: "Add Artwork" }).click();
      await page.getByRole("button", { name: "Add Artwork" }).click();
      await fillArtwork(page, base, 1, { title: titles[0]!, year: "2019" });
      await field(row(page, 1), "Description").fill("Low tide at dawn.");
      await field(row(page, 1), "Gallery").selectOption({ label: galleryName });
      await fillArtwork(page, base, 2, { title: titles[1]! });
      // A third row left blank is ignored.
      await page.getByRole("button", { name: "Add Artwork" }).click();
      await page.getByRole("button", { name: "Add Artist" }).click();

      await expect(page).toHaveURL(/\/admin\/artists\/[\w-]+\?done=added$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.getByRole("heading", { name: "Artworks (2)" })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "was added." })).toHaveText(`“${name}” was added.`);
      const id = new URL(page.url()).pathname.split("/").at(-1)!;
      const saved = await engine.withDatabase(() => getArtistById(id));
      expect(saved).toMatchObject({
        styles: ["Abstract", "Seascape"],
        // Blank SEO fields stay blank: the page shows the defaults ('{name} - Israeli Artist | {site}', below).
        seo: { title: null, description: null, keywords: ["sea", "light"] },
        imageUrl: `/media/${saved!.image?.id}`,
      });

      await page.goto(`${base}/artists/${saved!.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page).toHaveTitle(`${name} - Israeli Artist | Omanut`);
      for (const title of titles) await expect(page.getByRole("heading", { name: title })).toBeVisible();
      await page.getByRole("link", { name: titles[0] }).first().click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[0]!);
      await expect(page.getByText("Low tide at dawn.")).toBeVisible();
      await expect(page.getByRole("main").getByText("2019").first()).toBeVisible();
      // The artwork is shown at the gallery chosen for it.
      await page.goto(`${base}/galleries/${gallery.slug}`);
      await expect(page.getByRole("heading", { name: titles[0] })).toBeVisible();
    });

    test("edits an artist: removes one artwork, adds another, renames; old slugs still lead there", async ({
      page,
    }) => {
      const name = uniqueName("Editable Artist");
      const [kept, removed, added] = [uniqueName("Kept Work"), uniqueName("Removed Work"), uniqueName("Added Work")];
      const { artist: created, artworks } = await fixtureArtist(name, [kept, removed]);
      const removedSlug = artworks.find((a) => a.title === removed)!.slug;
      await gotoHydrated(page, `${base}/admin/artists/${created.id}/edit`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Artist");
      await expect(field(page, "Name")).toHaveValue(name);
      const removeButton = page.getByRole("button", { name: new RegExp(`^Remove artwork \\d: ${removed}$`) });
      // Both artworks were made in the same millisecond: either may be listed first.
      const removedRow = Number(/Remove artwork (\d)/.exec((await removeButton.getAttribute("aria-label")) ?? "")?.[1]);
      await removeButton.click();
      await expect(page.getByRole("group", { name: new RegExp(removed) })).toHaveCount(0);
      // Keyboard focus is not lost with the removed row's button: it moves on, and the change is said.
      await expect(
        removedRow === 2 ? page.getByRole("button", { name: "Add Artwork" }) : row(page, 1).locator("summary"),
      ).toBeFocused();
      await expect(page.locator("[aria-live]").filter({ hasText: `Artwork ${removedRow} removed.` })).toHaveCount(1);
      await page.getByRole("button", { name: "Add Artwork" }).click();
      await expect(field(row(page, 2), "Title")).toBeFocused();
      await fillArtwork(page, base, 2, { title: added, year: "2024" });
      await field(page, "Name").fill(`${name} Renamed`);
      // Enter in a field saves (it must not press the first row's Remove button).
      await field(page, "Name").press("Enter");

      await expect(page).toHaveURL(`${base}/admin/artists/${created.id}?done=saved`);
      await expect(page.getByRole("status").filter({ hasText: "was saved." })).toHaveText(
        `“${name} Renamed” was saved.`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${name} Renamed`);
      await expect(page.getByRole("heading", { name: "Artworks (2)" })).toBeVisible();
      await expect(page.getByRole("link", { name: added })).toBeVisible();
      await expect(page.getByRole("link", { name: kept })).toBeVisible();
      await expect(page.getByRole("link", { name: removed })).toHaveCount(0);

      const gone = await page.goto(`${base}/artworks/${removedSlug}`);
      expect(gone?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Artwork Not Found" })).toBeVisible();
      await page.goto(`${base}/artists/${created.slug}`);
      await expect(page).toHaveURL(new RegExp(`/artists/${created.slug}-renamed$`));
      await expect(page.getByRole("heading", { name: added })).toBeVisible();
    });

    testOnFirstEngine(engine)(
      "artwork rows are folded to a line (thumbnail, title, year) and open to edit; adding asks no server",
      async ({ page }) => {
        const name = uniqueName("Folded Artist");
        const title = uniqueName("Folded Work");
        const created = await engine.withDatabase(() =>
          createArtist({
            ...artist(name),
            imageUrl: `${base}/images/stock-artist.jpg`,
            artworks: [work(title, { year: 1987 })],
          }),
        );
        await gotoHydrated(page, `${base}/admin/artists/${created.id}/edit`);
        const first = row(page, 1);
        const summary = first.locator("summary");
        await expect(summary).toContainText(title);
        await expect(summary).toContainText("1987");
        await expect(summary.locator("img")).toHaveCount(1);
        await expect(field(first, "Title")).toBeHidden();
        // Folded, the line is one row of the form: far shorter than the open fields.
        expect((await first.boundingBox())!.height).toBeLessThan(120);
        await expect(first.getByRole("button", { name: `Remove artwork 1: ${title}` })).toBeVisible();

        // Opened by keyboard; the line follows what is typed.
        await summary.focus();
        await page.keyboard.press("Enter");
        await expect(field(first, "Title")).toHaveValue(title);
        await field(first, "Title").fill(`${title} Renamed`);
        await expect(summary).toContainText(`${title} Renamed`);
        await summary.click();
        await expect(field(first, "Title")).toBeHidden();

        // Adding and removing rows happens in the page: no request at all.
        const requests: string[] = [];
        page.on("request", (request) => requests.push(request.url()));
        await page.getByRole("button", { name: "Add Artwork" }).click();
        await expect(field(row(page, 2), "Title")).toBeFocused();
        await expect(row(page, 2).locator("summary")).toContainText("Untitled artwork");
        await page.getByRole("button", { name: "Remove artwork 2" }).click();
        await expect(row(page, 2)).toHaveCount(0);
        expect(requests).toEqual([]);

        // A folded row with an error opens, and its field takes focus.
        await summary.click();
        await field(first, "Title").fill("");
        await summary.click();
        await expect(field(first, "Title")).toBeHidden();
        await page.getByRole("button", { name: "Update Artist" }).click();
        await expect(field(first, "Title")).toBeFocused();
        await expect(first.getByText("Title is required")).toBeVisible();
        await expect(summary).toContainText("Needs correcting");
        expect(await violations(page)).toEqual([]);
      },
    );

    test("the artist table: search by name, sort by a column both ways, pages that keep both", async ({ page }) => {
      const token = uniqueName("Tabled").replace(/\W+/g, "");
      // 26 matching artists: two pages of 24.
      await engine.withDatabase(async () => {
        for (let i = 0; i < 26; i++) {
          const letter = String.fromCharCode(65 + i);
          await createArtist({ ...artist(`${token} ${letter}${letter}`), imageUrl: `${base}/images/stock-artist.jpg` });
        }
      });
      await gotoHydrated(page, `${base}/admin/artists`);
      const search = page.getByRole("search");
      await search.getByLabel("Search artists").fill(token.toLowerCase());
      await search.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]q=${token.toLowerCase()}`));
      // Said in a status region, so a search made in the page is heard too.
      await expect(page.getByRole("status")).toHaveText(`26 artists match “${token.toLowerCase()}”.`);
      const rows = page.getByRole("table").locator("tbody tr");
      await expect(rows).toHaveCount(24);

      const nameHeader = page.getByRole("columnheader", { name: "Artist" });
      await nameHeader.getByRole("link").click();
      await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
      await expect(rows.first()).toContainText(`${token} AA`);
      await nameHeader.getByRole("link").click();
      await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
      await expect(rows.first()).toContainText(`${token} ZZ`);

      // Page 2 keeps the search and the order: the last two, Z to A.
      await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText(`${token} BB`);
      await expect(rows.nth(1)).toContainText(`${token} AA`);
      await expect(page.getByLabel("Search artists")).toHaveValue(token.toLowerCase());

      // A Feature toggle comes back to the same page of the same search.
      const row = rows.filter({ hasText: `${token} BB` });
      await row.getByRole("button", { name: `Feature ${token} BB`, exact: true }).click();
      await expect(row.getByRole("button", { name: `Featured ${token} BB`, exact: true })).toBeVisible();
      await expect(page).toHaveURL(/page=2/);
      await expect(rows).toHaveCount(2);

      await page.getByLabel("Search artists").fill(`${token} nothing`);
      await page.getByLabel("Search artists").press("Enter");
      await expect(page.getByText(`No artists match “${token} nothing”.`)).toBeVisible();
      await page.getByRole("link", { name: "Clear search" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/artists\\?sort=-name$`));
      await expect(page.getByLabel("Search artists")).toHaveValue("");
    });

    test("the Feature toggle puts the artist into the home carousel and takes it out", async ({ page }) => {
      const name = uniqueName("Toggle Artist");
      await fixtureArtist(name, [], newest());
      const carousel = page.getByRole("region", { name: "Featured Artists", exact: true });
      await page.goto(`${base}/`);
      await expect(carousel.getByRole("heading", { name })).toHaveCount(0);

      await gotoHydrated(page, `${base}/admin/artists`);
      const card = page.getByRole("row").filter({ hasText: name });
      await card.getByRole("button", { name: `Feature ${name}`, exact: true }).click();
      await expect(card.getByRole("button", { name: `Featured ${name}`, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await page.goto(`${base}/`);
      await expect(carousel.getByRole("heading", { name })).toBeVisible();

      await gotoHydrated(page, `${base}/admin/artists`);
      await card.getByRole("button", { name: `Featured ${name}`, exact: true }).click();
      await expect(card.getByRole("button", { name: `Feature ${name}`, exact: true })).toBeVisible();
      await page.goto(`${base}/`);
      await expect(carousel.getByRole("heading", { name })).toHaveCount(0);
    });

    test("deletes an artist from the list after the confirm dialog; its artworks are gone", async ({ page }) => {
      const name = uniqueName("Doomed Artist");
      const { artist: created, artworks } = await fixtureArtist(
        name,
        [uniqueName("Doomed A"), uniqueName("Doomed B")],
        newest(),
      );
      await gotoHydrated(page, `${base}/admin/artists`);
      const card = page.getByRole("row").filter({ hasText: name });
      const messages: string[] = [];
      // Dismissed first: nothing happens.
      page.once("dialog", (dialog) => {
        messages.push(dialog.message());
        void dialog.dismiss();
      });
      await card.getByRole("button", { name: `Delete ${name}` }).click();
      await expect(card).toBeVisible();
      page.once("dialog", (dialog) => {
        messages.push(dialog.message());
        void dialog.accept();
      });
      await card.getByRole("button", { name: `Delete ${name}` }).click();
      await expect(card).toHaveCount(0);
      expect(messages).toEqual([DELETE_QUESTION, DELETE_QUESTION]);

      for (const path of [`/artists/${created.slug}`, ...artworks.map((a) => `/artworks/${a.slug}`)]) {
        const response = await page.goto(`${base}${path}`);
        expect(response?.status(), path).toBe(404);
      }
      const profile = await page.goto(`${base}/admin/artists/${created.id}`);
      expect(profile?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Artist Not Found" })).toBeVisible();
      await page.getByRole("link", { name: "Return to Artists List" }).click();
      await expect(page).toHaveURL(`${base}/admin/artists`);
    });

    test("a save that fails halfway leaves the database as it was and the form as typed", async ({ page }) => {
      const name = uniqueName("Halfway Artist");
      const [kept, removed] = [uniqueName("Halfway Kept"), uniqueName("Halfway Removed")];
      const { artist: created } = await fixtureArtist(name, [kept, removed]);
      const snapshot = () =>
        engine.withDatabase(async () => ({
          artist: await getArtistById(created.id),
          artworks: await listArtworksByArtist(created.id),
        }));
      const before = await snapshot();
      // The new artwork's insert comes after the artist's update and the removed artwork's delete.
      const poison = uniqueName("Poison");
      const cleanup = await injectFailure(
        engine,
        triggerName("e2e_no_artwork"),
        `NEW.title = ${sqlText(poison)}`,
        "insert",
        "artworks",
      );
      try {
        await gotoHydrated(page, `${base}/admin/artists/${created.id}/edit`);
        await field(page, "Name").fill(`${name} Changed`);
        await page.getByRole("button", { name: new RegExp(`^Remove artwork \\d: ${removed}$`) }).click();
        await page.getByRole("button", { name: "Add Artwork" }).click();
        await fillArtwork(page, base, 2, { title: poison, year: "1999" });
        await page.getByRole("button", { name: "Update Artist" }).click();
        await expect(
          page.getByRole("alert").filter({ hasText: "An error occurred while updating the artist" }),
        ).toBeVisible();
        await expect(field(page, "Name")).toHaveValue(`${name} Changed`);
        await expect(field(row(page, 2), "Title")).toHaveValue(poison);
        expect(await snapshot()).toEqual(before);
      } finally {
        await cleanup();
      }
    });

    test("says 'Failed to delete artist. Please try again.' when the delete fails, and keeps the artist", async ({
      page,
    }) => {
      const name = uniqueName("Undeletable Artist");
      const { artist: created } = await fixtureArtist(name, [uniqueName("Undeletable Work")], newest());
      const cleanup = await injectFailure(
        engine,
        triggerName("e2e_no_artist_delete"),
        `OLD.id = ${sqlText(created.id)}`,
        "delete",
        "artists",
      );
      try {
        await gotoHydrated(page, `${base}/admin/artists`);
        const card = page.getByRole("row").filter({ hasText: name });
        page.once("dialog", (dialog) => void dialog.accept());
        await card.getByRole("button", { name: `Delete ${name}` }).click();
        await expect(
          page.getByRole("alert").filter({ hasText: "Failed to delete artist. Please try again." }),
        ).toBeVisible();
        await expect(card).toBeVisible();
        expect(await engine.withDatabase(() => getArtistById(created.id))).not.toBeNull();
      } finally {
        await cleanup();
      }
    });

    test("deletes an artist from its profile", async ({ page }) => {
      const name = uniqueName("Profile Delete");
      const { artist: created } = await fixtureArtist(name, [uniqueName("Profile Work")]);
      await gotoHydrated(page, `${base}/admin/artists/${created.id}`);
      page.once("dialog", (dialog) => void dialog.accept());
      await page.getByRole("button", { name: `Delete ${name}` }).click();
      await expect(page).toHaveURL(`${base}/admin/artists`);
      expect((await page.goto(`${base}/artists/${created.slug}`))?.status()).toBe(404);
    });

    testOnFirstEngine(engine)(
      "says every validation message, in the browser and from the server, and clears one on edit",
      async ({ page }) => {
        await gotoHydrated(page, `${base}/admin/artists/new`);
        await page.getByRole("button", { name: "Add Artwork" }).click();
        await page.getByRole("button", { name: "Add Artwork" }).click();
        await field(row(page, 1), "Title").fill("Only a title");
        await imageUrlOf(row(page, 2).getByRole("group", { name: "Artwork image" })).fill(`${base}/images/hero.jpg`);
        await field(page, "Website").fill("ftp://example.com");
        await field(page, "Instagram").fill("javascript:alert(1)");
        await field(page, "Facebook").fill("facebook.com/someone");
        await field(page, "Twitter").fill("https://twitter.com/ok");
        await page.getByRole("button", { name: "Add Artist" }).click();
        await expect(page).toHaveURL(`${base}/admin/artists/new`);
        const expected = [
          "Name is required",
          "Biography is required",
          IMAGE_REQUIRED,
          "Please enter a valid website URL starting with http:// or https://",
          "Please enter a valid Instagram URL starting with http:// or https://",
          "Please enter a valid Facebook URL starting with http:// or https://",
          "Title is required",
        ];
        for (const message of expected) await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
        await expect(row(page, 1).getByText(IMAGE_REQUIRED)).toBeVisible();
        await expect(field(page, "Name")).toBeFocused();
        await field(page, "Name").fill("N");
        await expect(page.getByText("Name is required")).toHaveCount(0);

        // The server says the same (and what the browser cannot type: a year that is not a number).
        const form = new URLSearchParams({
          intent: "save",
          name: "",
          bio: "",
          imageUrl: "data:image/png;base64,AAAA",
          website: "nope",
          "artworks.0.title": "T",
          "artworks.0.imageUrl": `${base}/images/hero.jpg`,
          "artworks.0.year": "19x9",
          "artworks.1.imageUrl": "https://example.com/x.jpg",
        });
        const response = await page.request.post(`${base}/admin/artists/new`, {
          form: Object.fromEntries(form),
          headers: { origin: base },
        });
        expect(response.status()).toBe(400);
        const html = await response.text();
        for (const message of [
          "Name is required",
          "Biography is required",
          "Please enter a valid image URL starting with http:// or https://",
          "Please enter a valid website URL starting with http:// or https://",
          "Year must be a number",
          "Title is required",
        ]) {
          expect(html, message).toContain(message);
        }
      },
    );

    test("an artwork's gallery deleted meanwhile is refused, nothing saved, the form kept", async ({ page }) => {
      const galleryName = uniqueName("Vanishing Gallery");
      const gallery = await engine.withDatabase(() =>
        createGallery({ name: galleryName, street: "Herzl 1", city: "Haifa", hours: "10-18", description: "d" }),
      );
      const name = uniqueName("Unsaved Artist");
      await gotoHydrated(page, `${base}/admin/artists/new`);
      await fillArtist(page, base, artist(name));
      await page.getByRole("button", { name: "Add Artwork" }).click();
      await fillArtwork(page, base, 1, { title: "Stays typed", year: "2001" });
      await field(row(page, 1), "Gallery").selectOption({ label: galleryName });
      await engine.withDatabase(() => deleteGallery(gallery.id));
      // Held back until seen: the button's sending state.
      const answer = await holdRequests(page, /\/admin\/artists\/new\.data/);
      await page.getByRole("button", { name: "Add Artist" }).click();
      await expect(page.getByRole("button", { name: "Loading..." })).toBeDisabled();
      answer.release();
      await expect(row(page, 1).getByText("Please choose a gallery from the list")).toBeVisible();
      await expect(field(page, "Name")).toHaveValue(name);
      await expect(field(row(page, 1), "Title")).toHaveValue("Stays typed");
      await expect(field(row(page, 1), "Year")).toHaveValue("2001");
      expect(await isUnsaved(page, base, name)).toBe(true);
    });

    test("a save over someone else's change is refused with the message, the typed edits kept", async ({
      page,
      browser,
    }) => {
      const name = uniqueName("Contested Artist");
      const { artist: created } = await fixtureArtist(name, [uniqueName("Contested Work")], newest());
      const other = await browser.newContext();
      await signInAsAdmin(other, base, engine.withDatabase);
      const second = await other.newPage();
      await gotoHydrated(page, `${base}/admin/artists/${created.id}/edit`);
      await gotoHydrated(second, `${base}/admin/artists/${created.id}/edit`);
      // A second list page, opened before the first save, for the toggle.
      const secondList = await other.newPage();
      await gotoHydrated(secondList, `${base}/admin/artists`);

      await field(page, "Biography").fill("The first administrator's biography.");
      await page.getByRole("button", { name: "Update Artist" }).click();
      await expect(page).toHaveURL(`${base}/admin/artists/${created.id}?done=saved`);

      await field(second, "Name").fill(`${name} Second`);
      await second.getByRole("button", { name: "Update Artist" }).click();
      await expect(second.getByRole("alert").filter({ hasText: CHANGED })).toBeVisible();
      await expect(field(second, "Name")).toHaveValue(`${name} Second`);
      const saved = await engine.withDatabase(() => getArtistById(created.id));
      expect(saved).toMatchObject({ name, bio: "The first administrator's biography." });

      const card = secondList.getByRole("row").filter({ hasText: name });
      await card.getByRole("button", { name: `Feature ${name}`, exact: true }).click();
      await expect(card.getByRole("alert")).toHaveText(
        "This artist was changed by someone else since you opened it. Reload to see their changes.",
      );
      expect((await engine.withDatabase(() => getArtistById(created.id)))?.isFeatured).toBe(false);
      await other.close();
    });

    testOnFirstEngine(engine)(
      "a save without a session answers 'You must be logged in…' and keeps what was typed",
      async ({ page, context }) => {
        const name = uniqueName("Sessionless Artist");
        await gotoHydrated(page, `${base}/admin/artists/new`);
        await fillArtist(page, base, artist(name));
        await context.clearCookies();
        await page.getByRole("button", { name: "Add Artist" }).click();
        await expect(page.getByRole("alert").filter({ hasText: NOT_LOGGED_IN })).toBeVisible();
        await expect(field(page, "Name")).toHaveValue(name);
        await expect(imageUrlOf(artistImage(page))).toHaveValue(`${base}/images/stock-artist.jpg`);
        expect(await isUnsaved(page, base, name)).toBe(true);
      },
    );

    testOnFirstEngine(engine)(
      "a Feature toggle without a session answers 'You must be logged in…' and changes nothing",
      async ({ page, context }) => {
        const name = uniqueName("Sessionless Toggle");
        const { artist: created } = await fixtureArtist(name, [], newest());
        await gotoHydrated(page, `${base}/admin/artists`);
        await context.clearCookies();
        const card = page.getByRole("row").filter({ hasText: name });
        await card.getByRole("button", { name: `Feature ${name}`, exact: true }).click();
        await expect(card.getByRole("alert")).toHaveText(NOT_LOGGED_IN);
        expect(await engine.withDatabase(() => getArtistById(created.id))).toMatchObject({
          isFeatured: false,
          updatedAt: created.updatedAt,
        });
      },
    );

    testOnFirstEngine(engine)("the list, form and profile pages have no accessibility violations", async ({ page }) => {
      // Four pages, each scanned whole by axe: more than one page's worth of time on a busy machine.
      test.slow();
      const name = uniqueName("Accessible Artist");
      const { artist: created } = await fixtureArtist(name, [uniqueName("Accessible Work")], newest());
      for (const path of [
        "/admin/artists",
        "/admin/artists/new",
        `/admin/artists/${created.id}`,
        `/admin/artists/${created.id}/edit`,
      ]) {
        await gotoHydrated(page, `${base}${path}`);
        expect(await violations(page), path).toEqual([]);
      }
      // With errors shown, too.
      await page.getByRole("button", { name: "Add Artwork" }).click();
      await field(page, "Name").fill("");
      await page.getByRole("button", { name: "Update Artist" }).click();
      await expect(page.getByText("Name is required")).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });

  test.describe(`admin artists without JavaScript [${engine.name}]`, () => {
    test.use({ javaScriptEnabled: false });
    test.beforeEach(async ({ context }) => {
      await signInAsAdmin(context, base, engine.withDatabase);
    });

    test("creates an artist: rows are added and removed by the server, typed values kept", async ({ page }) => {
      const name = uniqueName("Plain Artist");
      const [first, second] = [uniqueName("Plain First"), uniqueName("Plain Second")];
      await page.goto(`${base}/admin/artists/new`);
      await fillArtist(page, base, artist(name));
      await page.getByRole("button", { name: "Add Artwork" }).click();
      await expect(field(page, "Name")).toHaveValue(name);
      await fillArtwork(page, base, 1, { title: "To be removed" });
      await page.getByRole("button", { name: "Add Artwork" }).click();
      await fillArtwork(page, base, 2, { title: first, year: "1999" });
      await page.getByRole("button", { name: "Add Artwork" }).click();
      await fillArtwork(page, base, 3, { title: second });
      await page.getByRole("button", { name: /^Remove artwork 1/ }).click();
      await expect(field(row(page, 1), "Title")).toHaveValue(first);
      await expect(field(row(page, 1), "Year")).toHaveValue("1999");
      await expect(field(row(page, 2), "Title")).toHaveValue(second);
      await expect(row(page, 3)).toHaveCount(0);

      // A refused save answers with the server's messages and keeps everything.
      await field(page, "Biography").fill("");
      const refused = page.waitForResponse((r) => r.request().method() === "POST");
      await page.getByRole("button", { name: "Add Artist" }).click();
      expect((await refused).status()).toBe(400);
      await expect(page.getByText("Biography is required")).toBeVisible();
      await expect(field(row(page, 2), "Title")).toHaveValue(second);
      await field(page, "Biography").fill(artist(name).bio);
      await page.getByRole("button", { name: "Add Artist" }).click();

      await expect(page).toHaveURL(/\/admin\/artists\/[\w-]+\?done=added$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      await expect(page.getByRole("heading", { name: "Artworks (2)" })).toBeVisible();
      await expect(page.getByRole("link", { name: "To be removed" })).toHaveCount(0);
    });

    testOnFirstEngine(engine)(
      "artwork rows fold and open without JavaScript, and a row added by the server is open",
      async ({ page }) => {
        const name = uniqueName("Plain Folded");
        const title = uniqueName("Plain Folded Work");
        const created = await engine.withDatabase(() =>
          createArtist({
            ...artist(name),
            imageUrl: `${base}/images/stock-artist.jpg`,
            artworks: [work(title, { year: 2003 })],
          }),
        );
        await page.goto(`${base}/admin/artists/${created.id}/edit`);
        const first = row(page, 1);
        await expect(first.locator("summary")).toContainText(title);
        await expect(field(first, "Title")).toBeHidden();
        await first.locator("summary").click();
        await expect(field(first, "Title")).toHaveValue(title);
        await page.getByRole("button", { name: "Add Artwork" }).click();
        await expect(field(row(page, 2), "Title")).toBeVisible();
        await expect(field(row(page, 1), "Title")).toBeHidden();
      },
    );

    test("deletes from the profile after asking on the page", async ({ page }) => {
      const name = uniqueName("Plain Delete");
      const { artist: created } = await fixtureArtist(name, []);
      await page.goto(`${base}/admin/artists/${created.id}`);
      await page.getByRole("button", { name: `Delete ${name}` }).click();
      await expect(page.getByRole("alert")).toHaveText(DELETE_QUESTION);
      expect(await engine.withDatabase(() => getArtistById(created.id))).not.toBeNull();
      await page.getByRole("button", { name: `Delete ${name}` }).click();
      await expect(page).toHaveURL(`${base}/admin/artists`);
      expect(await engine.withDatabase(() => getArtistById(created.id))).toBeNull();
    });
  });
}
