import { href, redirect } from "react-router";
import { isLocale } from "#app/lib/i18n.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { safeRedirectPath } from "#app/lib/session.server.ts";
import { setUserLanguage } from "#app/models/users.server.ts";
import { OWN_ACCOUNT } from "#app/models/access.server.ts";
import { handleAdminAction } from "./admin-action.server.ts";
import type { AdminRequest } from "./admin-guard.server.ts";

/** The admin page the form was sent from; anything else (another site, a public page) is the dashboard. */
function backTo(value: FormDataEntryValue | null): string {
  const path = safeRedirectPath(typeof value === "string" ? value : null);
  return /^\/admin(?:[/?#]|$)/.test(path) ? path : href("/admin");
}

/**
 * The administrator's own language: POST language=en|he (and redirectTo, the page to go back to).
 * A plain form, so it works without JavaScript; the page it goes back to is a whole new load.
 */
export function handleAdminLanguage(args: AdminRequest) {
  return handleAdminAction(args, {
    access: () => ({ action: "edit", target: OWN_ACCOUNT }),
    values: () => ({}),
    async change({ form, user, refuse }) {
      const language = form.get("language");
      if (!isLocale(language)) return refuse(400, m.admin_language_unknown());
      await setUserLanguage(user.id, language);
      return redirect(backTo(form.get("redirectTo")));
    },
  });
}
