import { data } from "react-router";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { parseQuery } from "#app/lib/search/normalize.ts";
import { PAGE_SIZE, parsePage } from "#app/lib/urls.ts";
import { searchCatalogue, SEARCH_KINDS } from "#app/models/search.server.ts";
import {
  GROUP_NAMES,
  KIND_PARAMS,
  kindOfParam,
  PROBLEM_MESSAGES,
  toResultItems,
  type SearchResultItem,
} from "./search-results.server.ts";

/** Results of each kind shown together before "Show all". */
const OVERVIEW_SIZE = 4;

/**
 * The search page (/search?q=…): the form alone without a query; a few results of each kind, or
 * one kind a page at a time (&kind=…&page=N); 400 for a query or kind it cannot search for.
 */
export async function loadSearchPage({ url }: { url: URL }) {
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
          items: items[each] as readonly SearchResultItem[],
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

/** The search page's results, once they loaded. */
export type SearchPage = Extract<Awaited<ReturnType<typeof loadSearchPage>>, { state: "ok" }>;
