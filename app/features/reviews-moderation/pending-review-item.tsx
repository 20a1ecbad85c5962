import { Form, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { Stars } from "#app/features/reviews/stars.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { isolate } from "#app/lib/bidi.ts";
import { formatDate } from "#app/lib/dates.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { galleryPath } from "#app/lib/urls.ts";
import type { PendingReview } from "#app/models/reviews.server.ts";

const MODERATIONS = [
  { intent: "approve", label: m.admin_reviews_approve, className: "bg-emerald-700 hover:bg-emerald-800" },
  { intent: "reject", label: m.admin_reviews_reject, className: "bg-red-700 hover:bg-red-800" },
] as const;

/** What the page shows of a pending review. */
export type PendingReviewView = Pick<
  PendingReview,
  "id" | "galleryId" | "galleryName" | "name" | "content" | "rating" | "createdAt"
>;

/** One review waiting: its gallery, who and when, the stars, what it says, and Approve and Reject. */
export function PendingReviewItem({ review }: { review: PendingReviewView }) {
  const navigation = useNavigation();
  const locale = useLocale();
  const isBusy = navigation.state !== "idle" && navigation.formData?.get("reviewId") === review.id;
  const busyIntent = navigation.formData?.get("intent");
  return (
    <li className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <article aria-labelledby={`review-${review.id}`}>
        <h2 id={`review-${review.id}`} className="text-lg font-semibold text-slate-900">
          {review.galleryName ? (
            <Link to={galleryPath(review.galleryId)} className="hover:underline">
              <bdi>{review.galleryName}</bdi>
            </Link>
          ) : (
            m.admin_reviews_unknown_gallery()
          )}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <bdi className="font-medium">{review.name}</bdi> ·{" "}
          <time dateTime={new Date(review.createdAt).toISOString()}>{formatDate(review.createdAt, locale)}</time> ·{" "}
          <Stars rating={review.rating} />
        </p>
        <p dir="auto" className="mt-3 whitespace-pre-line text-slate-800">
          {review.content}
        </p>
        <Form method="post" className="mt-4 flex gap-3">
          <input type="hidden" name="reviewId" value={review.id} />
          {MODERATIONS.map(({ intent, label, className }) => (
            <button
              key={intent}
              type="submit"
              name="intent"
              value={intent}
              disabled={isBusy}
              aria-label={m.admin_reviews_action_label({ action: label(), name: isolate(review.name) })}
              className={`rounded px-4 py-2 font-medium text-white disabled:opacity-70 ${className}`}
            >
              {isBusy && busyIntent === intent ? m.admin_loading() : label()}
            </button>
          ))}
        </Form>
      </article>
    </li>
  );
}
