import { href } from "react-router";
import { m } from "#app/lib/paraglide/messages.js";
import { GalleryForm } from "#app/features/editors/gallery-editor-form.tsx";
import {
  EditorPage,
  EditorPageMissing,
  editorChangesOf,
  RecordEditorLinks,
} from "#app/features/editors/editor-page.tsx";
import { GALLERY_SAVE, handleGallerySave } from "#app/features/editors/gallery-editor.server.ts";
import { loadRecordEditor } from "#app/features/editors/record-editor-page.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAccess } from "#app/features/admin/admin-guard.server.ts";
import type { Route } from "./+types/admin.galleries.$galleryId.edit";
import { galleryPath } from "#app/lib/urls.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_gallery_edit_meta_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  const { galleryId } = args.params;
  const user = await requireAccess(args, "read", { kind: "gallery", id: galleryId });
  return loadPage("a gallery to edit", () => loadRecordEditor(GALLERY_SAVE, galleryId, user, args.url));
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
      changes={editorChangesOf(loaderData)}
      context={
        <RecordEditorLinks
          name={record.name}
          publicPath={record.slug ? galleryPath(record.slug) : null}
          historyPath={
            loaderData.saveMode.canKeepDraft
              ? href("/admin/galleries/:galleryId/history", { galleryId: record.id })
              : null
          }
        />
      }
    >
      <GalleryForm answer={actionData ?? loaderData.answer} isNew={false} />
    </EditorPage>
  );
}
