import { expect, test, type Page } from "@playwright/test";
import { createArtist } from "#app/models/artists.server.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { readHead, readJsonLd } from "./support/page-head.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { mainBase } from "./support/servers.ts";
import { signInAsAdmin } from "./support/session.ts";

// A style tag's Hebrew name is one shared word, set in the artist editor: the Hebrew pages show
// it, while the tag's link and the list's canonical address keep the stored (English) style.

const base = { bio: "Works in marbled paper.", imageUrl: `${mainBase}/images/stock-artist.jpg` };
const stylesHe = (page: Page) => page.getByLabel("Styles (Hebrew)");
const inStyle = (style: string) => `/artists?${new URLSearchParams({ style })}`;

test.describe("style names in Hebrew", () => {
  test("a style named in Hebrew in the editor reads in Hebrew on the Hebrew pages and links by its stored style", async ({
    page,
    context,
  }) => {
    const style = uniqueName("Ebru");
    const other = uniqueName("Gilding");
    const created = await withE2eDatabase(() =>
      createArtist({ ...base, name: uniqueName("Marbling Artist"), styles: [style, other] }),
    );
    await signInAsAdmin(context, mainBase, withE2eDatabase);
    await gotoHydrated(page, `${mainBase}/admin/artists/${created.id}/edit`);
    await expect(stylesHe(page)).toHaveValue("");
    await expect(stylesHe(page)).toHaveAttribute("lang", "he");
    await expect(stylesHe(page)).toHaveAttribute("dir", "rtl");
    await expect(page.getByText("A style's Hebrew name is shared by every artist with that style.")).toBeVisible();
    // The second style left blank: it keeps having no Hebrew name.
    await stylesHe(page).fill("אברו, ");
    await page.getByRole("button", { name: "Update Artist" }).click();
    await expect(page).toHaveURL(/\?done=saved$/);
    await gotoHydrated(page, `${mainBase}/admin/artists/${created.id}/edit`);
    await expect(stylesHe(page)).toHaveValue("אברו, ");

    await page.goto(`/he/artists/${created.slug}`);
    const tags = page.getByRole("list", { name: "סגנונות" });
    const named = tags.getByRole("link", { name: "אברו: אמנים ואמניות בסגנון הזה" });
    await expect(named).toHaveAttribute("href", `/he${inStyle(style)}`);
    await expect(named.locator("bdi")).not.toHaveAttribute("lang");
    // A style without a Hebrew name shows as stored, marked as English.
    const unnamed = tags.getByRole("link", { name: `${other}: אמנים ואמניות בסגנון הזה` });
    await expect(unnamed).toHaveAttribute("href", `/he${inStyle(other)}`);
    await expect(unnamed.locator("bdi")).toHaveAttribute("lang", "en");
    const person = (await readJsonLd(page)).find((ld) => ld["@type"] === "Person");
    expect(person?.knowsAbout).toEqual(["אברו", other]);

    await named.click();
    await expect(page).toHaveURL(`/he${inStyle(style)}`);
    const main = page.getByRole("main");
    await expect(main.getByText("אמנים ואמניות שיוצרים בסגנון אברו")).toBeVisible();
    await expect(main.getByRole("link", { name: created.name })).toBeVisible();
    const head = await readHead(page);
    expect(head.title).toContain("אמנים ואמניות מישראל: אברו");
    expect(head.description).toContain("בסגנון אברו");
    expect(head.canonical).toBe(`${mainBase}/he${inStyle(style)}`);

    // The English pages keep the English tag.
    await page.goto(`/artists/${created.slug}`);
    const english = page.getByRole("list", { name: "Styles" }).getByRole("link", {
      name: `${style}: artists in this style`,
    });
    await expect(english).toHaveAttribute("href", inStyle(style));
    await expect(english).toHaveText(style);
    await page.goto(inStyle(style));
    await expect(page.getByRole("main").getByText(`Artists working in ${style}`)).toBeVisible();
  });

  test("the sample catalogue's styles have their Hebrew names", async ({ page }) => {
    await page.goto(`/he${inStyle("Abstract")}`);
    await expect(page.getByRole("main").getByText("אמנים ואמניות שיוצרים בסגנון מופשט")).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "מופשט: אמנים ואמניות בסגנון הזה" }).first(),
    ).toHaveAttribute("href", `/he${inStyle("Abstract")}`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a Hebrew styles list that does not match the styles is refused, keeping what was typed", async ({
      page,
      context,
    }) => {
      const created = await withE2eDatabase(() =>
        createArtist({
          ...base,
          name: uniqueName("Miscounted Artist"),
          styles: [uniqueName("Ink"), uniqueName("Wash")],
        }),
      );
      await signInAsAdmin(context, mainBase, withE2eDatabase);
      await page.goto(`${mainBase}/admin/artists/${created.id}/edit`);
      await stylesHe(page).fill("דיו");
      await page.getByRole("button", { name: "Update Artist" }).click();
      await expect(
        page.getByText("Give one Hebrew name for each style, in the same order, or leave this empty."),
      ).toBeVisible();
      await expect(stylesHe(page)).toHaveValue("דיו");
      await expect(stylesHe(page)).toHaveAttribute("dir", "rtl");
    });
  });
});
