import { expect, test, type Locator, type Page } from "@playwright/test";
import { createGallery } from "#app/models/galleries.server.ts";
import { getSiteSettings, listSitePages, saveSiteSettings } from "#app/models/site.server.ts";
import { SITE_PAGES } from "#app/lib/site-pages.ts";
import { violations } from "./support/axe.ts";
import { uniqueName, withE2eDatabase, withServerDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { e2eServers, emptyBase, mainBase } from "./support/servers.ts";
import { signInAsAdmin } from "./support/session.ts";

// The editors take each translatable text in English and in Hebrew, side by side: what is typed
// in Hebrew is saved, shown again when editing, and kept by a refused save.

// A required field's label ends in " *" (hidden from assistive technology, not from getByLabel).
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}( \\*)?$`));
const hebrew = (scope: Page | Locator, label: string) => field(scope, `${label} (Hebrew)`);
const imageUrlOf = (scope: Locator) => scope.getByLabel("Or an image URL");
const artworkRow = (page: Page, n: number) => page.getByRole("group", { name: new RegExp(`^Artwork ${n}(:|$)`) });

async function expectDirections(english: Locator, hebrewInput: Locator) {
  await expect(english).toHaveAttribute("lang", "en");
  await expect(english).toHaveAttribute("dir", "ltr");
  await expect(hebrewInput).toHaveAttribute("lang", "he");
  await expect(hebrewInput).toHaveAttribute("dir", "rtl");
}

test.describe("Hebrew content in the editors", () => {
  test("an artist and an artwork saved with their Hebrew texts show them again when edited", async ({
    page,
    context,
  }) => {
    await signInAsAdmin(context, mainBase, withE2eDatabase);
    const name = uniqueName("Bilingual Artist");
    const title = uniqueName("Bilingual Work");
    await gotoHydrated(page, `${mainBase}/admin/artists/new`);
    await expectDirections(field(page, "Name"), hebrew(page, "Name"));
    await field(page, "Name").fill(name);
    await hebrew(page, "Name").fill("נועה בן עמי");
    await field(page, "Biography").fill(`${name} paints the sea.`);
    await hebrew(page, "Biography").fill("נועה מציירת את הים.");
    await imageUrlOf(page.getByRole("group", { name: "Artist image" })).fill(`${mainBase}/images/stock-artist.jpg`);
    await hebrew(page, "SEO title").fill("נועה בן עמי | אמנות");
    await page.getByRole("button", { name: "Add Artwork" }).click();
    const row = artworkRow(page, 1);
    await field(row, "Title").fill(title);
    await hebrew(row, "Title").fill("גאות הבוקר");
    await hebrew(row, "Description").fill("שפל עם שחר.");
    await imageUrlOf(row.getByRole("group", { name: "Artwork image" })).fill(`${mainBase}/images/hero.jpg`);
    await expectDirections(field(row, "Description"), hebrew(row, "Description"));
    // The editor with every Hebrew field, an artwork row open, is clean for assistive technology.
    expect(await violations(page)).toEqual([]);

    await page.getByRole("button", { name: "Add Artist" }).click();
    await expect(page).toHaveURL(/\/admin\/artists\/[\w-]+\?done=added$/);
    const profile = new URL(page.url()).pathname;

    await gotoHydrated(page, `${mainBase}${profile}/edit`);
    await expect(field(page, "Name")).toHaveValue(name);
    await expect(hebrew(page, "Name")).toHaveValue("נועה בן עמי");
    await expect(hebrew(page, "Biography")).toHaveValue("נועה מציירת את הים.");
    await expect(hebrew(page, "SEO title")).toHaveValue("נועה בן עמי | אמנות");
    await expect(hebrew(page, "SEO description")).toHaveValue("");
    await artworkRow(page, 1).locator("summary").click();
    await expect(hebrew(artworkRow(page, 1), "Title")).toHaveValue("גאות הבוקר");
    await expect(hebrew(artworkRow(page, 1), "Description")).toHaveValue("שפל עם שחר.");

    // Emptied, a Hebrew text is no longer written: the English one stands in on the Hebrew pages.
    await hebrew(page, "Biography").fill("");
    await page.getByRole("button", { name: "Update Artist" }).click();
    await expect(page).toHaveURL(/\?done=saved$/);
    await gotoHydrated(page, `${mainBase}${profile}/edit`);
    await expect(hebrew(page, "Biography")).toHaveValue("");
    await expect(hebrew(page, "Name")).toHaveValue("נועה בן עמי");
  });

  test("a gallery and its review saved with their Hebrew texts show them again when edited", async ({
    page,
    context,
  }) => {
    await signInAsAdmin(context, mainBase, withE2eDatabase);
    const name = uniqueName("Bilingual Gallery");
    await gotoHydrated(page, `${mainBase}/admin/galleries/new`);
    await field(page, "Name").fill(name);
    await hebrew(page, "Name").fill("גלריית אור הים");
    await field(page, "Street").fill("Herzl 7");
    await hebrew(page, "Street").fill("הרצל 7");
    await field(page, "City").fill("Haifa");
    await hebrew(page, "City").fill("חיפה");
    await expectDirections(page.getByRole("combobox", { name: /^City/ }), hebrew(page, "City"));
    await field(page, "Opening hours").fill("Sun–Thu 10:00–18:00");
    await hebrew(page, "Opening hours").fill("א׳–ה׳ 10:00–18:00");
    await field(page, "Description").fill("Prints by the sea.");
    await hebrew(page, "Description").fill("הדפסים ליד הים.");
    await hebrew(page, "SEO description").fill("גלריה בחיפה.");
    await page.getByRole("button", { name: "Add review" }).click();
    const review = page.getByRole("group", { name: "Review 1", exact: true });
    await field(review, "Reviewer name").fill("Dana");
    await hebrew(review, "Reviewer name").fill("דנה");
    await field(review, "Review").fill("Lovely prints.");
    await hebrew(review, "Review").fill("הדפסים יפים.");
    expect(await violations(page)).toEqual([]);
    await page.getByRole("button", { name: "Add Gallery", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/galleries\?added=/);

    await page.getByRole("searchbox", { name: "Search galleries" }).fill(name);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/admin\/galleries\/[\w-]+\/edit$/);
    await expect(hebrew(page, "Name")).toHaveValue("גלריית אור הים");
    await expect(hebrew(page, "Street")).toHaveValue("הרצל 7");
    await expect(hebrew(page, "City")).toHaveValue("חיפה");
    // Shown with its time range isolated left to right (stored without the marks).
    await expect(hebrew(page, "Opening hours")).toHaveValue("א׳–ה׳ \u206610:00–18:00\u2069");
    await expect(hebrew(page, "Description")).toHaveValue("הדפסים ליד הים.");
    await expect(hebrew(page, "SEO title")).toHaveValue("");
    await expect(hebrew(page, "SEO description")).toHaveValue("גלריה בחיפה.");
    const saved = page.getByRole("group", { name: "Review 1", exact: true });
    await expect(hebrew(saved, "Reviewer name")).toHaveValue("דנה");
    await expect(hebrew(saved, "Review")).toHaveValue("הדפסים יפים.");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a refused save keeps the Hebrew typed, and says which Hebrew text is too long", async ({ page, context }) => {
      await signInAsAdmin(context, mainBase, withE2eDatabase);
      const name = uniqueName("Refused Bilingual Gallery");
      const gallery = await withE2eDatabase(() =>
        createGallery({
          name,
          street: "Herzl 7",
          city: "Haifa",
          hours: "Sun–Thu 10:00–18:00",
          description: "Prints by the sea.",
          imageUrl: "https://example.com/cover.jpg",
        }),
      );
      await page.goto(`${mainBase}/admin/galleries/${gallery.id}/edit`);
      await field(page, "Name").fill("");
      await hebrew(page, "Name").fill("גלריה שלא נשמרה");
      await hebrew(page, "Description").fill("תיאור שהוקלד.");
      // Past the limit the browser enforces, as a forged or pasted text could be.
      await hebrew(page, "Street").evaluate((input: HTMLInputElement) => {
        input.removeAttribute("maxlength");
        input.value = "ר".repeat(201);
      });
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByText("Name is required")).toBeVisible();
      await expect(page.getByText("Street (Hebrew) must be at most 200 characters")).toBeVisible();
      await expect(hebrew(page, "Name")).toHaveValue("גלריה שלא נשמרה");
      await expect(hebrew(page, "Description")).toHaveValue("תיאור שהוקלד.");
      await expect(hebrew(page, "Street")).toHaveValue("ר".repeat(201));
      await expect(hebrew(page, "Name")).toHaveAttribute("dir", "rtl");
    });
  });
});

test.describe("Hebrew content on the Site page", () => {
  // The "empty" server: no other test saves its Site page, so no save here meets another's version.
  const withEmptyDatabase = <T>(body: () => Promise<T>) => withServerDatabase(e2eServers.empty, body);

  test.afterEach(async () => {
    await withEmptyDatabase(async () => {
      const [settings, pages] = await Promise.all([getSiteSettings(), listSitePages()]);
      await saveSiteSettings({
        officeAddress: settings!.officeAddress,
        officeAddressHe: null,
        socialLinks: settings!.socialLinks,
        heroArtworkId: settings!.heroArtworkId,
        pages: SITE_PAGES.map((page) => {
          const stored = pages.find((candidate) => candidate.slug === page.slug);
          return {
            slug: page.slug,
            title: stored?.title ?? page.label,
            body: stored?.body ?? "",
            he: { title: null, body: null },
          };
        }),
      });
    });
  });

  test("the office address and a page's title and text saved in Hebrew show again, and a refused save keeps them", async ({
    page,
    context,
  }) => {
    await signInAsAdmin(context, emptyBase, withEmptyDatabase);
    await gotoHydrated(page, `${emptyBase}/admin/site`);
    await expectDirections(field(page, "Office address"), hebrew(page, "Office address"));
    await hebrew(page, "Office address").fill("אומנות\nרחוב האמנות 123\nתל אביב-יפו");
    await hebrew(page, "About Us title").fill("עלינו");
    await hebrew(page, "About Us text").fill("אנחנו מציגים אמנות ישראלית.");
    expect(await violations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(`${emptyBase}/admin/site?saved=1`);

    await gotoHydrated(page, `${emptyBase}/admin/site`);
    await expect(hebrew(page, "Office address")).toHaveValue("אומנות\nרחוב האמנות 123\nתל אביב-יפו");
    await expect(hebrew(page, "About Us title")).toHaveValue("עלינו");
    await expect(hebrew(page, "About Us text")).toHaveValue("אנחנו מציגים אמנות ישראלית.");
    // Another page's Hebrew title stays as it was: the shipped privacy page's, and the unwritten terms' empty.
    await expect(hebrew(page, "Privacy Policy title")).toHaveValue("מדיניות פרטיות");
    await expect(hebrew(page, "Terms of Service title")).toHaveValue("");

    // The English title stays required: refused, with the Hebrew typed still there.
    await field(page, "Terms of Service title").fill("");
    await hebrew(page, "Terms of Service title").fill("תנאי השימוש");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Terms of Service title is required")).toBeVisible();
    await expect(hebrew(page, "Terms of Service title")).toHaveValue("תנאי השימוש");
    await expect(hebrew(page, "About Us title")).toHaveValue("עלינו");
  });
});
