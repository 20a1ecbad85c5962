import { toArtistCard } from "#app/features/cards/cards.ts";
import { localizeStyles } from "#app/features/i18n/localize.ts";
import type { Locale } from "#app/lib/i18n.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { logError } from "#app/lib/log.server.ts";
import { loadListPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { countArtists, listArtists } from "#app/models/artists.server.ts";
import { getStyleNameHe } from "#app/models/style-names.server.ts";

/** The artists list (/artists): one page of artists, all of them or those working in one style (?style=…). */
export async function loadArtistsPage({ url }: { url: URL }) {
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
