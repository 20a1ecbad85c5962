import { Link } from "#app/components/link.tsx";
import { EmptyNotice } from "#app/components/notices.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { ArtistCard, ArtworkCard, GalleryCard } from "#app/features/cards/card-views.tsx";
import type { SearchPage } from "./search-page.server.ts";
import type { MarkedText, SearchResultItem } from "./search-results.server.ts";

// Four to a row from tablets on: the overview shows four of each kind.
const RESULT_CARD_SIZES = "(min-width: 768px) 220px, 50vw";

function Marked({ name }: { name: MarkedText }) {
  return name.map((piece, index) =>
    piece.isMatch ? (
      <mark key={index} className="rounded-sm bg-amber-100 text-inherit">
        {piece.text}
      </mark>
    ) : (
      piece.text
    ),
  );
}

function ResultCard({ item, isPriority }: { item: SearchResultItem; isPriority: boolean }) {
  const common = { isPriority, headingLevel: 4, title: <Marked name={item.name} /> } as const;
  switch (item.kind) {
    case "artist":
      return <ArtistCard artist={item.card} sizes={RESULT_CARD_SIZES} {...common} />;
    case "artwork":
      return <ArtworkCard artwork={item.card} sizes={RESULT_CARD_SIZES} {...common} />;
    case "gallery":
      return <GalleryCard gallery={item.card} sizes={RESULT_CARD_SIZES} {...common} />;
  }
}

function ResultList({ items, isFirst }: { items: readonly SearchResultItem[]; isFirst: boolean }) {
  return (
    <ul className="mt-3 grid grid-cols-2 items-start gap-3 sm:gap-6 md:grid-cols-4">
      {items.map((item, index) => (
        <li key={item.card.id}>
          <ResultCard item={item} isPriority={isFirst && index < 2} />
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
      {results.groups.map((group, index) => (
        <section key={group.kind} aria-labelledby={`results-${group.kind}`} className="mt-8">
          <h3 id={`results-${group.kind}`} className="text-lg font-semibold text-slate-900">
            {group.heading}
          </h3>
          <ResultList items={group.items} isFirst={index === 0} />
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
