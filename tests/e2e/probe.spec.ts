import { test } from "@playwright/test";
test("probe", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  console.log(await page.evaluate(() => Object.keys(window).filter((k) => /react|router|__/i.test(k))));
  console.log(await page.evaluate(() => { const w = window as any; return { r: typeof w.__reactRouterRouter, dr: typeof w.__reactRouterDataRouter, ctx: typeof w.__reactRouterContext, mods: Object.keys(w.__reactRouterRouteModules ?? {}) }; }));
});
