import { useLocation } from "react-router";
import { Link } from "./link.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { pageHref } from "#app/lib/urls.ts";

/**
 * Numbered pages in the URL (?page=N): first, last, and two on each side of the current one.
 * A page with several lists gives each its own parameter, name and place (`param`, `label`, `hash`).
 */
export function Pagination({
  page,
  pageCount,
  param,
  hash,
  label = m.pagination(),
}: {
  page: number;
  pageCount: number;
  param?: string;
  hash?: string;
  label?: string;
}) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  // The base only completes the URL object; links keep the page's own path and query.
  const url = new URL(`${location.pathname}${location.search}`, "http://omanut.local");
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  const linkClass = "inline-flex min-w-10 justify-center rounded-md px-3 py-2 text-sm font-medium";
  return (
    <nav aria-label={label} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link
          to={pageHref(url, page - 1, { param, hash })}
          className={`${linkClass} text-slate-800 hover:bg-sand-100`}
          rel="prev"
        >
          {m.pagination_previous()}
        </Link>
      ) : null}
      {shown.map((n, index) => (
        <span key={n} className="flex items-center gap-2">
          {index > 0 && n - shown[index - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
          <Link
            to={pageHref(url, n, { param, hash })}
            aria-current={n === page ? "page" : undefined}
            aria-label={m.pagination_page({ page: n })}
            className={`${linkClass} ${n === page ? "bg-brand-700 text-white" : "text-slate-800 hover:bg-sand-100"}`}
          >
            {n}
          </Link>
        </span>
      ))}
      {page < pageCount ? (
        <Link
          to={pageHref(url, page + 1, { param, hash })}
          className={`${linkClass} text-slate-800 hover:bg-sand-100`}
          rel="next"
        >
          {m.pagination_next()}
        </Link>
      ) : null}
    </nav>
  );
}
