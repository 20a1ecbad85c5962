import { ErrorNotice, DoneNotice } from "#app/components/notices.tsx";
import { SiteForm } from "#app/components/site-form.tsx";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { handleSiteSave, siteFormStateOf } from "#app/features/forms/site-form.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import type { Route } from "./+types/admin.site";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, "Site | Admin") }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const isSaved = args.url.searchParams.get("saved") === "1";
  return loadPage("the site settings", siteFormStateOf, { isSaved });
}

export async function action(args: Route.ActionArgs) {
  return handleSiteSave(args);
}

export default function AdminSite({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">Site</h1>
      <p className="mt-2 mb-8 text-slate-700">
        What the public pages show besides the catalogue: the contact page&apos;s address, the footer&apos;s links, the
        home page&apos;s hero and the written pages.
      </p>
      {loaderData.state !== "ok" ? (
        <ErrorNotice>Failed to load the site settings</ErrorNotice>
      ) : (
        <>
          {loaderData.isSaved && !actionData ? (
            <div className="mb-8">
              <DoneNotice>The site settings were saved.</DoneNotice>
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
