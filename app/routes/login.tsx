import { siteTitle } from "#app/lib/meta.ts";
import { redirect } from "react-router";
import { PagePlaceholder } from "#app/components/page-placeholder.tsx";
import { getSessionUser, safeRedirectPath } from "#app/lib/session.server.ts";
import type { Route } from "./+types/login";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, "Admin Login") }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  // A signed-in administrator goes straight back to the remembered page, or /admin.
  if (await getSessionUser(request)) {
    throw redirect(safeRedirectPath(url.searchParams.get("redirectTo")));
  }
  return null;
}

export default function Login() {
  return (
    <PagePlaceholder title="Admin Login">
      <p>Administrator sign-in is being prepared.</p>
    </PagePlaceholder>
  );
}
