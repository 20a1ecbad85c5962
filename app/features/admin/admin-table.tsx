import { useId, type ReactNode } from "react";
import { Form, useLocation } from "react-router";
import { Link } from "#app/components/link.tsx";
import type { RecordActionAnswer, RecordNoun } from "#app/features/admin/record-actions.ts";
import type { CardImage } from "#app/features/cards/cards.ts";
import { formatShortDate } from "#app/lib/dates.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { useLocale } from "#app/components/use-page-locale.ts";
import { MAX_SEARCH_LENGTH, sortHref, type ListQuery, type ListSortKey } from "#app/lib/list-query.ts";
import { RecordAdminActions } from "./record-admin-actions.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";

export interface AdminTableColumn {
  label: string;
  /** The order the column's header puts the table in; none for a column that is not sortable. */
  sortKey?: ListSortKey;
  /** Left out on phones (the dates), so the table fits without scrolling sideways. */
  isWide?: boolean;
}

/** The address of the page being shown, as forms on it post back to it. */
function useHere() {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** What a table's search says, for each list that has one. */
const SEARCH_WORDS = {
  artists: { label: m.admin_table_search_artists, matches: m.admin_table_matches_artists },
  galleries: { label: m.admin_table_search_galleries, matches: m.admin_table_matches_galleries },
  artworks: { label: m.admin_table_search_artworks, matches: m.admin_table_matches_artworks },
} as const;

/**
 * The search field of an admin table: a plain GET form (it works without JavaScript), keeping the
 * order; a search starts again at page 1. "Clear search" shows while a search is applied.
 */
export function AdminTableSearch({
  noun,
  query,
  matched,
}: {
  noun: keyof typeof SEARCH_WORDS;
  query: ListQuery;
  matched?: number;
}) {
  const location = useLocation();
  const inputId = useId();
  const sort = new URLSearchParams(location.search).get("sort");
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
            {SEARCH_WORDS[noun].label()}
          </label>
          {/* Keyed by the search shown, so a link that changes it (Clear search) changes the field too. */}
          <input
            key={query.search}
            id={inputId}
            type="search"
            name="q"
            defaultValue={query.search}
            maxLength={MAX_SEARCH_LENGTH}
            className="mt-1 w-64 max-w-full rounded-md border border-slate-400 bg-white px-3 py-2"
          />
        </div>
        {sort ? <input type="hidden" name="sort" value={sort} /> : null}
        <button type="submit" className="rounded-md bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700">
          {m.admin_table_search_submit()}
        </button>
      </Form>
      {query.search ? (
        <div className="flex flex-wrap items-baseline gap-x-3 pb-2 text-slate-800">
          {/* Said after each search made in the page, too. */}
          <p role="status">
            {matched === undefined ? null : SEARCH_WORDS[noun].matches({ count: matched, search: query.search })}
          </p>
          <Link
            to={`${location.pathname}${sort ? `?sort=${encodeURIComponent(sort)}` : ""}`}
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            {m.admin_table_clear_search()}
          </Link>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A compact admin table of records: its column headers sort it (a link each: it works without
 * JavaScript and the order lives in the address), and the rows follow.
 */
export function AdminTable({
  caption,
  columns,
  query,
  children,
}: {
  caption: string;
  columns: AdminTableColumn[];
  query: ListQuery;
  children: ReactNode;
}) {
  const location = useLocation();
  const url = new URL(`${location.pathname}${location.search}`, "http://omanut.local");
  return (
    <table className="w-full border-collapse text-start">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-slate-300 text-sm text-slate-800">
          {columns.map((column) => {
            const isSorted = column.sortKey !== undefined && query.sort.key === column.sortKey;
            const direction = query.sort.isDescending ? "descending" : "ascending";
            return (
              <th
                key={column.label}
                scope="col"
                aria-sort={isSorted ? direction : undefined}
                className={`px-3 py-2 text-start font-semibold whitespace-nowrap ${column.isWide ? "hidden md:table-cell" : ""}`}
              >
                {column.sortKey ? (
                  <Link
                    to={sortHref(url, query.sort, column.sortKey)}
                    className="inline-flex items-center gap-1 underline-offset-4 hover:underline"
                  >
                    {column.label}
                    <span aria-hidden="true" className={isSorted ? "text-slate-900" : "text-slate-400"}>
                      {isSorted ? (query.sort.isDescending ? "↓" : "↑") : "↕"}
                    </span>
                  </Link>
                ) : (
                  column.label
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

export interface AdminRecordItem {
  id: string;
  name: string;
  /** Only for records that can be featured (artists, galleries): they have Feature and Delete. */
  isFeatured?: boolean;
  createdAt: number;
  /** The version shown: the row's buttons change nothing saved since. */
  updatedAt: number;
  picture: CardImage;
}

const linkButton =
  "rounded-md bg-white px-3 py-1.5 text-sm font-medium text-slate-900 ring-1 ring-slate-300 hover:bg-sand-100";

/**
 * One record's row: its picture and name (with a line under it), the cells between, its dates, and
 * View, Edit and, for an artist or a gallery (`noun`), Feature and Delete. Feature and Delete post
 * to the page shown, so the search, order and page stay.
 */
export function AdminRecordRow({
  noun,
  record,
  detail,
  cells,
  view,
  editHref,
  answer,
}: {
  noun?: RecordNoun;
  record: AdminRecordItem;
  /** The line under the name (styles, an address). */
  detail?: string;
  /** The cells between the name and the dates. */
  cells?: ReactNode;
  view: { href: string; label: string };
  editHref: string;
  /** The page action's answer about this record, when it came without JavaScript. */
  answer?: RecordActionAnswer;
}) {
  const here = useHere();
  const locale = useLocale();
  return (
    <tr className="border-b border-slate-200 align-middle">
      <td className="px-3 py-2">
        <div className="flex items-center gap-3">
          <span className="hidden w-14 shrink-0 sm:block">
            <ResponsiveImage
              image={record.picture.image}
              src={record.picture.url}
              alt=""
              sizes="3.5rem"
              className="aspect-[4/3] w-14 rounded bg-sand-100 object-cover"
            />
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{record.name}</p>
            {detail ? <p className="text-sm text-slate-700">{detail}</p> : null}
          </div>
        </div>
      </td>
      {cells}
      <td className="hidden px-3 py-2 text-sm whitespace-nowrap text-slate-800 md:table-cell">
        {formatShortDate(record.createdAt, locale)}
      </td>
      <td className="hidden px-3 py-2 text-sm whitespace-nowrap text-slate-800 md:table-cell">
        {formatShortDate(record.updatedAt, locale)}
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap items-start gap-2 lg:flex-nowrap">
          <Link to={view.href} className={linkButton}>
            {view.label}
            <span className="sr-only"> {record.name}</span>
          </Link>
          <Link to={editHref} className={linkButton}>
            {m.admin_edit()}
            <span className="sr-only"> {record.name}</span>
          </Link>
          {noun && record.isFeatured !== undefined ? (
            <div className="lg:shrink-0">
              <RecordAdminActions
                noun={noun}
                record={{ ...record, isFeatured: record.isFeatured }}
                action={here}
                cancelHref={here}
                answer={answer}
              />
            </div>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

const SORT_WORDS: Record<ListSortKey, [() => string, () => string]> = {
  name: [m.admin_sort_name_asc, m.admin_sort_name_desc],
  city: [m.admin_sort_city_asc, m.admin_sort_city_desc],
  added: [m.admin_sort_added_asc, m.admin_sort_added_desc],
  updated: [m.admin_sort_updated_asc, m.admin_sort_updated_desc],
};

/** What a table shows, for those who hear it: "Artists, newest added first, page 2". */
export function tableCaption(title: string, query: ListQuery, page: number): string {
  const order = SORT_WORDS[query.sort.key][query.sort.isDescending ? 1 : 0]();
  return query.search
    ? m.admin_table_caption_search({ title, search: query.search, order, page })
    : m.admin_table_caption({ title, order, page });
}
