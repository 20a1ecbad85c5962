import { expect, test, type Page } from "@playwright/test";
import { createGallery, type GalleryInput } from "#app/models/galleries.server.ts";
import { weeklyHours } from "#app/lib/opening-hours/stored.ts";
import { toIsraelDateTime } from "#app/lib/opening-hours/israel-time.ts";
import { violations } from "./support/axe.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { jsonLdOfType } from "./support/page-head.ts";

// Opening hours on /galleries and a gallery's page: the open state in words, the filters (with
// and without JavaScript), the week's table and notices, and the page asking again when it changes.
// The galleries' hours hold whatever the hour the tests run: always open, or closed today by an exception.

const base: Omit<GalleryInput, "name" | "city"> = {
  street: "Hours Lane 1",
  hours: "Last entry half an hour before closing",
  description: "A gallery made for an end-to-end test of opening hours.",
};
const allDay = [{ opens: "00:00", closes: "00:00" }];

/** In a city of their own: one always open, one open on Saturdays but closed today, one closed today. */
async function galleriesWithHours() {
  const city = uniqueName("Hourtown");
  const today = toIsraelDateTime(new Date()).date;
  const closedToday = { date: today, intervals: [], label: { en: "Hanging a new show", he: "תליית תערוכה חדשה" } };
  const weekdays = [{ opens: "10:00", closes: "18:00" }];
  const names = {
    always: uniqueName("Always Open Gallery"),
    saturday: uniqueName("Saturday Gallery"),
    closed: uniqueName("Closed Today Gallery"),
  };
  const slugs = await withE2eDatabase(async () => ({
    always: (
      await createGallery({
        ...base,
        name: names.always,
        city,
        openingHours: weeklyHours([allDay, allDay, allDay, allDay, allDay, allDay, allDay], {
          holidays: { policy: "open", intervals: allDay },
          eves: { policy: "custom", intervals: allDay },
        }),
      })
    ).slug,
    saturday: (
      await createGallery({
        ...base,
        name: names.saturday,
        city,
        openingHours: weeklyHours([[], [], [], [], [], [], weekdays], { exceptions: [closedToday] }),
      })
    ).slug,
    closed: (
      await createGallery({
        ...base,
        name: names.closed,
        city,
        openingHours: weeklyHours([weekdays, weekdays, weekdays, weekdays, weekdays, [], []], {
          exceptions: [closedToday],
        }),
      })
    ).slug,
  }));
  return { city, names, slugs };
}

const cards = (page: Page) => page.getByRole("region", { name: "Galleries", exact: true }).getByRole("article");
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });
const openFilter = (page: Page) => page.getByRole("navigation", { name: "Opening hours" });
const cityAddress = (city: string, extra = "") => `/galleries?${new URLSearchParams({ city })}${extra}`;

test.describe("opening hours", () => {
  test("cards say open or closed today and why, in English and Hebrew; the filters keep the city", async ({ page }) => {
    const { city, names } = await galleriesWithHours();
    await gotoHydrated(page, cityAddress(city));
    await expect(cards(page)).toHaveCount(3);
    await expect(card(page, names.always).locator("[data-open-state]")).toHaveText("Open now");
    await expect(card(page, names.closed)).toContainText("Closed today: Hanging a new show");
    await expect(card(page, names.saturday)).toContainText("Closed today: Hanging a new show");

    await openFilter(page).getByRole("link", { name: "Open now" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("open")).toBe("now");
    expect(new URL(page.url()).searchParams.get("city")).toBe(city);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText(names.always);
    await expect(openFilter(page).getByRole("link", { name: "Open now" })).toHaveAttribute("aria-current", "page");

    await openFilter(page).getByRole("link", { name: "Open on Saturday" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("open")).toBe("saturday");
    await expect(cards(page)).toHaveCount(2);
    await expect(card(page, names.closed)).toHaveCount(0);
    expect(await violations(page)).toEqual([]);

    await gotoHydrated(page, `/he${cityAddress(city)}`);
    const hebrewCard = (name: string) => page.getByRole("article").filter({ hasText: name });
    await expect(hebrewCard(names.always)).toContainText("פתוח עכשיו");
    await expect(hebrewCard(names.closed)).toContainText("סגור היום: תליית תערוכה חדשה");
    expect(await violations(page)).toEqual([]);
  });

  test("an unknown ?open= answers 400 with a message and a way back", async ({ page }) => {
    const response = await page.goto("/galleries?open=sometimes");
    expect(response?.status()).toBe(400);
    await expect(page.getByText("There is no such opening filter.")).toBeVisible();
    await page.getByRole("link", { name: "Show all galleries" }).click();
    await expect(page).toHaveURL(/\/galleries$/);
  });

  test("a gallery's page: the state, the week with today marked, the notice and the note; JSON-LD hours", async ({
    page,
  }) => {
    const { slugs } = await galleriesWithHours();
    await gotoHydrated(page, `/galleries/${slugs.always}`);
    const section = page.getByRole("region", { name: "Opening hours" });
    await expect(section.getByText("Open now", { exact: true })).toBeVisible();
    const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "Asia/Jerusalem" }).format(
      new Date(),
    );
    const today = section.locator('tr[aria-current="date"]');
    await expect(today).toHaveCount(1);
    await expect(today).toContainText(`${weekday}Today`);
    await expect(section.getByRole("row")).toHaveCount(8);
    await expect(section).toContainText("Last entry half an hour before closing");
    const gallery = await jsonLdOfType(page, "ArtGallery");
    expect(gallery.openingHoursSpecification).toHaveLength(7);
    expect(gallery.openingHours).toBeUndefined();
    expect(await violations(page)).toEqual([]);

    await gotoHydrated(page, `/galleries/${slugs.closed}`);
    await expect(section.getByText("Closed today: Hanging a new show")).toBeVisible();
    await expect(section.getByRole("listitem").first()).toContainText("Hanging a new show: closed");
    const special = (await jsonLdOfType(page, "ArtGallery")).specialOpeningHoursSpecification;
    expect(special).toContainEqual(expect.objectContaining({ opens: "00:00", closes: "00:00" }));

    await gotoHydrated(page, `/he/galleries/${slugs.closed}`);
    const hebrew = page.getByRole("region", { name: "שעות פתיחה" });
    await expect(hebrew.getByText("סגור היום: תליית תערוכה חדשה")).toBeVisible();
    await expect(hebrew.locator('tr[aria-current="date"]')).toContainText("היום");
    expect(await violations(page)).toEqual([]);
  });

  test("a page left open asks the server again when a state it shows changes", async ({ page }) => {
    const { city } = await galleriesWithHours();
    await page.clock.install();
    await gotoHydrated(page, cityAddress(city));
    await expect(cards(page)).toHaveCount(3);
    // The closed galleries change at midnight, the open one an hour before its closing: well within two weeks.
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === "/galleries.data");
    await page.clock.fastForward(14 * 24 * 60 * 60 * 1000);
    await asked;
  });
});

test.describe("opening hours without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are links the server answers, the states written in the page", async ({ page }) => {
    const { city, names } = await galleriesWithHours();
    await page.goto(cityAddress(city));
    await openFilter(page).getByRole("link", { name: "Open now" }).click();
    await expect(page).toHaveURL(cityAddress(city, "&open=now"));
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, names.always).locator("[data-open-state]")).toHaveText("Open now");
    await openFilter(page).getByRole("link", { name: "Any time" }).click();
    await expect(cards(page)).toHaveCount(3);
  });
});
