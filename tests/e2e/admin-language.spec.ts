import { expect, test, type Page } from "@playwright/test";
import { violations } from "./support/axe.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { signInAsAdmin } from "./support/session.ts";

// The admin area speaks its administrator's own language (no /he prefix): switched from the
// menu, kept for the next visit, with the page's lang and dir, and no hydration mismatch.

/** Console errors and React's hydration warnings, gathered from here on. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    // Other tests' records may link images on hosts this machine cannot reach: not the page's fault.
    if (message.text().startsWith("Failed to load resource")) return;
    if (message.type() === "error" || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function expectDirection(page: Page, lang: "en" | "he") {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "he" ? "rtl" : "ltr");
}

test("an administrator switches the admin area to Hebrew and back, page after page", async ({
  page,
  context,
  baseURL,
}) => {
  await signInAsAdmin(context, baseURL!);
  const errors = collectConsoleErrors(page);

  await gotoHydrated(page, "/admin/artists/new");
  await expectDirection(page, "en");
  const nav = page.getByRole("navigation", { name: "Admin" });
  await nav.getByRole("button", { name: "עברית" }).click();

  // Back on the same page, in Hebrew, at the same address.
  await expect(page).toHaveURL(/\/admin\/artists\/new$/);
  await expectDirection(page, "he");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("הוספת אמן חדש");
  await expect(page.getByRole("navigation", { name: "ניהול" }).getByRole("link", { name: "לוח בקרה" })).toBeVisible();
  await expect(page.getByRole("button", { name: "הוספת אמן" })).toBeVisible();

  // Kept for the next page and the next visit.
  await gotoHydrated(page, "/admin");
  await expectDirection(page, "he");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("לוח בקרה");
  await expect(page.getByText("סך הכול אמנים")).toBeVisible();
  expect(await violations(page), "axe on the Hebrew dashboard").toEqual([]);

  // A client-side navigation stays in Hebrew (the browser's catalogue follows the setting).
  await page.getByRole("navigation", { name: "ניהול" }).getByRole("link", { name: "גלריות" }).click();
  await expect(page).toHaveURL(/\/admin\/galleries$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("גלריות");
  await expectDirection(page, "he");
  // The list's notices after a save or a delete speak the administrator's language too.
  for (const [param, text] of [
    ["added", "הגלריה „בית האור” נוספה."],
    ["updated", "הגלריה „בית האור” נשמרה."],
    ["deleted", "הגלריה „בית האור” נמחקה."],
  ]) {
    await gotoHydrated(page, `/admin/galleries?${param}=${encodeURIComponent("בית האור")}`);
    await expect(page.getByRole("status")).toHaveText(text!);
  }

  // The public site keeps the language of its address.
  await page.goto("/");
  await expectDirection(page, "en");

  await gotoHydrated(page, "/admin");
  await page.getByRole("navigation", { name: "ניהול" }).getByRole("button", { name: "English" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expectDirection(page, "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  await expect(page.getByText("Total Artists")).toBeVisible();

  expect(errors).toEqual([]);
});

test("the language form works without JavaScript and refuses a stranger", async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInAsAdmin(context, baseURL!);
  const page = await context.newPage();
  await page.goto("/admin/galleries");
  await page.getByRole("button", { name: "עברית" }).click();
  await expect(page).toHaveURL(/\/admin\/galleries$/);
  await expectDirection(page, "he");
  await page.getByRole("button", { name: "English" }).click();
  await expectDirection(page, "en");
  await context.close();

  const refused = await request.post("/admin/language", {
    form: { language: "he", redirectTo: "/admin" },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(401);
});
