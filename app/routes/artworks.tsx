import { ArtworkCard, GRID_CARD_SIZES } from "#app/components/cards.tsx";
import { ListStates } from "#app/components/list-states.tsx";
import { PageHeader } from "#app/components/notices.tsx";
import { toArtworkCard } from "#app/features/cards/cards.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { countArtworks, listLatestArtworks } from "#app/models/artworks.server.ts";
import { loadListPage } from "#app/lib/page-loaders.server.ts";
import type { Route } from "./+types/artworks";

export async function loader({ url }: Route.LoaderArgs) {
  return loadListPage(url, "artworks", async (range) => {
    const [artworks, total] = await Promise.all([listLatestArtworks(range), countArtworks()]);
    return { items: artworks.map(toArtworkCard), total };
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  const page = loaderData?.state === "ok" ? loaderData.page : 1;
  return seoMeta(
    {
      title: `Israeli Artworks${page > 1 ? ` (page ${page})` : ""} | ${context.siteName}`,
      description:
        "Browse artworks by Israeli artists: paintings, photographs, sculpture and prints, newest first, each with its story and artist.",
      path: page > 1 ? `/artworks?page=${page}` : "/artworks",
    },
    context,
  );
}

export default function Artworks({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Artworks">
        <p>Paintings, photographs, sculpture and prints by Israeli artists, newest first.</p>
      </PageHeader>
      <section aria-label="Artworks" className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        <ListStates list={loaderData} noun="artworks" firstPageHref="/artworks" emptyText="No artworks available.">
          {(items) => (
            <ul className="grid grid-cols-2 items-start gap-3 sm:gap-8 lg:grid-cols-3">
              {items.map((artwork, index) => (
                <li key={artwork.slug} className="[contain-intrinsic-size:auto_20rem] [content-visibility:auto]">
                  <ArtworkCard artwork={artwork} isPriority={index < 3} sizes={GRID_CARD_SIZES} />
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </section>
    </>
  );
}
