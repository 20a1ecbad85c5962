import { ArtistCard } from "#app/features/cards/card-views.tsx";
import { BidiMessage } from "#app/components/bidi-message.tsx";
import { Link } from "#app/components/link.tsx";
import { ListStates } from "#app/components/list-states.tsx";
import { PageHeader } from "#app/components/notices.tsx";
import { loadArtistsPage } from "#app/features/artists/artists-page.server.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { textLang } from "#app/lib/localized-text.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { artistsInStylePath } from "#app/lib/urls.ts";
import type { Route } from "./+types/artists";

export function loader({ url }: Route.LoaderArgs) {
  return loadArtistsPage({ url });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  const page = loaderData?.state === "ok" ? loaderData.page : 1;
  const heading = loaderData?.heading ?? m.nav_artists();
  const style = loaderData?.style;
  return seoMeta(
    {
      title: `${page > 1 ? m.list_meta_page({ title: heading, page }) : heading} | ${context.siteName}`,
      description: loaderData?.description ?? "",
      path: style ? artistsInStylePath(style) : page > 1 ? `/artists?page=${page}` : "/artists",
    },
    context,
  );
}

export default function Artists({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={m.nav_artists()}>
        <p>{m.artists_intro()}</p>
      </PageHeader>
      <section aria-label={m.nav_artists()} className="mx-auto max-w-7xl px-4 pb-8 sm:px-6">
        {loaderData.style ? (
          <p className="mb-8 flex flex-wrap items-center gap-3 text-lg text-slate-800">
            <span>
              <BidiMessage
                message={m.artists_in_style}
                values={{
                  style: <strong {...textLang(loaderData.styleLang ?? undefined)}>{loaderData.styleLabel}</strong>,
                }}
              />
            </span>
            <Link to="/artists" className="text-base font-semibold text-brand-700 hover:underline">
              {m.artists_show_all()}
            </Link>
          </p>
        ) : null}
        <ListStates
          list={loaderData}
          noun="artists"
          firstPageHref={loaderData.style ? artistsInStylePath(loaderData.style) : "/artists"}
          emptyText={
            loaderData.style ? (
              <BidiMessage
                message={m.artists_empty_style}
                values={{
                  style: <span {...textLang(loaderData.styleLang ?? undefined)}>{loaderData.styleLabel}</span>,
                }}
              />
            ) : (
              m.artists_empty()
            )
          }
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
