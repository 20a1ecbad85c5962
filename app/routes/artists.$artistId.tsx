import { siteTitle } from "#app/lib/meta.ts";
import { data, redirect } from "react-router";
import { NotFound } from "#app/components/not-found.tsx";
import { PagePlaceholder } from "#app/components/page-placeholder.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { getArtistBySlugOrId } from "#app/models/artists.server.ts";
import type { Route } from "./+types/artists.$artistId";

export async function loader({ params }: Route.LoaderArgs) {
  const artist = await getArtistBySlugOrId(params.artistId);
  if (!artist) return data({ artist: null }, { status: 404 });
  // An id or a former slug leads to the one canonical address of the artist.
  if (artist.slug !== params.artistId) throw redirect(`/artists/${artist.slug}`, 301);
  return { artist: { name: artist.name, bio: artist.bio, imageUrl: artist.imageUrl, image: artist.image } };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    {
      title: loaderData?.artist
        ? siteTitle(matches, `${loaderData.artist.name} - Israeli Artist`)
        : siteTitle(matches, "Artist Not Found"),
    },
  ];
}

export default function ArtistPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.artist)
    return <NotFound title="Artist Not Found" returnTo="/artists" returnLabel="Return to Artists" />;
  return (
    <PagePlaceholder title={loaderData.artist.name}>
      <ResponsiveImage
        image={loaderData.artist.image}
        src={loaderData.artist.imageUrl}
        alt={`Portrait of ${loaderData.artist.name}`}
        sizes="(min-width: 768px) 24rem, 100vw"
        isPriority
        className="mb-6 h-auto w-full max-w-sm rounded-lg bg-sand-100 object-cover"
      />
      <p>{loaderData.artist.bio}</p>
    </PagePlaceholder>
  );
}
