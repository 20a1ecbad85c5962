import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./support/session.ts";

/** Every heading's level in page order (hidden ones too: screen readers list them). */
async function headingLevels(page: Page): Promise<{ level: number; text: string }[]> {
  return page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ level: Number(node.tagName.slice(1)), text: (node.textContent ?? "").trim() })),
    );
}

/** One h1, and no heading more than one level below the one before it. */
async function expectHeadingsInOrder(page: Page, path: string): Promise<void> {
  const headings = await headingLevels(page);
  expect(
    headings.filter((heading) => heading.level === 1),
    `${path}: one h1`,
  ).toHaveLength(1);
  expect(headings[0]?.level, `${path}: the h1 comes first`).toBe(1);
  headings.reduce((previous, heading) => {
    expect(heading.level, `${path}: "${heading.text}" (h${heading.level}) after h${previous}`).toBeLessThanOrEqual(
      previous + 1,
    );
    return heading.level;
  }, 1);
}

async function firstLink(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const href = await page.getByRole("main").locator(`a[href^="${list}/"]`).first().getAttribute("href");
  expect(href, `a link on ${list}`).toBeTruthy();
  return href!;
}

test("headings go in order on every public page", async ({ page }) => {
  // Twelve page loads in one test: on a busy two-core machine they outlast the default budget.
  test.setTimeout(90_000);
  const paths = ["/", "/artists", "/artworks", "/galleries", "/contact", "/login"];
  for (const list of ["/artists", "/artworks", "/galleries"]) paths.push(await firstLink(page, list));
  for (const path of paths) {
    await page.goto(path);
    await expectHeadingsInOrder(page, path);
  }
});

test("headings go in order on every admin page", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(context, baseURL!);
  const paths = ["/admin", "/admin/artists", "/admin/artists/new", "/admin/galleries", "/admin/galleries/new"];
  paths.push("/admin/reviews/pending", "/admin/inquiries", "/admin/site", "/admin/sample");
  for (const list of ["/admin/artists", "/admin/galleries"]) {
    await page.goto(list);
    const edit = await page.getByRole("main").locator('a[href$="/edit"]').first().getAttribute("href");
    if (edit) paths.push(edit);
  }
  for (const path of paths) {
    await page.goto(path);
    await expectHeadingsInOrder(page, path);
  }
});
