import type { ReactNode } from "react";
import { Link } from "./link.tsx";
import { EmptyNotice, ErrorNotice } from "./notices.tsx";
import { Pagination } from "./pagination.tsx";
import { m } from "#app/lib/paraglide/messages.js";

type ListPage<T> =
  | { state: "error" }
  | { state: "bad-page" }
  | { state: "refused"; message: string; clearHref: string; clearLabel: string }
  | { state: "ok"; items: T[]; page: number; pageCount: number };

// Each list's own sentences: a noun put into a sentence would not agree in Hebrew.
const TEXTS = {
  artists: { error: m.artists_error, noSuchPage: m.artists_no_such_page, heading: m.artists_list_heading },
  artworks: { error: m.artworks_error, noSuchPage: m.artworks_no_such_page, heading: m.artworks_list_heading },
  galleries: { error: m.galleries_error, noSuchPage: m.galleries_no_such_page, heading: m.galleries_list_heading },
} as const;

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
  noun: keyof typeof TEXTS;
  firstPageHref: string;
  emptyText: ReactNode;
  /** The items of this page, and its number (for forms that come back to it). */
  children: (items: T[], page: number) => ReactNode;
}) {
  const texts = TEXTS[noun];
  if (list.state === "error") return <ErrorNotice>{texts.error()}</ErrorNotice>;
  if (list.state === "refused") {
    return (
      <EmptyNotice>
        {list.message} <Link to={list.clearHref}>{list.clearLabel}</Link>
      </EmptyNotice>
    );
  }
  if (list.state === "bad-page") {
    return (
      <EmptyNotice>
        {texts.noSuchPage()} <Link to={firstPageHref}>{m.list_first_page()}</Link>.
      </EmptyNotice>
    );
  }
  if (list.items.length === 0) return <EmptyNotice>{emptyText}</EmptyNotice>;
  return (
    <>
      {/* The cards' h3 titles need an h2 above them, for those who move through a page by headings. */}
      <h2 className="sr-only">{texts.heading({ page: list.page, pageCount: list.pageCount })}</h2>
      {children(list.items, list.page)}
      <Pagination page={list.page} pageCount={list.pageCount} />
    </>
  );
}
