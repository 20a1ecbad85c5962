import type { SitePageSlug } from "#app/lib/site-pages.ts";
import { m } from "#app/lib/paraglide/messages.js";

const LABELS: Record<SitePageSlug, () => string> = {
  about: m.site_page_about,
  privacy: m.site_page_privacy,
  terms: m.site_page_terms,
};

/** What the footer and the page itself call a written page, in the page's language. */
export function sitePageLabel(slug: SitePageSlug): string {
  return LABELS[slug]();
}
