import { expect, test } from "@playwright/test";
import { createArtist, listArtists } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { countSampleCatalogue } from "#app/models/sample-removal.server.ts";
import { violations } from "./support/axe.ts";
import { uniqueName, withServerDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { e2eServers, sampleBase } from "./support/servers.ts";
import { signInAsAdmin } from "./support/session.ts";

// Going live: the administrator removes the sample catalogue from the dashboard, through its
// confirmation step, on the server kept for it (the main server's sample catalogue must stay), and
// the records they added themselves stay, on the public pages too.

const withSampleDatabase = <T>(body: () => Promise<T>) => withServerDatabase(e2eServers.sample, body);

test("removes the sample catalogue after a confirmation with the counts, keeping the operator's records", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const artistName = uniqueName("Operator Artist");
  const galleryName = uniqueName("Operator Gallery");
  const artworkTitle = uniqueName("Operator Artwork");
  const { counts, sampleArtist, sampleSlug } = await withSampleDatabase(async () => {
    const gallery = await createGallery({
      name: galleryName,
      street: "5 Harbour St",
      city: "Haifa",
      description: "The operator's own.",
      hours: "10-18",
    });
    const artist = await createArtist({
      name: artistName,
      bio: "The operator's own.",
      imageUrl: "/images/stock-artist.jpg",
    });
    await createArtwork({
      title: artworkTitle,
      imageUrl: "/images/stock-artist.jpg",
      artistId: artist.id,
      galleryId: gallery.id,
    });
    const sample = (await listArtists()).find((candidate) => candidate.id !== artist.id)!;
    return { counts: await countSampleCatalogue(), sampleArtist: sample.name, sampleSlug: sample.slug };
  });
  expect(counts.artists).toBeGreaterThanOrEqual(12);
  expect(counts.artworks).toBeGreaterThanOrEqual(40);
  // Seen once before the removal, so the page cache holds a copy the removal must make stale.
  expect((await page.goto(`${sampleBase}/artists/${sampleSlug}`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sampleArtist);
  // The sample's two partner accounts (gallery@ and artist@example.com) are counted too.
  expect(counts.partners).toBe(2);
  const list = `${counts.artists} artists, ${counts.artworks} artworks, ${counts.galleries} galleries, ${counts.reviews} reviews, ${counts.images} images, 2 partner accounts`;
  const hebrewList = `${counts.artists} אמנים, ${counts.artworks} יצירות, ${counts.galleries} גלריות, ${counts.reviews} ביקורות, ${counts.images} תמונות, 2 חשבונות שותפים`;

  await signInAsAdmin(context, sampleBase, withSampleDatabase);
  await gotoHydrated(page, `${sampleBase}/admin`);
  const notice = page.getByRole("region", { name: /This site still shows the sample catalogue/ });
  await expect(notice).toContainText(`(${list})`);
  await notice.getByRole("link", { name: "Remove the sample catalogue" }).click();

  // The second step says what it will remove and will not go on without the box ticked.
  await expect(page).toHaveURL(`${sampleBase}/admin/sample`);
  await expect(page.getByRole("heading", { name: /^This removes/ })).toHaveText(
    `This removes ${list}, with their pictures.`,
  );
  expect(await violations(page), "axe on the confirmation step").toEqual([]);

  // Like every admin answer, kept by no cache: the page, its data and a refusal.
  for (const response of [
    await page.request.get(`${sampleBase}/admin/sample`),
    await page.request.get(`${sampleBase}/admin/sample.data`),
    await page.request.post(`${sampleBase}/admin/sample`, { form: {}, headers: { origin: sampleBase } }),
  ]) {
    expect([200, 400], response.url()).toContain(response.status());
    expect(response.headers()["cache-control"], response.url()).toBe("no-store");
  }

  // In the administrator's other language (switched from the admin menu): right to left, refused in Hebrew, axe clean.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "עברית" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page).toHaveURL(`${sampleBase}/admin/sample`);
  await expect(page.getByRole("heading", { name: /^הפעולה מסירה/ })).toHaveText(
    `הפעולה מסירה ${hebrewList}, יחד עם התמונות שלהם.`,
  );
  await page.getByRole("button", { name: "הסרת קטלוג הדוגמה" }).click();
  await expect(page.getByRole("alert")).toHaveText("יש לסמן את התיבה כדי לאשר את ההסרה.");
  expect(await violations(page), "axe on the Hebrew confirmation step").toEqual([]);
  await page.getByRole("navigation", { name: "ניהול" }).getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

  const remove = page.getByRole("button", { name: "Remove the sample catalogue" });
  await remove.click();
  await expect(page.getByRole("alert")).toHaveText("Tick the box to confirm the removal.");
  expect((await withSampleDatabase(countSampleCatalogue)).artists).toBe(counts.artists);

  // By keyboard: the box ticked with the space bar, then the button.
  await page.getByLabel("Yes, remove the sample catalogue for good").focus();
  await page.keyboard.press("Space");
  await remove.click();
  await expect(page.getByRole("status")).toHaveText(`Removed ${list}.`);
  expect(await violations(page), "axe after the removal").toEqual([]);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("button", { name: "עברית" }).click();
  await expect(page.getByRole("status")).toHaveText(`הוסרו ${hebrewList}.`);
  expect(await violations(page), "axe after the removal, in Hebrew").toEqual([]);
  await page.getByRole("navigation", { name: "ניהול" }).getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  expect(await withSampleDatabase(countSampleCatalogue)).toEqual({
    artists: 0,
    artworks: 0,
    galleries: 0,
    reviews: 0,
    images: 0,
    partners: 0,
  });

  // Hidden once there is nothing left to remove; the trail says who removed what.
  await gotoHydrated(page, `${sampleBase}/admin`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await expect(page.getByText(/still shows the sample catalogue/)).toHaveCount(0);
  await gotoHydrated(page, `${sampleBase}/admin/audit`);
  await expect(page.getByRole("table", { name: "Audit trail, newest first" })).toContainText(
    `Removed the sample catalogue: ${list}`,
  );

  // The public pages work with what is left: the operator's records, none of the sample's.
  for (const path of [
    "/",
    "/artists",
    "/artworks",
    "/galleries",
    "/he/artists",
    `/search?q=${encodeURIComponent(artistName)}`,
  ]) {
    const response = await page.goto(`${sampleBase}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("main"), path).not.toContainText(sampleArtist);
  }
  expect((await page.goto(`${sampleBase}/artists/${sampleSlug}`))?.status()).toBe(404);
  await page.goto(`${sampleBase}/artists`);
  await expect(page.getByRole("main")).toContainText(artistName);
  await page.goto(`${sampleBase}/galleries`);
  await expect(page.getByRole("main")).toContainText(galleryName);
  await page.goto(`${sampleBase}/artworks`);
  await expect(page.getByRole("main")).toContainText(artworkTitle);
});
