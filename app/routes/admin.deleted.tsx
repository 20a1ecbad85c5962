import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { DeletedRecords } from "#app/features/changes/deleted-records.tsx";
import { handleDeletedAction, loadDeletedRecords } from "#app/features/changes/deleted-records.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/admin.deleted";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.deleted_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return loadDeletedRecords(args.url);
}

export const action = (args: Route.ActionArgs) => handleDeletedAction(args);

export default function Deleted({ loaderData, actionData }: Route.ComponentProps) {
  const isOk = loaderData.state === "ok";
  return (
    <DeletedRecords
      state={loaderData.state}
      items={isOk ? loaderData.items : []}
      page={isOk ? loaderData.page : 1}
      pageCount={isOk ? loaderData.pageCount : 1}
      restored={loaderData.restored}
      formError={actionData?.formError}
    />
  );
}
