import { href } from "react-router";
import { Link } from "#app/components/link.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { ArtistForm } from "#app/features/editors/artist-editor-form.tsx";
import { EditorPage, EditorPageMissing } from "#app/features/editors/editor-page.tsx";
import { getConfig } from "#app/lib/config.server.ts";
import { artistEditor, artistFormValues } from "#app/features/editors/artist-editor.ts";
import { handleArtistSave } from "#app/features/editors/artist-editor.server.ts";
import { editorAnswerOf } from "#app/features/editors/editor-action.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { getArtistById } from "#app/models/artists.server.ts";
import { listArtworksByArtist } from "#app/models/artworks.server.ts";
import { listGalleryChoices } from "#app/models/artwork-choices.server.ts";
import type { Route } from "./+types/admin.artists.$artistId.edit";
import { adminArtistPath } from "#app/lib/urls.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_artist_edit_meta_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return loadPage("an artist to edit", async () => {
    const artist = await getArtistById(args.params.artistId);
    if (!artist) return null;
    const [artworks, galleries] = await Promise.all([listArtworksByArtist(artist.id), listGalleryChoices()]);
    const answer = await editorAnswerOf(artistEditor, artistFormValues(artist, artworks, getConfig().siteName));
    return { record: { id: artist.id, name: artist.name }, answer, galleries };
  });
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
      context={
        <Link to={adminArtistPath(record.id)} className="text-brand-700 hover:underline">
          <bdi>{record.name}</bdi>
        </Link>
      }
    >
      <ArtistForm answer={actionData ?? loaderData.answer} isNew={false} galleries={loaderData.galleries} />
    </EditorPage>
  );
}
