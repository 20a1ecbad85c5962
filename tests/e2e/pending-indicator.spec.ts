import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration.ts";
import { holdRequests } from "./support/held-requests.ts";

// A client-side navigation waits for its data: meanwhile a role=status 'Loading...' shows.

for (const { from, label, to } of [
  { from: "/", label: "Artists", to: "/artists" },
  { from: "/artists", label: "Galleries", to: "/galleries" },
  { from: "/galleries", label: "Home", to: "/" },
]) {
  test(`from ${from}, a click on '${label}' shows 'Loading...' until ${to} arrives`, async ({ page }) => {
    await gotoHydrated(page, from);
    const loading = page.getByRole("status").filter({ hasText: "Loading..." });
    await expect(loading).toHaveCount(0);
    // The next data request is held until the pending state has been seen.
    const data = await holdRequests(page, "**/*.data*");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true }).click();
    await expect(loading).toBeVisible();
    await expect(loading).toHaveText("Loading...");
    await expect(page.getByRole("main")).toHaveAttribute("aria-busy", "true");
    data.release();
    await expect(page).toHaveURL(to);
    await expect(loading).toHaveCount(0);
    await expect(page.getByRole("main")).toHaveAttribute("aria-busy", "false");
    expect(data.held()).toBeGreaterThan(0);
  });
}
