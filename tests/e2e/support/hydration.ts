import type { Page, Response } from "@playwright/test";

/**
 * Waits until React has hydrated the page, so clicks reach React's handlers.
 * Signal: React Router's <ScrollRestoration> (rendered by app/root.tsx) sets
 * history.scrollRestoration = "manual" in a passive effect, which runs only after the hydrated
 * tree is committed; window.__reactRouterDataRouter (set by HydratedRouter) must be initialized too.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const router = (
      window as {
        __reactRouterDataRouter?: { state?: { initialized?: boolean } };
      }
    ).__reactRouterDataRouter;
    return router?.state?.initialized === true && window.history.scrollRestoration === "manual";
  });
}

/** page.goto, then waitForHydration. Returns the navigation's response. */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}
