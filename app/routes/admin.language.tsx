import { data, redirect } from "react-router";
import { adminMiddleware, guardAdminWrite } from "#app/features/admin/admin-guard.server.ts";
import { readFormData } from "#app/features/forms/form-data.server.ts";
import { isLocale } from "#app/lib/i18n.ts";
import { safeRedirectPath } from "#app/lib/session.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { setUserLanguage } from "#app/models/users.server.ts";
import type { Route } from "./+types/admin.language";

export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

/** The admin page the form was sent from; anything else (another site, a public page) is the dashboard. */
function backTo(value: FormDataEntryValue | null): string {
  const path = safeRedirectPath(typeof value === "string" ? value : null);
  return /^\/admin(?:[/?#]|$)/.test(path) ? path : "/admin";
}

/**
 * The administrator's own language: POST language=en|he (and redirectTo, the page to go back to).
 * A plain form, so it works without JavaScript; the page it goes back to is a whole new load.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const guard = await guardAdminWrite({ request, context }, formData);
  if (guard.kind === "refused") return data({ error: guard.message }, { status: guard.status, headers: guard.headers });
  const language = formData.get("language");
  if (!isLocale(language)) return data({ error: m.admin_language_unknown() }, { status: 400 });
  await setUserLanguage(guard.user.id, language);
  return redirect(backTo(formData.get("redirectTo")));
}

export function loader() {
  return data({ error: m.admin_language_use_post() }, { status: 405 });
}
