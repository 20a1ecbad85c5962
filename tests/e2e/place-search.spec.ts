import { expect, test, type Page } from "@playwright/test";
import { violations } from "./support/axe.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { signInAsAdmin } from "./support/session.ts";

const PAGE = "/admin/galleries/new";

/** Every request the page makes to the place search, as it happens. */
function countPlaceRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/admin/places") seen.push(url.searchParams.get("q") ?? "");
  });
  return seen;
}

const cityField = (page: Page) => page.getByRole("combobox", { name: /^City/ });

test.describe("place search on the gallery form", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
  });

  test("types 'tel', picks Tel Aviv with the keyboard and fills the coordinates", async ({ page }) => {
    const requests = countPlaceRequests(page);
    await gotoHydrated(page, PAGE);
    const city = cityField(page);
    await expect(city).toHaveAttribute("aria-autocomplete", "list");
    await expect(city).toHaveAttribute("aria-expanded", "false");
    const latitude = page.locator('input[type="hidden"][name="latitude"]');
    const longitude = page.locator('input[type="hidden"][name="longitude"]');
    await expect(latitude).toHaveValue("");

    await city.click();
    // Typing faster than the 200 ms pause sends one request for the whole burst.
    await city.pressSequentially("tel", { delay: 40 });
    const listbox = page.getByRole("listbox", { name: "City suggestions" });
    await expect(listbox).toBeVisible();
    await expect(city).toHaveAttribute("aria-expanded", "true");
    await expect(city).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
    const options = listbox.getByRole("option");
    await expect(options.first()).toHaveText("Tel Aviv");
    await expect(page.getByRole("status").filter({ hasText: /places? found/ })).toHaveText(
      /^\d+ places? found\. Use the up and down arrows to choose one\.$/,
    );
    await page.waitForTimeout(400);
    // The whole text is asked once, last; on a busy machine a keystroke gap may outlast the pause and ask "te" first.
    expect(requests.at(-1)).toBe("tel");
    expect(requests.filter((query) => query === "tel")).toHaveLength(1);

    // Arrow keys move the active option; the focus stays in the field.
    await city.press("ArrowDown");
    const first = options.first();
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(city).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await expect(city).toBeFocused();
    const count = await options.count();
    await city.press("End");
    await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
    await city.press("Home");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await city.press("ArrowUp");
    await expect(options.nth(count - 1)).toHaveAttribute("aria-selected", "true");
    await city.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");

    // Enter chooses the option and does not submit the form.
    const before = page.url();
    await city.press("Enter");
    await expect(city).toHaveValue("Tel Aviv");
    await expect(latitude).toHaveValue("32.08088");
    await expect(longitude).toHaveValue("34.78057");
    await expect(listbox).toBeHidden();
    await expect(city).toHaveAttribute("aria-expanded", "false");
    await expect(city).not.toHaveAttribute("aria-activedescendant");
    expect(page.url()).toBe(before);

    // Typing after a choice clears the coordinates: the server locates the typed city on save.
    await city.press("End");
    await city.pressSequentially("x");
    await expect(latitude).toHaveValue("");
    await expect(longitude).toHaveValue("");
  });

  test("waits for a pause in typing and reuses answers from sessionStorage for 24 hours", async ({ page }) => {
    const requests = countPlaceRequests(page);
    await gotoHydrated(page, PAGE);
    // The page's timers run on a fake clock, so a slow machine's gaps between keys cannot end a burst.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const city = cityField(page);
    await city.click();
    await city.pressSequentially("haif");
    await page.clock.runFor(199);
    expect(requests).toEqual([]);
    await page.clock.runFor(1);
    await expect(page.getByRole("option", { name: "Haifa" })).toBeVisible();
    expect(requests).toEqual(["haif"]);

    // Two bursts with a pause between them: two requests.
    await city.fill("");
    await city.pressSequentially("jer");
    await page.clock.runFor(300);
    await expect(page.getByRole("option", { name: "Jerusalem", exact: true })).toBeVisible();
    await city.pressSequentially("usalem");
    await page.clock.runFor(300);
    await expect(page.getByRole("option", { name: "Jerusalem", exact: true })).toBeVisible();
    expect(requests).toEqual(["haif", "jer", "jerusalem"]);
    await page.clock.resume();

    // The same query again, even spelt differently, comes from the cache: no request.
    // Filled at once: typed key by key on a busy machine, a gap past the pause asks for "ha" too.
    await city.fill("HAIF");
    await expect(page.getByRole("option", { name: "Haifa" })).toBeVisible();
    await page.waitForTimeout(400);
    expect(requests).toHaveLength(3);
    const cached = await page.evaluate(() => sessionStorage.getItem("omanut:places:v2:haif"));
    expect(JSON.parse(cached!)).toMatchObject({ places: [{ label: "Haifa" }] });

    // It survives a reload of the page (same tab, same session).
    await gotoHydrated(page, PAGE);
    await cityField(page).fill("haif");
    await expect(page.getByRole("option", { name: "Haifa" })).toBeVisible();
    await page.waitForTimeout(400);
    expect(requests).toHaveLength(3);

    // An answer older than 24 hours is asked for again.
    await page.evaluate(() => {
      const key = "omanut:places:v2:haif";
      const entry = JSON.parse(sessionStorage.getItem(key)!) as { at: number };
      sessionStorage.setItem(key, JSON.stringify({ ...entry, at: Date.now() - 25 * 60 * 60 * 1000 }));
    });
    await cityField(page).fill("");
    await cityField(page).fill("haif");
    await expect(page.getByRole("option", { name: "Haifa" })).toBeVisible();
    await page.waitForTimeout(400);
    expect(requests).toEqual(["haif", "jer", "jerusalem", "haif"]);
  });

  test("aborts a search that a newer one overtakes, so an old answer never replaces a new one", async ({ page }) => {
    const aborted: string[] = [];
    page.on("requestfailed", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/admin/places") aborted.push(url.searchParams.get("q") ?? "");
    });
    // The answer for "ha" is slow; "haif" is typed while it is on its way.
    await page.route("**/admin/places?q=ha", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {});
    });
    await gotoHydrated(page, PAGE);
    const city = cityField(page);
    await city.click();
    await city.pressSequentially("ha");
    await page.waitForRequest((request) => request.url().endsWith("/admin/places?q=ha"));
    await city.pressSequentially("if");
    const listbox = page.getByRole("listbox", { name: "City suggestions" });
    await expect(listbox.getByRole("option")).toHaveText(["Haifa"]);
    await page.waitForTimeout(1800);
    await expect(listbox.getByRole("option")).toHaveText(["Haifa"]);
    expect(aborted).toEqual(["ha"]);
  });

  test("finds Hebrew names, closes on Escape and chooses with the mouse", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const city = cityField(page);
    await city.click();
    await city.pressSequentially("באר שבע", { delay: 30 });
    const listbox = page.getByRole("listbox", { name: "City suggestions" });
    await expect(listbox.getByRole("option").first()).toHaveText("Be'er Sheva");
    await city.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(city).toHaveValue("באר שבע");
    await city.press("ArrowDown");
    await expect(listbox).toBeVisible();
    await listbox.getByRole("option", { name: "Be'er Sheva" }).click();
    await expect(city).toHaveValue("Be'er Sheva");
    await expect(page.locator('input[name="latitude"]')).toHaveValue("31.25181");
  });

  test("fills the city's Hebrew name, follows a new choice, and keeps one the administrator wrote", async ({
    page,
  }) => {
    await gotoHydrated(page, PAGE);
    const city = cityField(page);
    const cityHe = page.getByRole("textbox", { name: /^City \(Hebrew\)/ });
    const choose = async (typed: string, option: string) => {
      await city.fill("");
      await city.pressSequentially(typed, { delay: 30 });
      await page
        .getByRole("listbox", { name: "City suggestions" })
        .getByRole("option", { name: option, exact: true })
        .click();
      await expect(city).toHaveValue(option);
    };
    await choose("haifa", "Haifa");
    await expect(cityHe).toHaveValue("חיפה");
    // A new choice replaces the name the search filled in.
    await choose("jerus", "Jerusalem");
    await expect(cityHe).toHaveValue("ירושלים");
    // A name the administrator typed stays.
    await cityHe.fill("ירושלים העתיקה");
    await choose("haifa", "Haifa");
    await expect(cityHe).toHaveValue("ירושלים העתיקה");
  });

  test("says in words when the search fails, and the city can still be typed", async ({ page }) => {
    const message =
      "The place search (Nominatim) did not answer in time. Type the city instead; it is located when you save.";
    await page.route("**/admin/places?q=*", (route) =>
      route.fulfill({ status: 502, contentType: "application/json", body: JSON.stringify({ error: message }) }),
    );
    await gotoHydrated(page, PAGE);
    const city = cityField(page);
    await city.click();
    await city.pressSequentially("Metula", { delay: 30 });
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    await expect(city).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, "\\$&")));
    await expect(city).toHaveAttribute("aria-expanded", "false");
    await expect(city).toHaveValue("Metula");
  });

  test("credits GeoNames near the field", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    await expect(page.getByText(/Places from GeoNames/)).toBeVisible();
    await expect(page.getByRole("link", { name: "GeoNames" })).toHaveAttribute("href", "https://www.geonames.org/");
  });

  test("has no accessibility violations with the suggestions open", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const city = cityField(page);
    await city.click();
    await city.pressSequentially("tel", { delay: 30 });
    await expect(page.getByRole("listbox", { name: "City suggestions" })).toBeVisible();
    await city.press("ArrowDown");
    expect(await violations(page)).toEqual([]);
  });
});

test.describe("place search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is a plain required text field named city", async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    await page.goto(PAGE);
    // The English city, not its Hebrew version typed beside it.
    const city = page.getByLabel(/^City( \*)?$/);
    await expect(city).toHaveAttribute("name", "city");
    await expect(city).toHaveAttribute("type", "text");
    await expect(city).toHaveAttribute("aria-required", "true");
    await expect(city).not.toHaveAttribute("role", "combobox");
    await expect(page.getByRole("combobox", { name: /^City/ })).toHaveCount(0);
    await expect(page.locator('input[type="hidden"][name="latitude"]')).toHaveValue("");
    await expect(page.getByText(/Places from GeoNames/)).toBeVisible();
  });
});
