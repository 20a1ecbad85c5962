import { data } from "react-router";
import { adminMiddleware } from "#app/features/admin/admin-guard.server.ts";
import { handleImageUpload } from "#app/features/uploads/image-upload.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/admin.media";

export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

// Image uploads from the admin forms: POST, the file as the body.
export const action = (args: Route.ActionArgs) => handleImageUpload(args);

export function loader() {
  return data({ error: m.admin_media_use_post() }, { status: 405 });
}
