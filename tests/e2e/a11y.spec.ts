import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydration.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  // A readable summary in the failure message: rule, impact and the offending elements.
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((node) => node.target.join(" ")),
  }));
}

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const path of ["/", "/artists", "/contact", "/login"]) {
    test(`${path} at desktop width has no violations`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoHydrated(page, path);
      expect(await violations(page)).toEqual([]);
    });
  }

  test("/ at mobile width has no violations, with the menu closed and open", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, "/");
    expect(await violations(page)).toEqual([]);
    const button = page.getByRole("banner").getByRole("button", { name: /menu/i });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    expect(await violations(page)).toEqual([]);
  });
});
