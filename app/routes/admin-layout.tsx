import { href, isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { RefusedAdminPostStep } from "#app/features/admin/refused-admin-post.tsx";
import { UnexpectedError } from "#app/components/unexpected-error.tsx";
import { adminMiddleware } from "#app/features/admin/admin-guard.server.ts";
import { AdminShell } from "#app/features/admin/admin-shell.tsx";
import { loadAdminShell } from "#app/features/admin/admin-shell.server.ts";
import { adminUnavailable, notLoggedIn } from "#app/lib/admin-messages.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { passRetryAfter } from "#app/lib/retry-after.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { RefusedAdminPost } from "#app/lib/request-context.ts";
import type { Route } from "./+types/admin-layout";

// Every admin page's loaders and actions read the administrator this puts into the request context.
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware];

export const loader = (args: Route.LoaderArgs) => loadAdminShell(args);

// The step shown instead of a refused page has a title of its own; pages set theirs otherwise.
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const title =
    isRouteErrorResponse(error) && error.status === 401
      ? m.admin_layout_title_sign_in()
      : m.admin_layout_title_not_saved();
  return [{ title: siteTitle(matches, title) }, { name: "robots", content: "noindex" }];
}

// A refusal's Retry-After reaches the page's response.
export const headers = ({ errorHeaders }: Route.HeadersArgs) => passRetryAfter(errorHeaders);

/**
 * A session that ended or a database that did not answer: the page's own data is never shown.
 * Anything else unexpected is said inside the admin navigation.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("routes/admin-layout");
  if (isRouteErrorResponse(error) && (error.status === 401 || error.status === 503)) {
    const refused = (error.data as { refusedPost?: RefusedAdminPost | null } | null)?.refusedPost ?? null;
    return (
      <RefusedAdminPostStep
        status={error.status}
        refused={refused}
        message={error.status === 401 ? notLoggedIn() : adminUnavailable()}
      />
    );
  }
  // Without the layout's own data no administrator was confirmed: nothing of the admin area is shown.
  if (!layout) throw error;
  return (
    <AdminShell email={layout.email} isOperator={layout.isOperator}>
      <UnexpectedError error={error} returnTo={href("/admin")} returnLabel={m.admin_return_to_dashboard()} />
    </AdminShell>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email} isOperator={loaderData.isOperator}>
      <Outlet />
    </AdminShell>
  );
}
