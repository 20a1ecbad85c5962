import { EmptyNotice, ErrorNotice } from "#app/components/notices.tsx";
import { AuditFilterNav, AuditPagesNav, AuditTable } from "#app/features/audit/audit-table.tsx";
import { loadAuditTrail } from "#app/features/audit/audit-trail.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/admin.audit";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_audit_meta_title()) }, { name: "robots", content: "noindex" }];
}

export const loader = (args: Route.LoaderArgs) => loadAuditTrail(args);

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { filter } = loaderData;
  const entries = loaderData.state === "ok" ? loaderData.entries : [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_audit_title()}</h1>
      <p className="mt-2 text-slate-700">{m.admin_audit_intro()}</p>
      <AuditFilterNav filter={filter} />
      {loaderData.state !== "ok" ? (
        <div className="mt-6">
          <ErrorNotice>{m.admin_audit_load_failed()}</ErrorNotice>
        </div>
      ) : entries.length === 0 ? (
        <div className="mt-6">
          <EmptyNotice>{m.admin_audit_none()}</EmptyNotice>
        </div>
      ) : (
        <AuditTable entries={entries} />
      )}
      <AuditPagesNav
        filter={filter}
        newer={loaderData.state === "ok" ? loaderData.newer : null}
        older={loaderData.state === "ok" ? loaderData.older : null}
      />
    </div>
  );
}
