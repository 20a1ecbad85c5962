import { isolate } from "#app/lib/bidi.ts";
import { EmptyNotice, ErrorNotice } from "#app/components/notices.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { AUDIT_SHOWN, listAuditEntries } from "#app/models/audit.server.ts";
import type { AuditEntry } from "#app/models/audit.server.ts";
import type { Route } from "./+types/admin.audit";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_audit_meta_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return loadPage("the audit trail", async () => ({ entries: await listAuditEntries(AUDIT_SHOWN) }), {
    shown: AUDIT_SHOWN,
  });
}

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
      return m.admin_audit_sign_in_refused();
    case "sign_in_locked":
      return m.admin_audit_sign_in_locked();
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

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_audit_title()}</h1>
      <p className="mt-2 text-slate-700">{m.admin_audit_intro({ count: loaderData.shown })}</p>
      {loaderData.state !== "ok" ? (
        <div className="mt-6">
          <ErrorNotice>{m.admin_audit_load_failed()}</ErrorNotice>
        </div>
      ) : loaderData.entries.length === 0 ? (
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
              {loaderData.entries.map((entry) => (
                <tr key={entry.id} data-testid="audit-entry">
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                    <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at, locale)}</time>
                  </td>
                  <td className="px-4 py-3">
                    <bdi>{entry.actor}</bdi>
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
    </div>
  );
}
