import { GalleryForm } from "#app/components/gallery-form.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { emptyGalleryFormValues } from "#app/features/forms/gallery-form.ts";
import { emptyGalleryFormState, handleGallerySave } from "#app/features/forms/gallery-form.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import type { Route } from "./+types/admin.galleries.new";
import { useSiteName } from "#app/lib/root-data.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_gallery_new_meta_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return emptyGalleryFormState(emptyGalleryFormValues());
}

export async function action(args: Route.ActionArgs) {
  return handleGallerySave(args, null);
}

export default function AddGallery({ loaderData, actionData }: Route.ComponentProps) {
  const siteName = useSiteName();
  const state = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="mb-8 font-serif text-4xl font-semibold text-slate-900">{m.admin_gallery_new_title()}</h1>
      <GalleryForm
        key={JSON.stringify(actionData ?? null)}
        mode="create"
        {...state}
        siteName={siteName}
        cancelHref="/admin/galleries"
      />
    </div>
  );
}
