import { Link } from "#app/components/link.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { AuditEntry, AuditFilter } from "#app/models/audit.server.ts";
import { AUDIT_FILTER_LABELS, AUDIT_FILTERS, auditHref, describeAuditEntry } from "./audit-trail.ts";

const linkClass =
  "inline-flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium text-brand-700 underline-offset-4 hover:bg-sand-100 hover:underline";

/** The filters: all entries, sign-ins, changes. */
export function AuditFilterNav({ filter }: { filter: AuditFilter }) {
  return (
    <nav aria-label={m.admin_audit_filter_label()} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {AUDIT_FILTERS.map((choice) => (
          <li key={choice}>
            <Link
              to={auditHref(choice)}
              aria-current={choice === filter ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-full px-4 py-2 text-sm font-medium ${
                choice === filter
                  ? "bg-brand-700 text-white"
                  : "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-sand-100"
              }`}
            >
              {AUDIT_FILTER_LABELS[choice]()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** When an entry happened; a summary's first and last time. */
function When({ entry, locale }: { entry: AuditEntry; locale: ReturnType<typeof useLocale> }) {
  const last = <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at, locale)}</time>;
  if (entry.count <= 1 || entry.firstAt === entry.at) return last;
  const first = <time dateTime={new Date(entry.firstAt).toISOString()}>{formatDateTime(entry.firstAt, locale)}</time>;
  return (
    <>
      {first}
      <span aria-hidden="true"> – </span>
      <span className="sr-only"> {m.admin_audit_until()} </span>
      {last}
    </>
  );
}

/** The entries: when, who, what, from which address. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const locale = useLocale();
  return (
    <div className="mt-6 overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{m.admin_audit_caption()}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {[
              m.admin_audit_column_when,
              m.admin_audit_column_who,
              m.admin_audit_column_what,
              m.admin_audit_column_address,
            ].map((heading) => (
              <th key={heading()} scope="col" className="px-4 py-3 text-start font-semibold">
                {heading()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="audit-entry">
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                <When entry={entry} locale={locale} />
              </td>
              <td className="px-4 py-3">
                <bdi>{entry.actor}</bdi>
                {entry.detail === "several" && entry.count > 1 ? (
                  <span className="text-slate-700"> {m.admin_audit_several_emails()}</span>
                ) : null}
              </td>
              <td className="px-4 py-3 text-slate-900">{describeAuditEntry(entry)}</td>
              <td className="px-4 py-3 font-mono text-slate-700">
                {entry.address === "command line" ? m.admin_audit_command_line() : <bdi>{entry.address}</bdi>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Newest, newer and older pages, where there are any. */
export function AuditPagesNav({
  filter,
  newer,
  older,
}: {
  filter: AuditFilter;
  newer: string | null;
  older: string | null;
}) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={m.admin_audit_pages_label()} className="mt-6 flex flex-wrap justify-between gap-2">
      <div className="flex flex-wrap gap-2">
        {newer ? (
          <>
            <Link to={auditHref(filter)} className={linkClass}>
              {m.admin_audit_newest()}
            </Link>
            <Link to={auditHref(filter, { after: newer })} className={linkClass} rel="prev">
              {m.admin_audit_newer()}
            </Link>
          </>
        ) : null}
      </div>
      {older ? (
        <Link to={auditHref(filter, { before: older })} className={linkClass} rel="next">
          {m.admin_audit_older()}
        </Link>
      ) : null}
    </nav>
  );
}
