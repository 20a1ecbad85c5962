import { EmptyNotice, ErrorNotice } from "#app/components/notices.tsx";
import { PendingReviewItem } from "#app/features/reviews-moderation/pending-review-item.tsx";
import { handleReviewModeration, loadPendingReviews } from "#app/features/reviews-moderation/pending-reviews.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/admin.reviews.pending";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_reviews_meta_title()) }, { name: "robots", content: "noindex" }];
}

export const loader = (args: Route.LoaderArgs) => loadPendingReviews(args);

export const action = (args: Route.ActionArgs) => handleReviewModeration(args);

export default function PendingReviews({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_reviews_title()}</h1>
      <div role="status" aria-live="polite" className="mt-4">
        {actionData?.formError ? null : loaderData.doneMessage ? (
          <p className="rounded-md bg-emerald-50 px-4 py-3 font-medium text-emerald-900">{loaderData.doneMessage}</p>
        ) : null}
      </div>
      {actionData?.formError ? <ErrorNotice>{actionData.formError}</ErrorNotice> : null}
      {loaderData.state !== "ok" ? (
        <ErrorNotice>{m.admin_reviews_load_failed()}</ErrorNotice>
      ) : loaderData.reviews.length === 0 ? (
        <div className="mt-6">
          <EmptyNotice>{m.admin_reviews_none()}</EmptyNotice>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {loaderData.total > loaderData.reviews.length
              ? m.admin_reviews_oldest_of({ shown: loaderData.reviews.length, total: loaderData.total })
              : m.admin_reviews_count({ count: loaderData.total })}
          </p>
          <ul className="mt-6 space-y-4">
            {loaderData.reviews.map((review) => (
              <PendingReviewItem key={review.id} review={review} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
