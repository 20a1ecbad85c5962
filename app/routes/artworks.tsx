import { ArtworkCard, GRID_CARD_SIZES } from "#app/components/cards.tsx";
import { ListStates } from "#app/components/list-states.tsx";
import { PageHeader } from "#app/components/notices.tsx";
import { toArtworkCard } from "#app/features/cards/cards.ts";
import { getPageRates } from "#app/features/facts/rates.server.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { countArtworks, listLatestArtworks } from "#app/models/artworks.server.ts";
import { loadListPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import type { Route } from "./+types/artworks";

export async function loader({ url }: Route.LoaderArgs) {
  return loadListPage(
    url,
    "artworks",
    async (range) => {
      const [artworks, total, rates] = await Promise.all([listLatestArtworks(range), countArtworks(), getPageRates()]);
      return { items: artworks.map((artwork) => toArtworkCard(artwork, getRequestLocale(), rates)), total };
    },
    // Composed here, in the page's language, so these texts stay out of the browser's bundle.
    { heading: m.artworks_meta_title(), description: m.artworks_meta_description() },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  const page = loaderData?.state === "ok" ? loaderData.page : 1;
  const heading = loaderData?.heading ?? m.nav_artworks();
  return seoMeta(
    {
      title: `${page > 1 ? m.list_meta_page({ title: heading, page }) : heading} | ${context.siteName}`,
      description: loaderData?.description ?? "",
      path: page > 1 ? `/artworks?page=${page}` : "/artworks",
    },
    context,
  );
}

export default function Artworks({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={m.nav_artworks()}>
        <p>{m.artworks_intro()}</p>
      </PageHeader>
      <section aria-label={m.nav_artworks()} className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        <ListStates list={loaderData} noun="artworks" firstPageHref="/artworks" emptyText={m.artworks_empty()}>
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
