import { expect, test } from "@playwright/test";
import { makeImage } from "#tests/support/image-fixtures.ts";
import { violations } from "./support/axe.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { signInAsAdmin } from "./support/session.ts";

test.describe("the admin image field", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await signInAsAdmin(context, baseURL!);
  });

  test("uploads a chosen file, shows its preview and keeps its id for the form", async ({ page }) => {
    await gotoHydrated(page, "/admin/artists/new");
    const field = page.getByRole("group", { name: /Artist image/ });
    await field.locator('input[type="file"]').setInputFiles({
      name: "portrait.png",
      mimeType: "image/png",
      buffer: await makeImage("png", 900, 600),
    });
    const preview = field.getByRole("img", { name: "Preview of the chosen image" });
    await expect(field.locator('input[name="imageId"]')).toHaveValue(/^[A-Za-z0-9_-]{16}$/);
    const id = await field.locator('input[name="imageId"]').inputValue();
    // The preview is the stored image's variants, as everywhere on the site.
    await expect.poll(() => preview.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    expect(await preview.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
      new RegExp(`/media/${id}/\\d+\\.(avif|webp|jpg)$`),
    );
    // A stored image needs no URL: the URL field is for external images and no longer required.
    await expect(field.getByLabel("Or an image URL")).toHaveValue("");
    await expect(field.getByLabel("Or an image URL")).not.toHaveAttribute("required", "");
  });

  test("says in words why a file is refused", async ({ page }) => {
    await gotoHydrated(page, "/admin/artists/new");
    const field = page.getByRole("group", { name: /Artist image/ });
    await field.locator('input[type="file"]').setInputFiles({
      name: "page.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("<html><script>alert(1)</script></html>"),
    });
    await expect(field.getByRole("alert")).toHaveText(
      "SVG and HTML files are not accepted. Please upload a JPEG, PNG, WebP, AVIF or GIF image.",
    );
    await expect(field.locator('input[name="imageId"]')).toHaveValue("");
  });

  test("has no accessibility violations", async ({ page }) => {
    await gotoHydrated(page, "/admin/artists/new");
    expect(await violations(page)).toEqual([]);
  });
});
