import { ArtistCard } from "#app/components/cards.tsx";
import { ListStates } from "#app/components/list-states.tsx";
import { PageHeader } from "#app/components/notices.tsx";
import { toArtistCard } from "#app/features/cards/cards.ts";
import { seoContext, seoMeta } from "#app/features/seo/seo.ts";
import { countArtists, listArtists } from "#app/models/artists.server.ts";
import { getStyleNameHe } from "#app/models/style-names.server.ts";
import { localizeStyles } from "#app/features/i18n/localize.ts";
import { textLang } from "#app/lib/localized-text.ts";
import { logError } from "#app/lib/log.server.ts";
import type { Locale } from "#app/lib/i18n.ts";
import { loadListPage } from "#app/lib/page-loaders.server.ts";
import { artistsInStylePath } from "#app/lib/urls.ts";
import { Link } from "#app/components/link.tsx";
import { BidiMessage } from "#app/components/bidi-message.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import type { Route } from "./+types/artists";

export async function loader({ url }: Route.LoaderArgs) {
  // A style tag's link (?style=…): the artists working in that style, in the URL so it works
  // without JavaScript and can be shared.
  const style = url.searchParams.get("style")?.trim() || null;
  const filter = style === null ? {} : { style };
  const locale = getRequestLocale();
  // The style as this page names it; the address and the filter keep the stored style.
  const shown = style === null ? null : localizeStyles([style], [await styleNameHe(style, locale)], locale)[0]!;
  return loadListPage(
    url,
    "artists",
    async (range) => {
      const [artists, total] = await Promise.all([listArtists({ ...filter, ...range }), countArtists(filter)]);
      return { items: artists.map((artist) => toArtistCard(artist, locale)), total };
    },
    {
      style,
      styleLabel: shown?.label ?? null,
      styleLang: shown?.lang ?? null,
      // Composed here, in the page's language, so these texts stay out of the browser's bundle.
      heading: shown ? m.artists_meta_title_style({ style: shown.label }) : m.artists_meta_title(),
      description: shown ? m.artists_meta_description_style({ style: shown.label }) : m.artists_meta_description(),
    },
  );
}

/** A style's Hebrew name on a Hebrew page; when the database fails the list says so, not this. */
async function styleNameHe(style: string, locale: Locale): Promise<string | null> {
  if (locale !== "he") return null;
  try {
    return await getStyleNameHe(style);
  } catch (error) {
    logError("Loading a style's Hebrew name failed", error);
    return null;
  }
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
