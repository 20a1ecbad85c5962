import { expect, test, type Page } from "@playwright/test";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { createGallery, listGalleryCities, type GalleryInput } from "#app/models/galleries.server.ts";
import { approveReview, createAdminReview, createVisitorReview, rejectReview } from "#app/models/reviews.server.ts";
import { cityChoices } from "#app/features/i18n/gallery-cities.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { jsonLdOfType, readHead } from "./support/page-head.ts";
import { brokenBase, emptyBase, mainBase } from "./support/servers.ts";

// /galleries and /galleries/{id} in each of their states.

const base: Omit<GalleryInput, "name" | "city"> = {
  street: "Derech Hebron 1",
  hours: "Sun–Thu 10:00–18:00",
  description: "A gallery made for an end-to-end test.",
};

const cards = (page: Page) => page.getByRole("region", { name: "Galleries", exact: true }).getByRole("article");
const cardNames = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allTextContents();
const cityFilter = (page: Page) => page.getByRole("navigation", { name: "Filter by City" });

/** Two galleries in a city of their own, and one elsewhere. */
async function galleriesInNewCity() {
  const city = uniqueName("Testville");
  const names = [uniqueName("First City Gallery"), uniqueName("Second City Gallery")];
  await withE2eDatabase(async () => {
    for (const name of names) await createGallery({ ...base, name, city });
    await createGallery({ ...base, name: uniqueName("Elsewhere Gallery"), city: uniqueName("Othertown") });
  });
  return { city, names };
}

test.describe("/galleries", () => {
  test("the 'Filter by City' row: 'All Cities' and one button per distinct city", async ({ page }) => {
    // Other tests add galleries meanwhile: compare the row with the cities read just after it.
    await expect(async () => {
      const response = await page.goto("/galleries");
      expect(response?.status()).toBe(200);
      const cities = cityChoices(await withE2eDatabase(() => listGalleryCities()), "en");
      const buttons = await cityFilter(page).getByRole("link").allTextContents();
      expect(buttons).toEqual(["All Cities", ...cities.map((city) => city.label)]);
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 2, name: "Filter by City" })).toBeVisible();
    await expect(cityFilter(page).getByRole("link", { name: "All Cities" })).toHaveAttribute("aria-current", "page");
    const buttons = await cityFilter(page).getByRole("link").allTextContents();
    expect(new Set(buttons).size).toBe(buttons.length);
    expect(buttons.length).toBeGreaterThan(2);
  });

  test("choosing a city shows only its galleries and puts ?city= in the URL", async ({ page }) => {
    const { city, names } = await galleriesInNewCity();
    await gotoHydrated(page, "/galleries");
    expect((await cardNames(page)).length).toBeGreaterThan(names.length);
    await cityFilter(page).getByRole("link", { name: city, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("city")).toBe(city);
    await expect(cards(page)).toHaveCount(2);
    expect((await cardNames(page)).sort()).toEqual([...names].sort());
    for (const card of await cards(page).all()) await expect(card).toContainText(`${base.street}, ${city}`);
    await expect(cityFilter(page).getByRole("link", { name: city, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page).toHaveTitle(`Art Galleries in ${city} | Omanut`);

    await cityFilter(page).getByRole("link", { name: "All Cities" }).click();
    await expect(page).toHaveURL("/galleries");
    await expect(cityFilter(page).getByRole("link", { name: "All Cities" })).toHaveAttribute("aria-current", "page");
    await expect.poll(async () => (await cardNames(page)).length).toBeGreaterThan(names.length);
  });

  test("the city filter works without JavaScript", async ({ browser }) => {
    const { city, names } = await galleriesInNewCity();
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: mainBase });
    try {
      const page = await context.newPage();
      await page.goto("/galleries");
      await cityFilter(page).getByRole("link", { name: city, exact: true }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("city")).toBe(city);
      expect((await cardNames(page)).sort()).toEqual([...names].sort());
    } finally {
      await context.close();
    }
  });

  test("a city without galleries: 'No galleries match your filter criteria.'", async ({ page }) => {
    const response = await page.goto("/galleries?city=Nowhere");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("No galleries match your filter criteria.", { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    // The row is still there, to pick another city.
    await expect(cityFilter(page).getByRole("link", { name: "All Cities" })).toHaveAttribute("href", "/galleries");
  });

  test("empty catalogue: only 'All Cities' and 'No galleries match your filter criteria.'", async ({ page }) => {
    const response = await page.goto(`${emptyBase}/galleries`);
    expect(response?.status()).toBe(200);
    await expect(cityFilter(page).getByRole("link")).toHaveText(["All Cities"]);
    await expect(page.getByText("No galleries match your filter criteria.", { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("failing database: 503 and 'Error loading galleries. Please try again later.'", async ({ page }) => {
    const response = await page.goto(`${brokenBase()}/galleries`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("alert")).toHaveText("Error loading galleries. Please try again later.");
    await expect(cards(page)).toHaveCount(0);
  });
});

test.describe("/galleries/{id}", () => {
  test("hero, about, images, artworks with 'View All (4)', approved reviews and JSON-LD", async ({ page }) => {
    const name = uniqueName("Full Gallery");
    const city = "Jerusalem";
    const artworkTitles = [1, 2, 3, 4].map(() => uniqueName("Gallery Piece"));
    const reviewers = {
      visitorApproved: uniqueName("Approved Visitor"),
      admin: uniqueName("Admin Reviewer"),
      pending: uniqueName("Pending Visitor"),
      rejected: uniqueName("Rejected Visitor"),
    };
    const gallery = await withE2eDatabase(async () => {
      const gallery = await createGallery({
        ...base,
        name,
        city,
        street: "Emek Refaim 12",
        hours: "Sun–Thu 10:00–19:00, Fri 10:00–14:00",
        description: "Contemporary photography and works on paper in the German Colony.",
        latitude: 31.7627,
        longitude: 35.2197,
        imageUrl: "/images/stock-gallery.jpg",
        galleryImages: [{ url: "/images/hero.jpg" }, { url: "/images/stock-gallery.jpg" }],
        website: "https://example.com/full-gallery",
        socialMedia: { instagram: "https://www.instagram.com/omanut_sample_g", facebook: "https://facebook.com/g" },
      });
      const artist = await createArtist({
        name: uniqueName("Shown Artist"),
        bio: "A painter.",
        imageUrl: "/images/stock-artist.jpg",
      });
      const now = Date.now();
      for (const [index, title] of artworkTitles.entries()) {
        await createArtwork(
          { title, imageUrl: "/images/hero.jpg", artistId: artist.id, galleryId: gallery.id },
          { now: now + index * 1000 },
        );
      }
      const review = (reviewer: string, rating: number) => ({
        galleryId: gallery.id,
        name: reviewer,
        content: `A review by ${reviewer}.`,
        rating,
      });
      const approved = await createVisitorReview(review(reviewers.visitorApproved, 5));
      await approveReview(approved.id);
      await createAdminReview(review(reviewers.admin, 4));
      await createVisitorReview(review(reviewers.pending, 1));
      const rejected = await createVisitorReview(review(reviewers.rejected, 1));
      await rejectReview(rejected.id);
      return gallery;
    });

    const response = await page.goto(`/galleries/${gallery.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`/galleries/${gallery.slug}`);
    const main = page.getByRole("main");
    const hero = main.locator("article > header");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(hero.getByRole("img", { name: `${name}, ${city}` })).toBeAttached();
    await expect(hero.getByText("Emek Refaim 12, Jerusalem", { exact: true })).toBeVisible();
    await expect(hero.getByText("Sun–Thu 10:00–19:00, Fri 10:00–14:00", { exact: true })).toBeVisible();
    await expect(hero.getByRole("list", { name: "Links" }).getByRole("link")).toHaveText([
      "Website",
      "Instagram",
      "Facebook",
    ]);
    await expect(hero.getByRole("link", { name: "Website" })).toHaveAttribute(
      "href",
      "https://example.com/full-gallery",
    );

    const about = main.getByRole("region", { name: "About the Gallery" });
    await expect(about).toContainText("Contemporary photography and works on paper in the German Colony.");
    const images = main.getByRole("region", { name: "Gallery Images" });
    await expect(images.getByRole("img")).toHaveCount(2);
    await expect(images.getByRole("img").first()).toHaveAttribute("alt", `${name}, image 1 of 2`);

    const artworks = main.getByRole("region", { name: "Featured Artworks" });
    const newestFirst = [...artworkTitles].reverse();
    await expect(artworks.getByRole("heading", { level: 3 })).toHaveText(newestFirst.slice(0, 3));
    await artworks.getByRole("link", { name: "View All (4)", exact: true }).click();
    await expect(artworks.getByRole("heading", { level: 3 })).toHaveText(newestFirst);
    await expect(artworks.getByRole("link", { name: "Show Less", exact: true })).toBeVisible();

    const reviews = main.getByRole("region", { name: "Reviews" });
    await expect(reviews.getByTestId("review-summary")).toHaveText(/(^|\s)4\.5 out of 5 \(2 reviews\)$/);
    await expect(reviews.getByTestId("review-summary").locator("strong")).toHaveText("4.5");
    await expect(reviews.getByRole("listitem")).toHaveCount(2);
    await expect(reviews).toContainText(reviewers.visitorApproved);
    await expect(reviews).toContainText(reviewers.admin);
    await expect(page.getByText(reviewers.pending)).toHaveCount(0);
    await expect(page.getByText(reviewers.rejected)).toHaveCount(0);

    await expect(page.getByRole("heading", { level: 2, name: "Write a Review" })).toBeVisible();

    const head = await readHead(page);
    expect(head.title).toBe(`${name} - Art Gallery in ${city} | Omanut`);
    expect(head.canonical).toBe(`${mainBase}/galleries/${gallery.slug}`);
    const ld = await jsonLdOfType(page, "ArtGallery");
    expect(ld.name).toBe(name);
    expect(ld.address).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: "Emek Refaim 12",
      addressLocality: city,
    });
    expect(ld.geo).toEqual({ "@type": "GeoCoordinates", latitude: 31.7627, longitude: 35.2197 });
    expect(ld.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2 });
  });

  test("the rating summary's stars are read out as the average", async ({ page }) => {
    const gallery = await withE2eDatabase(async () => {
      const gallery = await createGallery({ ...base, name: uniqueName("Half Star Gallery"), city: "Haifa" });
      for (const rating of [4, 5]) {
        await createAdminReview({ galleryId: gallery.id, name: uniqueName("Rater"), content: "Fine.", rating });
      }
      return gallery;
    });
    await page.goto(`/galleries/${gallery.slug}`);
    const summary = page.getByTestId("review-summary");
    await expect(summary.getByRole("img")).toHaveAccessibleName("4.5 out of 5 stars");
  });

  test("the hero picture falls back to the default image, then to the stock picture", async ({ page }) => {
    const [withDefault, withNone] = await withE2eDatabase(() =>
      Promise.all([
        createGallery({
          ...base,
          name: uniqueName("Default Image Gallery"),
          city: "Haifa",
          defaultImage: "/images/hero.jpg",
        }),
        createGallery({ ...base, name: uniqueName("Imageless Gallery"), city: "Haifa" }),
      ]),
    );
    for (const [gallery, picture] of [
      [withDefault, "/images/hero.jpg"],
      [withNone, "/images/stock-gallery.jpg"],
    ] as const) {
      await page.goto(`/galleries/${gallery.slug}`);
      const hero = page.locator("article > header").getByRole("img", { name: `${gallery.name}, Haifa` });
      await expect(hero).toHaveAttribute("src", picture);
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect((await jsonLdOfType(page, "ArtGallery")).image).toBe(`${mainBase}${picture}`);
      // No galleryImages: no 'Gallery Images' section.
      await expect(page.getByRole("region", { name: "Gallery Images" })).toHaveCount(0);
    }
  });

  test("one approved review: '1 review', singular, and its rating with one decimal", async ({ page }) => {
    const name = uniqueName("Single Review Gallery");
    const gallery = await withE2eDatabase(async () => {
      const gallery = await createGallery({ ...base, name, city: "Haifa" });
      await createAdminReview({ galleryId: gallery.id, name: "Only Reviewer", content: "Lovely.", rating: 3 });
      await createVisitorReview({ galleryId: gallery.id, name: "Waiting Reviewer", content: "Pending.", rating: 5 });
      return gallery;
    });
    await page.goto(`/galleries/${gallery.slug}`);
    const reviews = page.getByRole("region", { name: "Reviews" });
    await expect(reviews.getByTestId("review-summary")).toHaveText(/(^|\s)3\.0 out of 5 \(1 review\)$/);
    await expect(reviews.getByRole("listitem")).toHaveCount(1);
    const ld = await jsonLdOfType(page, "ArtGallery");
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 3, reviewCount: 1 });
  });

  test("no approved reviews: no rating, and no aggregateRating in the JSON-LD", async ({ page }) => {
    const name = uniqueName("Unreviewed Gallery");
    const gallery = await withE2eDatabase(async () => {
      const gallery = await createGallery({ ...base, name, city: "Akko" });
      await createVisitorReview({ galleryId: gallery.id, name: "Pending One", content: "Pending.", rating: 4 });
      return gallery;
    });
    await page.goto(`/galleries/${gallery.slug}`);
    const reviews = page.getByRole("region", { name: "Reviews" });
    await expect(reviews).toContainText("No reviews yet.");
    await expect(reviews.getByTestId("review-summary")).toHaveCount(0);
    expect((await jsonLdOfType(page, "ArtGallery")).aggregateRating).toBeUndefined();
  });

  test("failing database: 503 and the list's error message", async ({ page }) => {
    const response = await page.goto(`${brokenBase()}/galleries/anything`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("alert")).toHaveText("Error loading galleries. Please try again later.");
  });
});
