import { NotFound } from "#app/components/not-found.tsx";
import { PageErrorNotice } from "#app/components/notices.tsx";
import { loadArtistPage } from "#app/features/artists/artist-page.server.ts";
import { ArtistProfile } from "#app/features/artists/artist-profile.tsx";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/artists.$artistId";

export function loader({ params, url }: Route.LoaderArgs) {
  return loadArtistPage({ artistId: params.artistId, url });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  if (loaderData?.state !== "ok") {
    return [
      { title: `${loaderData?.state === "error" ? m.nav_artists() : m.artist_not_found()} | ${context.siteName}` },
    ];
  }
  return seoMeta(loaderData.seo, context);
}

export default function ArtistPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "not-found") {
    return <NotFound title={m.artist_not_found()} returnTo="/artists" returnLabel={m.artist_return()} />;
  }
  if (loaderData.state === "error") {
    return <PageErrorNotice>{m.artists_error()}</PageErrorNotice>;
  }
  return <ArtistProfile page={loaderData} />;
}
