import { expect, test, type Browser } from "@playwright/test";
import { getDb } from "#app/db/db.server.ts";
import { SESSION_COOKIE } from "#app/lib/session.server.ts";
import { getArtworkById } from "#app/models/artworks.server.ts";
import { getGalleryById } from "#app/models/galleries.server.ts";
import { listOpenDraftsFor } from "#app/models/record-versions.server.ts";
import { SAMPLE_PARTNER_EMAILS } from "#app/models/sample-removal.server.ts";
import { createSession } from "#app/models/sessions.server.ts";
import { withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { mainBase } from "./support/servers.ts";
import { signInAsAdmin } from "./support/session.ts";

// The sample catalogue's two partners on the main server, as a new site has them: the operator
// finds their drafts waiting and the gallery's history with two versions; each partner keeps its
// record and opens its draft in the editor while the public page shows the published state. Their
// password is printed once at the server's first start (cached here), so the test signs them in
// with a session of their own. Nothing is changed: other specs share this catalogue.

/** The sample partners, the records they keep and the record each has a draft of. */
async function readSamplePartners() {
  return withE2eDatabase(async () => {
    const partner = async (email: string) => {
      const user = await getDb()
        .selectFrom("users")
        .select(["id", "role"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      const memberships = await getDb()
        .selectFrom("memberships")
        .select(["record_kind", "record_id"])
        .where("user_id", "=", user.id)
        .execute();
      const drafts = await listOpenDraftsFor([], user.id);
      return { ...user, email, memberships, drafts };
    };
    const gallery = await partner(SAMPLE_PARTNER_EMAILS.gallery);
    const artist = await partner(SAMPLE_PARTNER_EMAILS.artist);
    const keptGallery = (await getGalleryById(gallery.memberships[0]!.record_id))!;
    const work = (await getArtworkById(artist.drafts[0]!.recordId))!;
    return { gallery, artist, keptGallery, work };
  });
}

/** A browser signed in as `userId`, as a sign-in would leave it. */
async function signedInAs(browser: Browser, userId: string) {
  const token = await withE2eDatabase(() => createSession(userId, { ipAddress: "e2e", userAgent: "playwright" }));
  const context = await browser.newContext({ baseURL: mainBase });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: mainBase, httpOnly: true, sameSite: "Lax" }]);
  return { context, page: await context.newPage() };
}

test("the sample partners keep their records, each with a draft waiting for the operator", async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { gallery, artist, keptGallery, work } = await readSamplePartners();
  expect([gallery.role, artist.role]).toEqual(["partner", "partner"]);
  expect(gallery.memberships).toEqual([{ record_kind: "gallery", record_id: keptGallery.id }]);
  expect(artist.memberships).toEqual([{ record_kind: "artist", record_id: work.artistId }]);
  expect(gallery.drafts.map((draft) => [draft.kind, draft.recordId])).toEqual([["gallery", keptGallery.id]]);
  expect(artist.drafts.map((draft) => [draft.kind, draft.recordId])).toEqual([["artwork", work.id]]);

  // The operator: both drafts in the review queue, and the gallery's earlier change in its history.
  await signInAsAdmin(context, mainBase);
  await gotoHydrated(page, "/admin/changes");
  const entry = (name: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(entry(keptGallery.name)).toContainText(`by ${SAMPLE_PARTNER_EMAILS.gallery}`);
  await expect(entry(work.title)).toContainText(`by ${SAMPLE_PARTNER_EMAILS.artist}`);
  await gotoHydrated(page, `/admin/galleries/${keptGallery.id}/history`);
  await expect(page.getByRole("main")).toContainText("Version 2");
  await expect(page.getByRole("main")).toContainText(`by ${SAMPLE_PARTNER_EMAILS.gallery}`);

  // The gallery's partner: its gallery on its dashboard, and its draft in the editor.
  const galleryPartner = await signedInAs(browser, gallery.id);
  try {
    await gotoHydrated(galleryPartner.page, "/admin");
    await expect(galleryPartner.page.getByRole("link", { name: `Public page of ${keptGallery.name}` })).toBeVisible();
    await gotoHydrated(galleryPartner.page, `/admin/galleries/${keptGallery.id}/edit`);
    await expect(galleryPartner.page.getByText(/You are editing the draft waiting for review/)).toBeVisible();
    await expect(galleryPartner.page.locator('[name="hours"]')).toHaveValue(/first Thursday of the month/);
  } finally {
    await galleryPartner.context.close();
  }
  // The public page keeps the published hours.
  await page.goto(`/galleries/${keptGallery.slug}`);
  await expect(page.getByRole("main")).not.toContainText("first Thursday of the month");

  // The artist's partner: the work's new price and availability wait in its editor.
  const artistPartner = await signedInAs(browser, artist.id);
  try {
    await gotoHydrated(artistPartner.page, `/admin/artworks/${work.id}/edit`);
    await expect(artistPartner.page.getByText(/You are editing the draft waiting for review/)).toBeVisible();
    await expect(artistPartner.page.locator('[name="priceIls"]')).toHaveValue("3200");
    await expect(artistPartner.page.locator('[name="availability"]')).toHaveValue("on-hold");
    // A gallery it does not keep answers 404, as for any partner.
    expect((await artistPartner.page.request.get(`/admin/galleries/${keptGallery.id}/edit`)).status()).toBe(404);
  } finally {
    await artistPartner.context.close();
  }
});
