import { EmptyNotice, ErrorNotice, PageHeader } from "#app/components/notices.tsx";
import { SearchForm } from "#app/features/search/search-form.tsx";
import { ResultGroups } from "#app/features/search/result-groups.tsx";
import { loadSearchPage } from "#app/features/search/search-page.server.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/search";

export function loader({ url }: Route.LoaderArgs) {
  return loadSearchPage({ url });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  const heading = loaderData?.state === "ok" ? loaderData.heading : m.search_title();
  const meta = seoMeta(
    { title: `${heading} | ${context.siteName}`, description: m.search_meta_description(), path: "/search" },
    context,
  );
  // A page of results is one visitor's question: it stays out of search indexes.
  return loaderData?.query ? [...meta, { name: "robots", content: "noindex, follow" }] : meta;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={m.search_title()}>
        <p>{loaderData.texts.intro}</p>
        <SearchForm id="search-page-query" defaultValue={loaderData.query} size="large" />
      </PageHeader>
      <section
        aria-labelledby={loaderData.state === "ok" ? "search-results-heading" : undefined}
        className="mx-auto max-w-4xl px-4 pb-16 sm:px-6"
      >
        {loaderData.state === "refused" ? <EmptyNotice>{loaderData.message}</EmptyNotice> : null}
        {loaderData.state === "error" ? <ErrorNotice>{m.artworks_error()}</ErrorNotice> : null}
        {loaderData.state === "not-found" ? <EmptyNotice>{m.artworks_no_such_page()}</EmptyNotice> : null}
        {loaderData.state === "ok" ? <ResultGroups results={loaderData} /> : null}
      </section>
    </>
  );
}
