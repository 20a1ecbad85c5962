import { SitePageView, sitePageMeta } from "#app/features/site-pages/site-page.tsx";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { getPublishedSitePage } from "#app/models/site.server.ts";
import { localizeSitePage } from "#app/features/i18n/localize.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import type { Route } from "./+types/privacy";

export async function loader() {
  return loadPage("the privacy page", async () => {
    const page = await getPublishedSitePage("privacy");
    if (!page) return null;
    const { he: _he, ...shown } = localizeSitePage(page, getRequestLocale());
    return { page: shown };
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return sitePageMeta("privacy", loaderData, matches);
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <SitePageView slug="privacy" data={loaderData} />;
}
