import type { ReactNode } from "react";
import { Link } from "./link.tsx";
import { EmptyNotice, ErrorNotice } from "./notices.tsx";
import { Pagination } from "./pagination.tsx";

type ListPage<T> =
  { state: "error" } | { state: "bad-page" } | { state: "ok"; items: T[]; page: number; pageCount: number };

/**
 * What a paginated list page (loadListPage) shows in each state: its load error, the way back from
 * a page that does not exist, its empty text, or the items (`children`) with their pagination.
 */
export function ListStates<T>({
  list,
  noun,
  firstPageHref,
  emptyText,
  children,
}: {
  list: ListPage<T>;
  /** "artists", "artworks", "galleries" */
  noun: string;
  firstPageHref: string;
  emptyText: ReactNode;
  /** The items of this page, and its number (for forms that come back to it). */
  children: (items: T[], page: number) => ReactNode;
}) {
  if (list.state === "error") return <ErrorNotice>Error loading {noun}. Please try again later.</ErrorNotice>;
  if (list.state === "bad-page") {
    return (
      <EmptyNotice>
        There is no such page of {noun}. <Link to={firstPageHref}>Go to the first page</Link>.
      </EmptyNotice>
    );
  }
  if (list.items.length === 0) return <EmptyNotice>{emptyText}</EmptyNotice>;
  return (
    <>
      {/* The cards' h3 titles need an h2 above them, for those who move through a page by headings. */}
      <h2 className="sr-only">
        All {noun}, page {list.page} of {list.pageCount}
      </h2>
      {children(list.items, list.page)}
      <Pagination page={list.page} pageCount={list.pageCount} />
    </>
  );
}
