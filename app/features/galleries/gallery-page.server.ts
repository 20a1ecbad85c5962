import { mailtoHref, telHref, whatsappHref } from "#app/lib/contact-links.ts";
import { type RouterContextProvider } from "react-router";
import { issueFormToken } from "#app/features/visitor-forms/anti-spam.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { galleryPicture, toArtworkCard } from "#app/features/cards/cards.ts";
import { getPageRates } from "#app/features/facts/rates.server.ts";
import { countArtworks, listArtworksByGallery } from "#app/models/artworks.server.ts";
import { listGalleryPlaces, getGalleryBySlugOrId } from "#app/models/galleries.server.ts";
import { getReviewSummary, listApprovedReviews } from "#app/models/reviews.server.ts";
import { artGalleryJsonLd, gallerySeoDescription, gallerySeoTitle, seoImage } from "#app/features/seo/seo.ts";
import { getSeoContext } from "#app/features/seo/seo.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { requireCanonicalAddress } from "#app/lib/canonical.server.ts";
import { galleryPath, SHOWN_ARTWORKS } from "#app/lib/urls.ts";
import { markPersonalWhen } from "#app/lib/request-context.ts";
import { localizeGallery, localizeReview } from "#app/features/i18n/localize.ts";
import { listNearbyGalleries, toDirectionsView, toMapView } from "#app/features/map/map-places.server.ts";
import { shareView } from "#app/features/share/share-texts.server.ts";
import { describeHours } from "#app/features/hours/describe-hours.server.ts";
import { hoursJsonLd } from "#app/features/hours/hours-json-ld.server.ts";
import { pageClock } from "#app/features/hours/page-clock.server.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { intlLocaleOf } from "#app/lib/i18n.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { numberFormat } from "#app/lib/number-format.ts";

interface GalleryPageArgs {
  /** The address's slug or id. */
  galleryId: string;
  url: URL;
  context: Readonly<RouterContextProvider>;
}

/**
 * A gallery's page: the gallery with its hours, place, nearby galleries and directions, its
 * artworks (the first few, or all with ?artworks=all), its approved reviews, and the review
 * form's token. 404 when there is no such gallery.
 */
export function loadGalleryPage({ galleryId, url, context }: GalleryPageArgs) {
  const isShowingAll = url.searchParams.get("artworks") === "all";
  const clock = pageClock(context);
  return loadPage("a gallery", async () => {
    const stored = await getGalleryBySlugOrId(galleryId);
    if (!stored) return null;
    requireCanonicalAddress("galleries", stored.slug, galleryId, url);
    const gallery = localizeGallery(stored, getRequestLocale());
    const [artworks, artworkCount, reviews, summary, rates, places] = await Promise.all([
      listArtworksByGallery(gallery.id, isShowingAll ? {} : { limit: SHOWN_ARTWORKS }),
      countArtworks({ galleryId: gallery.id }),
      listApprovedReviews(gallery.id),
      getReviewSummary(gallery.id),
      getPageRates(),
      listGalleryPlaces(),
    ]);
    const place = places.find((each) => each.id === gallery.id);
    const { userId: _userId, he: _he, openingHours, ...publicGallery } = gallery;
    const hours = openingHours ? describeHours(openingHours, clock.now, clock.locale) : null;
    clock.noteChangesAt(hours?.changesAt ?? null);
    const picture = galleryPicture(gallery);
    const seoContext = getSeoContext();
    return {
      gallery: publicGallery,
      // Made here, so the page's scripts need not carry the checks: a link only from a value that checks out.
      contactLinks: {
        phone: telHref(gallery.contact.phone),
        email: mailtoHref(gallery.contact.email),
        whatsapp: whatsappHref(gallery.contact.whatsapp),
      },
      picture,
      seo: {
        title: gallerySeoTitle(gallery, seoContext.siteName),
        description: gallerySeoDescription(gallery),
        path: galleryPath(gallery.slug),
        image: seoImage(picture.url, picture.image, `${gallery.name}, ${gallery.city}`, seoContext),
        jsonLd: artGalleryJsonLd(
          gallery,
          summary,
          seoContext,
          openingHours ? hoursJsonLd(openingHours, clock.now) : null,
        ),
      },
      hours: hours?.view ?? null,
      map: place ? toMapView([place], clock.locale, m.map_label_one({ name: gallery.name })) : null,
      nearby: place ? listNearbyGalleries(places, place, clock) : null,
      directions: toDirectionsView({
        address: `${gallery.street}, ${gallery.city}`,
        latitude: gallery.latitude,
        longitude: gallery.longitude,
      }),
      share: shareView(galleryPath(gallery.slug), gallery.name),
      changesAt: clock.firstChange()?.toISOString() ?? null,
      artworks: artworks.map((artwork) => toArtworkCard(artwork, getRequestLocale(), rates)),
      artworkCount,
      isShowingAll,
      // Texts made from the record's data are composed here, in the page's language, keeping their
      // messages and formats out of the browser's bundle.
      imageAlts: gallery.galleryImages.map((_, index) =>
        m.gallery_image_alt({ name: gallery.name, position: index + 1, count: gallery.galleryImages.length }),
      ),
      averageText: summary.average === null ? null : averageFormat(getRequestLocale()).format(summary.average),
      reviewCountText: m.gallery_review_count({ count: summary.count }),
      reviews: reviews
        .map((stored) => localizeReview(stored, getRequestLocale()))
        .map((review) => ({
          id: review.id,
          langs: review.langs,
          date: formatDate(review.createdAt, getRequestLocale()),
          name: review.name,
          content: review.content,
          rating: review.rating,
          createdAt: review.createdAt,
          isFromEditors: review.isAdminReview,
        })),
      summary,
      token: await issueFormToken("review", gallery.id),
      isSent: markPersonalWhen(context, url.searchParams.get("review") === "sent"),
    };
  });
}

/** What a gallery's page shows, once it loaded. */
export type GalleryPage = Extract<Awaited<ReturnType<typeof loadGalleryPage>>, { state: "ok" }>;

/** An average rating with one decimal ("4.0"), in the page's language. */
function averageFormat(locale: Parameters<typeof intlLocaleOf>[0]): Intl.NumberFormat {
  return numberFormat(intlLocaleOf(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
