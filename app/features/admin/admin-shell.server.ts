import { getRequestLocale } from "#app/lib/locale.server.ts";
import { isOperator } from "#app/models/access.server.ts";
import { isTwoStepSetupDueNow, requireSignedIn, type AdminRequest } from "./admin-guard.server.ts";

/** What every admin page's frame shows: the person, what its menu offers, and the page's language. */
export async function loadAdminShell(args: AdminRequest & { url: URL }) {
  const user = await requireSignedIn(args);
  // The page's language, for the root's <html lang dir> and the browser's catalogue (use-page-locale).
  return {
    email: user.email,
    isOperator: isOperator(user),
    // Until two-step sign-in is on, the menu offers only its page (the others lead there anyway).
    isTwoStepSetupDue: isTwoStepSetupDueNow(args.context),
    language: getRequestLocale(),
  };
}
