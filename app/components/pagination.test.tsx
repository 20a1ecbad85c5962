import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { withRequestLocale } from "#app/lib/locale.server.ts";
import { Pagination } from "./pagination.tsx";
import { UnexpectedError } from "./unexpected-error.tsx";

function render(element: React.ReactNode, path = "/artworks?page=2"): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  return renderToString(<RouterProvider router={router} />);
}

describe("pages of a list and an error, in the page's language", () => {
  it("English: Previous, Next and the page names", () => {
    const html = withRequestLocale("en", () => render(<Pagination page={2} pageCount={3} />));
    expect(html).toContain('aria-label="Pagination"');
    expect(html).toContain(">Previous<");
    expect(html).toContain(">Next<");
    expect(html).toContain('aria-label="Page 3"');
  });

  it("Hebrew: the same in Hebrew", () => {
    const html = withRequestLocale("he", () => render(<Pagination page={2} pageCount={3} />));
    expect(html).toContain('aria-label="מעבר בין עמודים"');
    expect(html).toContain(">הקודם<");
    expect(html).toContain(">הבא<");
    expect(html).toContain('aria-label="עמוד 3"');
  });

  it("an unknown address says so in either language", () => {
    const notFound = new ErrorResponse(404, "Not Found", null);
    const english = withRequestLocale("en", () => render(<UnexpectedError error={notFound} />));
    expect(english).toContain("Page Not Found");
    expect(english).toContain("Return Home");
    const hebrew = withRequestLocale("he", () => render(<UnexpectedError error={notFound} />));
    expect(hebrew).toContain("הדף לא נמצא");
    expect(hebrew).toContain("חזרה לדף הבית");
  });
});
