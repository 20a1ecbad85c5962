import { Link } from "#app/components/link.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { GalleryForm } from "#app/components/gallery-form.tsx";
import { ErrorNotice } from "#app/components/notices.tsx";
import { galleryFormStateOf, handleGallerySave } from "#app/features/forms/gallery-form.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { getGalleryById } from "#app/models/galleries.server.ts";
import { listAdminReviews } from "#app/models/reviews.server.ts";
import type { Route } from "./+types/admin.galleries.$galleryId.edit";
import { galleryPath } from "#app/lib/urls.ts";
import { useSiteName } from "#app/lib/root-data.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_gallery_edit_meta_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return loadPage("a gallery to edit", async () => {
    const gallery = await getGalleryById(args.params.galleryId);
    if (!gallery) return null;
    const form = await galleryFormStateOf(gallery, await listAdminReviews(gallery.id));
    return { gallery: { id: gallery.id, name: gallery.name, slug: gallery.slug }, form };
  });
}

export async function action(args: Route.ActionArgs) {
  return handleGallerySave(args, args.params.galleryId);
}

export default function EditGallery({ loaderData, actionData }: Route.ComponentProps) {
  const siteName = useSiteName();
  if (loaderData.state !== "ok") {
    return (
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
        <h1 className="font-serif text-4xl font-semibold text-slate-900">
          {loaderData.state === "not-found" ? m.admin_gallery_not_found() : m.admin_gallery_edit_title()}
        </h1>
        {loaderData.state === "error" ? <ErrorNotice>{m.admin_gallery_load_failed()}</ErrorNotice> : null}
        <Link to="/admin/galleries" className="font-medium text-brand-700 underline underline-offset-4">
          {m.admin_return_to_galleries()}
        </Link>
      </div>
    );
  }
  const { gallery, form } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_gallery_edit_title()}</h1>
      <p className="mt-2 mb-8 text-slate-700">
        <bdi>{gallery.name}</bdi> ·{" "}
        <Link to={galleryPath(gallery.slug)} className="font-medium text-brand-700 underline underline-offset-4">
          {m.admin_view_public_page()}
        </Link>
      </p>
      <GalleryForm
        key={JSON.stringify(actionData ?? null)}
        mode="edit"
        {...(actionData ?? form)}
        siteName={siteName}
        cancelHref="/admin/galleries"
      />
    </div>
  );
}
