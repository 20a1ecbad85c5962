import type { TextLangs } from "#app/features/i18n/localize.ts";
import type { MetaDescriptor } from "react-router";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { formatDate } from "#app/lib/dates.ts";
import { toPlainSummary } from "#app/lib/plain-text.ts";
import { SITE_PAGES, type SitePageSlug } from "#app/lib/site-pages.ts";
import { NotFound } from "#app/components/not-found.tsx";
import { PageErrorNotice, PageHeader } from "#app/components/notices.tsx";
import { PlainText } from "#app/components/plain-text-view.tsx";
import { sitePageLabel } from "./site-page-label.ts";
import { useLocale } from "#app/components/use-page-locale.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { OtherLanguage } from "#app/components/other-language.tsx";

/** What /about, /privacy and /terms load (loadPage's answer around a written page). */
export type SitePageData =
  | {
      state: "ok";
      page: { slug: SitePageSlug; title: string; body: string; updatedAt: number; langs: TextLangs<"title" | "body"> };
    }
  | { state: "not-found" }
  | { state: "error" };

const pathOf = (slug: SitePageSlug) => SITE_PAGES.find((page) => page.slug === slug)!.path;

export function sitePageMeta(
  slug: SitePageSlug,
  data: SitePageData | undefined,
  matches: Parameters<typeof seoContext>[0],
): MetaDescriptor[] {
  const context = seoContext(matches);
  if (data?.state !== "ok") {
    const title = data?.state === "error" ? sitePageLabel(slug) : m.not_found_title();
    return [{ title: `${title} | ${context.siteName}` }];
  }
  const { page } = data;
  return seoMeta(
    {
      title: `${page.title} | ${context.siteName}`,
      description: toPlainSummary(page.body, 160),
      path: pathOf(slug),
    },
    context,
  );
}

/** A page the administrator wrote; not found while it has no text. */
export function SitePageView({ slug, data }: { slug: SitePageSlug; data: SitePageData }) {
  const locale = useLocale();
  if (data.state === "not-found") {
    return <NotFound title={m.not_found_title()} returnTo="/" returnLabel={m.site_page_return_home()} />;
  }
  if (data.state === "error") {
    return (
      <>
        <PageHeader title={sitePageLabel(slug)} />
        <PageErrorNotice>{m.site_page_error()}</PageErrorNotice>
      </>
    );
  }
  const { page } = data;
  return (
    <article className="mx-auto max-w-3xl px-4 pt-12 pb-8 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">
        <OtherLanguage lang={page.langs.title}>{page.title}</OtherLanguage>
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        {m.site_page_updated()}{" "}
        <time dateTime={new Date(page.updatedAt).toISOString().slice(0, 10)}>{formatDate(page.updatedAt, locale)}</time>
      </p>
      <PlainText
        text={page.body}
        lang={page.langs.body}
        className="mt-8 space-y-5 text-lg leading-relaxed text-slate-800"
      />
    </article>
  );
}
