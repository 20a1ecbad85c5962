import { getConfig } from "#app/lib/config.server.ts";
import { serviceUnavailable } from "#app/lib/unavailable.server.ts";
import { countSitemapFiles, renderSitemapIndex } from "#app/models/sitemap.server.ts";
import { logError } from "#app/lib/log.server.ts";

// A sitemap index: one /sitemaps/{n}.xml per 50,000 public URLs (app/models/sitemap.server.ts).
export async function loader() {
  let fileCount: number;
  try {
    fileCount = await countSitemapFiles();
  } catch (error) {
    logError("the sitemap could not be read", error);
    return serviceUnavailable();
  }
  const xml = renderSitemapIndex(getConfig().origin, fileCount);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
