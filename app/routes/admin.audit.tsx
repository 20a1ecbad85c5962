import { isolate } from "#app/lib/bidi.ts";
import { EmptyNotice, ErrorNotice } from "#app/components/notices.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { Link } from "#app/components/link.tsx";
import {
  formatAuditCursor,
  getAuditPage,
  parseAuditCursor,
  type AuditEntry,
  type AuditFilter,
} from "#app/models/audit.server.ts";
import type { Route } from "./+types/admin.audit";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_audit_meta_title()) }, { name: "robots", content: "noindex" }];
}

const FILTERS = ["all", "sign-ins", "changes"] as const satisfies readonly AuditFilter[];

function filterOf(text: string | null): AuditFilter {
  return FILTERS.find((filter) => filter === text) ?? "all";
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const params = args.url.searchParams;
  const filter = filterOf(params.get("kind"));
  return loadPage(
    "the audit trail",
    async () => {
      const page = await getAuditPage({
        filter,
        before: parseAuditCursor(params.get("before")),
        after: parseAuditCursor(params.get("after")),
      });
      return {
        entries: page.entries,
        older: page.older && formatAuditCursor(page.older),
        newer: page.newer && formatAuditCursor(page.newer),
      };
    },
    { filter },
  );
}

/** The trail's address with these choices; "all" and the newest page need no parameter. */
function auditHref(filter: AuditFilter, cursor?: { before: string } | { after: string }): string {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("kind", filter);
  if (cursor) for (const [name, value] of Object.entries(cursor)) params.set(name, value);
  const query = params.toString();
  return query ? `/admin/audit?${query}` : "/admin/audit";
}

const FILTER_LABELS: Record<AuditFilter, () => string> = {
  all: m.admin_audit_filter_all,
  "sign-ins": m.admin_audit_filter_sign_ins,
  changes: m.admin_audit_filter_changes,
};

const INBOX_STATUS: Record<string, () => string> = {
  new: m.admin_inbox_status_new,
  answered: m.admin_inbox_status_answered,
  closed: m.admin_inbox_status_closed,
};

/** What an entry tells, in the page's language; names as they were, isolated from the sentence's direction. */
/** What was done to an artist or a gallery, by action: the two kinds' sentences. */
const RECORD_TEXTS = {
  created: { artist: m.admin_audit_created_artist, gallery: m.admin_audit_created_gallery },
  saved: { artist: m.admin_audit_saved_artist, gallery: m.admin_audit_saved_gallery },
  deleted: { artist: m.admin_audit_deleted_artist, gallery: m.admin_audit_deleted_gallery },
  featured: { artist: m.admin_audit_featured_artist, gallery: m.admin_audit_featured_gallery },
  unfeatured: { artist: m.admin_audit_unfeatured_artist, gallery: m.admin_audit_unfeatured_gallery },
};

function recordText(action: keyof typeof RECORD_TEXTS, kind: string | undefined, name: string): string {
  const texts = RECORD_TEXTS[action];
  return (kind === "gallery" ? texts.gallery : texts.artist)({ name });
}

function describe(entry: AuditEntry): string {
  const name = isolate(entry.target?.name ?? entry.target?.id ?? "");
  const kind = entry.target?.kind;
  switch (entry.action) {
    case "sign_in":
      return m.admin_audit_sign_in();
    case "sign_in_refused":
      return entry.count > 1
        ? m.admin_audit_sign_in_refused_times({ count: entry.count })
        : m.admin_audit_sign_in_refused();
    case "sign_in_locked":
      return entry.count > 1
        ? m.admin_audit_sign_in_locked_times({ count: entry.count })
        : m.admin_audit_sign_in_locked();
    case "sign_in_link_asked":
      return entry.count > 1
        ? m.admin_audit_sign_in_link_asked_times({ count: entry.count })
        : m.admin_audit_sign_in_link_asked();
    case "sign_in_link_used":
      return m.admin_audit_sign_in_link_used();
    case "saved":
      if (kind === "site") return m.admin_audit_saved_site();
      return recordText(entry.action, kind, name);
    case "created":
    case "deleted":
    case "featured":
    case "unfeatured":
      return recordText(entry.action, kind, name);
    case "review_approved":
      return m.admin_audit_review_approved({ name });
    case "review_rejected":
      return m.admin_audit_review_rejected({ name });
    case "inbox_status": {
      const status = INBOX_STATUS[entry.detail ?? ""]?.() ?? entry.detail ?? "";
      return kind === "message" ? m.admin_audit_message_status({ status }) : m.admin_audit_inquiry_status({ status });
    }
    case "two_step_on":
      return m.admin_audit_two_step_on();
    case "two_step_off":
      return m.admin_audit_two_step_off();
    case "two_step_reset":
      return m.admin_audit_two_step_reset();
    default:
      return m.admin_audit_unknown();
  }
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

const linkClass =
  "inline-flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium text-brand-700 underline-offset-4 hover:bg-sand-100 hover:underline";

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { filter } = loaderData;
  const entries = loaderData.state === "ok" ? loaderData.entries : [];
  const older = loaderData.state === "ok" ? loaderData.older : null;
  const newer = loaderData.state === "ok" ? loaderData.newer : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_audit_title()}</h1>
      <p className="mt-2 text-slate-700">{m.admin_audit_intro()}</p>
      <nav aria-label={m.admin_audit_filter_label()} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((choice) => (
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
                {FILTER_LABELS[choice]()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {loaderData.state !== "ok" ? (
        <div className="mt-6">
          <ErrorNotice>{m.admin_audit_load_failed()}</ErrorNotice>
        </div>
      ) : entries.length === 0 ? (
        <div className="mt-6">
          <EmptyNotice>{m.admin_audit_none()}</EmptyNotice>
        </div>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{m.admin_audit_caption()}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {m.admin_audit_column_when()}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {m.admin_audit_column_who()}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {m.admin_audit_column_what()}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {m.admin_audit_column_address()}
                </th>
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
                  <td className="px-4 py-3 text-slate-900">{describe(entry)}</td>
                  <td className="px-4 py-3 font-mono text-slate-700">
                    {entry.address === "command line" ? m.admin_audit_command_line() : <bdi>{entry.address}</bdi>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {newer || older ? (
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
      ) : null}
    </div>
  );
}
