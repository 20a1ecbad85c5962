import { getRequestLocale } from "#app/lib/locale.server.ts";
import { requireAdmin, type AdminRequest } from "./admin-guard.server.ts";

/** What every admin page's frame shows: the administrator, and the page's language. */
export async function loadAdminShell(args: AdminRequest & { url: URL }) {
  const user = await requireAdmin(args);
  // The page's language, for the root's <html lang dir> and the browser's catalogue (use-page-locale).
  return { email: user.email, language: getRequestLocale() };
}
