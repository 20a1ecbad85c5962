import { siteTitle } from "#app/lib/meta.ts";
import { data, redirect } from "react-router";
import { NotFound } from "#app/components/not-found.tsx";
import { PagePlaceholder } from "#app/components/page-placeholder.tsx";
import { getArtworkBySlugOrId } from "#app/models/artworks.server.ts";
import type { Route } from "./+types/artworks.$artworkId";

export async function loader({ params }: Route.LoaderArgs) {
  const artwork = await getArtworkBySlugOrId(params.artworkId);
  if (!artwork) return data({ artwork: null }, { status: 404 });
  // An id or a former slug leads to the one canonical address of the artwork.
  if (artwork.slug !== params.artworkId) throw redirect(`/artworks/${artwork.slug}`, 301);
  return { artwork: { title: artwork.title, artistName: artwork.artistName } };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    {
      title: loaderData?.artwork
        ? siteTitle(matches, `${loaderData.artwork.title}`)
        : siteTitle(matches, "Artwork Not Found"),
    },
  ];
}

export default function ArtworkPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.artwork)
    return <NotFound title="Artwork Not Found" returnTo="/artworks" returnLabel="Return to Artworks" />;
  return (
    <PagePlaceholder title={loaderData.artwork.title}>
      <p>By {loaderData.artwork.artistName}</p>
    </PagePlaceholder>
  );
}
