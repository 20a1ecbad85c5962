import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { getPublishedSitePage, saveSiteSettings, type SitePage } from "#app/models/site.server.ts";
import { violations } from "./support/axe.ts";
import { uniqueName, withServerDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { e2eServers, holdSiteServer, siteBase } from "./support/servers.ts";
import { signInAsAdmin } from "./support/session.ts";

// The Site page (issue 14): what only code could change before. Its settings show on every page's
// footer, so these tests run against a server of their own ("site") one at a time, and put the
// settings back as a fresh site has them after each test.

const withSiteDatabase = <T>(body: () => Promise<T>) => withServerDatabase(e2eServers.site, body);

const SAVED = "The site settings were saved.";
const CHANGED =
  "The site settings were changed by someone else since you opened this page. Reload to see their changes; your edits are still in the form.";

/** The privacy page a fresh site ships with (migration 0019), read before any test changes it. */
let shippedPrivacy: SitePage;

/** The settings of a fresh site: no address or links, the shipped privacy page, the other pages unwritten. */
async function restoreDefaults() {
  await withSiteDatabase(() =>
    saveSiteSettings({
      officeAddress: "",
      socialLinks: { instagram: "", facebook: "", twitter: "" },
      heroArtworkId: null,
      pages: [
        { slug: "about", title: "About Us", body: "" },
        { slug: "privacy", title: shippedPrivacy.title, body: shippedPrivacy.body, he: shippedPrivacy.he },
        { slug: "terms", title: "Terms of Service", body: "" },
      ],
    }),
  );
}

// A required field's label ends in " *" (hidden from assistive technology, not from getByLabel).
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
const save = (page: Page) => page.getByRole("button", { name: "Save Changes" }).click();

/** A visitor's page: no session, so the server's page cache is in play. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test.describe("the Site page", () => {
  test.describe.configure({ mode: "serial" });
  // The two-step requirement's spec changes this server's settings too: one spec at a time.
  let letGo = () => {};
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    letGo = await holdSiteServer();
    shippedPrivacy = (await withSiteDatabase(() => getPublishedSitePage("privacy")))!;
  });
  test.afterAll(() => letGo());
  test.afterEach(restoreDefaults);

  test("a new site shows no made-up facts, and a privacy page in both languages that every form links to", async ({
    browser,
  }) => {
    const visitor = await visitorPage(browser);
    await visitor.goto(`${siteBase}/contact`);
    const footer = visitor.getByRole("contentinfo");
    for (const network of ["Instagram", "Facebook", "Twitter"]) {
      await expect(footer.getByRole("link", { name: network, exact: true })).toHaveCount(0);
    }
    await expect(visitor.locator("address")).toHaveCount(0);
    await expect(visitor.getByRole("main")).not.toContainText("123 Art Street");
    await expect(footer.getByText("About Us", { exact: true })).not.toHaveAttribute("href");
    // The contact form says where what it collects is explained.
    await expect(visitor.getByRole("main").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );

    await visitor.goto(`${siteBase}/privacy`);
    const main = visitor.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    for (const fact of ["phone number", "review", "contact page", "network (IP) address", "Cookies", "180 days"]) {
      await expect(main).toContainText(fact);
    }
    expect(await violations(visitor)).toEqual([]);
    await visitor.goto(`${siteBase}/he/privacy`);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("מדיניות פרטיות");
    await expect(main).toContainText("עוגיות");
    await expect(main).not.toContainText("Cookies");
    await expect(visitor.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await violations(visitor)).toEqual([]);
    await visitor.context().close();
  });

  test("changes the footer, the about page, the contact address and the home hero", async ({
    page,
    context,
    browser,
  }) => {
    const artistName = uniqueName("Hero Artist");
    const title = uniqueName("Hero Work");
    const artwork = await withSiteDatabase(async () => {
      const artist = await createArtist({ name: artistName, bio: "Paints.", imageUrl: "/images/stock-artist.jpg" });
      return createArtwork({ title, imageUrl: "/images/hero.jpg", artistId: artist.id });
    });

    // A fresh site (and its pages are cached): no links, no address, the about page unwritten.
    const visitor = await visitorPage(browser);
    await visitor.goto(`${siteBase}/`);
    const footer = visitor.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Twitter", exact: true })).toHaveCount(0);
    await expect(footer.getByText("About Us", { exact: true })).not.toHaveAttribute("href");
    await expect(visitor.getByRole("link", { name: `${title} by ${artistName}` })).toHaveCount(0);
    expect((await visitor.goto(`${siteBase}/about`))?.status()).toBe(404);
    await visitor.goto(`${siteBase}/contact`);
    await expect(visitor.locator("address")).toHaveCount(0);

    await signInAsAdmin(context, siteBase, withSiteDatabase);
    await gotoHydrated(page, `${siteBase}/admin`);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Site" }).click();
    await expect(page).toHaveURL(`${siteBase}/admin/site`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site");
    expect(await violations(page)).toEqual([]);

    await field(page, "Office address").fill("Omanut House\n7 Test Street\nHaifa, Israel");
    await field(page, "Instagram").fill("https://www.instagram.com/omanut.e2e");
    await field(page, "Twitter").fill("");
    await field(page, "Hero artwork").fill(`${siteBase}/artworks/${artwork.slug}`);
    await field(page, "About Us text").fill(
      "We show Israeli art to the world.\n\nRead [our story](https://example.com/story) or write to hello@example.com.",
    );
    await save(page);
    await expect(page.getByRole("status").filter({ hasText: SAVED })).toBeVisible();
    await expect(page).toHaveURL(`${siteBase}/admin/site?saved=1`);
    await expect(field(page, "Instagram")).toHaveValue("https://www.instagram.com/omanut.e2e");
    await expect(page.getByRole("link", { name: `${title} by ${artistName}` })).toBeVisible();

    // The next visitor sees the change at once: the save moved the page generation.
    await visitor.goto(`${siteBase}/`);
    await expect(footer.getByRole("link", { name: "Instagram", exact: true })).toHaveAttribute(
      "href",
      "https://www.instagram.com/omanut.e2e",
    );
    await expect(footer.getByRole("link", { name: "Twitter", exact: true })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "Facebook", exact: true })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "About Us", exact: true })).toHaveAttribute("href", "/about");
    await expect(footer.getByRole("link", { name: "Privacy Policy", exact: true })).toHaveAttribute("href", "/privacy");
    const credit = visitor.getByRole("link", { name: `${title} by ${artistName}` });
    await expect(credit).toHaveAttribute("href", `/artworks/${artwork.slug}`);
    expect(await violations(visitor)).toEqual([]);

    await footer.getByRole("link", { name: "About Us", exact: true }).click();
    await expect(visitor).toHaveURL(`${siteBase}/about`);
    const main = visitor.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await expect(main.locator("article p")).toHaveText([
      /^Last updated/,
      "We show Israeli art to the world.",
      "Read our story or write to hello@example.com.",
    ]);
    await expect(main.getByRole("link", { name: "our story" })).toHaveAttribute("href", "https://example.com/story");
    await expect(main.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
      "href",
      "mailto:hello@example.com",
    );
    expect(await violations(visitor)).toEqual([]);

    await visitor.goto(`${siteBase}/contact`);
    await expect(visitor.locator("address")).toHaveText(/^Omanut House\s*7 Test Street\s*Haifa, Israel$/);
    const sitemap = await (await visitor.request.get(`${siteBase}/sitemaps/1.xml`)).text();
    expect(sitemap).toContain(`${siteBase}/about</loc>`);
    expect(sitemap).toContain("/privacy</loc>");
    expect(sitemap).not.toContain("/terms</loc>");
    await visitor.context().close();
  });

  test("refuses what it cannot show, in words, keeping everything typed", async ({ page, context }) => {
    await signInAsAdmin(context, siteBase, withSiteDatabase);
    await gotoHydrated(page, `${siteBase}/admin/site`);
    // Checked in the browser before sending.
    await field(page, "Instagram").fill("javascript:alert(1)");
    await field(page, "Terms of Service title").fill("");
    await save(page);
    await expect(page.getByText("Please correct the 2 fields marked below.")).toBeVisible();
    await expect(page.getByText("Please enter a valid Instagram URL starting with http:// or https://")).toBeVisible();
    await expect(page.getByText("Terms of Service title is required")).toBeVisible();
    await expect(field(page, "Instagram")).toBeFocused();
    expect(await violations(page)).toEqual([]);

    // Checked by the server: the hero artwork must exist.
    await field(page, "Instagram").fill("https://www.instagram.com/");
    await field(page, "Terms of Service title").fill("Terms of Service");
    await field(page, "Hero artwork").fill(`${siteBase}/artworks/no-such-artwork`);
    await field(page, "Privacy Policy text").fill("Kept while refused.");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await save(page);
    expect((await refused).status()).toBe(400);
    await expect(page.getByText(/^No artwork has this address/)).toBeVisible();
    await expect(field(page, "Privacy Policy text")).toHaveValue("Kept while refused.");
    await expect(field(page, "Hero artwork")).toBeFocused();
  });

  test("a hostile page text is shown as text, never as markup or a script link", async ({ page, context, browser }) => {
    await signInAsAdmin(context, siteBase, withSiteDatabase);
    await gotoHydrated(page, `${siteBase}/admin/site`);
    const hostile = `<script>window.pwned = 1</script> <img src=x onerror="window.pwned = 2"> [click me](javascript:window.pwned=3) "quoted" it's`;
    await field(page, "Terms of Service text").fill(hostile);
    await save(page);
    await expect(page.getByRole("status").filter({ hasText: SAVED })).toBeVisible();

    const visitor = await visitorPage(browser);
    await gotoHydrated(visitor, `${siteBase}/terms`);
    const article = visitor.getByRole("main").locator("article");
    await expect(article.locator("p").last()).toHaveText(hostile);
    await expect(article.locator("script, img, a")).toHaveCount(0);
    expect(await visitor.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await visitor.context().close();
  });

  test("a save from a tab opened before another save is refused, not lost over it", async ({ page, context }) => {
    await signInAsAdmin(context, siteBase, withSiteDatabase);
    const other = await context.newPage();
    await gotoHydrated(page, `${siteBase}/admin/site`);
    await gotoHydrated(other, `${siteBase}/admin/site`);
    await field(other, "Office address").fill("Saved first");
    await save(other);
    await expect(other.getByRole("status").filter({ hasText: SAVED })).toBeVisible();

    await field(page, "Office address").fill("Saved second");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await save(page);
    expect((await refused).status()).toBe(409);
    await expect(page.getByRole("alert")).toHaveText(CHANGED);
    await expect(field(page, "Office address")).toHaveValue("Saved second");
    await page.goto(`${siteBase}/contact`);
    await expect(page.locator("address")).toHaveText("Saved first");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form posts, the server checks it and says it was saved", async ({ page, context }) => {
      await signInAsAdmin(context, siteBase, withSiteDatabase);
      await page.goto(`${siteBase}/admin/site`);
      await field(page, "Facebook").fill("ftp://example.com/omanut");
      await save(page);
      await expect(page.getByText("Please enter a valid Facebook URL starting with http:// or https://")).toBeVisible();
      await expect(field(page, "Facebook")).toBeFocused();

      await field(page, "Facebook").fill("");
      await field(page, "Privacy Policy text").fill("We keep only what an inquiry needs.");
      await save(page);
      await expect(page).toHaveURL(`${siteBase}/admin/site?saved=1`);
      await expect(page.getByRole("status").filter({ hasText: SAVED })).toBeVisible();
      await expect(field(page, "Facebook")).toHaveValue("");

      await page.goto(`${siteBase}/privacy`);
      await expect(page.getByRole("main").getByText("We keep only what an inquiry needs.")).toBeVisible();
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: "Privacy Policy", exact: true })).toHaveAttribute(
        "href",
        "/privacy",
      );
      await expect(footer.getByRole("link", { name: "Facebook", exact: true })).toHaveCount(0);
    });
  });
});
