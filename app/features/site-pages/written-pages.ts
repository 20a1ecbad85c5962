import { useRouteLoaderData } from "react-router";
import { useLocale } from "#app/components/use-page-locale.ts";
import { localeRouteId } from "#app/lib/i18n.ts";
import type { SitePageSlug } from "#app/lib/site-pages.ts";

/** What the public layout's loader gives every public page of the Site page's settings. */
export interface PublicLayoutData {
  footer?: { pages: SitePageSlug[] };
}

/** The site's pages that are written (linked), as the public layout loaded them: none outside it. */
export function useWrittenSitePages(): SitePageSlug[] {
  const layout = useRouteLoaderData<PublicLayoutData>(localeRouteId("routes/public-layout", useLocale()));
  return layout?.footer?.pages ?? [];
}
