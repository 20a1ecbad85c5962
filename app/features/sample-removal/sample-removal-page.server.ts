import { href, redirect } from "react-router";
import { handleAdminAction } from "#app/features/admin/admin-action.server.ts";
import { requireAdmin, type AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { countSampleCatalogue, hasSampleRecords, removeSampleCatalogue } from "#app/models/sample-removal.server.ts";
import { sampleCountsOfSearch, sampleCountsSearch } from "./sample-counts.ts";

/** The confirmation step: what removing the sample catalogue would remove now, and what was just removed (?artists=…). */
export async function loadSampleRemoval(args: AdminRequest & { url: URL }) {
  await requireAdmin(args);
  const removed = sampleCountsOfSearch(args.url.searchParams);
  return loadPage(
    "the sample catalogue",
    async () => {
      const counts = await countSampleCatalogue();
      return { counts, hasSample: hasSampleRecords(counts) };
    },
    { removed },
  );
}

/** Removes the sample catalogue once the box is ticked, audits it, then says what was removed. */
export function handleSampleRemoval(args: AdminRequest) {
  return handleAdminAction(args, {
    values: () => ({}),
    failure: () => ({ log: "removing the sample catalogue failed", error: m.admin_sample_failed() }),
    async change({ form, audit, refuse }) {
      if (form.get("confirmed") !== "yes") return refuse(400, m.admin_sample_confirm_required());
      const removed = await removeSampleCatalogue();
      if (!hasSampleRecords(removed)) return refuse(409, m.admin_sample_none());
      await audit({ action: "sample_removed", target: { kind: "site" }, detail: JSON.stringify(removed) });
      return redirect(`${href("/admin/sample")}?${sampleCountsSearch(removed)}`);
    },
  });
}
