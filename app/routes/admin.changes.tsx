import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { ReviewQueue } from "#app/features/changes/change-views.tsx";
import { handleReviewAction, loadReviewQueue } from "#app/features/changes/review-queue.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/admin.changes";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.changes_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return loadReviewQueue(args.url);
}

export const action = (args: Route.ActionArgs) => handleReviewAction(args);

export default function Changes({ loaderData, actionData }: Route.ComponentProps) {
  const isOk = loaderData.state === "ok";
  return (
    <ReviewQueue
      state={loaderData.state}
      items={isOk ? loaderData.items : []}
      page={isOk ? loaderData.page : 1}
      pageCount={isOk ? loaderData.pageCount : 1}
      done={loaderData.done}
      formError={actionData?.formError}
    />
  );
}
