import { data, Form, redirect, useNavigation } from "react-router";
import { m } from "#app/lib/paraglide/messages.js";
import { useLocale } from "#app/components/use-page-locale.ts";
import { formatDate } from "#app/lib/dates.ts";
import { Link } from "#app/components/link.tsx";
import { isolate } from "#app/lib/bidi.ts";
import { readFormData } from "#app/features/forms/form-data.server.ts";
import { EmptyNotice, ErrorNotice } from "#app/components/notices.tsx";
import { Stars } from "#app/components/stars.tsx";
import { siteTitle } from "#app/lib/meta.ts";
import { guardAdminWrite, requireAdmin } from "#app/features/admin/admin-guard.server.ts";
import {
  approveReview,
  countPendingReviews,
  getReviewAuthor,
  listPendingReviews,
  rejectReview,
} from "#app/models/reviews.server.ts";
import { recordAudit } from "#app/models/audit.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import type { Route } from "./+types/admin.reviews.pending";
import { galleryPath } from "#app/lib/urls.ts";
import { logError } from "#app/lib/log.server.ts";

const PAGE_SIZE = 50;
const MODERATIONS = [
  { intent: "approve", label: m.admin_reviews_approve, className: "bg-emerald-700 hover:bg-emerald-800" },
  { intent: "reject", label: m.admin_reviews_reject, className: "bg-red-700 hover:bg-red-800" },
] as const;
const DONE_MESSAGES = {
  approved: m.admin_reviews_approved,
  rejected: m.admin_reviews_rejected,
} as const;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_reviews_meta_title()) }, { name: "robots", content: "noindex" }];
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const done = args.url.searchParams.get("done");
  const doneMessage = done === "approved" || done === "rejected" ? DONE_MESSAGES[done]() : null;
  return loadPage(
    "pending reviews",
    async () => {
      const [reviews, total] = await Promise.all([listPendingReviews({ limit: PAGE_SIZE }), countPendingReviews()]);
      return {
        total,
        reviews: reviews.map((review) => ({
          id: review.id,
          galleryId: review.galleryId,
          galleryName: review.galleryName,
          name: review.name,
          content: review.content,
          rating: review.rating,
          createdAt: review.createdAt,
        })),
      };
    },
    { doneMessage },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const guard = await guardAdminWrite({ request, context }, formData);
  if (guard.kind === "refused") return data({ error: guard.message }, { status: guard.status, headers: guard.headers });
  const intent = formData.get("intent");
  const reviewId = String(formData.get("reviewId") ?? "");
  if ((intent !== "approve" && intent !== "reject") || !reviewId) {
    return data({ error: m.admin_reviews_choose() }, { status: 400 });
  }
  try {
    const author = await getReviewAuthor(reviewId);
    const isDone = intent === "approve" ? await approveReview(reviewId) : await rejectReview(reviewId);
    if (!isDone) {
      return data({ error: m.admin_reviews_not_pending() }, { status: 404 });
    }
    await recordAudit({
      userId: guard.user.id,
      actor: guard.user.email,
      action: intent === "approve" ? "review_approved" : "review_rejected",
      target: { kind: "review", id: reviewId, name: author },
      address: context.get(clientAddressContext),
    });
  } catch (error) {
    logError("moderating a review failed", error);
    return data({ error: m.admin_reviews_update_failed() }, { status: 503 });
  }
  return redirect(`/admin/reviews/pending?done=${intent === "approve" ? "approved" : "rejected"}`);
}

export default function PendingReviews({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const locale = useLocale();
  const busyId = navigation.state !== "idle" ? navigation.formData?.get("reviewId") : null;
  const busyIntent = navigation.formData?.get("intent");
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_reviews_title()}</h1>
      <div role="status" aria-live="polite" className="mt-4">
        {actionData?.error ? null : loaderData.doneMessage ? (
          <p className="rounded-md bg-emerald-50 px-4 py-3 font-medium text-emerald-900">{loaderData.doneMessage}</p>
        ) : null}
      </div>
      {actionData?.error ? <ErrorNotice>{actionData.error}</ErrorNotice> : null}
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
            {loaderData.reviews.map((review) => {
              const isBusy = busyId === review.id;
              return (
                <li key={review.id} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
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
                      <time dateTime={new Date(review.createdAt).toISOString()}>
                        {formatDate(review.createdAt, locale)}
                      </time>{" "}
                      · <Stars rating={review.rating} />
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
            })}
          </ul>
        </>
      )}
    </div>
  );
}
