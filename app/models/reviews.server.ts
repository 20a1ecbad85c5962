import type { Selectable, Transaction } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import type { DB, ReviewsTable } from "#app/db/schema.ts";
import { storedHebrew } from "./hebrew.server.ts";
import { writeWithMails, type OutgoingMail } from "./mail.server.ts";

export type ReviewStatus = "pending" | "approved" | "rejected";

export interface Review {
  id: string;
  galleryId: string;
  name: string;
  content: string;
  rating: number;
  status: ReviewStatus;
  /** Derived from status: approved, or pending (a rejected review is neither, and is kept). */
  isApproved: boolean;
  isPending: boolean;
  isAdminReview: boolean;
  /** The Hebrew version of a review the editors wrote; a visitor's review has none. */
  he: { name: string | null; content: string | null };
  createdAt: number;
  updatedAt: number;
}

export interface ReviewInput {
  galleryId: string;
  name: string;
  content: string;
  rating: number;
}

export interface ReviewSummary {
  count: number;
  /** Mean rating of approved reviews, or null when there are none. */
  average: number | null;
}

function toReview(row: Selectable<ReviewsTable>): Review {
  const status = row.status as ReviewStatus;
  return {
    id: row.id,
    galleryId: row.gallery_id,
    name: row.name,
    content: row.content,
    rating: row.rating,
    status,
    isApproved: status === "approved",
    isPending: status === "pending",
    isAdminReview: row.is_admin_review === 1,
    he: { name: row.name_he, content: row.content_he },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

async function insertReview(
  input: ReviewInput,
  status: ReviewStatus,
  isAdminReview: boolean,
  now: number,
  mails: readonly OutgoingMail[] = [],
): Promise<Review> {
  const row = await writeWithMails(
    mails,
    (db) =>
      db
        .insertInto("reviews")
        .values({
          id: newId(),
          gallery_id: input.galleryId,
          name: input.name,
          content: input.content,
          rating: input.rating,
          status,
          is_admin_review: isAdminReview ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    now,
  );
  return toReview(row);
}

/** A visitor's review, pending until the administrator approves it, stored with the mails about it. */
export function createVisitorReview(
  input: ReviewInput,
  options: { now?: number; mails?: readonly OutgoingMail[] } = {},
): Promise<Review> {
  return insertReview(input, "pending", false, options.now ?? Date.now(), options.mails);
}

/** An administrator's review: approved from the start. `createdAt` may be given (the form's optional date). */
export function createAdminReview(input: ReviewInput, options: { now?: number } = {}): Promise<Review> {
  return insertReview(input, "approved", true, options.now ?? Date.now());
}

/** Moderates a pending review; false when there is none by that id (gone, or already moderated). */
async function setStatus(id: string, status: ReviewStatus): Promise<boolean> {
  const result = await getDb()
    .updateTable("reviews")
    .set({ status, updated_at: Date.now() })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Who wrote the review, as they signed it; null when there is no such review. */
export async function getReviewAuthor(id: string): Promise<string | null> {
  const row = await getDb().selectFrom("reviews").select("name").where("id", "=", id).executeTakeFirst();
  return row?.name ?? null;
}

export function approveReview(id: string): Promise<boolean> {
  return setStatus(id, "approved");
}

/** Rejects the review; the record is kept, never shown. */
export function rejectReview(id: string): Promise<boolean> {
  return setStatus(id, "rejected");
}

export async function listApprovedReviews(galleryId: string, options: { limit?: number } = {}): Promise<Review[]> {
  let query = getDb()
    .selectFrom("reviews")
    .selectAll()
    .where("gallery_id", "=", galleryId)
    .where("status", "=", "approved")
    .orderBy("created_at", "desc");
  if (options.limit !== undefined) query = query.limit(options.limit);
  return (await query.execute()).map(toReview);
}

export interface PendingReview extends Review {
  /** Null when the gallery no longer exists ('Unknown Gallery'). */
  galleryName: string | null;
}

/** Pending reviews, oldest first: the moderation queue is worked through in the order it filled. */
export async function listPendingReviews(options: { limit?: number } = {}): Promise<PendingReview[]> {
  const rows = await getDb()
    .selectFrom("reviews")
    .leftJoin("galleries", "galleries.id", "reviews.gallery_id")
    .selectAll("reviews")
    .select("galleries.name as gallery_name")
    .where("reviews.status", "=", "pending")
    .orderBy("reviews.created_at", "asc")
    .orderBy("reviews.id")
    .limit(options.limit ?? 50)
    .execute();
  return rows.map((row) => ({ ...toReview(row), galleryName: row.gallery_name }));
}

export async function countPendingReviews(): Promise<number> {
  const row = await getDb()
    .selectFrom("reviews")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Count and average of a gallery's approved reviews, computed by the database. */
export async function getReviewSummary(galleryId: string): Promise<ReviewSummary> {
  const row = await getDb()
    .selectFrom("reviews")
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.avg<number>("rating").as("average")])
    .where("gallery_id", "=", galleryId)
    .where("status", "=", "approved")
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return { count, average: count === 0 || row.average === null ? null : Number(row.average) };
}

/** An administrator's review as the gallery form gives it: `id` names an existing one to change. */
export interface AdminReviewInput {
  id?: string | null;
  name: string;
  content: string;
  rating: number;
  /** The review's date; null or absent keeps an existing review's date, or is now for a new one. */
  createdAt?: number | null;
  /** The Hebrew version; left out, the stored one stays as it is. */
  he?: { name: string | null; content: string | null };
}

/** The administrator's own reviews of a gallery, oldest first (the order the gallery form lists them). */
export async function listAdminReviews(galleryId: string): Promise<Review[]> {
  const rows = await getDb()
    .selectFrom("reviews")
    .selectAll()
    .where("gallery_id", "=", galleryId)
    .where("is_admin_review", "=", 1)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(toReview);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Makes the gallery's admin reviews exactly `reviews`, inside the caller's transaction: removed ones
 * are deleted, listed ones updated, new ones added approved. Visitor reviews are never touched.
 */
export async function replaceAdminReviews(
  trx: Transaction<DB>,
  galleryId: string,
  reviews: AdminReviewInput[],
  now: number,
): Promise<void> {
  const existing = await trx
    .selectFrom("reviews")
    .select(["id", "created_at"])
    .where("gallery_id", "=", galleryId)
    .where("is_admin_review", "=", 1)
    .execute();
  const createdAtOf = new Map(existing.map((row) => [row.id, row.created_at]));
  const kept = new Set(reviews.map((review) => review.id).filter((id): id is string => Boolean(id)));
  const removed = existing.map((row) => row.id).filter((id) => !kept.has(id));
  if (removed.length > 0) await trx.deleteFrom("reviews").where("id", "in", removed).execute();
  for (const review of reviews) {
    const before = review.id ? createdAtOf.get(review.id) : undefined;
    const fields = {
      name: review.name,
      content: review.content,
      rating: review.rating,
      ...(review.he && { name_he: storedHebrew(review.he.name), content_he: storedHebrew(review.he.content) }),
      updated_at: now,
    };
    if (before !== undefined) {
      // A date naming the day the review already has keeps its time of day.
      const isSameDay =
        review.createdAt != null && Math.floor(before / DAY_MS) === Math.floor(review.createdAt / DAY_MS);
      const createdAt = review.createdAt == null || isSameDay ? before : review.createdAt;
      await trx
        .updateTable("reviews")
        .set({ ...fields, created_at: createdAt })
        .where("id", "=", review.id!)
        .where("gallery_id", "=", galleryId)
        .execute();
    } else {
      await trx
        .insertInto("reviews")
        .values({
          ...fields,
          id: newId(),
          gallery_id: galleryId,
          status: "approved",
          is_admin_review: 1,
          created_at: review.createdAt ?? now,
        })
        .execute();
    }
  }
}
