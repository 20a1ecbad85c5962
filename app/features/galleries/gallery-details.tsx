import { ArtworkCard } from "#app/features/cards/card-views.tsx";
import { GalleryMap } from "#app/features/map/gallery-map.tsx";
import { NearbyGalleries } from "#app/features/map/nearby-galleries.tsx";
import { OpeningHours } from "#app/features/hours/opening-hours-table.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { ShowMoreToggle } from "#app/components/show-more-toggle.tsx";
import { ReviewList } from "#app/features/reviews/review-list.tsx";
import { WriteReview } from "#app/features/reviews/review-form.tsx";
import type { VisitorAnswer } from "#app/lib/form-answer.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { galleryPath, SHOWN_ARTWORKS } from "#app/lib/urls.ts";
import { GalleryHeader } from "./gallery-header.tsx";
import { GalleryVisit } from "./gallery-visit.tsx";
import type { GalleryPage } from "./gallery-page.server.ts";
import { OtherLanguage } from "#app/components/other-language.tsx";

/** A gallery's page: the header, then about, hours, map, pictures, artworks and reviews, with the review form beside them. */
export function GalleryDetails({ page, actionData }: { page: GalleryPage; actionData: VisitorAnswer }) {
  const { gallery, artworks, artworkCount, isShowingAll, hours, map } = page;
  const hasMap = map !== null && map.points.length > 0;
  return (
    <article>
      <GalleryHeader {...page} />

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-16">
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="font-serif text-3xl font-semibold text-slate-900">
              {m.gallery_about()}
            </h2>
            <p className="mt-4 text-lg whitespace-pre-line text-slate-800">
              <OtherLanguage lang={gallery.langs.description}>{gallery.description}</OtherLanguage>
            </p>
          </section>

          {hours ? <OpeningHours view={hours} note={gallery.hours} noteLang={gallery.langs.hours} /> : null}

          <GalleryVisit gallery={gallery} contactLinks={page.contactLinks} />

          {hasMap ? <GalleryMap map={map} isSingle /> : null}

          {hasMap && page.nearby ? <NearbyGalleries nearby={page.nearby} /> : null}

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
                      alt={page.imageAlts[index]!}
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

          <ReviewList {...page} />
        </div>

        <WriteReview path={galleryPath(gallery.slug)} isSent={page.isSent} token={page.token} actionData={actionData} />
      </div>
    </article>
  );
}
