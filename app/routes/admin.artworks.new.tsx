import { href } from "react-router";
import { Link } from "#app/components/link.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { ArtworkForm } from "#app/features/editors/artwork-editor-form.tsx";
import { EditorPage } from "#app/features/editors/editor-page.tsx";
import { artworkEditor } from "#app/features/editors/artwork-editor.ts";
import { handleArtworkSave, listArtworkChoices } from "#app/features/editors/artwork-editor.server.ts";
import { blankAnswer } from "#app/features/editors/editor-kit.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import type { Route } from "./+types/admin.artworks.new";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_artwork_new_meta_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return { answer: blankAnswer(artworkEditor), ...(await listArtworkChoices()) };
}

export async function action(args: Route.ActionArgs) {
  return handleArtworkSave(args, null);
}

export default function NewArtwork({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorPage
      title={m.admin_artwork_new_title()}
      answer={actionData}
      context={
        <Link to={href("/admin/artworks")} className="text-brand-700 hover:underline">
          {m.admin_artworks_title()}
        </Link>
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
