import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "#app/lib/i18n.ts";
import { withRequestLocale } from "#app/lib/locale.server.ts";
import type { Inquiry } from "#app/models/inquiries.server.ts";
import { InquiryEntry } from "./inbox-entries.tsx";

const inquiry: Inquiry = {
  id: "inq-1",
  artworkId: "art-1",
  artworkTitle: "Low Tide",
  name: "Dana Levi",
  email: "dana@example.com",
  phone: "+972 54 123 4567",
  country: "DE",
  message: null,
  status: "new",
  createdAt: Date.UTC(2025, 0, 2, 10),
  updatedAt: Date.UTC(2025, 0, 2, 10),
};

/** The inquiry as the admin area renders it for an administrator who reads `language`. */
function renderInquiry(language: Locale): string {
  const router = createMemoryRouter(
    [
      {
        id: "routes/admin-layout",
        path: "/admin",
        children: [{ path: "inbox", Component: () => <InquiryEntry inquiry={inquiry} /> }],
      },
    ],
    { initialEntries: ["/admin/inbox"], hydrationData: { loaderData: { "routes/admin-layout": { language } } } },
  );
  return withRequestLocale(language, () => renderToString(<RouterProvider router={router} />));
}

describe("an inquiry in the inbox", () => {
  it("names the buyer's country in the administrator's language", () => {
    expect(renderInquiry("en")).toContain("<dd>Germany</dd>");
    expect(renderInquiry("he")).toContain("<dd>גרמניה</dd>");
  });
});
