import { InvitationPage } from "#app/features/people/invitation-view.tsx";
import { acceptInvitation, loadInvitation } from "#app/features/people/invitation-page.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/invite.$token";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.invite_meta_title()) }, { name: "robots", content: "noindex" }];
}

export const loader = (args: Route.LoaderArgs) => loadInvitation(args);

export const action = (args: Route.ActionArgs) => acceptInvitation(args);

export default function Invite({ loaderData, actionData }: Route.ComponentProps) {
  return <InvitationPage view={loaderData} answer={actionData} />;
}
