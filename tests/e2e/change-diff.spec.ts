import { expect, test, type Page } from "@playwright/test";
import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import { artworkFormValues } from "#app/features/editors/artwork-editor.ts";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { saveDraft } from "#app/models/record-versions.server.ts";
import { violations } from "./support/axe.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { signInAsAdmin } from "./support/session.ts";

// A partner's change as the operator reviews it: published and proposed values side by side, the
// description's words marked; published, then any version shown beside the published one; axe
// clean in English and in Hebrew.

const DESCRIPTION = "Olive trees on a hill above the sea, painted in the early morning.";

/** An artwork with a partner's draft changing its description and price, waiting for review. */
async function workWithDraft() {
  return withE2eDatabase(async () => {
    const now = Date.now();
    const partnerId = newId();
    const email = `partner-${partnerId.toLowerCase()}@example.com`;
    await getDb()
      .insertInto("users")
      .values({ id: partnerId, email, password_hash: "-", role: "partner", created_at: now, updated_at: now })
      .execute();
    const artist = await createArtist({
      name: uniqueName("Diff Painter"),
      bio: "b",
      imageUrl: "https://example.com/a.jpg",
    });
    const title = uniqueName("Olive Hill");
    const work = await createArtwork({
      title,
      imageUrl: "https://example.com/w.jpg",
      artistId: artist.id,
      description: DESCRIPTION,
      facts: {
        medium: null,
        materials: null,
        heightCm: null,
        widthCm: null,
        depthCm: null,
        edition: null,
        isFramed: null,
        isSigned: null,
        hasCertificate: null,
        availability: "for-sale",
        priceIls: 1000,
      },
    });
    const values = artworkFormValues(work);
    await saveDraft({
      kind: "artwork",
      recordId: work.id,
      name: title,
      data: {
        fields: {
          ...values.fields,
          description: DESCRIPTION.replace("early morning", "late evening"),
          priceIls: "2500",
        },
      },
      author: { id: partnerId, email },
      token: work.updatedAt,
    });
    return { work, title };
  });
}

async function switchLanguage(page: Page, to: "עברית" | "English") {
  const nav = page.getByRole("navigation", { name: to === "עברית" ? "Admin" : "ניהול" });
  await nav.getByRole("button", { name: to }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", to === "עברית" ? "rtl" : "ltr");
}

test("the operator sees a change side by side, publishes it, and shows a version beside the published one", async ({
  page,
  context,
  baseURL,
}) => {
  // Two pages, each in two languages with axe.
  test.slow();
  await signInAsAdmin(context, baseURL!);
  const { work, title } = await workWithDraft();

  await gotoHydrated(page, "/admin/changes");
  const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  const table = entry.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Field", "Published", "Proposed"]);
  const description = table.getByRole("row", { name: /^Description/ });
  await expect(description.locator("del")).toHaveText("removed: early morning");
  await expect(description.locator("ins")).toHaveText("added: late evening");
  await expect(table.getByRole("row", { name: /^Price/ }).getByRole("cell")).toHaveText(["1000", "2500"]);
  await expect(entry.getByRole("button", { name: "Publish" })).toBeVisible();
  await expect(entry.getByRole("button", { name: "Send back" })).toBeVisible();
  expect(await violations(page), "axe on the English review queue").toEqual([]);

  await switchLanguage(page, "עברית");
  await expect(table.getByRole("columnheader")).toHaveText(["שדה", "מפורסם", "מוצע"]);
  await expect(table.getByRole("row", { name: /^תיאור \(אנגלית\)/ }).locator("del")).toHaveText("הוסר: early morning");
  expect(await violations(page), "axe on the Hebrew review queue").toEqual([]);
  await switchLanguage(page, "English");

  await entry.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("The change was published.")).toBeVisible();

  await gotoHydrated(page, `/admin/artworks/${work.id}/history`);
  await page.getByRole("link", { name: "Compare version 1 with the published one" }).click();
  await expect(page).toHaveURL(/\?version=1#shown-version$/);
  const shown = page.getByRole("region", { name: "Version 1 compared with the published version" });
  await expect(shown.getByRole("columnheader")).toHaveText(["Field", "Published", "Version 1"]);
  await expect(shown.getByRole("row", { name: /^Price/ }).getByRole("rowheader")).toHaveText("Price (₪)Changed");
  await expect(shown.getByRole("row", { name: /^Title/ }).getByRole("rowheader")).toHaveText("Title");
  expect(await violations(page), "axe on the English history").toEqual([]);

  await switchLanguage(page, "עברית");
  await expect(page.getByRole("region", { name: "גרסה 1 בהשוואה לגרסה המפורסמת" })).toBeVisible();
  expect(await violations(page), "axe on the Hebrew history").toEqual([]);
  await switchLanguage(page, "English");

  await page.getByRole("link", { name: "Hide the comparison" }).click();
  await expect(shown).toHaveCount(0);
});
