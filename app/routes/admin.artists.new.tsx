import { href } from "react-router";
import { Link } from "#app/components/link.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { ArtistForm } from "#app/features/editors/artist-editor-form.tsx";
import { EditorPage } from "#app/features/editors/editor-page.tsx";
import { artistEditor } from "#app/features/editors/artist-editor.ts";
import { handleArtistSave } from "#app/features/editors/artist-editor.server.ts";
import { blankAnswer } from "#app/features/editors/editor-kit.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { listGalleryChoices } from "#app/models/artwork-choices.server.ts";
import type { Route } from "./+types/admin.artists.new";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_artist_new_meta_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return { answer: blankAnswer(artistEditor), galleries: await listGalleryChoices() };
}

export async function action(args: Route.ActionArgs) {
  return handleArtistSave(args, null);
}

export default function NewArtist({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorPage
      title={m.admin_artist_new_title()}
      answer={actionData}
      context={
        <Link to={href("/admin/artists")} className="text-brand-700 hover:underline">
          {m.admin_artists_title()}
        </Link>
      }
    >
      <ArtistForm answer={actionData ?? loaderData.answer} isNew galleries={loaderData.galleries} />
    </EditorPage>
  );
}
