import { href } from "react-router";
import { Link } from "#app/components/link.tsx";
import { BDI_SLOT, WithBdi } from "#app/components/bdi-slot.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { RecordAdminActions } from "#app/features/admin/record-admin-actions.tsx";
import { ExternalLinks, profileLinks } from "#app/components/external-links.tsx";
import { DoneNotice, PageErrorNotice } from "#app/components/notices.tsx";
import { NotFound } from "#app/components/not-found.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { STOCK_ARTIST_IMAGE } from "#app/lib/image-variants.ts";
import { handleArtistAction } from "#app/features/admin/record-actions.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { getArtistById } from "#app/models/artists.server.ts";
import { listArtworksByArtist } from "#app/models/artworks.server.ts";
import type { Route } from "./+types/admin.artists.$artistId";
import { adminArtistPath, artistPath, artworkPath } from "#app/lib/urls.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title =
    loaderData?.state === "ok"
      ? m.admin_artist_profile_meta_title({ name: loaderData.artist.name })
      : m.admin_artist_meta_title();
  return [{ title: siteTitle(matches, title) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return loadPage("an artist for the admin", async () => {
    const artist = await getArtistById(args.params.artistId);
    if (!artist) return null;
    const done = args.url.searchParams.get("done");
    // Rendered with the name in <bdi>: the message's words come from here, in the administrator's language.
    const notice =
      done === "added"
        ? m.admin_artist_added_notice({ name: BDI_SLOT })
        : done === "saved"
          ? m.admin_artist_saved_notice({ name: BDI_SLOT })
          : null;
    return { artist, artworks: await listArtworksByArtist(artist.id), notice };
  });
}

export async function action(args: Route.ActionArgs) {
  return handleArtistAction(args);
}

export default function AdminArtist({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.state === "not-found") {
    return (
      <NotFound
        title={m.admin_artist_not_found()}
        returnTo={href("/admin/artists")}
        returnLabel={m.admin_return_to_artists()}
      />
    );
  }
  if (loaderData.state === "error") {
    return <PageErrorNotice>{m.admin_artist_profile_load_failed()}</PageErrorNotice>;
  }
  const { artist, artworks, notice } = loaderData;
  const self = adminArtistPath(artist.id);
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold">
        <Link to={href("/admin/artists")} className="text-brand-700 hover:underline">
          {m.admin_artists_title()}
        </Link>
      </p>
      {notice ? (
        <div className="mt-4">
          <DoneNotice>
            <WithBdi text={notice} value={artist.name} />
          </DoneNotice>
        </div>
      ) : null}
      <div className="mt-4 grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <ResponsiveImage
          image={artist.image}
          src={artist.imageUrl || STOCK_ARTIST_IMAGE}
          alt={m.admin_artist_portrait_alt({ name: artist.name })}
          sizes="(min-width: 768px) 40vw, 100vw"
          isPriority
          className="h-auto w-full rounded-xl bg-sand-100 object-cover shadow-sm"
        />
        <div className="space-y-4">
          <h1 className="font-serif text-4xl font-semibold text-slate-900">
            <bdi>{artist.name}</bdi>
          </h1>
          {artist.styles.length > 0 ? <p className="text-slate-700">{artist.styles.join(", ")}</p> : null}
          <p className="whitespace-pre-line text-slate-800">{artist.bio}</p>
          <ExternalLinks
            links={profileLinks(artist)}
            linkClass="font-medium text-brand-700 underline-offset-4 hover:underline"
          />
          <div className="flex flex-wrap gap-3 text-sm font-semibold">
            <Link to={`${self}/edit`} className="rounded-md bg-brand-700 px-3 py-1.5 text-white hover:bg-brand-900">
              {m.admin_artist_edit_title()}
            </Link>
            <Link to={artistPath(artist.slug)} className="rounded-md px-3 py-1.5 text-brand-700 hover:underline">
              {m.admin_public_page()}
            </Link>
          </div>
          <RecordAdminActions
            noun="artist"
            record={artist}
            action={self}
            cancelHref={self}
            answer={actionData?.values.recordId === artist.id ? actionData : undefined}
          />
        </div>
      </div>
      <section aria-labelledby="artworks-title" className="mt-12">
        <h2 id="artworks-title" className="font-serif text-3xl font-semibold text-slate-900">
          {m.admin_artist_artworks_count({ count: artworks.length })}
        </h2>
        {artworks.length === 0 ? (
          <p className="mt-4 text-slate-700">{m.admin_artworks_none()}</p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {artworks.map((artwork) => (
              <li key={artwork.id} className="overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
                <ResponsiveImage
                  image={artwork.image}
                  src={artwork.imageUrl}
                  alt={artwork.title}
                  sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[4/3] h-auto w-full bg-sand-100 object-cover"
                />
                <div className="p-4">
                  <h3 className="font-serif text-lg font-semibold">
                    <Link to={artworkPath(artwork.slug)} className="text-slate-900 hover:underline">
                      {artwork.title}
                    </Link>
                  </h3>
                  {artwork.year !== null ? <p className="text-sm text-slate-700">{artwork.year}</p> : null}
                  {artwork.description ? <p className="mt-2 text-sm text-slate-700">{artwork.description}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
