import { getConfig } from "#app/lib/config.server.ts";
import { serviceUnavailable } from "#app/lib/unavailable.server.ts";
import { listSitemapUrls, parseSitemapFileName, renderUrlset } from "#app/models/sitemap.server.ts";
import type { Route } from "./+types/sitemaps.$sitemapId";
import { logError } from "#app/lib/log.server.ts";

const notFound = () =>
  new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

// One file of the sitemap index (/sitemap.xml): /sitemaps/1.xml is the first.
export async function loader({ params }: Route.LoaderArgs) {
  const fileIndex = parseSitemapFileName(params.sitemapId);
  if (fileIndex === null) return notFound();
  let urls: Awaited<ReturnType<typeof listSitemapUrls>>;
  try {
    urls = await listSitemapUrls(fileIndex);
  } catch (error) {
    logError("a sitemap file could not be read", error);
    return serviceUnavailable();
  }
  if (!urls) return notFound();
  return new Response(renderUrlset(getConfig().origin, urls), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
