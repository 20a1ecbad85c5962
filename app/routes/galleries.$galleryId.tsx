import { Link } from "#app/components/link.tsx";
import { GalleryMap } from "#app/components/gallery-map.tsx";
import { NearbyGalleries } from "#app/components/nearby-galleries.tsx";
import { OpeningHours } from "#app/components/opening-hours.tsx";
import { readFormData } from "#app/features/forms/form-data.server.ts";
import { ArtworkCard } from "#app/components/cards.tsx";
import { ExternalLinks, profileLinks } from "#app/components/external-links.tsx";
import { TextArea, TextField } from "#app/components/form-fields.tsx";
import { PageErrorNotice } from "#app/components/notices.tsx";
import { RatingField } from "#app/components/rating-field.tsx";
import { SuccessPanel, VisitorForm } from "#app/components/visitor-form.tsx";
import { getConfig } from "#app/lib/config.server.ts";
import { issueFormToken } from "#app/features/forms/anti-spam.server.ts";
import { LIMITS } from "#app/features/forms/fields.ts";
import { reviewSchema } from "#app/features/forms/schemas.ts";
import { handleVisitorForm } from "#app/features/forms/submissions.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { mailToAdministrator } from "#app/models/mail.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { NotFound } from "#app/components/not-found.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { ShowMoreToggle } from "#app/components/show-more-toggle.tsx";
import { Stars } from "#app/components/stars.tsx";
import { galleryPicture, toArtworkCard } from "#app/features/cards/cards.ts";
import { getPageRates } from "#app/features/facts/rates.server.ts";
import { countArtworks, listArtworksByGallery } from "#app/models/artworks.server.ts";
import { listGalleryPlaces, getGalleryBySlugOrId } from "#app/models/galleries.server.ts";
import { createVisitorReview, getReviewSummary, listApprovedReviews } from "#app/models/reviews.server.ts";
import {
  artGalleryJsonLd,
  gallerySeoDescription,
  gallerySeoTitle,
  seoContext,
  seoImage,
  seoMeta,
} from "#app/features/seo/seo.ts";
import { getSeoContext } from "#app/features/seo/seo.server.ts";
import { formatDate } from "#app/lib/dates.ts";
import { requireCanonicalAddress } from "#app/lib/canonical.server.ts";
import { galleryPath, SHOWN_ARTWORKS } from "#app/lib/urls.ts";
import { markPersonalWhen } from "#app/lib/request-context.ts";
import { localizeGallery, localizeReview } from "#app/features/i18n/localize.ts";
import { isolateTimeRanges, textLang } from "#app/lib/localized-text.ts";
import { SaveSlot } from "#app/components/save-slot.tsx";
import { ShareControl } from "#app/components/share-control.tsx";
import { DirectionsLinks } from "#app/components/directions-links.tsx";
import type { Route } from "./+types/galleries.$galleryId";
import { useLocale } from "#app/components/use-page-locale.ts";
import { listNearbyGalleries, toDirectionsView, toMapView } from "#app/features/map/places.server.ts";
import { shareView } from "#app/features/share/share-texts.server.ts";
import { describeHours } from "#app/features/hours/describe-hours.server.ts";
import { hoursJsonLd } from "#app/features/hours/hours-json-ld.server.ts";
import { pageClock } from "#app/features/hours/page-clock.server.ts";
import { useRefreshAt } from "#app/features/hours/use-refresh-at.ts";
import { OpenState } from "#app/components/open-state.tsx";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import { intlLocaleOf } from "#app/lib/i18n.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { numberFormat } from "#app/lib/number-format.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const isShowingAll = url.searchParams.get("artworks") === "all";
  const clock = pageClock(context);
  return loadPage("a gallery", async () => {
    const stored = await getGalleryBySlugOrId(params.galleryId);
    if (!stored) return null;
    requireCanonicalAddress("galleries", stored.slug, params.galleryId, url);
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

export async function action({ params, request, context }: Route.ActionArgs) {
  return handleVisitorForm({
    form: "review",
    formData: await readFormData(request),
    clientAddress: context.get(clientAddressContext),
    schema: reviewSchema,
    failureMessage: m.review_failure(),
    find: () => getGalleryBySlugOrId(params.galleryId),
    subjectOf: (gallery) => gallery.id,
    successUrl: (gallery) => `${galleryPath(gallery.slug)}?review=sent#write-review`,
    async store(input, stored) {
      // In the language of the page the visitor wrote from, naming the gallery as that page does.
      const gallery = localizeGallery(stored, getRequestLocale());
      const mail = mailToAdministrator(
        m.mail_review_subject({ gallery: gallery.name }),
        [
          m.mail_review_intro({ name: input.name, gallery: gallery.name, rating: input.rating }),
          "",
          input.content,
          "",
          m.mail_review_approve({ url: `${getConfig().origin}/admin/reviews/pending` }),
        ].join("\n"),
      );
      // Pending until the administrator approves it: never shown before.
      await createVisitorReview({ galleryId: stored.id, ...input }, { mails: [mail] });
    },
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const context = seoContext(matches);
  if (loaderData?.state !== "ok") {
    return [
      { title: `${loaderData?.state === "error" ? m.nav_galleries() : m.gallery_not_found()} | ${context.siteName}` },
    ];
  }
  return seoMeta(loaderData.seo, context);
}

function ReviewForm({
  action,
  token,
  actionData,
}: {
  action: string;
  token: string;
  actionData: Route.ComponentProps["actionData"];
}) {
  return (
    <VisitorForm
      key={JSON.stringify(actionData ?? null)}
      form="review"
      action={action}
      token={token}
      refusal={actionData?.refusal}
      submitLabel={m.review_submit()}
    >
      {(field) => (
        <>
          <TextField {...field("name")} label={m.form_name_label()} autoComplete="name" maxLength={LIMITS.name} />
          <RatingField {...field("rating")} />
          <TextArea {...field("content")} label={m.review_content_label()} maxLength={LIMITS.review} />
        </>
      )}
    </VisitorForm>
  );
}

export default function GalleryPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const locale = useLocale();
  useRefreshAt(loaderData.state === "ok" ? loaderData.changesAt : null);
  if (loaderData.state === "not-found") {
    return <NotFound title={m.gallery_not_found()} returnTo="/galleries" returnLabel={m.gallery_return()} />;
  }
  if (loaderData.state === "error") {
    return (
      <>
        <PageErrorNotice>{m.galleries_error()}</PageErrorNotice>
        {/* A review refused while the database was down comes back as typed, to send again. */}
        {actionData?.refusal ? (
          <section aria-label="Your review" className="mx-auto max-w-xl px-4 pb-16">
            <ReviewForm action={`${galleryPath(params.galleryId)}#write-review`} token="" actionData={actionData} />
          </section>
        ) : null}
      </>
    );
  }
  const { gallery, picture, artworks, artworkCount, isShowingAll, reviews, summary, hours } = loaderData;
  return (
    <article>
      <header className="relative isolate overflow-hidden bg-slate-900">
        <ResponsiveImage
          image={picture.image}
          src={picture.url}
          alt={`${gallery.name}, ${gallery.city}`}
          sizes="100vw"
          isPriority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-60"
        />
        <div className="mx-auto max-w-7xl px-4 pt-32 pb-12 text-white sm:px-6">
          <p className="text-sm font-semibold tracking-wide uppercase">
            <Link to="/galleries" className="hover:underline">
              {m.nav_galleries()}
            </Link>
          </p>
          <h1 className="mt-2 font-serif text-4xl font-semibold sm:text-5xl" {...textLang(gallery.langs.name)}>
            {gallery.name}
          </h1>
          <p className="mt-3 text-lg">
            <bdi {...textLang(gallery.langs.street)}>{gallery.street}</bdi>,{" "}
            <bdi {...textLang(gallery.langs.city)}>{gallery.city}</bdi>
          </p>
          <DirectionsLinks directions={loaderData.directions} linkClass="font-medium underline underline-offset-4" />
          {hours ? <OpenState state={hours.state} isOnDark className="mt-2" /> : null}
          <p className="mt-1">
            <bdi {...textLang(gallery.langs.hours)}>
              {isolateTimeRanges(gallery.hours, (gallery.langs.hours ?? locale) === "he")}
            </bdi>
          </p>
          <ExternalLinks
            links={profileLinks(gallery, { hasTwitter: false })}
            linkClass="font-medium underline underline-offset-4"
          />
          <SaveSlot
            variant="page"
            item={{
              kind: "gallery",
              id: gallery.id,
              path: galleryPath(gallery.slug),
              title: gallery.name,
              lang: gallery.langs.name,
            }}
          />
          <ShareControl share={loaderData.share} className="mt-6 text-white" />
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-16">
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="font-serif text-3xl font-semibold text-slate-900">
              {m.gallery_about()}
            </h2>
            <p className="mt-4 text-lg whitespace-pre-line text-slate-800" {...textLang(gallery.langs.description)}>
              {gallery.description}
            </p>
          </section>

          {hours ? <OpeningHours view={hours} note={gallery.hours} noteLang={gallery.langs.hours} /> : null}

          {loaderData.map && loaderData.map.points.length > 0 ? <GalleryMap map={loaderData.map} isSingle /> : null}

          {loaderData.map && loaderData.map.points.length > 0 && loaderData.nearby ? (
            <NearbyGalleries nearby={loaderData.nearby} />
          ) : null}

          {gallery.galleryImages.length > 0 ? (
            <section aria-labelledby="images-title">
              <h2 id="images-title" className="font-serif text-3xl font-semibold text-slate-900">
                {m.gallery_images()}
              </h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                {gallery.galleryImages.map((image, index) => (
                  <li key={`${image.url}-${index}`}>
                    <ResponsiveImage
                      image={image.image}
                      src={image.url}
                      alt={loaderData.imageAlts[index]!}
                      sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
                      className="aspect-[4/3] h-auto w-full rounded-lg bg-sand-100 object-cover"
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section id="artworks" aria-labelledby="artworks-title">
            <h2 id="artworks-title" className="font-serif text-3xl font-semibold text-slate-900">
              {m.gallery_artworks()}
            </h2>
            {artworkCount === 0 ? (
              <p className="mt-4 text-slate-700">{m.gallery_no_artworks()}</p>
            ) : (
              <>
                {/* Three across: the first three shown fill one row, with no half row left over. */}
                <ul className="mt-6 grid items-start gap-6 sm:grid-cols-3">
                  {artworks.map((artwork) => (
                    <li key={artwork.slug}>
                      <ArtworkCard artwork={artwork} />
                    </li>
                  ))}
                </ul>
                <ShowMoreToggle total={artworkCount} shown={SHOWN_ARTWORKS} isShowingAll={isShowingAll} />
              </>
            )}
          </section>

          <section aria-labelledby="reviews-title">
            <h2 id="reviews-title" className="font-serif text-3xl font-semibold text-slate-900">
              {m.gallery_reviews()}
            </h2>
            {summary.count === 0 || summary.average === null ? (
              <p className="mt-4 text-slate-700">{m.gallery_no_reviews()}</p>
            ) : (
              <>
                <p className="mt-4 text-lg text-slate-800" data-testid="review-summary">
                  <Stars rating={Number(summary.average.toFixed(1))} /> <strong>{loaderData.averageText}</strong>{" "}
                  {m.gallery_out_of_five()} ({loaderData.reviewCountText})
                </p>
                <ul className="mt-6 space-y-6">
                  {reviews.map((review) => (
                    <li key={review.id} className="rounded-lg bg-white p-5 ring-1 ring-slate-200">
                      <p className="flex flex-wrap items-center gap-3">
                        <strong className="text-slate-900">
                          <bdi {...textLang(review.langs.name)}>{review.name}</bdi>
                        </strong>
                        {review.isFromEditors ? (
                          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-600/30">
                            {m.gallery_from_editors()}
                          </span>
                        ) : null}
                        <Stars rating={review.rating} />
                        <time dateTime={new Date(review.createdAt).toISOString()} className="text-sm text-slate-600">
                          {review.date}
                        </time>
                      </p>
                      <p
                        dir="auto"
                        className="mt-2 whitespace-pre-line text-slate-800"
                        {...textLang(review.langs.content)}
                      >
                        {review.content}
                      </p>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        </div>

        <aside id="write-review" aria-labelledby="write-review-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
            <h2 id="write-review-title" className="mb-4 font-serif text-2xl font-semibold text-slate-900">
              {m.gallery_write_review()}
            </h2>
            {loaderData.isSent ? (
              <SuccessPanel
                title={m.review_sent_title()}
                againHref={`${galleryPath(gallery.slug)}#write-review`}
                againLabel={m.review_write_another()}
              >
                <p>{m.review_sent_text()}</p>
              </SuccessPanel>
            ) : (
              <ReviewForm
                action={`${galleryPath(gallery.slug)}#write-review`}
                token={loaderData.token}
                actionData={actionData}
              />
            )}
          </div>
        </aside>
      </div>
    </article>
  );
}

/** An average rating with one decimal ("4.0"), in the page's language. */
function averageFormat(locale: Parameters<typeof intlLocaleOf>[0]): Intl.NumberFormat {
  return numberFormat(intlLocaleOf(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
