// Walks every admin route and every admin action declared in app/routes.ts — read from the route
// config itself, so a route added later is covered without anyone remembering to — while signed
// out, with a forged cookie, and signed in but from another site, and sees nothing served and
// nothing changed.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import routes from "#app/routes.ts";
import { getDb } from "#app/db/db.server.ts";
import { createArtist } from "#app/models/artists.server.ts";
import { createArtwork } from "#app/models/artworks.server.ts";
import { createGallery } from "#app/models/galleries.server.ts";
import { createInquiry } from "#app/models/inquiries.server.ts";
import { createMessage } from "#app/models/messages.server.ts";
import { createVisitorReview } from "#app/models/reviews.server.ts";
import { uniqueName, withE2eDatabase } from "./support/catalogue.ts";
import { mainBase } from "./support/servers.ts";
import { signInAsAdmin } from "./support/session.ts";

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

interface AdminRoute {
  pattern: string;
  file: string;
  hasLoader: boolean;
  hasAction: boolean;
}

const appDir = path.resolve(import.meta.dirname, "../../app");

function exportsFunction(source: string, name: string): boolean {
  return new RegExp(`export\\s+(async\\s+)?function\\s+${name}\\b|export\\s+const\\s+${name}\\b`).test(source);
}

function listAdminRoutes(entries: RouteEntry[], parent = ""): AdminRoute[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? [parent, entry.path].filter(Boolean).join("/") : parent;
    const source = fs.readFileSync(path.join(appDir, entry.file), "utf8");
    const own: AdminRoute[] =
      (entry.path || entry.index) && (full === "admin" || full.startsWith("admin/"))
        ? [
            {
              pattern: `/${full}`,
              file: entry.file,
              hasLoader: exportsFunction(source, "loader"),
              hasAction: exportsFunction(source, "action"),
            },
          ]
        : [];
    return [...own, ...listAdminRoutes(entry.children ?? [], full)];
  });
}

const adminRoutes = listAdminRoutes(routes as RouteEntry[]);
const MARKER = "Intruder";

interface Fixture {
  params: Record<string, string>;
  /** The artist's version, so a list button that slipped past its guard would really change it. */
  artistVersion: string;
  /** The site settings' version, so a Site page save that slipped past its guard would really save. */
  siteVersion: string;
  ids: {
    artistId: string;
    artworkId: string;
    galleryId: string;
    reviewId: string;
    inquiryId: string;
    messageId: string;
  };
}

async function createFixture(): Promise<Fixture> {
  return withE2eDatabase(async () => {
    const artist = await createArtist({
      name: uniqueName("Walk Artist"),
      bio: "Guarded.",
      imageUrl: "/images/stock-artist.jpg",
    });
    const gallery = await createGallery({
      name: uniqueName("Walk Gallery"),
      street: "1 Guard St",
      city: "Haifa",
      description: "Guarded.",
      hours: "Never",
    });
    const artwork = await createArtwork({
      title: uniqueName("Walk Artwork"),
      imageUrl: "/images/stock-artist.jpg",
      artistId: artist.id,
      galleryId: gallery.id,
    });
    const review = await createVisitorReview({
      galleryId: gallery.id,
      name: "Walker",
      content: "Pending one.",
      rating: 3,
    });
    const inquiry = await createInquiry({
      artworkId: artwork.id,
      artworkTitle: artwork.title,
      name: "Walker",
      email: "walker@example.com",
      phone: "+1 555 0100",
      country: "US",
    });
    const message = await createMessage({
      name: "Walker",
      email: "walker@example.com",
      message: "Guard this message.",
    });
    const ids = {
      artistId: artist.id,
      artworkId: artwork.id,
      galleryId: gallery.id,
      reviewId: review.id,
      inquiryId: inquiry.id,
      messageId: message.id,
    };
    const site = await getDb().selectFrom("site_settings").select("updated_at").executeTakeFirstOrThrow();
    return {
      ids,
      params: { ...ids, imageId: "x", variant: "x" },
      artistVersion: String(artist.updatedAt),
      siteVersion: String(site.updated_at),
    };
  });
}

/** Everything the fixture's records are, and whether any record the marker names appeared. */
async function snapshot(fixture: Fixture): Promise<string> {
  const { ids } = fixture;
  return withE2eDatabase(async () => {
    const db = getDb();
    const rows = await Promise.all([
      db.selectFrom("artists").selectAll().where("id", "=", ids.artistId).execute(),
      db.selectFrom("artworks").selectAll().where("artist_id", "=", ids.artistId).execute(),
      db.selectFrom("galleries").selectAll().where("id", "=", ids.galleryId).execute(),
      db.selectFrom("reviews").selectAll().where("gallery_id", "=", ids.galleryId).orderBy("id").execute(),
      db.selectFrom("inquiries").selectAll().where("id", "=", ids.inquiryId).execute(),
      db.selectFrom("messages").selectAll().where("id", "=", ids.messageId).execute(),
      db.selectFrom("artists").select("id").where("name", "like", `%${MARKER}%`).execute(),
      db.selectFrom("galleries").select("id").where("name", "like", `%${MARKER}%`).execute(),
      db.selectFrom("artworks").select("id").where("title", "like", `%${MARKER}%`).execute(),
      db.selectFrom("reviews").select("id").where("name", "like", `%${MARKER}%`).execute(),
      db.selectFrom("site_settings").selectAll().execute(),
      db.selectFrom("site_pages").selectAll().orderBy("slug").execute(),
    ]);
    return JSON.stringify(rows);
  });
}

function urlOf(route: AdminRoute, params: Record<string, string>): string {
  return route.pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`${route.file}: add a fixture id for :${name} to tests/e2e/admin-routes.spec.ts`);
    return value;
  });
}

/** Form posts that would change something if any admin action let them through. */
function hostileBodies(fixture: Fixture): Record<string, string>[] {
  const { ids } = fixture;
  const common = {
    id: ids.artistId,
    recordId: ids.artistId,
    version: fixture.artistVersion,
    confirmed: "yes",
    artistId: ids.artistId,
    galleryId: ids.galleryId,
    reviewId: ids.reviewId,
    kind: "inquiry",
    status: "closed",
    name: `${MARKER} Name`,
    title: `${MARKER} Title`,
    bio: `${MARKER} bio text`,
    street: "1 Street",
    city: "Haifa",
    hours: "Always",
    description: `${MARKER} description`,
    imageUrl: "https://example.com/x.jpg",
    isFeatured: "on",
    featured: "true",
  };
  const bodies: Record<string, string>[] = [
    "delete",
    "approve",
    "reject",
    "toggle-featured",
    "feature",
    "save",
    "create",
    "update",
  ].map((intent) => ({ ...common, intent }));
  // The Site page's save, complete and carrying the settings' version.
  bodies.push({
    intent: "save",
    version: fixture.siteVersion,
    officeAddress: MARKER,
    instagram: "https://evil.example/",
    facebook: "",
    twitter: "",
    heroArtwork: "",
    aboutTitle: MARKER,
    aboutBody: MARKER,
    privacyTitle: MARKER,
    privacyBody: MARKER,
    termsTitle: MARKER,
    termsBody: MARKER,
  });
  return bodies;
}

test.describe("every admin route and action, declared in app/routes.ts", () => {
  test.describe.configure({ mode: "serial" });
  let fixture: Fixture;

  test.beforeAll(async () => {
    fixture = await createFixture();
  });

  test("the route config has the admin routes this walk expects to see", () => {
    const patterns = adminRoutes.map((route) => route.pattern);
    expect(patterns).toEqual(
      expect.arrayContaining(["/admin", "/admin/artists/:artistId/edit", "/admin/reviews/pending"]),
    );
    expect(adminRoutes.filter((route) => route.hasAction).length).toBeGreaterThanOrEqual(3);
  });

  async function expectNothingServed(request: APIRequestContext, headers: Record<string, string>, label: string) {
    for (const route of adminRoutes.filter((entry) => entry.hasLoader)) {
      const url = urlOf(route, fixture.params);
      for (const variant of [url, `${url}.data`, url.toUpperCase() === url ? url : url.replace("admin", "ADMIN")]) {
        const response = await request.get(variant, { headers, maxRedirects: 0 });
        const body = await response.text();
        const where = `${label} GET ${variant}`;
        // A page sends the visitor to /login; a resource answers 401; a data request says redirect.
        if (response.status() === 302) {
          expect(response.headers().location, where).toMatch(/^\/login\?redirectTo=/);
        } else if (variant.endsWith(".data")) {
          // Single fetch answers a redirect as 202 with the target in the body.
          if (response.status() === 202) expect(body, where).toContain("/login?redirectTo=");
          else expect([401, 405], where).toContain(response.status());
        } else {
          // 405: a resource that only takes writes.
          expect([401, 405], where).toContain(response.status());
        }
        expect(body, where).not.toContain("Walker");
        expect(body, where).not.toContain("walker@example.com");
        expect(body, where).not.toContain("Administrator");
      }
    }
  }

  async function expectNothingChanged(
    request: APIRequestContext,
    headers: Record<string, string>,
    label: string,
    expected: (status: number, body: string, where: string) => void,
  ) {
    const before = await snapshot(fixture);
    for (const route of adminRoutes.filter((entry) => entry.hasAction)) {
      const url = urlOf(route, fixture.params);
      for (const body of hostileBodies(fixture)) {
        for (const target of [url, `${url}.data`]) {
          const response = await request.post(target, { form: body, headers, maxRedirects: 0 });
          expected(response.status(), await response.text(), `${label} POST ${target} intent=${body.intent}`);
        }
      }
      // Other content types get the same answer.
      const json = await request.post(url, {
        data: { intent: "delete", id: fixture.ids.artistId },
        headers,
        maxRedirects: 0,
      });
      expected(json.status(), await json.text(), `${label} POST ${url} as JSON`);
    }
    expect(await snapshot(fixture), label).toBe(before);
  }

  function refusedAsSignedOut(status: number, body: string, where: string) {
    if (status === 302) {
      // A page's form posted without JavaScript: the action refused, the page then asks to sign in.
      return;
    }
    expect(status, where).toBe(401);
    expect(body, where).toContain("You must be logged in to perform this action");
  }

  test("signed out: every admin page sends the visitor to /login, every action refuses and changes nothing", async ({
    request,
  }) => {
    await expectNothingServed(request, {}, "signed out");
    await expectNothingChanged(request, { origin: mainBase }, "signed out", refusedAsSignedOut);
  });

  test("a forged session cookie is no session", async ({ request }) => {
    const forged = { cookie: "omanut_session=qL0dY4m5fYt2Zc8vV1rS9xA3bN6kP7wE0uJ2hG4iF8o" };
    await expectNothingServed(request, forged, "forged cookie");
    await expectNothingChanged(request, { ...forged, origin: mainBase }, "forged cookie", refusedAsSignedOut);
  });

  test("signed in, a write from another site — or from nowhere said — is refused whatever its content type", async ({
    context,
  }) => {
    // Five kinds of origin, each posting every hostile body to every admin action: longer than a page's test.
    test.slow();
    await signInAsAdmin(context, mainBase);
    const refusedAsCrossSite = (status: number, _body: string, where: string) => expect(status, where).toBe(403);
    for (const [label, headers] of [
      ["Origin of another site", { origin: "https://evil.example" }],
      ["Referer of another site", { referer: "https://evil.example/page" }],
      ["Origin null", { origin: "null" }],
      ["neither Origin nor Referer", {}],
      ["a look-alike origin", { origin: `${mainBase}.evil.example` }],
    ] as const) {
      await expectNothingChanged(context.request, headers, label, refusedAsCrossSite);
    }
    // The public forms and sign-in are writes too.
    for (const target of ["/contact", "/login", "/logout", `/galleries/${fixture.ids.galleryId}`]) {
      const response = await context.request.post(target, {
        multipart: { intent: "contact", name: MARKER },
        headers: { origin: "https://evil.example" },
        maxRedirects: 0,
      });
      expect(response.status(), target).toBe(403);
    }
    // And the same writes from the site itself are let through to the guard (here: signed in).
    const pending = await context.request.post("/admin/reviews/pending", {
      form: { intent: "reject", reviewId: fixture.ids.reviewId },
      headers: { origin: mainBase },
      maxRedirects: 0,
    });
    expect(pending.status()).toBe(302);
  });
});
