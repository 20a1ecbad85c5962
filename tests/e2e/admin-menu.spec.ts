import { expect, test } from "@playwright/test";
import { violations } from "./support/axe.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { signInAsAdmin } from "./support/session.ts";

test.describe("the admin menu", () => {
  test("on a phone, folds behind a button that opens it, by keyboard too, and Escape closes it", async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAsAdmin(context, baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/admin");
    const nav = page.getByRole("navigation", { name: "Admin" });
    const button = page.getByRole("button", { name: "Menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(nav).toBeHidden();
    // The page's own heading is near the top, not below a column of links.
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    expect(heading!.y).toBeLessThan(200);

    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Artists" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();

    // A link chosen from the menu closes it.
    await button.click();
    await nav.getByRole("link", { name: "Artists" }).click();
    await expect(page).toHaveURL(/\/admin\/artists$/);
    await expect(nav).toBeHidden();
  });

  test("on a desktop, is always shown and has no button", async ({ page, context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
    await gotoHydrated(page, "/admin");
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Artists" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });
});
