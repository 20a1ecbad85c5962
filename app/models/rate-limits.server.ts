import { getDb } from "#app/db/db.server.ts";

export interface RateLimit {
  max: number;
  windowMs: number;
}

const HOUR = 60 * 60 * 1000;

/** Per address and form; documented in the README. */
export const SUBMISSION_LIMITS = {
  inquiry: { max: 5, windowMs: HOUR },
  review: { max: 3, windowMs: HOUR },
  contact: { max: 5, windowMs: HOUR },
} satisfies Record<string, RateLimit>;

export interface RateLimitResult {
  isAllowed: boolean;
  /** How long until the window ends. */
  retryAfterMs: number;
}

/**
 * Counts one attempt for `key` in the current fixed window and says whether it is within the limit.
 * Kept in the database (one atomic upsert), so the limit holds across app instances and restarts.
 */
export async function hitRateLimit(key: string, limit: RateLimit, now = Date.now()): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / limit.windowMs) * limit.windowMs;
  const row = await getDb()
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.columns(["key", "window_start"]).doUpdateSet((eb) => ({ count: eb("rate_limits.count", "+", 1) })),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  // Old windows are of no use: clear them now and then rather than on a schedule.
  if (Math.random() < 0.02) {
    await getDb()
      .deleteFrom("rate_limits")
      .where("window_start", "<", now - 2 * HOUR * 24)
      .execute();
  }
  return { isAllowed: Number(row.count) <= limit.max, retryAfterMs: windowStart + limit.windowMs - now };
}
