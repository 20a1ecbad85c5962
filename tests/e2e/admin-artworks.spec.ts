import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { getDb } from "#app/db/db.server.ts";
import { createArtist, type Artist } from "#app/models/artists.server.ts";
import { countArtworksMatching, listArtworksMatching } from "#app/models/artwork-table.server.ts";
import { createArtwork, getArtworkById, listArtworksByArtist, type Artwork } from "#app/models/artworks.server.ts";
import { createGallery, deleteGallery } from "#app/models/galleries.server.ts";
import { makeImage } from "#tests/support/image-fixtures.ts";
import { violations } from "./support/axe.ts";
import { e2eEngines, testOnFirstEngine, uniqueName, type E2eEngine } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { signInAsAdmin } from "./support/session.ts";

// An artwork's own editor and the table of artworks, walked on every database engine: adding a
// work and changing its price and availability as the public page shows them, a refused save that
// keeps what was typed, an unknown work, two editors of one work, the artist editor's link to each
// work's editor, and both languages by keyboard with axe.

const CHANGED =
  "This artwork was changed by someone else since you opened it. Reload to see their changes; your edits are still in the form.";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A required field's label ends with an asterisk (hidden from assistive technology).
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escaped(label)}( \\*)?$`));
const artworkImage = (page: Page) => page.getByRole("group", { name: "Artwork image" });

/** A signed-in administrator whose admin area speaks `language`. */
async function signIn(context: BrowserContext, engine: E2eEngine, language: "en" | "he" = "en") {
  const { email } = await signInAsAdmin(context, engine.base, engine.withDatabase);
  if (language === "he") {
    await engine.withDatabase(() =>
      getDb().updateTable("users").set({ language: "he" }).where("email", "=", email).execute(),
    );
  }
}

for (const engine of e2eEngines) {
  const { base } = engine;

  /** An artist (with works, if titles are given) and a gallery, made through the domain modules. */
  async function fixture(titles: string[] = []): Promise<{ artist: Artist; artworks: Artwork[]; gallery: string }> {
    return engine.withDatabase(async () => {
      const gallery = await createGallery({
        name: uniqueName("Dune Gallery"),
        street: "Herzl 1",
        city: "Haifa",
        hours: "10-18",
        description: "d",
      });
      const artist = await createArtist({
        name: uniqueName("Works Painter"),
        bio: "Paints for an end-to-end test.",
        imageUrl: `${base}/images/stock-artist.jpg`,
        artworks: titles.map((title) => ({ title, imageUrl: `${base}/images/hero.jpg` })),
      });
      return { artist, artworks: await listArtworksByArtist(artist.id), gallery: gallery.name };
    });
  }

  test.describe(`admin artworks [${engine.name}]`, () => {
    test("adds a work from the table, then changes its price and availability: the public page follows", async ({
      page,
      context,
    }) => {
      await signIn(context, engine);
      const { artist, gallery } = await fixture();
      const title = uniqueName("Salt Flats");
      await gotoHydrated(page, `${base}/admin/artworks`);
      await expect(
        page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Artworks" }),
      ).toHaveAttribute("aria-current", "page");
      await page.getByRole("link", { name: "Add artwork" }).click();
      await expect(page).toHaveURL(`${base}/admin/artworks/new`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add Artwork");

      await field(page, "Title").fill(title);
      await field(page, "Title (Hebrew)").fill("מישורי מלח");
      await field(page, "Artist").selectOption({ label: artist.name });
      // The picture is uploaded, as in the other editors.
      await artworkImage(page)
        .locator('input[type="file"]')
        .setInputFiles({ name: "flats.png", mimeType: "image/png", buffer: await makeImage("png", 400, 300) });
      await expect(artworkImage(page).getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
      await field(page, "Year").fill("2021");
      await field(page, "Gallery").selectOption({ label: gallery });
      await field(page, "Medium").selectOption({ label: "Painting" });
      await field(page, "Height (cm)").fill("60");
      await field(page, "Width (cm)").fill("80");
      await field(page, "Price (₪)").fill("12,500");
      await page.getByRole("button", { name: "Add Artwork" }).click();

      await expect(page).toHaveURL(new RegExp(`/admin/artworks\\?added=`));
      await expect(page.getByRole("status")).toHaveText(`“${title}” was added.`);
      const [saved] = await engine.withDatabase(() => listArtworksMatching({ search: title, limit: 2, offset: 0 }));
      expect(saved).toMatchObject({
        title,
        artistId: artist.id,
        year: 2021,
        he: { title: "מישורי מלח" },
        facts: { medium: "painting", heightCm: 60, widthCm: 80, availability: "for-sale", priceIls: 12500 },
        imageUrl: `/media/${saved!.image?.id}`,
      });
      await page.goto(`${base}/artworks/${saved!.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByRole("main").getByText("₪12,500").first()).toBeVisible();

      // Found in the table by its title, and opened from its row.
      await gotoHydrated(page, `${base}/admin/artworks`);
      await page.getByLabel("Search artworks by title").fill(title.toLowerCase());
      await page.getByRole("search").getByRole("button", { name: "Search" }).click();
      await expect(page.getByRole("status")).toHaveText(`1 of the artworks matches “${title.toLowerCase()}”.`);
      const row = page.getByRole("table").locator("tbody tr");
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(artist.name);
      await expect(row).toContainText("For sale");
      await row.getByRole("link", { name: `Edit ${title}` }).click();
      await expect(page).toHaveURL(`${base}/admin/artworks/${saved!.id}/edit`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Artwork");
      await expect(field(page, "Price (₪)")).toHaveValue("12500");
      await expect(field(page, "Artist")).toHaveValue(artist.id);

      await field(page, "Price (₪)").fill("9000");
      await field(page, "Availability").selectOption({ label: "On hold" });
      await page.getByRole("button", { name: "Update Artwork" }).click();
      await expect(page.getByRole("status")).toHaveText(`“${title}” was saved.`);
      // The public page is made again after the save (the page cache follows every catalogue write).
      await page.goto(`${base}/artworks/${saved!.slug}`);
      await expect(page.getByRole("main").getByText("₪9,000").first()).toBeVisible();
      await expect(page.getByRole("main").getByText("On hold").first()).toBeVisible();
      await expect(page.getByRole("main")).not.toContainText("₪12,500");
    });

    test("two editors of one work: the second save is refused, nothing of it written, its typing kept", async ({
      page,
      context,
      browser,
    }) => {
      await signIn(context, engine);
      const title = uniqueName("Contested Work");
      const { artworks } = await fixture([title]);
      const work = artworks[0]!;
      const other = await browser.newContext();
      await signIn(other, engine);
      const second = await other.newPage();
      await gotoHydrated(page, `${base}/admin/artworks/${work.id}/edit`);
      await gotoHydrated(second, `${base}/admin/artworks/${work.id}/edit`);

      await field(page, "Price (₪)").fill("4000");
      await page.getByRole("button", { name: "Update Artwork" }).click();
      await expect(page).toHaveURL(/\/admin\/artworks\?updated=/);

      await field(second, "Title").fill(`${title} Second`);
      await field(second, "Availability").selectOption({ label: "Sold" });
      await second.getByRole("button", { name: "Update Artwork" }).click();
      await expect(second.getByRole("alert").filter({ hasText: CHANGED })).toBeVisible();
      await expect(field(second, "Title")).toHaveValue(`${title} Second`);
      await expect(field(second, "Availability")).toHaveValue("sold");
      expect(await engine.withDatabase(() => getArtworkById(work.id))).toMatchObject({
        title,
        facts: { priceIls: 4000, availability: "for-sale" },
      });
      await other.close();
    });

    test("an unknown work answers 404, its page and its data alike", async ({ page, context }) => {
      await signIn(context, engine);
      const response = await page.goto(`${base}/admin/artworks/no-such-work/edit`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Artwork Not Found" })).toBeVisible();
      await page.getByRole("link", { name: "Return to Artworks" }).click();
      await expect(page).toHaveURL(`${base}/admin/artworks`);
      const data = await page.request.get(`${base}/admin/artworks/no-such-work/edit.data`);
      expect(data.status()).toBe(404);
    });

    testOnFirstEngine(engine)(
      "a refused save says why on each field and keeps every typed value, in the browser and from the server",
      async ({ page, context }) => {
        await signIn(context, engine);
        const { artist, gallery } = await fixture();
        const title = uniqueName("Refused Work");
        await gotoHydrated(page, `${base}/admin/artworks/new`);
        const typed = async () => {
          await expect(field(page, "Title")).toHaveValue(title);
          await expect(field(page, "Title (Hebrew)")).toHaveValue("עבודה");
          await expect(field(page, "Artist")).toHaveValue(artist.id);
          await expect(artworkImage(page).getByLabel("Or an image URL")).toHaveValue(`${base}/images/hero.jpg`);
          await expect(field(page, "Year")).toHaveValue("1999");
          await expect(field(page, "Description")).toHaveValue("Typed, never lost.");
          await expect(field(page, "Materials")).toHaveValue("ink on paper");
          await expect(field(page, "Depth (cm)")).toHaveValue("3");
          await expect(field(page, "Framed")).toHaveValue("yes");
        };
        await field(page, "Title").fill(title);
        await field(page, "Title (Hebrew)").fill("עבודה");
        await field(page, "Artist").selectOption({ label: artist.name });
        await artworkImage(page).getByLabel("Or an image URL").fill(`${base}/images/hero.jpg`);
        await field(page, "Year").fill("1999");
        await field(page, "Description").fill("Typed, never lost.");
        await field(page, "Gallery").selectOption({ label: gallery });
        await field(page, "Materials").fill("ink on paper");
        await field(page, "Height (cm)").fill("40");
        await field(page, "Depth (cm)").fill("3");
        await field(page, "Framed").selectOption({ label: "Yes" });
        await field(page, "Availability").selectOption({ label: "Not for sale" });
        await field(page, "Price (₪)").fill("5000");
        await page.getByRole("button", { name: "Add Artwork" }).click();

        // Checked before sending: each message on its field, the first of them focused.
        await expect(
          page.getByRole("alert").filter({ hasText: "Please correct the 2 fields marked below." }),
        ).toBeVisible();
        await expect(page.getByText("Give both the height and the width, or neither.")).toBeVisible();
        await expect(
          page.getByText("A work that is not for sale has no price: clear the price or change its availability."),
        ).toBeVisible();
        await expect(field(page, "Width (cm)")).toBeFocused();
        await typed();
        expect(await violations(page), "axe with errors shown").toEqual([]);

        // The server refuses what only it knows (the gallery was deleted meanwhile), keeping the rest.
        await field(page, "Width (cm)").fill("50");
        await field(page, "Price (₪)").fill("");
        await engine.withDatabase(async () => {
          const [found] = await getDb().selectFrom("galleries").select("id").where("name", "=", gallery).execute();
          await deleteGallery(found!.id);
        });
        await page.getByRole("button", { name: "Add Artwork" }).click();
        await expect(page.getByText("Please choose a gallery from the list")).toBeVisible();
        await expect(page).toHaveURL(`${base}/admin/artworks/new`);
        await typed();
        await expect(field(page, "Width (cm)")).toHaveValue("50");
        await expect(field(page, "Availability")).toHaveValue("not-for-sale");
        expect(await engine.withDatabase(() => countArtworksMatching({ search: title }))).toBe(0);
      },
    );

    testOnFirstEngine(engine)(
      "each saved work in the artist's editor links to its own editor, named with its title",
      async ({ page, context }) => {
        await signIn(context, engine);
        const titles = [uniqueName("Linked Dawn"), uniqueName("Linked Dusk")];
        const { artist, artworks } = await fixture(titles);
        await gotoHydrated(page, `${base}/admin/artists/${artist.id}/edit`);
        for (const work of artworks) {
          await expect(page.getByRole("link", { name: `Edit on its own page: ${work.title}` })).toHaveAttribute(
            "href",
            `/admin/artworks/${work.id}/edit`,
          );
        }
        // A row not saved yet has no editor of its own.
        await page.getByRole("button", { name: "Add Artwork" }).click();
        await expect(page.getByRole("link", { name: /^Edit on its own page/ })).toHaveCount(2);
        expect(await violations(page)).toEqual([]);

        await page.getByRole("link", { name: `Edit on its own page: ${titles[1]}` }).click();
        const work = artworks.find((artwork) => artwork.title === titles[1])!;
        await expect(page).toHaveURL(`${base}/admin/artworks/${work.id}/edit`);
        // The address changes before the new page is drawn; a loaded machine takes seconds to draw it.
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit Artwork", { timeout: 20_000 });
        await expect(field(page, "Title")).toHaveValue(titles[1]!);
        await expect(field(page, "Artist")).toHaveValue(artist.id);
      },
    );

    testOnFirstEngine(engine)(
      "the table pages through a search, 24 works a page, in the order asked",
      async ({ page, context }) => {
        await signIn(context, engine);
        const token = uniqueName("Tabled").replace(/\W+/g, "");
        const { artist } = await fixture();
        await engine.withDatabase(async () => {
          for (let i = 0; i < 26; i++) {
            const letter = String.fromCharCode(65 + i);
            await createArtwork({
              title: `${token} ${letter}${letter}`,
              imageUrl: "/images/hero.jpg",
              artistId: artist.id,
            });
          }
        });
        await gotoHydrated(page, `${base}/admin/artworks?q=${token.toLowerCase()}`);
        await expect(page.getByRole("status")).toHaveText(`26 artworks match “${token.toLowerCase()}”.`);
        const rows = page.getByRole("table").locator("tbody tr");
        await expect(rows).toHaveCount(24);
        const titleHeader = page.getByRole("columnheader", { name: "Artwork" });
        await titleHeader.getByRole("link").click();
        await expect(titleHeader).toHaveAttribute("aria-sort", "ascending");
        await expect(rows.first()).toContainText(`${token} AA`);
        await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
        await expect(rows).toHaveCount(2);
        await expect(rows.nth(1)).toContainText(`${token} ZZ`);
        await expect(page.getByLabel("Search artworks by title")).toHaveValue(token.toLowerCase());
      },
    );

    for (const language of ["en", "he"] as const) {
      testOnFirstEngine(engine)(
        `[${language}] the table and the editor are axe clean and reachable by keyboard`,
        async ({ page, context }) => {
          test.slow();
          await signIn(context, engine, language);
          const title = uniqueName("Keyboard Work");
          const { artworks } = await fixture([title]);
          const work = artworks[0]!;
          const words =
            language === "en"
              ? {
                  list: "Artworks",
                  add: "Add artwork",
                  edit: "Edit Artwork",
                  new: "Add Artwork",
                  save: "Update Artwork",
                }
              : { list: "יצירות", add: "הוספת יצירה", edit: "עריכת יצירה", new: "הוספת יצירה", save: "עדכון היצירה" };
          for (const [path, heading] of [
            ["/admin/artworks", words.list],
            ["/admin/artworks/new", words.new],
            [`/admin/artworks/${work.id}/edit`, words.edit],
          ] as const) {
            await gotoHydrated(page, `${base}${path}`);
            await expect(page.locator("html")).toHaveAttribute("lang", language);
            await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
            expect(await violations(page), `${language} ${path}`).toEqual([]);
          }

          // The table: Tab reaches its search, the Add link and each row's Edit link, and Enter follows them.
          await gotoHydrated(page, `${base}/admin/artworks?q=${encodeURIComponent(title)}`);
          const tabTo = async (target: Locator, most = 60) => {
            for (let i = 0; i < most; i++) {
              await page.keyboard.press("Tab");
              if (await target.evaluate((element) => element === document.activeElement)) return;
            }
            throw new Error(`Tab never reached ${String(target)}`);
          };
          await tabTo(page.getByRole("link", { name: words.add }));
          await tabTo(page.getByRole("link", { name: `${language === "en" ? "Edit" : "עריכה"} ${title}` }));
          await page.keyboard.press("Enter");
          await expect(page).toHaveURL(`${base}/admin/artworks/${work.id}/edit`);

          // The editor: every field in page order, then its save button, which Enter presses.
          await page.getByRole("heading", { level: 1 }).click();
          const names: string[] = [];
          for (let i = 0; i < 60 && !names.includes(words.save); i++) {
            await page.keyboard.press("Tab");
            names.push(
              await page.evaluate(() => {
                const element = document.activeElement as HTMLInputElement | null;
                if (!element) return "";
                return element.labels?.[0]?.innerText.replace(" *", "").trim() ?? element.innerText.trim();
              }),
            );
          }
          const expected =
            language === "en"
              ? ["Title", "Title (Hebrew)", "Artist", "Or an image URL", "Year", "Gallery", "Availability", "Price (₪)"]
              : ["שם היצירה (אנגלית)", "אמן או אמנית", "שנה", "גלריה", "זמינות", "מחיר (₪)"];
          for (const name of expected) expect(names, name).toContain(name);
          expect(names.at(-1)).toBe(words.save);
          await page.keyboard.press("Enter");
          await expect(page).toHaveURL(/\/admin\/artworks\?updated=/);
        },
      );
    }
  });
}
