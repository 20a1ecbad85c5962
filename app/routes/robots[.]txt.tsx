import { getConfig } from "#app/lib/config.server.ts";

// Crawlers may read every public page; the admin area and the sign-in page are not for them.
export function loader() {
  const { origin } = getConfig();
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /login",
    "Disallow: /he/login",
    "Disallow: /invite",
    "Disallow: /he/invite",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ];
  return new Response(body.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
