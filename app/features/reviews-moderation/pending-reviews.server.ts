import { href, redirect } from "react-router";
import { handleAdminAction } from "#app/features/admin/admin-action.server.ts";
import { requireAdmin, type AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { loadPage } from "#app/lib/page-loaders.server.ts";
import {
  approveReview,
  countPendingReviews,
  getReviewAuthor,
  listPendingReviews,
  rejectReview,
} from "#app/models/reviews.server.ts";

/** The oldest this many are shown; the page says how many there are in all. */
const PAGE_SIZE = 50;

const DONE_MESSAGES = {
  approved: m.admin_reviews_approved,
  rejected: m.admin_reviews_rejected,
} as const;

/** The reviews waiting for moderation, oldest first, and what was just done (?done=approved|rejected). */
export async function loadPendingReviews(args: AdminRequest & { url: URL }) {
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

/** Approves or rejects one pending review (intent, reviewId), then back to the list saying which. */
export function handleReviewModeration(args: AdminRequest) {
  return handleAdminAction(args, {
    values: (form) => ({ reviewId: String(form.get("reviewId") ?? "") }),
    failure: () => ({ log: "moderating a review failed", error: m.admin_reviews_update_failed() }),
    async change({ form, audit, refuse }) {
      const intent = form.get("intent");
      const reviewId = String(form.get("reviewId") ?? "");
      if ((intent !== "approve" && intent !== "reject") || !reviewId) return refuse(400, m.admin_reviews_choose());
      const author = await getReviewAuthor(reviewId);
      const isDone = intent === "approve" ? await approveReview(reviewId) : await rejectReview(reviewId);
      if (!isDone) return refuse(404, m.admin_reviews_not_pending());
      await audit({
        action: intent === "approve" ? "review_approved" : "review_rejected",
        target: { kind: "review", id: reviewId, name: author },
      });
      return redirect(`${href("/admin/reviews/pending")}?done=${intent === "approve" ? "approved" : "rejected"}`);
    },
  });
}
