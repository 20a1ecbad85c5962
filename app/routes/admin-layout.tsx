import { href, isRouteErrorResponse, Outlet, useRouteLoaderData } from "react-router";
import { RefusedAdminPostStep } from "#app/features/admin/refused-admin-post.tsx";
import { UnexpectedError } from "#app/components/unexpected-error.tsx";
import { adminMiddleware, twoStepSetupMiddleware } from "#app/features/admin/admin-guard.server.ts";
import { AdminShell } from "#app/features/admin/admin-shell.tsx";
import { loadAdminShell } from "#app/features/admin/admin-shell.server.ts";
import { adminUnavailable, notLoggedIn } from "#app/lib/admin-messages.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { passRetryAfter } from "#app/lib/retry-after.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { RefusedAdminPost } from "#app/lib/request-context.ts";
import type { Route } from "./+types/admin-layout";

// Every admin page's loaders and actions read the administrator this puts into the request context;
// a person who must turn two-step sign-in on first is sent to its page.
export const middleware: Route.MiddlewareFunction[] = [adminMiddleware, twoStepSetupMiddleware];

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

/** The form a refused write posted, when the refusal carries it. */
function refusedPostOf(error: unknown): RefusedAdminPost | null {
  if (!isRouteErrorResponse(error)) return null;
  return (error.data as { refusedPost?: RefusedAdminPost | null } | null)?.refusedPost ?? null;
}

/**
 * A session that ended, a database that did not answer, or a write refused until two-step sign-in
 * is on: the page's own data is never shown. Anything else unexpected is said inside the admin navigation.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("routes/admin-layout");
  const refused = refusedPostOf(error);
  if (isRouteErrorResponse(error) && (error.status === 401 || error.status === 503)) {
    return (
      <RefusedAdminPostStep
        status={error.status}
        refused={refused}
        message={error.status === 401 ? notLoggedIn() : adminUnavailable()}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403 && refused?.reason === "two-step-required") {
    return <RefusedAdminPostStep status={403} refused={refused} message={m.admin_two_step_required_refused()} />;
  }
  // Without the layout's own data no administrator was confirmed: nothing of the admin area is shown.
  if (!layout) throw error;
  return (
    <AdminShell email={layout.email} isOperator={layout.isOperator} isTwoStepSetupDue={layout.isTwoStepSetupDue}>
      <UnexpectedError error={error} returnTo={href("/admin")} returnLabel={m.admin_return_to_dashboard()} />
    </AdminShell>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell
      email={loaderData.email}
      isOperator={loaderData.isOperator}
      isTwoStepSetupDue={loaderData.isTwoStepSetupDue}
    >
      <Outlet />
    </AdminShell>
  );
}
