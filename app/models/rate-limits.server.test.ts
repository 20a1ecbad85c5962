import { expect, it } from "vitest";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { hitRateLimit } from "./rate-limits.server.ts";

describeEachEngine("rate limits", () => {
  it("allows up to the limit in a window, refuses past it, and starts over in the next window", async () => {
    const limit = { max: 3, windowMs: 60_000 };
    const start = 1_800_000_000_000;
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await hitRateLimit("review:203.0.113.7", limit, start + i));
    expect(results.map((r) => r.isAllowed)).toEqual([true, true, true, false, false]);
    expect(results[3]!.retryAfterMs).toBeGreaterThan(0);
    expect(results[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
    // Another address, and the next window, have their own counts.
    expect((await hitRateLimit("review:203.0.113.8", limit, start)).isAllowed).toBe(true);
    expect((await hitRateLimit("review:203.0.113.7", limit, start + 60_000)).isAllowed).toBe(true);
  });

  it("counts concurrent hits exactly", async () => {
    const limit = { max: 10, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 15 }, () => hitRateLimit("contact:198.51.100.1", limit, 1_800_000_000_000)),
    );
    expect(results.filter((r) => r.isAllowed)).toHaveLength(10);
  });
});
