import { expect, test } from "@playwright/test";
import { getDb } from "#app/db/db.server.ts";
import { createArtist } from "#app/models/artists.server.ts";
import { upsertAdmin } from "#app/models/users.server.ts";
import { violations } from "./support/axe.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";

// The audit trail: sign-ins, refused ones and changes, with who, when, what and from where, in
// the administrator's language.

const PASSWORD = "an audited test password";

test("records a refused and a successful sign-in and a change, and shows them in both languages", async ({ page }) => {
  const email = `${uniqueName("audit").replace(/\s+/g, "-").toLowerCase()}@example.com`;
  const artistName = uniqueName("Audited Artist");
  await withE2eDatabase(async () => {
    await upsertAdmin(email, PASSWORD);
    await createArtist({ name: artistName, bio: "Paints records.", imageUrl: "https://example.com/a.jpg" });
  });
  // An address of its own (behind the one trusted proxy), shown in the trail.
  const address = `2001:db8:a0d1::${(Date.now() % 65535).toString(16)}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });

  await gotoHydrated(page, "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password. Please try again.");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await gotoHydrated(page, `/admin/artists?q=${encodeURIComponent(artistName)}`);
  await page.getByRole("button", { name: `Feature ${artistName}` }).click();
  await expect(page.getByRole("button", { name: `Featured ${artistName}` })).toHaveAttribute("aria-pressed", "true");

  await gotoHydrated(page, "/admin/audit");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit trail");
  const table = page.getByRole("table", { name: "Audit trail, newest first" });
  const mine = table.getByRole("row").filter({ hasText: email });
  await expect(mine).toHaveCount(3);
  // Names are isolated from the sentence's direction (U+2068 … U+2069).
  await expect(mine.nth(0)).toContainText(`Featured the artist \u2068${artistName}\u2069`);
  await expect(mine.nth(1)).toContainText("Signed in");
  await expect(mine.nth(2)).toContainText("Sign-in refused: wrong email, password or code");
  for (const row of await mine.all()) await expect(row).toContainText(address);
  expect(await violations(page), "axe on the audit trail").toEqual([]);

  // Apart by kind: the changes without the sign-ins, and the other way round.
  const nav = page.getByRole("navigation", { name: "Show" });
  await nav.getByRole("link", { name: "Changes" }).click();
  await expect(nav.getByRole("link", { name: "Changes" })).toHaveAttribute("aria-current", "page");
  await expect(table.getByRole("row").filter({ hasText: email })).toHaveCount(1);
  await nav.getByRole("link", { name: "Sign-ins" }).click();
  await expect(table.getByRole("row").filter({ hasText: email })).toHaveCount(2);
  await nav.getByRole("link", { name: "Everything" }).click();
  await expect(mine).toHaveCount(3);

  // In the administrator's Hebrew, the record's name as it was.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "עברית" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("יומן פעולות");
  const hebrewRows = page
    .getByRole("table", { name: "יומן פעולות, מהחדש לישן" })
    .getByRole("row")
    .filter({ hasText: email });
  await expect(hebrewRows.nth(0)).toContainText(`הצגה מומלצת של האמן/ית \u2068${artistName}\u2069`);
  expect(await violations(page), "axe on the Hebrew audit trail").toEqual([]);
});

test("pages through the whole trail to its oldest entry, by keyboard", async ({ page }) => {
  const email = `${uniqueName("pager").replace(/\s+/g, "-").toLowerCase()}@example.com`;
  const oldest = `${uniqueName("oldest").replace(/\s+/g, "-").toLowerCase()}@example.com`;
  await withE2eDatabase(async () => {
    await upsertAdmin(email, PASSWORD);
    // Older than anything the other tests record, and more than a page of them.
    const day = 24 * 60 * 60 * 1000;
    const at = Date.now() - 300 * day;
    await getDb()
      .insertInto("audit_log")
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          id: `${uniqueName("page").replace(/\W+/g, "-")}-${i}`,
          at: at + i,
          actor: i === 0 ? oldest : email,
          action: "saved",
          target_kind: "site",
          address: "192.0.2.10",
        })),
      )
      .execute();
  });
  await gotoHydrated(page, "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await gotoHydrated(page, "/admin/audit?kind=changes");
  const pages = page.getByRole("navigation", { name: "Pages of the audit trail" });
  for (let turn = 0; turn < 100; turn++) {
    const older = pages.getByRole("link", { name: "Older entries" });
    if ((await older.count()) === 0) break;
    await older.focus();
    await page.keyboard.press("Enter");
    await expect(pages.getByRole("link", { name: "Newer entries" })).toBeVisible();
  }
  const rows = page.getByRole("table", { name: "Audit trail, newest first" }).getByRole("row");
  await expect(rows.last()).toContainText(oldest);
  expect(await violations(page), "axe on an older page of the trail").toEqual([]);
  await pages.getByRole("link", { name: "Newest entries" }).click();
  await expect(pages.getByRole("link", { name: "Newer entries" })).toHaveCount(0);
});
