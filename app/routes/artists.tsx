import { ArtistCard } from "#app/components/cards.tsx";
import { ListStates } from "#app/components/list-states.tsx";
import { PageHeader } from "#app/components/notices.tsx";
import { toArtistCard } from "#app/features/cards/cards.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { countArtists, listArtists } from "#app/models/artists.server.ts";
import { loadListPage } from "#app/lib/page-loaders.server.ts";
import { artistsInStylePath } from "#app/lib/urls.ts";
import { Link } from "#app/components/link.tsx";
import type { Route } from "./+types/artists";

export async function loader({ url }: Route.LoaderArgs) {
  // A style tag's link (?style=…): the artists working in that style, in the URL so it works
  // without JavaScript and can be shared.
  const style = url.searchParams.get("style")?.trim() || null;
  const filter = style === null ? {} : { style };
  return loadListPage(
    url,
    "artists",
    async (range) => {
      const [artists, total] = await Promise.all([listArtists({ ...filter, ...range }), countArtists(filter)]);
      return { items: artists.map(toArtistCard), total };
    },
    { style },
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  const page = loaderData?.state === "ok" && loaderData.page > 1 ? ` (page ${loaderData.page})` : "";
  const style = loaderData?.style;
  if (style) {
    return seoMeta(
      {
        title: `Israeli Artists: ${style}${page} | ${context.siteName}`,
        description: `Israeli artists working in ${style}: their stories and works.`,
        path: artistsInStylePath(style),
      },
      context,
    );
  }
  return seoMeta(
    {
      title: `Israeli Artists${page} | ${context.siteName}`,
      description:
        "Meet contemporary Israeli artists: painters, photographers, sculptors and more, with their styles, stories and works.",
      path: loaderData?.state === "ok" && loaderData.page > 1 ? `/artists?page=${loaderData.page}` : "/artists",
    },
    context,
  );
}

export default function Artists({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Artists">
        <p>Meet the painters, photographers and sculptors shaping Israel&apos;s art today.</p>
      </PageHeader>
      <section aria-label="Artists" className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        {loaderData.style ? (
          <p className="mb-8 flex flex-wrap items-center gap-3 text-lg text-slate-800">
            <span>
              Artists working in <strong>{loaderData.style}</strong>
            </span>
            <Link to="/artists" className="text-base font-semibold text-brand-700 hover:underline">
              Show all artists
            </Link>
          </p>
        ) : null}
        <ListStates
          list={loaderData}
          noun="artists"
          firstPageHref={loaderData.style ? artistsInStylePath(loaderData.style) : "/artists"}
          emptyText={loaderData.style ? `No artists work in ${loaderData.style}.` : "No artists available."}
        >
          {(items) => (
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((artist, index) => (
                <li key={artist.slug}>
                  <ArtistCard artist={artist} isPriority={index < 3} />
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </section>
    </>
  );
}
