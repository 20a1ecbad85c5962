import { Link } from "#app/components/link.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { ArtistForm } from "#app/components/artist-form.tsx";
import { blankArtistFormValues } from "#app/features/forms/artist-form.ts";
import { handleArtistSave } from "#app/features/forms/artist-form.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { listGalleryChoices } from "#app/models/artworks.server.ts";
import type { Route } from "./+types/admin.artists.new";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_artist_new_meta_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return { galleries: await listGalleryChoices() };
}

export async function action(args: Route.ActionArgs) {
  return handleArtistSave(args, null);
}

export default function NewArtist({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold">
        <Link to="/admin/artists" className="text-brand-700 hover:underline">
          {m.admin_artists_title()}
        </Link>
      </p>
      <h1 className="mt-2 mb-8 font-serif text-4xl font-semibold text-slate-900">{m.admin_artist_new_title()}</h1>
      <ArtistForm
        key={JSON.stringify(actionData ?? null)}
        values={actionData?.values ?? blankArtistFormValues()}
        errors={actionData?.errors ?? {}}
        formError={actionData?.formError}
        images={actionData?.images ?? {}}
        galleries={loaderData.galleries}
        submitLabel={m.admin_artist_new_submit()}
      />
    </div>
  );
}
