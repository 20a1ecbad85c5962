import { getConfig } from "#app/lib/config.server.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import type { SeoContext } from "./seo.ts";

/**
 * Origin and site name for a loader that composes its page's SEO on the server, so the title,
 * description and JSON-LD builders (and their texts) stay out of the browser's bundle.
 */
export function getSeoContext(): SeoContext {
  const { origin, siteName } = getConfig();
  return { origin: origin.replace(/\/+$/, ""), siteName, locale: getRequestLocale() };
}
