import { expect, test } from "@playwright/test";
import { slugify } from "#app/lib/slug.ts";
import { createArtist, updateArtist } from "#app/models/artists.server.ts";
import { createArtwork, updateArtwork } from "#app/models/artworks.server.ts";
import { createGallery, updateGallery } from "#app/models/galleries.server.ts";
import { mediaImageUrl } from "#app/lib/image-variants.ts";
import { storeImage } from "#app/models/media.server.ts";
import { makeImage } from "#tests/support/image-fixtures.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";

const artistInput = { bio: "Made for an end-to-end test.", imageUrl: "/images/stock-artist.jpg" };
const galleryInput = { street: "Herzl Street 1", city: "Haifa", hours: "Daily 10–18", description: "A test gallery." };

test("an artist's id and former slug lead to its current slug; the page shows it", async ({ page }) => {
  const before = uniqueName("Renamed Painter");
  const after = uniqueName("Painter Renamed");
  const artist = await withE2eDatabase(async () => {
    const created = await createArtist({ ...artistInput, name: before });
    await updateArtist(created.id, { ...artistInput, name: after });
    return created;
  });
  for (const path of [`/artists/${slugify(before)}`, `/artists/${artist.id}`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`/artists/${slugify(after)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(after);
  }
});

test("artworks and galleries keep their old addresses too", async ({ page }) => {
  const titles = [uniqueName("Old Title"), uniqueName("New Title")] as const;
  const names = [uniqueName("Old Gallery"), uniqueName("New Gallery")] as const;
  await withE2eDatabase(async () => {
    const artist = await createArtist({ ...artistInput, name: uniqueName("Owner") });
    const artwork = await createArtwork({ title: titles[0], imageUrl: "/images/hero.jpg", artistId: artist.id });
    await updateArtwork(artwork.id, { title: titles[1], imageUrl: "/images/hero.jpg", artistId: artist.id });
    const gallery = await createGallery({ ...galleryInput, name: names[0] });
    await updateGallery(gallery.id, { ...galleryInput, name: names[1] });
  });
  await page.goto(`/artworks/${slugify(titles[0])}`);
  await expect(page).toHaveURL(`/artworks/${slugify(titles[1])}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[1]);
  await page.goto(`/galleries/${slugify(names[0])}`);
  await expect(page).toHaveURL(`/galleries/${slugify(names[1])}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(names[1]);
});

test("the server answers an id or a former slug with a permanent redirect to the slug, keeping the query", async ({
  request,
}) => {
  const name = uniqueName("Redirected Painter");
  const renamed = uniqueName("Painter Redirected");
  const title = uniqueName("Redirected Work");
  const galleryName = uniqueName("Redirected Gallery");
  const { artist, artwork, gallery } = await withE2eDatabase(async () => {
    const artist = await createArtist({ ...artistInput, name });
    await updateArtist(artist.id, { ...artistInput, name: renamed });
    const artwork = await createArtwork({ title, imageUrl: "/images/hero.jpg", artistId: artist.id });
    const gallery = await createGallery({ ...galleryInput, name: galleryName });
    return { artist, artwork, gallery };
  });
  for (const [from, to] of [
    [`/artists/${artist.id}?artworks=all`, `/artists/${slugify(renamed)}?artworks=all`],
    [`/artists/${slugify(name)}`, `/artists/${slugify(renamed)}`],
    [`/artworks/${artwork.id}`, `/artworks/${artwork.slug}`],
    [`/galleries/${gallery.id}`, `/galleries/${gallery.slug}`],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
    expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200);
  }
});

for (const [path, title, back, backPath] of [
  ["/artists/no-such-artist", "Artist Not Found", "Return to Artists", "/artists"],
  ["/artworks/no-such-artwork", "Artwork Not Found", "Return to Artworks", "/artworks"],
  ["/galleries/no-such-gallery", "Gallery Not Found", "Return to Galleries", "/galleries"],
] as const) {
  test(`${path} answers 404 with '${title}' and '${back}'`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Omanut`);
    await page.getByRole("link", { name: back }).click();
    await expect(page).toHaveURL(backPath);
  });
}

test("a stored image is served as responsive variants with its box reserved", async ({ page }) => {
  const name = uniqueName("Pictured Artist");
  const image = await withE2eDatabase(async () => {
    const stored = await storeImage(await makeImage("jpeg", 1400, 1050));
    await createArtist({ ...artistInput, name, imageUrl: mediaImageUrl(stored.id), imageId: stored.id });
    return stored;
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/artists/${slugify(name)}`);
  const picture = page.locator("picture").first();
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    [320, 640, 960, 1400].map((w) => `/media/${image.id}/${w}.avif ${w}w`).join(", "),
  );
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /\/media\/.+\/320\.webp 320w/);
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("alt", `Portrait of ${name}`);
  await expect(img).toHaveAttribute("width", "1400");
  await expect(img).toHaveAttribute("height", "1050");
  await expect(img).toHaveAttribute("loading", "eager");
  await expect(img).toHaveAttribute("fetchpriority", "high");
  // The browser picked a variant it could decode, and it arrived.
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  const chosen = await img.evaluate((element: HTMLImageElement) => element.currentSrc);
  expect(chosen).toMatch(new RegExp(`/media/${image.id}/\\d+\\.avif$`));
});
