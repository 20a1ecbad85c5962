import { Link } from "#app/components/link.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { ArtistForm } from "#app/components/artist-form.tsx";
import { PageErrorNotice } from "#app/components/notices.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { getConfig } from "#app/lib/config.server.ts";
import { artistFormValues } from "#app/features/forms/artist-form.ts";
import { handleArtistSave } from "#app/features/forms/artist-form.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { getArtistById } from "#app/models/artists.server.ts";
import { listArtworksByArtist, listGalleryChoices } from "#app/models/artworks.server.ts";
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
    // Stored images travel with their sizes, for the previews.
    const images = Object.fromEntries(
      [artist, ...artworks].flatMap((record) => (record.image ? [[record.image.id, record.image]] : [])),
    );
    const values = artistFormValues(artist, artworks, getConfig().siteName);
    return { id: artist.id, name: artist.name, values, images, galleries };
  });
}

export async function action(args: Route.ActionArgs) {
  return handleArtistSave(args, args.params.artistId);
}

export default function EditArtist({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "not-found") {
    return (
      <NotFound
        title={m.admin_artist_not_found()}
        returnTo="/admin/artists"
        returnLabel={m.admin_return_to_artists()}
      />
    );
  }
  if (loaderData.state === "error") {
    return <PageErrorNotice>{m.admin_artist_load_failed()}</PageErrorNotice>;
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold">
        <Link to={adminArtistPath(loaderData.id)} className="text-brand-700 hover:underline">
          <bdi>{loaderData.name}</bdi>
        </Link>
      </p>
      <h1 className="mt-2 mb-8 font-serif text-4xl font-semibold text-slate-900">{m.admin_artist_edit_title()}</h1>
      <ArtistForm
        key={JSON.stringify(actionData ?? null)}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        formError={actionData?.formError}
        images={{ ...loaderData.images, ...actionData?.images }}
        galleries={loaderData.galleries}
        submitLabel={m.admin_artist_edit_submit()}
      />
    </div>
  );
}
