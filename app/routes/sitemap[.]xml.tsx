import { getConfig } from "#app/lib/config.server.ts";
import { countSitemapFiles, renderSitemapIndex } from "#app/models/sitemap.server.ts";

// A sitemap index: one /sitemaps/{n}.xml per 50,000 public URLs (app/models/sitemap.server.ts).
export async function loader() {
  const xml = renderSitemapIndex(getConfig().origin, await countSitemapFiles());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
