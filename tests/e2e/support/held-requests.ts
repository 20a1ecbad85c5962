import type { Page, Request } from "@playwright/test";

/**
 * Holds the page's requests matching `url` (and `filter`) until `release()`, so a pending state can
 * be seen however slow the machine: a fixed delay could run out before the check looks.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  filter: (request: Request) => boolean = () => true,
): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(url, async (route) => {
    if (filter(route.request())) {
      count += 1;
      await released;
    }
    await route.continue();
  });
  return { release, held: () => count };
}
