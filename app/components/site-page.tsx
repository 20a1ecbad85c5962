import type { MetaDescriptor } from "react-router";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { formatDate } from "#app/lib/dates.ts";
import { toPlainSummary } from "#app/lib/plain-text.ts";
import { SITE_PAGES, type SitePageSlug } from "#app/lib/site-pages.ts";
import { NotFound } from "./not-found.tsx";
import { PageErrorNotice, PageHeader } from "./notices.tsx";
import { PlainText } from "./plain-text.tsx";

/** What /about, /privacy and /terms load (loadPage's answer around a written page). */
export type SitePageData =
  | { state: "ok"; page: { slug: SitePageSlug; title: string; body: string; updatedAt: number } }
  | { state: "not-found" }
  | { state: "error" };

const labelOf = (slug: SitePageSlug) => SITE_PAGES.find((page) => page.slug === slug)!;

export function sitePageMeta(
  slug: SitePageSlug,
  data: SitePageData | undefined,
  matches: Parameters<typeof seoContext>[0],
): MetaDescriptor[] {
  const context = seoContext(matches);
  if (data?.state !== "ok") {
    const title = data?.state === "error" ? labelOf(slug).label : "Page Not Found";
    return [{ title: `${title} | ${context.siteName}` }];
  }
  const { page } = data;
  return seoMeta(
    {
      title: `${page.title} | ${context.siteName}`,
      description: toPlainSummary(page.body, 160),
      path: labelOf(slug).path,
    },
    context,
  );
}

/** A page the administrator wrote; not found while it has no text. */
export function SitePageView({ slug, data }: { slug: SitePageSlug; data: SitePageData }) {
  if (data.state === "not-found") return <NotFound title="Page Not Found" returnTo="/" returnLabel="Return to Home" />;
  if (data.state === "error") {
    return (
      <>
        <PageHeader title={labelOf(slug).label} />
        <PageErrorNotice>Failed to load this page. Please try again later.</PageErrorNotice>
      </>
    );
  }
  const { page } = data;
  return (
    <article className="mx-auto max-w-3xl px-4 pt-12 pb-8 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{page.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        Last updated{" "}
        <time dateTime={new Date(page.updatedAt).toISOString().slice(0, 10)}>{formatDate(page.updatedAt)}</time>
      </p>
      <PlainText text={page.body} className="mt-8 space-y-5 text-lg leading-relaxed text-slate-800" />
    </article>
  );
}
