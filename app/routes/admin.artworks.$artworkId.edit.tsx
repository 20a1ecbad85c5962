import { href } from "react-router";
import { m } from "#app/lib/paraglide/messages.js";
import { ArtworkForm } from "#app/features/editors/artwork-editor-form.tsx";
import {
  EditorPage,
  EditorPageMissing,
  editorChangesOf,
  RecordEditorLinks,
} from "#app/features/editors/editor-page.tsx";
import { handleArtworkSave, loadArtworkEditor } from "#app/features/editors/artwork-editor.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAccess } from "#app/features/admin/admin-guard.server.ts";
import type { Route } from "./+types/admin.artworks.$artworkId.edit";
import { artworkPath } from "#app/lib/urls.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_artwork_edit_meta_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  const { artworkId } = args.params;
  const user = await requireAccess(args, "read", { kind: "artwork", id: artworkId });
  return loadPage("an artwork to edit", () => loadArtworkEditor(artworkId, user, args.url));
}

export async function action(args: Route.ActionArgs) {
  return handleArtworkSave(args, args.params.artworkId);
}

export default function EditArtwork({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== "ok") {
    return (
      <EditorPageMissing
        state={loaderData.state}
        notFound={m.admin_artwork_not_found()}
        returnTo={href("/admin/artworks")}
        returnLabel={m.admin_return_to_artworks()}
        loadFailed={m.admin_artwork_load_failed()}
      />
    );
  }
  const { record } = loaderData;
  return (
    <EditorPage
      title={m.admin_artwork_edit_title()}
      answer={actionData}
      changes={editorChangesOf(loaderData)}
      context={
        <RecordEditorLinks
          name={record.name}
          publicPath={record.slug ? artworkPath(record.slug) : null}
          historyPath={
            loaderData.saveMode.canKeepDraft
              ? href("/admin/artworks/:artworkId/history", { artworkId: record.id })
              : null
          }
        />
      }
    >
      <ArtworkForm
        answer={actionData ?? loaderData.answer}
        isNew={false}
        artists={loaderData.artists}
        galleries={loaderData.galleries}
      />
    </EditorPage>
  );
}
