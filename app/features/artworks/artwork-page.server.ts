import { type RouterContextProvider } from "react-router";
import { issueFormToken } from "#app/features/visitor-forms/anti-spam.server.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { markPersonalWhen } from "#app/lib/request-context.ts";
import { getArtworkBySlugOrId, listArtworksByArtist } from "#app/models/artworks.server.ts";
import { getGalleryById } from "#app/models/galleries.server.ts";
import { artworkFactsJsonLd, describePrice, listFactLines } from "#app/features/facts/facts.ts";
import { getPageRates } from "#app/features/facts/rates.server.ts";
import { toArtworkCard } from "#app/features/cards/cards.ts";
import { artworkSeoDescription, artworkSeoTitle, seoImage, visualArtworkJsonLd } from "#app/features/seo/seo.ts";
import { getSeoContext } from "#app/features/seo/seo.server.ts";
import { requireCanonicalAddress } from "#app/lib/canonical.server.ts";
import { localizeArtwork, localizeGallery } from "#app/features/i18n/localize.ts";
import { shareView } from "#app/features/share/share-texts.server.ts";
import { artworkPath } from "#app/lib/urls.ts";
import { localizedPath } from "#app/lib/i18n.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";

/** How many of the artist's other works end the page. */
const MORE_BY_ARTIST = 6;

interface ArtworkPageArgs {
  /** The address's slug or id. */
  artworkId: string;
  url: URL;
  context: Readonly<RouterContextProvider>;
}

/**
 * An artwork's page: the work, its facts and price in the page's language, where it is held,
 * more by the artist, and the inquiry form's token. 404 when the work (or its artist) is missing.
 */
export function loadArtworkPage({ artworkId, url, context }: ArtworkPageArgs) {
  return loadPage("an artwork", async () => {
    // An artwork whose artist is missing is not found (the lookup joins its artist).
    const stored = await getArtworkBySlugOrId(artworkId);
    if (!stored) return null;
    requireCanonicalAddress("artworks", stored.slug, artworkId, url);
    const locale = getRequestLocale();
    const artwork = localizeArtwork(stored, locale);
    const { userId: _userId, he: _he, artistNameHe: _artistNameHe, facts, ...publicArtwork } = artwork;
    const [rates, gallery, others] = await Promise.all([
      getPageRates(),
      stored.galleryId ? getGalleryById(stored.galleryId) : null,
      listArtworksByArtist(stored.artistId, { limit: MORE_BY_ARTIST + 1 }),
    ]);
    const seoContext = getSeoContext();
    const isSold = facts.availability === "sold";
    const shownGallery = gallery && localizeGallery(gallery, locale);
    return {
      share: shareView(artworkPath(artwork.slug), m.artwork_by(artwork)),
      artwork: publicArtwork,
      // Composed here in the page's language: the words and arithmetic of facts stay on the server.
      facts: listFactLines(facts, locale, { materials: artwork.langs.materials }),
      price: describePrice(facts, rates, locale),
      texts: {
        facts: m.fact_heading(),
        price: m.fact_price(),
        heldAt: m.artwork_held_at(),
        moreBy: m.artwork_more_by({ name: artwork.artistName }),
        inquiryTitle: isSold ? m.artwork_similar_title() : m.artwork_inquiry_title(),
        inquiryIntro: isSold ? m.artwork_similar_intro({ name: artwork.artistName }) : m.artwork_inquiry_intro(),
      },
      gallery: shownGallery && {
        slug: shownGallery.slug,
        name: shownGallery.name,
        city: shownGallery.city,
        langs: { name: shownGallery.langs.name, city: shownGallery.langs.city },
      },
      moreByArtist: others
        .filter((other) => other.id !== stored.id)
        .slice(0, MORE_BY_ARTIST)
        .map((other) =>
          toArtworkCard(
            {
              ...other,
              artistName: stored.artistName,
              artistNameHe: stored.artistNameHe,
              artistSlug: stored.artistSlug,
            },
            locale,
            rates,
          ),
        ),
      seo: {
        title: artworkSeoTitle(artwork, seoContext.siteName),
        description: artworkSeoDescription(artwork),
        path: artworkPath(artwork.slug),
        image: seoImage(artwork.imageUrl, artwork.image, m.artwork_by(artwork), seoContext),
        type: "article" as const,
        jsonLd: visualArtworkJsonLd(
          artwork,
          seoContext,
          artworkFactsJsonLd(facts, `${seoContext.origin}${localizedPath(artworkPath(artwork.slug), locale)}`),
        ),
      },
      token: await issueFormToken("inquiry", artwork.id),
      isSent: markPersonalWhen(context, url.searchParams.get("inquiry") === "sent"),
    };
  });
}

/** What an artwork's page shows, once it loaded. */
export type ArtworkPage = Extract<Awaited<ReturnType<typeof loadArtworkPage>>, { state: "ok" }>;
