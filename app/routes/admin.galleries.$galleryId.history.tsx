import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { RecordHistory } from "#app/features/changes/change-views.tsx";
import { handleHistoryAction, loadRecordHistory } from "#app/features/changes/record-history.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/admin.galleries.$galleryId.history";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.history_meta_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return loadRecordHistory("gallery", args.params.galleryId, args.url);
}

export async function action(args: Route.ActionArgs) {
  return handleHistoryAction(args, "gallery", args.params.galleryId);
}

export default function History({ loaderData, actionData }: Route.ComponentProps) {
  const isOk = loaderData.state === "ok";
  return (
    <RecordHistory
      title={m.history_title({ name: loaderData.name })}
      state={loaderData.state}
      items={isOk ? loaderData.items : []}
      page={isOk ? loaderData.page : 1}
      pageCount={isOk ? loaderData.pageCount : 1}
      token={loaderData.token}
      isTrusted={loaderData.isTrusted}
      editorPath={loaderData.editorPath}
      shown={isOk ? loaderData.shown : null}
      done={loaderData.done}
      formError={actionData?.formError}
    />
  );
}
