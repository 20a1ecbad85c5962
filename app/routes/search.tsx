import { data } from "react-router";
import { Link } from "#app/components/link.tsx";
import { EmptyNotice, ErrorNotice, PageHeader } from "#app/components/notices.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { SearchForm } from "#app/components/search-form.tsx";
import {
  GROUP_NAMES,
  KIND_PARAMS,
  kindOfParam,
  PROBLEM_MESSAGES,
  toResultItems,
  type SearchResultItem,
} from "#app/features/search/search-results.server.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { searchCatalogue, SEARCH_KINDS } from "#app/models/search.server.ts";
import { parseQuery } from "#app/lib/search/normalize.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { textLang } from "#app/lib/localized-text.ts";
import { PAGE_SIZE, parsePage } from "#app/lib/urls.ts";
import type { Route } from "./+types/search";

/** Results of each kind shown together before "Show all". */
const OVERVIEW_SIZE = 4;

export async function loader({ url }: Route.LoaderArgs) {
  const query = url.searchParams.get("q");
  const kindParam = url.searchParams.get("kind");
  // Composed here in the page's language, so these texts stay out of the browser's bundle.
  const always = { query: query ?? "", texts: { intro: m.search_intro(), backToAll: m.search_back_to_all() } };
  if (query === null) return { ...always, state: "form" as const };
  const refuse = (message: string) => data({ ...always, state: "refused" as const, message }, { status: 400 });
  const parsed = parseQuery(query);
  if (parsed.problem) return refuse(PROBLEM_MESSAGES[parsed.problem]());
  const kind = kindParam === null || kindParam === "" ? null : kindOfParam(kindParam);
  if (kindParam && kind === null) return refuse(m.search_bad_kind({ kind: kindParam.slice(0, 40) }));
  const page = parsePage(url);
  if (page === null || (kind === null && page !== 1)) return refuse(m.artworks_no_such_page());
  return loadPage(
    "search results",
    async () => {
      const results = await searchCatalogue(
        query,
        kind ? { kind, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } : { limit: OVERVIEW_SIZE },
      );
      if (results.problem) throw new Error(`A parsed query came back as ${results.problem}`);
      const pageCount = kind ? Math.ceil(results.counts[kind] / PAGE_SIZE) : 1;
      if (page > 1 && page > pageCount) return null;
      const items = await toResultItems(results, getRequestLocale());
      const total = SEARCH_KINDS.reduce((sum, each) => sum + results.counts[each], 0);
      const groups = (kind ? [kind] : SEARCH_KINDS)
        .filter((each) => results.counts[each] > 0)
        .map((each) => ({
          kind: each,
          heading: m.search_group_count({ group: GROUP_NAMES[each](), count: results.counts[each] }),
          items: items[each],
          showAll:
            !kind && results.counts[each] > items[each].length
              ? {
                  href: `/search?${new URLSearchParams({ q: query, kind: KIND_PARAMS[each] })}`,
                  label: m.search_show_all({ count: results.counts[each], group: GROUP_NAMES[each]() }),
                }
              : null,
        }));
      return {
        kind,
        page,
        pageCount,
        total,
        heading: m.search_results_for({ query: query.trim() }),
        none: total === 0 ? m.search_none({ query: query.trim() }) : null,
        groups,
      };
    },
    always,
  );
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

function ResultList({ items }: { items: SearchResultItem[] }) {
  return (
    <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
      {items.map((item) => (
        <li key={item.href} className="px-4 py-3">
          <Link to={item.href} className="font-semibold text-brand-700 hover:underline" {...textLang(item.lang)}>
            {item.name.map((piece, index) =>
              piece.isMatch ? (
                <mark key={index} className="rounded-sm bg-amber-100 text-inherit">
                  {piece.text}
                </mark>
              ) : (
                piece.text
              ),
            )}
          </Link>
          {item.detail ? (
            <p className="text-sm text-slate-700" {...textLang(item.detailLang)}>
              {item.detail}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
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
        {loaderData.state === "ok" ? (
          <>
            <h2 id="search-results-heading" className="font-serif text-2xl font-semibold text-slate-900">
              {loaderData.heading}
            </h2>
            {loaderData.none ? <EmptyNotice>{loaderData.none}</EmptyNotice> : null}
            {loaderData.groups.map((group) => (
              <section key={group.kind} aria-labelledby={`results-${group.kind}`} className="mt-8">
                <h3 id={`results-${group.kind}`} className="text-lg font-semibold text-slate-900">
                  {group.heading}
                </h3>
                <ResultList items={group.items} />
                {group.showAll ? (
                  <p className="mt-2">
                    <Link to={group.showAll.href} className="font-medium text-brand-700 underline">
                      {group.showAll.label}
                    </Link>
                  </p>
                ) : null}
              </section>
            ))}
            {loaderData.kind ? (
              <>
                <Pagination page={loaderData.page} pageCount={loaderData.pageCount} />
                <p className="mt-6">
                  <Link
                    to={`/search?${new URLSearchParams({ q: loaderData.query })}`}
                    className="font-medium text-brand-700 underline"
                  >
                    {loaderData.texts.backToAll}
                  </Link>
                </p>
              </>
            ) : null}
          </>
        ) : null}
      </section>
    </>
  );
}
