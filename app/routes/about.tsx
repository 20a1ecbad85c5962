import { SitePageView, sitePageMeta } from "#app/components/site-page.tsx";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { getPublishedSitePage } from "#app/models/site.server.ts";
import type { Route } from "./+types/about";

export async function loader() {
  return loadPage("the about page", async () => {
    const page = await getPublishedSitePage("about");
    return page ? { page } : null;
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return sitePageMeta("about", loaderData, matches);
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <SitePageView slug="about" data={loaderData} />;
}
