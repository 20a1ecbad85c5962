import { redirect } from "react-router";
import { handleAdminAction, type AdminChange } from "#app/features/admin/admin-action.server.ts";
import type { AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { loadListPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import {
  countDeletedRecords,
  DELETED_KEPT_MS,
  getDeletedRecord,
  listDeletedRecords,
} from "#app/models/record-versions.server.ts";
import { RecordChangedError } from "#app/models/versions.server.ts";
import { editorPathOf, restoreDeleted } from "./change-kinds.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Galleries and artists deleted in the last 90 days, newest first, each until when it is kept. */
export function loadDeletedRecords(url: URL) {
  const now = Date.now();
  const restored = url.searchParams.get("restored");
  return loadListPage(
    url,
    "the deleted records",
    async (range) => {
      const [records, total] = await Promise.all([listDeletedRecords(range, now), countDeletedRecords(now)]);
      const items = records.map((record) => ({
        id: record.id,
        kind: record.kind,
        name: record.name,
        deletedBy: record.deletedBy,
        deletedAt: record.deletedAt,
        daysLeft: Math.max(1, Math.ceil((record.deletedAt + DELETED_KEPT_MS - now) / DAY_MS)),
      }));
      return { items, total };
    },
    { restored: restored ? { name: restored, path: url.searchParams.get("path") ?? "" } : null },
  );
}

function valuesOf(form: FormData) {
  const id = form.get("deletedId");
  return { deletedId: typeof id === "string" ? id : "" };
}

async function restore({ values, user, audit, refuse }: AdminChange<{ deletedId: string }>) {
  const deleted = await getDeletedRecord(values.deletedId);
  if (!deleted) return refuse(404, m.deleted_gone());
  try {
    const outcome = await restoreDeleted(deleted, user);
    if (outcome.kind === "invalid") {
      return refuse(400, m.history_invalid({ list: Object.values(outcome.errors).join(" ") }));
    }
    if (outcome.kind === "gone") return refuse(404, m.deleted_gone());
  } catch (error) {
    if (error instanceof RecordChangedError) return refuse(409, m.deleted_gone());
    throw error;
  }
  await audit({ action: "version_restored", target: { kind: deleted.kind, id: deleted.recordId, name: deleted.name } });
  const done = new URLSearchParams({ restored: deleted.name, path: editorPathOf(deleted.kind, deleted.recordId) });
  return redirect(`/admin/deleted?${done}`);
}

/** Restore a deleted gallery or artist. */
export function handleDeletedAction(args: AdminRequest) {
  return handleAdminAction(args, {
    values: valuesOf,
    change: restore,
    failure: () => ({ log: "restoring a deleted record failed", error: m.history_failed() }),
  });
}
