import { ErrorNotice, DoneNotice } from "#app/components/notices.tsx";
import { SiteForm } from "#app/features/editors/site-editor-form.tsx";
import { loadSiteSettings } from "#app/features/admin/site-settings.server.ts";
import { handleSiteSave } from "#app/features/editors/site-editor.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import type { Route } from "./+types/admin.site";
import { m } from "#app/lib/paraglide/messages.js";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_site_meta_title()) }, { name: "robots", content: "noindex" }];
}

export const loader = (args: Route.LoaderArgs) => loadSiteSettings(args);

export const action = (args: Route.ActionArgs) => handleSiteSave(args);

export default function AdminSite({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_site_title()}</h1>
      <p className="mt-2 mb-8 text-slate-700">{m.admin_site_intro()}</p>
      {loaderData.state !== "ok" ? (
        <ErrorNotice>{m.admin_site_load_failed()}</ErrorNotice>
      ) : (
        <>
          {loaderData.isSaved && !actionData ? (
            <div className="mb-8">
              <DoneNotice>{m.admin_site_saved()}</DoneNotice>
            </div>
          ) : null}
          <SiteForm
            key={JSON.stringify(actionData ?? null)}
            {...(actionData ?? loaderData.form)}
            hero={loaderData.hero}
          />
        </>
      )}
    </div>
  );
}
