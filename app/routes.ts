import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import { localeRouteId, type Locale } from "./lib/i18n.ts";

/**
 * The public pages in one language. English lives at the root and Hebrew under /he: the same
 * modules, with ids ending in ".he" for Hebrew, so a page is one module with two addresses.
 */
function publicPages(locale: Locale) {
  const page = (file: string) => ({ id: localeRouteId(file.replace(/\.tsx$/, ""), locale) });
  return layout("routes/public-layout.tsx", page("routes/public-layout.tsx"), [
    index("routes/home.tsx", page("routes/home.tsx")),
    route("artists", "routes/artists.tsx", page("routes/artists.tsx")),
    route("artists/:artistId", "routes/artists.$artistId.tsx", page("routes/artists.$artistId.tsx")),
    route("artworks", "routes/artworks.tsx", page("routes/artworks.tsx")),
    route("artworks/:artworkId", "routes/artworks.$artworkId.tsx", page("routes/artworks.$artworkId.tsx")),
    route("search", "routes/search.tsx", page("routes/search.tsx")),
    route("search/suggestions", "routes/search.suggestions.tsx", page("routes/search.suggestions.tsx")),
    route("galleries", "routes/galleries.tsx", page("routes/galleries.tsx")),
    route("galleries/:galleryId", "routes/galleries.$galleryId.tsx", page("routes/galleries.$galleryId.tsx")),
    route("contact", "routes/contact.tsx", page("routes/contact.tsx")),
    route("about", "routes/about.tsx", page("routes/about.tsx")),
    route("privacy", "routes/privacy.tsx", page("routes/privacy.tsx")),
    route("terms", "routes/terms.tsx", page("routes/terms.tsx")),
    route("login", "routes/login.tsx", page("routes/login.tsx")),
    // The second step of a sign-in with two-step sign-in on: the code from the authenticator app.
    route("login/code", "routes/login.code.tsx", page("routes/login.code.tsx")),
    // A one-time link by mail that lets a new browser sign in while strangers hold the daily total spent.
    route("login/link", "routes/login.link.tsx", page("routes/login.link.tsx")),
    // An invitation's one-time link: the invited person chooses a password, or accepts when signed in.
    route("invite/:token", "routes/invite.$token.tsx", page("routes/invite.$token.tsx")),
    // The visitor's saved list (kept in the browser), its cards by id, and the page shown offline.
    route("saved", "routes/saved.tsx", page("routes/saved.tsx")),
    route("saved/items", "routes/saved.items.tsx", page("routes/saved.items.tsx")),
    route("offline", "routes/offline.tsx", page("routes/offline.tsx")),
  ]);
}

// The URL map. One URL, one route module, named for its URL.
export default [
  publicPages("en"),
  ...prefix("he", [publicPages("he")]),
  route("logout", "routes/logout.tsx"),
  route("robots.txt", "routes/robots[.]txt.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.tsx"),
  route("sitemaps/:sitemapId", "routes/sitemaps.$sitemapId.tsx"),
  // Stored images: /media/{imageId}/{width}.{avif|webp|jpg}
  route("media/:imageId/:variant", "routes/media.$imageId.$variant.tsx"),
  // Any other /media/… address names no stored image: 404, never the home page.
  route("media/*", "routes/media.$.tsx"),

  // The admin middleware (admin-layout, admin.media, admin.places) looks the session up; every admin
  // loader and action reads the administrator from the request context and refuses without one.
  ...prefix("admin", [
    // Image uploads from the admin forms (POST, the file as the body).
    route("media", "routes/admin.media.tsx"),
    route("places", "routes/admin.places.tsx"),
    // The administrator's own language (a form in the admin layout's menu).
    route("language", "routes/admin.language.tsx"),
    layout("routes/admin-layout.tsx", [
      index("routes/admin._index.tsx"),
      route("artists", "routes/admin.artists.tsx"),
      route("artists/new", "routes/admin.artists.new.tsx"),
      route("artists/:artistId", "routes/admin.artists.$artistId.tsx"),
      route("artists/:artistId/edit", "routes/admin.artists.$artistId.edit.tsx"),
      route("artists/:artistId/history", "routes/admin.artists.$artistId.history.tsx"),
      route("artworks", "routes/admin.artworks.tsx"),
      route("artworks/new", "routes/admin.artworks.new.tsx"),
      route("artworks/:artworkId/edit", "routes/admin.artworks.$artworkId.edit.tsx"),
      route("artworks/:artworkId/history", "routes/admin.artworks.$artworkId.history.tsx"),
      route("galleries", "routes/admin.galleries.tsx"),
      route("galleries/new", "routes/admin.galleries.new.tsx"),
      route("galleries/:galleryId/edit", "routes/admin.galleries.$galleryId.edit.tsx"),
      route("galleries/:galleryId/history", "routes/admin.galleries.$galleryId.history.tsx"),
      route("reviews/pending", "routes/admin.reviews.pending.tsx"),
      route("inquiries", "routes/admin.inquiries.tsx"),
      route("site", "routes/admin.site.tsx"),
      route("audit", "routes/admin.audit.tsx"),
      // The people who may sign in, their roles and records, and the invitations waiting.
      route("people", "routes/admin.people.tsx"),
      route("changes", "routes/admin.changes.tsx"),
      route("deleted", "routes/admin.deleted.tsx"),
      route("two-step", "routes/admin.two-step.tsx"),
      // Going live: removing the sample catalogue, after a confirmation step.
      route("sample", "routes/admin.sample.tsx"),
    ]),
  ]),

  // Any unknown path redirects to the home page of its language.
  route("*", "routes/$.tsx"),
] satisfies RouteConfig;
