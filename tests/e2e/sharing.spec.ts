import { expect, test, type Page } from "@playwright/test";
import { createGallery } from "#app/models/galleries.server.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";

// Sharing a page and finding the way to a gallery: plain links, and the buttons JavaScript adds.

async function firstArtworkPath(page: Page): Promise<string> {
  await page.goto("/artworks");
  const href = await page.getByRole("main").locator('a[href^="/artworks/"]').first().getAttribute("href");
  return href!;
}

const share = (page: Page) => page.getByRole("region", { name: "Share" });

test("an artwork's share links carry its address; 'Copy link' copies it and says so", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const path = await firstArtworkPath(page);
  await gotoHydrated(page, path);
  const url = `${baseURL}${path}`;
  const whatsapp = await share(page).getByRole("link", { name: "WhatsApp" }).getAttribute("href");
  expect(new URL(whatsapp!).searchParams.get("text")).toContain(url);
  const facebook = await share(page).getByRole("link", { name: "Facebook" }).getAttribute("href");
  expect(new URL(facebook!).searchParams.get("u")).toBe(url);
  const x = await share(page).getByRole("link", { name: "X", exact: true }).getAttribute("href");
  expect(new URL(x!).searchParams.get("url")).toBe(url);
  expect(await share(page).getByRole("link", { name: "E-mail" }).getAttribute("href")).toMatch(/^mailto:\?subject=/);
  await share(page).getByRole("button", { name: "Copy link" }).click();
  await expect(share(page).getByRole("status")).toHaveText("Link copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});

test("the Hebrew page shares its own address", async ({ page, baseURL }) => {
  const path = await firstArtworkPath(page);
  await gotoHydrated(page, `/he${path}`);
  const facebook = await page.getByRole("region", { name: "שיתוף" }).getByRole("link", { name: "Facebook" });
  expect(new URL((await facebook.getAttribute("href"))!).searchParams.get("u")).toBe(`${baseURL}/he${path}`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the share links are there, the buttons that need JavaScript are not; a gallery has directions", async ({
    page,
  }) => {
    const name = uniqueName("Directions Gallery");
    const gallery = await withE2eDatabase(() =>
      createGallery({
        name,
        street: "Herzl 1",
        city: "Haifa",
        latitude: 32.8184,
        longitude: 34.9885,
        hours: "Sun–Thu 10:00–18:00",
        description: "A gallery made for an end-to-end test of directions.",
      }),
    );
    await page.goto(`/galleries/${gallery.slug}`);
    await expect(share(page).getByRole("link")).toHaveCount(4);
    await expect(share(page).getByRole("button")).toHaveCount(0);
    const google = await page.getByRole("link", { name: "Google Maps" }).getAttribute("href");
    expect(new URL(google!).searchParams.get("destination")).toBe("32.8184,34.9885");
    const waze = await page.getByRole("link", { name: "Waze" }).getAttribute("href");
    expect(new URL(waze!).searchParams.get("ll")).toBe("32.8184,34.9885");
    await expect(page.getByRole("link", { name: "OpenStreetMap" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/directions\?route=%3B32\.8184%2C34\.9885/,
    );
  });
});
