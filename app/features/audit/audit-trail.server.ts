import { requireAdmin, type AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { formatAuditCursor, getAuditPage, parseAuditCursor } from "#app/models/audit.server.ts";
import { auditFilterOf } from "./audit-trail.ts";

/** A page of the audit trail (?kind= the filter, ?before= / ?after= where the page starts), newest first. */
export async function loadAuditTrail(args: AdminRequest & { url: URL }) {
  await requireAdmin(args);
  const params = args.url.searchParams;
  const filter = auditFilterOf(params.get("kind"));
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
