import { data } from "react-router";
import { ArtistCard } from "#app/components/cards.tsx";
import { EmptyNotice, ErrorNotice, PageHeader } from "#app/components/notices.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { toArtistCard } from "#app/lib/cards.ts";
import { seoContext, seoMeta } from "#app/lib/seo.ts";
import { PAGE_SIZE, parsePage } from "#app/lib/urls.ts";
import { countArtists, listArtists } from "#app/models/artists.server.ts";
import type { Route } from "./+types/artists";

export async function loader({ url }: Route.LoaderArgs) {
  const page = parsePage(url);
  if (page === null) return data({ state: "bad-page" as const }, { status: 400 });
  try {
    const [artists, total] = await Promise.all([
      listArtists({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
      countArtists(),
    ]);
    const pageCount = Math.ceil(total / PAGE_SIZE);
    if (page > 1 && page > pageCount) return data({ state: "bad-page" as const }, { status: 404 });
    return { state: "ok" as const, artists: artists.map(toArtistCard), page, pageCount };
  } catch (error) {
    console.error("Loading artists failed:", error);
    return data({ state: "error" as const }, { status: 503 });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  const page = loaderData?.state === "ok" && loaderData.page > 1 ? ` (page ${loaderData.page})` : "";
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
        {loaderData.state === "error" ? (
          <ErrorNotice>Error loading artists. Please try again later.</ErrorNotice>
        ) : loaderData.state === "bad-page" ? (
          <EmptyNotice>
            There is no such page of artists. <a href="/artists">Go to the first page</a>.
          </EmptyNotice>
        ) : loaderData.artists.length === 0 ? (
          <EmptyNotice>No artists available.</EmptyNotice>
        ) : (
          <>
            <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {loaderData.artists.map((artist, index) => (
                <li key={artist.slug}>
                  <ArtistCard artist={artist} isPriority={index < 3} />
                </li>
              ))}
            </ul>
            <Pagination page={loaderData.page} pageCount={loaderData.pageCount} />
          </>
        )}
      </section>
    </>
  );
}
