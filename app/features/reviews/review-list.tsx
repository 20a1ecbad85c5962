import { Stars } from "#app/features/reviews/stars.tsx";
import type { GalleryPage } from "#app/features/galleries/gallery-page.server.ts";
import { textLang } from "#app/lib/localized-text.ts";
import { m } from "#app/lib/paraglide/messages.js";

/** A gallery's approved reviews under their average, or a line saying there are none yet. */
export function ReviewList({
  reviews,
  summary,
  averageText,
  reviewCountText,
}: Pick<GalleryPage, "reviews" | "summary" | "averageText" | "reviewCountText">) {
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="font-serif text-3xl font-semibold text-slate-900">
        {m.gallery_reviews()}
      </h2>
      {summary.count === 0 || summary.average === null ? (
        <p className="mt-4 text-slate-700">{m.gallery_no_reviews()}</p>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-800" data-testid="review-summary">
            <Stars rating={Number(summary.average.toFixed(1))} /> <strong>{averageText}</strong>{" "}
            {m.gallery_out_of_five()} ({reviewCountText})
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
                {/* A visitor writes in either language: the <bdi> takes the direction of the review's letters. */}
                <p className="mt-2 whitespace-pre-line text-slate-800">
                  <bdi {...textLang(review.langs.content)}>{review.content}</bdi>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
