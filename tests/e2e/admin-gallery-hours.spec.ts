import { expect, test, type Locator, type Page } from "@playwright/test";
import type { OpeningHours } from "#app/lib/opening-hours/hours.ts";
import { weeklyHours } from "#app/lib/opening-hours/stored.ts";
import { createGallery, getGalleryById, type GalleryInput } from "#app/models/galleries.server.ts";
import { violations } from "./support/axe.ts";
import { e2eEngines, testOnFirstEngine, uniqueName, type E2eEngine } from "./support/catalogue.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { signInAsAdmin } from "./support/session.ts";

// The gallery editor's structured opening hours (issue 17): edited by keyboard alone and saved
// exactly, refused with its messages and nothing typed lost, its row buttons answered by the
// server without JavaScript, and nothing for axe to report.

function galleryInput(name: string, openingHours: OpeningHours | null = null): GalleryInput {
  return {
    name,
    street: "Herzl 7",
    city: "Haifa",
    hours: "Sun–Thu 10:00–18:00",
    description: "Made for an end-to-end test of the gallery hours editor.",
    imageUrl: "https://example.com/cover.jpg",
    openingHours,
  };
}

const createHoursGallery = (engine: E2eEngine, openingHours: OpeningHours | null = null) =>
  engine.withDatabase(() => createGallery(galleryInput(uniqueName("Hours Gallery"), openingHours)));

/** A time field, by its visible label and the row it belongs to ("Opens", "Sunday, hours 1"). */
const time = (page: Page, label: string, row: string) => page.getByLabel(`${label} (${row})`, { exact: true });
/** Presses Tab until `target` has the focus (a few times at most). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 6 && !(await target.evaluate((element) => element === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}
const day = (page: Page, name: string) => page.getByRole("group", { name, exact: true });

for (const engine of e2eEngines) {
  test.describe(`gallery opening hours [${engine.name}]`, () => {
    const base = engine.base;
    test.beforeEach(async ({ context }) => {
      await signInAsAdmin(context, base, engine.withDatabase);
    });

    test("edits the week, a holiday rule and an exception by keyboard alone and saves exactly those hours", async ({
      page,
    }) => {
      const gallery = await createHoursGallery(engine);
      await gotoHydrated(page, `${base}/admin/galleries/${gallery.id}/edit`);
      const { keyboard } = page;
      const typeTimes = async (opens: string, closes: string) => {
        await keyboard.type(opens);
        await keyboard.press("Tab");
        await keyboard.type(closes);
      };

      await page.getByRole("button", { name: "Add hours on Sunday" }).focus();
      await keyboard.press("Enter");
      await expect(time(page, "Opens", "Sunday, hours 1")).toBeFocused();
      await typeTimes("10:00", "14:00");
      await keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Remove (Sunday, hours 1)" })).toBeFocused();
      await keyboard.press("Tab");
      await keyboard.press("Space");
      await expect(time(page, "Opens", "Sunday, hours 2")).toBeFocused();
      await typeTimes("16:00", "19:00");
      // Past this row's Remove, Sunday's Add and Copy, then Monday's Add and Copy to Tuesday's Add.
      for (let i = 0; i < 6; i++) await keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Add hours on Tuesday" })).toBeFocused();
      await keyboard.press("Enter");
      await expect(time(page, "Opens", "Tuesday, hours 1")).toBeFocused();
      // Past midnight, and "1:00" read as 01:00.
      await typeTimes("20:00", "1:00");

      const holidays = page.getByRole("group", { name: "On holidays" });
      await holidays.getByRole("radio", { name: "Closed" }).focus();
      await keyboard.press("ArrowDown");
      await expect(holidays.getByRole("radio", { name: "Open these hours" })).toBeChecked();
      await keyboard.press("Tab");
      await expect(time(page, "Opens", "On holidays")).toBeFocused();
      await typeTimes("11:00", "17:00");

      await page.getByRole("button", { name: "Add exception" }).focus();
      await keyboard.press("Enter");
      const exception = page.getByRole("group", { name: "Exception 1" });
      await expect(exception.getByLabel(/^Date/)).toBeFocused();
      // A date field takes its parts in the browser's order: month, day, year in en-US.
      await keyboard.type("04022026");
      await expect(exception.getByLabel(/^Date/)).toHaveValue("2026-04-02");
      // Both times left blank: closed all day. (A date field may keep the first Tab for its own parts.)
      await tabTo(page, exception.getByLabel(/^Label( \*)?$/));
      await keyboard.type("Closed for installation");
      await keyboard.press("Tab");
      await keyboard.type("סגור לתליית תערוכה");
      // Enter in a text field saves.
      await keyboard.press("Enter");
      await expect(page).toHaveURL(/\/admin\/galleries\?updated=/);

      const saved = await engine.withDatabase(() => getGalleryById(gallery.id));
      expect(saved?.openingHours).toEqual({
        week: [
          [
            { opens: "10:00", closes: "14:00" },
            { opens: "16:00", closes: "19:00" },
          ],
          [],
          [{ opens: "20:00", closes: "01:00" }],
          [],
          [],
          [],
          [],
        ],
        byAppointment: false,
        exceptions: [
          {
            date: "2026-04-02",
            intervals: [],
            label: { en: "Closed for installation", he: "סגור לתליית תערוכה" },
          },
        ],
        holidays: { policy: "open", intervals: [{ opens: "11:00", closes: "17:00" }] },
        eves: { policy: "like-friday" },
        cholHamoed: { policy: "like-weekday" },
      } satisfies OpeningHours);
      // The free text stays as it was: a note beside the hours.
      expect(saved?.hours).toBe(gallery.hours);

      // The editor shows them again.
      await gotoHydrated(page, `${base}/admin/galleries/${gallery.id}/edit`);
      await expect(time(page, "Opens", "Sunday, hours 2")).toHaveValue("16:00");
      await expect(time(page, "Closes", "Tuesday, hours 1")).toHaveValue("01:00");
      await expect(page.getByRole("radio", { name: "Open these hours" })).toBeChecked();
    });

    testOnFirstEngine(engine)(
      "says what is wrong with the hours beside each field, keeps what was typed, and the server says the same",
      async ({ page }) => {
        const gallery = await createHoursGallery(engine);
        await gotoHydrated(page, `${base}/admin/galleries/${gallery.id}/edit`);
        const addOn = async (dayName: string, opens: string, closes: string, row: number) => {
          await page.getByRole("button", { name: `Add hours on ${dayName}` }).click();
          await time(page, "Opens", `${dayName}, hours ${row}`).fill(opens);
          await time(page, "Closes", `${dayName}, hours ${row}`).fill(closes);
        };
        await addOn("Sunday", "10:00", "14:00", 1);
        await addOn("Sunday", "13:00", "18:00", 2);
        await addOn("Monday", "18:00", "10:00", 1);
        await addOn("Tuesday", "9h", "12:00", 1);
        await page.getByRole("button", { name: "Save Changes" }).click();

        await expect(page.getByRole("alert").first()).toHaveText("Please correct the 3 fields marked below.");
        await expect(day(page, "Sunday")).toContainText("These hours overlap other hours on Sunday");
        await expect(day(page, "Monday")).toContainText(
          "The closing time must be after the opening time (for hours past midnight, close by 06:00)",
        );
        await expect(day(page, "Tuesday")).toContainText("Enter the time as HH:MM, for example 09:30");
        await expect(time(page, "Opens", "Sunday, hours 2")).toBeFocused();
        await expect(time(page, "Opens", "Sunday, hours 2")).toHaveAttribute("aria-invalid", "true");
        await expect(time(page, "Opens", "Sunday, hours 2")).toHaveValue("13:00");
        await expect(time(page, "Closes", "Monday, hours 1")).toHaveValue("10:00");
        await expect(time(page, "Opens", "Tuesday, hours 1")).toHaveValue("9h");
        expect((await engine.withDatabase(() => getGalleryById(gallery.id)))?.openingHours).toBeNull();

        // Without the browser's check first, the server refuses the same, with the typed values.
        const response = await page.request.post(`${base}/admin/galleries/${gallery.id}/edit`, {
          form: {
            name: gallery.name,
            street: gallery.street,
            city: gallery.city,
            hours: gallery.hours,
            description: gallery.description,
            imageUrl: "https://example.com/cover.jpg",
            version: String(gallery.updatedAt),
            intent: "save",
            "hours.0.0.opens": "10:00",
            "hours.0.0.closes": "14:00",
            "hours.0.1.opens": "13:00",
            "hours.0.1.closes": "18:00",
            "hours.1.0.opens": "18:00",
            "hours.1.0.closes": "10:00",
            "hours.2.0.opens": "9h",
            "hours.2.0.closes": "12:00",
          },
          headers: { origin: base },
          maxRedirects: 0,
        });
        expect(response.status()).toBe(400);
        const html = await response.text();
        for (const message of [
          "These hours overlap other hours on Sunday",
          "The closing time must be after the opening time (for hours past midnight, close by 06:00)",
          "Enter the time as HH:MM, for example 09:30",
          'value="13:00"',
          'value="9h"',
        ]) {
          expect(html).toContain(message);
        }
      },
    );

    testOnFirstEngine(engine)(
      "the editor with its hours has no accessibility violations, in English and Hebrew",
      async ({ page }) => {
        test.slow();
        const gallery = await createHoursGallery(
          engine,
          weeklyHours(
            [
              [{ opens: "10:00", closes: "18:00" }],
              [],
              [],
              [],
              [{ opens: "20:00", closes: "01:00" }],
              [{ opens: "10:00", closes: "14:00" }],
              [],
            ],
            {
              byAppointment: true,
              eves: { policy: "custom", intervals: [{ opens: "09:00", closes: "12:00" }] },
              exceptions: [{ date: "2026-09-21", intervals: [], label: { en: "Yom Kippur", he: "יום כיפור" } }],
            },
          ),
        );
        const edit = `${base}/admin/galleries/${gallery.id}/edit`;
        await gotoHydrated(page, edit);
        await time(page, "Closes", "Sunday, hours 1").fill("07:00");
        await page.getByRole("button", { name: "Save Changes" }).click();
        await expect(day(page, "Sunday")).toContainText("The closing time must be after the opening time");
        expect(await violations(page)).toEqual([]);

        const switched = await page.request.post(`${base}/admin/language`, {
          form: { language: "he", redirectTo: "/admin" },
          headers: { origin: base },
          maxRedirects: 0,
        });
        expect(switched.status()).toBe(302);
        await gotoHydrated(page, edit);
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        // Times read left to right in the right-to-left page.
        await expect(time(page, "פתיחה", "יום ראשון, שעות 1")).toHaveAttribute("dir", "ltr");
        expect(await violations(page)).toEqual([]);
      },
    );

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      testOnFirstEngine(engine)(
        "the hours' row buttons are answered by the server, nothing typed lost, and the hours saved",
        async ({ page }) => {
          const gallery = await createHoursGallery(
            engine,
            weeklyHours([[{ opens: "10:00", closes: "18:00" }], [], [], [], [], [], []]),
          );
          await page.goto(`${base}/admin/galleries/${gallery.id}/edit`);
          await page.getByLabel(/^Description( \*)?$/).fill("Typed before the row buttons.");
          await page.getByRole("button", { name: "Add hours on Wednesday" }).click();
          await time(page, "Opens", "Wednesday, hours 1").fill("11:00");
          await time(page, "Closes", "Wednesday, hours 1").fill("15:00");
          await page.getByRole("button", { name: "Remove (Sunday, hours 1)" }).click();
          await expect(day(page, "Sunday")).toContainText("Closed");
          await expect(time(page, "Opens", "Wednesday, hours 1")).toHaveValue("11:00");
          await page.getByRole("button", { name: "Add exception" }).click();
          const exception = page.getByRole("group", { name: "Exception 1" });
          await exception.getByLabel(/^Date/).fill("2026-09-21");
          await time(page, "Opens", "Exception 1").fill("10:00");
          await time(page, "Closes", "Exception 1").fill("13:00");
          await exception.getByLabel(/^Label( \*)?$/).fill("Short day");
          await expect(page.getByLabel(/^Description( \*)?$/)).toHaveValue("Typed before the row buttons.");
          // Nothing is saved by a row button.
          expect((await engine.withDatabase(() => getGalleryById(gallery.id)))?.openingHours?.week[0]).toHaveLength(1);

          await page.getByRole("button", { name: "Save Changes" }).click();
          await expect(page).toHaveURL(/\/admin\/galleries\?updated=/);
          const saved = await engine.withDatabase(() => getGalleryById(gallery.id));
          expect(saved?.openingHours).toEqual(
            weeklyHours([[], [], [], [{ opens: "11:00", closes: "15:00" }], [], [], []], {
              exceptions: [
                {
                  date: "2026-09-21",
                  intervals: [{ opens: "10:00", closes: "13:00" }],
                  label: { en: "Short day", he: null },
                },
              ],
            }),
          );
          expect(saved?.description).toBe("Typed before the row buttons.");
        },
      );
    });
  });
}
