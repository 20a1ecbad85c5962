import { SitePageView, sitePageMeta } from "#app/features/site-pages/site-page.tsx";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { getPublishedSitePage } from "#app/models/site.server.ts";
import { localizeSitePage } from "#app/features/i18n/localize.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import type { Route } from "./+types/terms";

export async function loader() {
  return loadPage("the terms page", async () => {
    const page = await getPublishedSitePage("terms");
    if (!page) return null;
    const { he: _he, ...shown } = localizeSitePage(page, getRequestLocale());
    return { page: shown };
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return sitePageMeta("terms", loaderData, matches);
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <SitePageView slug="terms" data={loaderData} />;
}
