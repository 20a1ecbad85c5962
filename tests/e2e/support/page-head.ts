import { expect, type Page } from "@playwright/test";

// What a page tells search engines and link previews: read from the rendered <head>.

export interface PageHead {
  title: string;
  description: string | null;
  canonical: string | null;
  ogTitle: string | null;
  ogImage: string | null;
}

export async function readHead(page: Page): Promise<PageHead> {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      description: attribute('meta[name="description"]', "content"),
      canonical: attribute('link[rel="canonical"]', "href"),
      ogTitle: attribute('meta[property="og:title"]', "content"),
      ogImage: attribute('meta[property="og:image"]', "content"),
    };
  });
}

/** Every JSON-LD object of the page, parsed with JSON.parse. */
export async function readJsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

/** The page's one JSON-LD object of the given schema.org type. */
export async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown>> {
  const objects = (await readJsonLd(page)).filter((object) => object["@type"] === type);
  expect(objects, `one JSON-LD ${type}`).toHaveLength(1);
  return objects[0]!;
}
