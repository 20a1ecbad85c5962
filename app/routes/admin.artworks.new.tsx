import { href } from "react-router";
import { Link } from "#app/components/link.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { ArtworkForm } from "#app/features/editors/artwork-editor-form.tsx";
import { EditorPage } from "#app/features/editors/editor-page.tsx";
import { artworkEditor } from "#app/features/editors/artwork-editor.ts";
import { ARTWORK_SAVE, handleArtworkSave, listArtworkChoices } from "#app/features/editors/artwork-editor.server.ts";
import { loadNewRecordEditor } from "#app/features/editors/record-editor-page.server.ts";
import { blankAnswer } from "#app/features/editors/editor-kit.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAccess } from "#app/features/admin/admin-guard.server.ts";
import type { Route } from "./+types/admin.artworks.new";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_artwork_new_meta_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  const user = await requireAccess(args, "read", { kind: "new-artwork", artistId: null, galleryId: null });
  const [choices, saveMode] = await Promise.all([listArtworkChoices(user), loadNewRecordEditor(ARTWORK_SAVE, user)]);
  return { answer: blankAnswer(artworkEditor), saveMode, ...choices };
}

export async function action(args: Route.ActionArgs) {
  return handleArtworkSave(args, null);
}

export default function NewArtwork({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorPage
      title={m.admin_artwork_new_title()}
      answer={actionData}
      changes={{ saveMode: loaderData.saveMode, draft: null, saved: null, isPublished: true }}
      context={
        loaderData.saveMode.showsOperatorParts ? (
          <Link to={href("/admin/artworks")} className="text-brand-700 hover:underline">
            {m.admin_artworks_title()}
          </Link>
        ) : (
          <Link to={href("/admin")} className="text-brand-700 hover:underline">
            {m.admin_nav_dashboard()}
          </Link>
        )
      }
    >
      <ArtworkForm
        answer={actionData ?? loaderData.answer}
        isNew
        artists={loaderData.artists}
        galleries={loaderData.galleries}
      />
    </EditorPage>
  );
}
