import { href } from "react-router";
import { Link } from "#app/components/link.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { GalleryForm } from "#app/features/editors/gallery-editor-form.tsx";
import { EditorPage, EditorPageMissing } from "#app/features/editors/editor-page.tsx";
import { galleryEditor } from "#app/features/editors/gallery-editor.ts";
import { galleryFormValuesOf, handleGallerySave } from "#app/features/editors/gallery-editor.server.ts";
import { editorAnswerOf } from "#app/features/editors/editor-action.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { getGalleryById } from "#app/models/galleries.server.ts";
import { listAdminReviews } from "#app/models/reviews.server.ts";
import type { Route } from "./+types/admin.galleries.$galleryId.edit";
import { galleryPath } from "#app/lib/urls.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_gallery_edit_meta_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return loadPage("a gallery to edit", async () => {
    const gallery = await getGalleryById(args.params.galleryId);
    if (!gallery) return null;
    const answer = await editorAnswerOf(
      galleryEditor,
      galleryFormValuesOf(gallery, await listAdminReviews(gallery.id)),
    );
    return { record: { id: gallery.id, name: gallery.name, slug: gallery.slug }, answer };
  });
}

export async function action(args: Route.ActionArgs) {
  return handleGallerySave(args, args.params.galleryId);
}

export default function EditGallery({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== "ok") {
    return (
      <EditorPageMissing
        state={loaderData.state}
        notFound={m.admin_gallery_not_found()}
        returnTo={href("/admin/galleries")}
        returnLabel={m.admin_return_to_galleries()}
        loadFailed={m.admin_gallery_load_failed()}
      />
    );
  }
  const { record } = loaderData;
  return (
    <EditorPage
      title={m.admin_gallery_edit_title()}
      answer={actionData}
      context={
        <>
          <bdi>{record.name}</bdi> ·{" "}
          <Link to={galleryPath(record.slug)} className="text-brand-700 underline underline-offset-4">
            {m.admin_view_public_page()}
          </Link>
        </>
      }
    >
      <GalleryForm answer={actionData ?? loaderData.answer} isNew={false} />
    </EditorPage>
  );
}
