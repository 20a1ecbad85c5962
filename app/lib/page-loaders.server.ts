import { data } from "react-router";
import { PAGE_SIZE, parsePage } from "./urls.ts";
import { logError } from "#app/lib/log.server.ts";
import { NEWEST_FIRST, parseListQuery, type ListSort, type ListSortKey } from "./list-query.ts";

/**
 * Thrown by a list's `load` when the address asks for something the list cannot give (a filter
 * value it does not know): the page answers 400 in state "refused", with why and the way out.
 */
export class ListRefusal extends Error {
  override name = "ListRefusal";
  readonly refusal: { message: string; clearHref: string; clearLabel: string };
  constructor(refusal: { message: string; clearHref: string; clearLabel: string }) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

/**
 * The loader of a paginated list page (?page=N, 24 a page unless `pageSize` says): 400 for a page
 * number that is not one or a refused filter (ListRefusal), 404 past the last page, 503 with the
 * page's error text when the database fails. `always` goes with every answer (the galleries' chosen city, for instance).
 */
export async function loadListPage<T, Extra extends object, Always extends object = object>(
  url: URL,
  what: string,
  load: (range: { limit: number; offset: number }) => Promise<{ items: T[]; total: number } & Extra>,
  always: Always = {} as Always,
  pageSize = PAGE_SIZE,
) {
  const page = parsePage(url);
  if (page === null) return data({ ...always, state: "bad-page" as const }, { status: 400 });
  try {
    const { items, total, ...extra } = await load({ limit: pageSize, offset: (page - 1) * pageSize });
    const pageCount = Math.ceil(total / pageSize);
    if (page > 1 && page > pageCount) return data({ ...always, state: "bad-page" as const }, { status: 404 });
    return { ...always, ...(extra as Omit<Extra, "items" | "total">), state: "ok" as const, items, page, pageCount };
  } catch (error) {
    if (error instanceof ListRefusal) {
      return data({ ...always, state: "refused" as const, ...error.refusal }, { status: 400 });
    }
    logError(`Loading ${what} failed`, error);
    return data({ ...always, state: "error" as const }, { status: 503 });
  }
}

/**
 * The loader of any other page (a record's, the inbox, the dashboard): 404 when `load` finds
 * nothing, 503 with the page's error text when the database fails; a Response thrown inside (a
 * redirect to the canonical address) goes through. The page renders by `state`, keeping its
 * navigation in every case. `always` goes with every answer.
 */
export async function loadPage<T extends object, Always extends object = object>(
  what: string,
  load: () => Promise<T | null>,
  always: Always = {} as Always,
) {
  try {
    const found = await load();
    if (found === null) return data({ ...always, state: "not-found" as const }, { status: 404 });
    return { ...always, ...found, state: "ok" as const };
  } catch (error) {
    if (error instanceof Response) throw error;
    logError(`Loading ${what} failed`, error);
    return data({ ...always, state: "error" as const }, { status: 503 });
  }
}

/**
 * The loader of an admin table (loadListPage with ?q= and ?sort=): one page of the records the
 * search finds, in the order asked, with how many it found (`matched`); `query` goes with every answer.
 */
export async function loadTablePage<K extends ListSortKey, R, T, Always extends object = object>(
  url: URL,
  what: string,
  table: {
    sortKeys: readonly K[];
    list: (options: { search: string; sort: ListSort<K>; limit: number; offset: number }) => Promise<R[]>;
    count: (filter: { search: string }) => Promise<number>;
    toItem: (record: R) => T;
  },
  always: Always = {} as Always,
) {
  const query = parseListQuery<K>(url, table.sortKeys, NEWEST_FIRST as ListSort<K>);
  return loadListPage(
    url,
    what,
    async (range) => {
      const [records, matched] = await Promise.all([
        table.list({ ...range, search: query.search, sort: query.sort }),
        table.count({ search: query.search }),
      ]);
      return { items: records.map(table.toItem), total: matched, matched };
    },
    { ...always, query },
  );
}
