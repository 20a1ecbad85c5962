import { ListStates } from "#app/components/list-states.tsx";
import { Link } from "react-router";
import { RecordAdminActions } from "#app/components/record-admin-actions.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { STOCK_ARTIST_IMAGE } from "#app/lib/media.ts";
import { handleArtistAction } from "#app/features/admin/record-actions.server.ts";
import { loadListPage } from "#app/lib/page-loaders.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import { countArtists, listArtists } from "#app/models/artists.server.ts";
import type { Route } from "./+types/admin.artists";
import { adminArtistEditPath, adminArtistPath, adminListPath } from "#app/lib/urls.ts";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, "Artists | Admin") }, { name: "robots", content: "noindex" }];
}

// One page of 24 at a time, like the public list, so the page costs the same however many there are.
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return loadListPage(args.url, "artists", async (range) => {
    const [artists, total] = await Promise.all([listArtists(range), countArtists()]);
    const items = artists.map((artist) => ({
      id: artist.id,
      slug: artist.slug,
      name: artist.name,
      styles: artist.styles,
      isFeatured: artist.isFeatured,
      updatedAt: artist.updatedAt,
      picture: { url: artist.imageUrl || STOCK_ARTIST_IMAGE, image: artist.image },
    }));
    return { items, total };
  });
}

export async function action(args: Route.ActionArgs) {
  return handleArtistAction(args);
}

export default function AdminArtists({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-serif text-4xl font-semibold text-slate-900">Artists</h1>
        <Link
          to="/admin/artists/new"
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900"
        >
          Add New Artist
        </Link>
      </div>
      <section aria-label="Artists" className="mt-8">
        <ListStates
          list={loaderData}
          noun="artists"
          firstPageHref="/admin/artists"
          emptyText="No artists found. Add your first artist to get started."
        >
          {(items, page) => (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((artist) => (
                <li key={artist.id}>
                  <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                    <ResponsiveImage
                      image={artist.picture.image}
                      src={artist.picture.url}
                      alt={`Portrait of ${artist.name}`}
                      sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                      className="aspect-[4/3] h-auto w-full bg-sand-100 object-cover"
                    />
                    <div className="flex flex-1 flex-col gap-3 p-5">
                      <h2 className="font-serif text-xl font-semibold text-slate-900">{artist.name}</h2>
                      {artist.styles.length > 0 ? (
                        <p className="text-sm text-slate-700">{artist.styles.join(", ")}</p>
                      ) : null}
                      <div className="mt-auto flex flex-wrap gap-3 text-sm font-semibold">
                        <Link
                          to={adminArtistPath(artist.id)}
                          aria-label={`View Profile of ${artist.name}`}
                          className="text-brand-700 hover:underline"
                        >
                          View Profile
                        </Link>
                        <Link
                          to={adminArtistEditPath(artist.id)}
                          aria-label={`Edit ${artist.name}`}
                          className="text-brand-700 hover:underline"
                        >
                          Edit
                        </Link>
                      </div>
                      <RecordAdminActions
                        noun="artist"
                        record={artist}
                        action={adminListPath("artists", page)}
                        cancelHref={adminListPath("artists", page)}
                        answer={actionData?.recordId === artist.id ? actionData : undefined}
                      />
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </section>
    </div>
  );
}
