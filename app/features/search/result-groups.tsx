import { Link } from "#app/components/link.tsx";
import { EmptyNotice } from "#app/components/notices.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { textLang } from "#app/lib/localized-text.ts";
import type { SearchPage } from "./search-page.server.ts";
import type { SearchResultItem } from "./search-results.server.ts";

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

/** The search's results: a heading, then each kind's group (with "Show all"), or one kind's pages and the way back to all. */
export function ResultGroups({ results }: { results: SearchPage }) {
  return (
    <>
      <h2 id="search-results-heading" className="font-serif text-2xl font-semibold text-slate-900">
        {results.heading}
      </h2>
      {results.none ? <EmptyNotice>{results.none}</EmptyNotice> : null}
      {results.groups.map((group) => (
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
      {results.kind ? (
        <>
          <Pagination page={results.page} pageCount={results.pageCount} />
          <p className="mt-6">
            <Link
              to={`/search?${new URLSearchParams({ q: results.query })}`}
              className="font-medium text-brand-700 underline"
            >
              {results.texts.backToAll}
            </Link>
          </p>
        </>
      ) : null}
    </>
  );
}
