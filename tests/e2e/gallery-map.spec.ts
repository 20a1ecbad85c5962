import { expect, test, type Page } from "@playwright/test";
import { deflateSync } from "node:zlib";
import { createGallery } from "#app/models/galleries.server.ts";
import { violations } from "./support/axe.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";

// The galleries' map: the outline the server draws (without JavaScript, or when tiles fail), the
// interactive map over tiles, galleries nearby, and sorting by distance from the visitor.

const TILES = "https://tile.openstreetmap.org/**";

/** A 256×256 grey PNG: what a tile server would send. */
function tilePng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc(256 * 257, 0xdd);
  for (let row = 0; row < 256; row++) rows[row * 257] = 0; // no filter
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Three galleries in a city of their own, at sea off the coast where no real gallery is: "near"
 * and "middle" 10 km apart, "far" 40 km from "near". Each test puts its own 90 km apart, so one
 * test's galleries are never near another's.
 */
async function galleriesAtSea(latitude: number) {
  const city = uniqueName("Mapville");
  const longitude = 34.25;
  const names = {
    near: uniqueName("Near Gallery"),
    middle: uniqueName("Middle Gallery"),
    far: uniqueName("Far Gallery"),
  };
  const base = {
    street: "Desert Road 1",
    city,
    hours: "Sun–Thu 10:00–18:00",
    description: "A gallery for a map test.",
  };
  const slugs = await withE2eDatabase(async () => ({
    near: (await createGallery({ ...base, name: names.near, latitude, longitude })).slug,
    middle: (await createGallery({ ...base, name: names.middle, latitude: latitude + 0.09, longitude })).slug,
    far: (await createGallery({ ...base, name: names.far, latitude: latitude - 0.36, longitude })).slug,
  }));
  return { city, names, slugs, latitude, longitude };
}

const mapAddress = (city: string) => `/galleries?${new URLSearchParams({ city, view: "map" })}`;
const outlineDots = (page: Page) => page.locator("[data-map-outline] circle");

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the map view is the outline of Israel with every gallery on it, and the list below", async ({ page }) => {
    const { city, names } = await galleriesAtSea(33.3);
    await page.goto(`/galleries?${new URLSearchParams({ city })}`);
    await page.getByRole("navigation", { name: "Show the galleries as" }).getByRole("link", { name: "Map" }).click();
    await expect(page).toHaveURL(mapAddress(city));
    const figure = page.getByRole("figure");
    await expect(figure).toContainText("Map of the galleries in Israel");
    await expect(figure).toContainText("the interactive map needs JavaScript");
    await expect(outlineDots(page)).toHaveCount(3);
    const outline = page.locator('[data-map-outline] img[src="/maps/israel.svg"]');
    // The outline is an image like any other: it may still be loading when the dots are counted.
    await expect
      .poll(() => outline.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
      .toBe(260);
    await expect(page.getByRole("article")).toHaveCount(3);
    await expect(page.getByRole("heading", { name: names.far })).toBeVisible();
  });

  test("a gallery's page: its place on the outline, and the galleries within 30 km with distance", async ({ page }) => {
    const { names, slugs } = await galleriesAtSea(32.5);
    await page.goto(`/galleries/${slugs.near}`);
    await expect(page.getByRole("figure")).toContainText(`Map: where ${names.near} is`);
    await expect(outlineDots(page)).toHaveCount(1);
    const nearby = page.getByRole("region", { name: "Galleries nearby" });
    await expect(nearby.getByRole("listitem")).toHaveCount(1);
    await expect(nearby.getByRole("listitem")).toContainText(names.middle);
    await expect(nearby.getByRole("listitem")).toContainText(/10 km/);
    await page.goto(`/galleries/${slugs.far}`);
    await expect(page.getByRole("region", { name: "Galleries nearby" })).toContainText(
      "No other gallery within 30 km.",
    );
  });
});

test("tiles blocked: the outline stays; tiles served: the interactive map takes its place, markers reachable", async ({
  page,
}) => {
  const { city, names } = await galleriesAtSea(31.7);
  await page.route(TILES, (route) => route.abort());
  await gotoHydrated(page, mapAddress(city));
  await expect(page.locator("[data-map-tiles] .leaflet-container, [data-map-tiles].leaflet-container")).toHaveCount(1);
  await expect(page.locator('[data-map-tiles="false"]')).toBeHidden();
  await expect(page.locator("[data-map-outline]")).toBeVisible();
  await expect(outlineDots(page)).toHaveCount(3);

  const png = tilePng();
  await page.unroute(TILES);
  await page.route(TILES, (route) => route.fulfill({ status: 200, contentType: "image/png", body: png }));
  await gotoHydrated(page, mapAddress(city));
  await expect(page.locator('[data-map-tiles="true"]')).toBeVisible();
  await expect(page.locator("[data-map-outline]")).toBeHidden();
  await expect(page.getByText("© OpenStreetMap contributors")).toBeVisible();
  const marker = page.locator(`.omanut-map-marker[title="${names.far}"]`);
  await expect(marker).toHaveAttribute("tabindex", "0");
  await marker.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".leaflet-popup")).toContainText(names.far);
  await expect(page.locator(".leaflet-popup").getByRole("link", { name: "View the gallery" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("sorting by distance asks for the position on the button only, then lists the nearest first", async ({
  browser,
  baseURL,
}) => {
  const { city, names, latitude, longitude } = await galleriesAtSea(30.9);
  const context = await browser.newContext({
    baseURL,
    permissions: ["geolocation"],
    // Standing by "far".
    geolocation: { latitude: latitude - 0.35, longitude },
  });
  const page = await context.newPage();
  await gotoHydrated(page, `/galleries?${new URLSearchParams({ city })}`);
  await page.getByRole("button", { name: "Sort by distance from me" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("near")).toMatch(/^\d+\.\d+,34\.250$/);
  const headings = page.getByRole("article").getByRole("heading", { level: 3 });
  await expect(headings).toHaveText([names.far, names.near, names.middle]);
  await expect(page.getByRole("article").first()).toContainText(/· 1(\.\d)? km/);
  await page.getByRole("link", { name: "Stop sorting by distance" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.has("near")).toBe(false);
  await context.close();
});

test("an unreadable position or view answers 400 with a message", async ({ page }) => {
  for (const [search, message] of [
    ["near=here", "That position cannot be read."],
    ["view=globe", "There is no such view."],
  ] as const) {
    const response = await page.goto(`/galleries?${search}`);
    expect(response?.status(), search).toBe(400);
    await expect(page.getByText(message)).toBeVisible();
  }
});
