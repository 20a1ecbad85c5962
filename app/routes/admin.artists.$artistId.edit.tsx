import { href } from "react-router";
import { m } from "#app/lib/paraglide/messages.js";
import { ArtistForm } from "#app/features/editors/artist-editor-form.tsx";
import {
  EditorPage,
  EditorPageMissing,
  editorChangesOf,
  RecordEditorLinks,
} from "#app/features/editors/editor-page.tsx";
import { handleArtistSave, loadArtistEditor } from "#app/features/editors/artist-editor.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAccess } from "#app/features/admin/admin-guard.server.ts";
import type { Route } from "./+types/admin.artists.$artistId.edit";
import { adminArtistPath, artistPath } from "#app/lib/urls.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_artist_edit_meta_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  const { artistId } = args.params;
  const user = await requireAccess(args, "read", { kind: "artist", id: artistId });
  return loadPage("an artist to edit", () => loadArtistEditor(artistId, user, args.url));
}

export async function action(args: Route.ActionArgs) {
  return handleArtistSave(args, args.params.artistId);
}

export default function EditArtist({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state !== "ok") {
    return (
      <EditorPageMissing
        state={loaderData.state}
        notFound={m.admin_artist_not_found()}
        returnTo={href("/admin/artists")}
        returnLabel={m.admin_return_to_artists()}
        loadFailed={m.admin_artist_load_failed()}
      />
    );
  }
  const { record } = loaderData;
  return (
    <EditorPage
      title={m.admin_artist_edit_title()}
      answer={actionData}
      changes={editorChangesOf(loaderData)}
      context={
        <RecordEditorLinks
          name={record.name}
          namePath={loaderData.saveMode.canKeepDraft ? adminArtistPath(record.id) : null}
          publicPath={record.slug ? artistPath(record.slug) : null}
          historyPath={
            loaderData.saveMode.canKeepDraft ? href("/admin/artists/:artistId/history", { artistId: record.id }) : null
          }
        />
      }
    >
      <ArtistForm answer={actionData ?? loaderData.answer} isNew={false} galleries={loaderData.galleries} />
    </EditorPage>
  );
}
