import { describe, expect, it } from "vitest";
import { isRetryableStatus, StorageRetryError, withRetry } from "./retry.server.ts";

function clock() {
  let now = 0;
  const waits: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
    waits,
  };
}

const failure = (status: number) =>
  Object.assign(new Error(`status ${status}`), { $metadata: { httpStatusCode: status } });

describe("withRetry", () => {
  it("retries 408, 429 and 5xx, not other statuses", () => {
    expect([408, 429, 500, 502, 503, 599].every(isRetryableStatus)).toBe(true);
    expect([200, 400, 401, 403, 404, 412].some(isRetryableStatus)).toBe(false);
  });

  it("retries with exponentially growing, jittered waits until it succeeds", async () => {
    const time = clock();
    let calls = 0;
    const result = await withRetry(
      async () => {
        calls++;
        if (calls < 4) throw failure([503, 429, 408][calls - 1]!);
        return "done";
      },
      { description: "uploading", maxElapsedMs: 120_000, baseDelayMs: 100, random: () => 0.999, ...time },
    );
    expect(result).toBe("done");
    expect(calls).toBe(4);
    expect(time.waits).toEqual([99, 199, 399]);
  });

  it("does not retry a client error", async () => {
    let calls = 0;
    const attempt = withRetry(
      async () => {
        calls++;
        throw failure(403);
      },
      { description: "reading", maxElapsedMs: 120_000, ...clock() },
    );
    await expect(attempt).rejects.toThrow("status 403");
    expect(calls).toBe(1);
  });

  it("gives up when the time budget is spent, with a clear error", async () => {
    const time = clock();
    const attempt = withRetry(
      async () => {
        throw failure(500);
      },
      {
        description: "uploading images/x/320.jpg",
        maxElapsedMs: 120_000,
        baseDelayMs: 1000,
        random: () => 0.5,
        ...time,
      },
    );
    await expect(attempt).rejects.toBeInstanceOf(StorageRetryError);
    await expect(
      withRetry(
        async () => {
          throw failure(500);
        },
        { description: "uploading images/x/320.jpg", maxElapsedMs: 120_000, random: () => 0.5, ...clock() },
      ),
    ).rejects.toThrow(/Storage did not answer: uploading images\/x\/320\.jpg failed after \d+ attempts over 120 s/);
    expect(time.now()).toBeLessThanOrEqual(120_000);
    expect(time.waits.length).toBeGreaterThan(3);
  });

  it("caps each wait", async () => {
    const time = clock();
    await expect(
      withRetry(
        async () => {
          throw failure(502);
        },
        { description: "x", maxElapsedMs: 600_000, baseDelayMs: 250, maxDelayMs: 20_000, random: () => 0.999, ...time },
      ),
    ).rejects.toBeInstanceOf(StorageRetryError);
    expect(Math.max(...time.waits)).toBeLessThan(20_000);
  });
});
