import { GalleryForm } from "#app/features/editors/gallery-editor-form.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { EditorPage } from "#app/features/editors/editor-page.tsx";
import { galleryEditor } from "#app/features/editors/gallery-editor.ts";
import { handleGallerySave } from "#app/features/editors/gallery-editor.server.ts";
import { blankAnswer } from "#app/features/editors/editor-kit.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import type { Route } from "./+types/admin.galleries.new";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_gallery_new_meta_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return { answer: blankAnswer(galleryEditor) };
}

export async function action(args: Route.ActionArgs) {
  return handleGallerySave(args, null);
}

export default function AddGallery({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorPage title={m.admin_gallery_new_title()} answer={actionData}>
      <GalleryForm answer={actionData ?? loaderData.answer} isNew />
    </EditorPage>
  );
}
