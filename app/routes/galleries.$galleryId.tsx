import { siteTitle } from "#app/lib/meta.ts";
import { data, redirect } from "react-router";
import { NotFound } from "#app/components/not-found.tsx";
import { PagePlaceholder } from "#app/components/page-placeholder.tsx";
import { getGalleryBySlugOrId } from "#app/models/galleries.server.ts";
import type { Route } from "./+types/galleries.$galleryId";

export async function loader({ params }: Route.LoaderArgs) {
  const gallery = await getGalleryBySlugOrId(params.galleryId);
  if (!gallery) return data({ gallery: null }, { status: 404 });
  // An id or a former slug leads to the one canonical address of the gallery.
  if (gallery.slug !== params.galleryId) throw redirect(`/galleries/${gallery.slug}`, 301);
  return { gallery: { name: gallery.name, street: gallery.street, city: gallery.city } };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return [
    {
      title: loaderData?.gallery
        ? siteTitle(matches, `${loaderData.gallery.name}`)
        : siteTitle(matches, "Gallery Not Found"),
    },
  ];
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.gallery)
    return <NotFound title="Gallery Not Found" returnTo="/galleries" returnLabel="Return to Galleries" />;
  return (
    <PagePlaceholder title={loaderData.gallery.name}>
      <p>
        {loaderData.gallery.street}, {loaderData.gallery.city}
      </p>
    </PagePlaceholder>
  );
}
