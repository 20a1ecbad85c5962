import { data } from "react-router";
import { adminMiddleware } from "#app/features/admin/admin-guard.server.ts";
import { handleAdminLanguage } from "#app/features/admin/admin-language.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/admin.language";

export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

// The administrator's own language, from the form in the admin menu.
export const action = (args: Route.ActionArgs) => handleAdminLanguage(args);

export function loader() {
  return data({ error: m.admin_language_use_post() }, { status: 405 });
}
