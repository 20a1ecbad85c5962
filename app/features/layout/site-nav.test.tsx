import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { withRequestLocale } from "#app/lib/locale.server.ts";
import { SiteFooter } from "./site-footer.tsx";
import { SiteNav } from "./site-nav.tsx";

function renderChrome(): string {
  const Chrome = () => (
    <>
      <SiteNav siteName="Omanut" />
      <SiteFooter siteName="Omanut" contactEmail="hello@example.com" user={null} socialLinks={[]} pages={[]} />
    </>
  );
  const router = createMemoryRouter([{ path: "*", Component: Chrome }], { initialEntries: ["/artists"] });
  return renderToString(<RouterProvider router={router} />);
}

describe("the header and the footer", () => {
  it("speak English word for word on an English page", () => {
    const html = withRequestLocale("en", renderChrome);
    for (const text of ["Home", "Artists", "Artworks", "Galleries", "Contact", "Open menu", "Explore"])
      expect(html).toContain(`>${text}<`);
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain("Connecting Israeli artists and galleries with art lovers around the world.");
    expect(html).toContain("All rights reserved.");
  });

  it("speak Hebrew on a Hebrew page", () => {
    const html = withRequestLocale("he", renderChrome);
    for (const text of ["דף הבית", "אמנים ואמניות", "יצירות", "גלריות", "יצירת קשר", "פתיחת התפריט", "גלו"])
      expect(html).toContain(`>${text}<`);
    expect(html).toContain('aria-label="ראשי"');
    expect(html).toContain("כל הזכויות שמורות.");
    expect(html).not.toContain(">Artworks<");
  });
});
