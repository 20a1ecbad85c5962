import { expect, test, type Page } from "@playwright/test";
import { readHead } from "./support/page-head.ts";

// Every public page has its own <title> and a meta description.

/** The address of the first card's link on a list page. */
async function firstDetailPath(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const href = await page.getByRole("main").locator(`article h3 a[href^="${list}/"]`).first().getAttribute("href");
  expect(href, `a card on ${list}`).toBeTruthy();
  return href!;
}

test("each public page has a unique <title> and a meta description", async ({ page }) => {
  const paths = ["/", "/artists", "/artworks", "/galleries", "/contact"];
  for (const list of ["/artists", "/artworks", "/galleries"]) paths.push(await firstDetailPath(page, list));

  const heads = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const head = await readHead(page);
    expect(head.title.trim(), `${path}: <title>`).not.toBe("");
    expect(head.title, `${path}: names the site`).toContain("Omanut");
    expect(head.description?.trim() ?? "", `${path}: meta description`).not.toBe("");
    expect(await page.locator("head title").count(), `${path}: one <title>`).toBe(1);
    expect(await page.locator('head meta[name="description"]').count(), `${path}: one description`).toBe(1);
    heads.push({ path, ...head });
  }
  const titles = heads.map((head) => head.title);
  expect(new Set(titles).size, JSON.stringify(titles, null, 2)).toBe(titles.length);
  const descriptions = heads.map((head) => head.description);
  expect(new Set(descriptions).size, JSON.stringify(descriptions, null, 2)).toBe(descriptions.length);
});
