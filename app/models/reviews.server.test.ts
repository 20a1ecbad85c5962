import { expect, it } from "vitest";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { createGallery, deleteGallery } from "./galleries.server.ts";
import {
  approveReview,
  countPendingReviews,
  createAdminReview,
  createVisitorReview,
  getReviewSummary,
  listApprovedReviews,
  listPendingReviews,
  rejectReview,
} from "./reviews.server.ts";

const gallery = { street: "HaNevi'im Street 30", city: "Jerusalem", hours: "Daily 10–18", description: "d" };

describeEachEngine("reviews", () => {
  it("moves a visitor review from pending to approved or rejected, keeping the record", async () => {
    const { id: galleryId } = await createGallery({ ...gallery, name: "Review Gallery" });
    const pending = await createVisitorReview({ galleryId, name: "Anna K.", content: "Lovely.", rating: 4 });
    expect(pending).toMatchObject({ isPending: true, isApproved: false, isAdminReview: false, status: "pending" });
    expect(await getReviewSummary(galleryId)).toEqual({ count: 0, average: null });

    const toReject = await createVisitorReview({ galleryId, name: "Spam", content: "Buy now", rating: 1 });
    expect(await countPendingReviews()).toBeGreaterThanOrEqual(2);
    expect((await listPendingReviews()).find((r) => r.id === pending.id)?.galleryName).toBe("Review Gallery");

    await approveReview(pending.id);
    await rejectReview(toReject.id);
    await createAdminReview({ galleryId, name: "Editor", content: "A must.", rating: 5 });

    const approved = await listApprovedReviews(galleryId);
    expect(approved.map((r) => r.name).sort()).toEqual(["Anna K.", "Editor"]);
    expect(approved.find((r) => r.name === "Editor")).toMatchObject({
      isApproved: true,
      isPending: false,
      isAdminReview: true,
    });
    expect(await getReviewSummary(galleryId)).toEqual({ count: 2, average: 4.5 });
    expect((await listPendingReviews()).map((r) => r.id)).not.toContain(toReject.id);
  });

  it("refuses a rating outside 1 to 5 at the database", async () => {
    const { id: galleryId } = await createGallery({ ...gallery, name: "Strict Gallery" });
    await expect(createVisitorReview({ galleryId, name: "X", content: "Y", rating: 6 })).rejects.toThrow();
    await expect(createVisitorReview({ galleryId, name: "X", content: "Y", rating: 0 })).rejects.toThrow();
  });

  it("drops a gallery's reviews with the gallery", async () => {
    const { id: galleryId } = await createGallery({ ...gallery, name: "Gone Gallery" });
    const review = await createVisitorReview({ galleryId, name: "Z", content: "Fine", rating: 3 });
    await deleteGallery(galleryId);
    expect((await listPendingReviews()).map((r) => r.id)).not.toContain(review.id);
  });
});
