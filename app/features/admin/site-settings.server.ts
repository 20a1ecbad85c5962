import { siteFormStateOf } from "#app/features/editors/site-editor.server.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { requireAdmin, type AdminRequest } from "./admin-guard.server.ts";

/** The Site page: the form as stored (with the chosen hero artwork), and whether it was just saved (?saved=1). */
export async function loadSiteSettings(args: AdminRequest & { url: URL }) {
  await requireAdmin(args);
  const isSaved = args.url.searchParams.get("saved") === "1";
  return loadPage("the site settings", siteFormStateOf, { isSaved });
}
