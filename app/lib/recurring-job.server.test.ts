import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { createRecurringJob } from "./recurring-job.server.ts";

describe("createRecurringJob", () => {
  it("runs after the first delay and then at the interval, never two runs at once", async () => {
    const job = createRecurringJob();
    let runs = 0;
    let overlapping = 0;
    let inside = 0;
    job.start(
      async () => {
        runs++;
        inside++;
        if (inside > 1) overlapping++;
        await sleep(35);
        inside--;
      },
      { firstDelayMs: 5, intervalMs: 10 },
    );
    await sleep(150);
    await job.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(overlapping).toBe(0);
  });

  it("stopping aborts the run under way and waits for it; a second start while running is ignored", async () => {
    const job = createRecurringJob();
    const seen: string[] = [];
    const run = (name: string) => async (signal: AbortSignal) => {
      seen.push(name);
      await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve()));
      await sleep(20);
      seen.push(`${name} ended`);
    };
    job.start(run("first"), { firstDelayMs: 0, intervalMs: 60_000 });
    job.start(run("second"), { firstDelayMs: 0, intervalMs: 60_000 });
    await sleep(20);
    await job.stop();
    expect(seen).toEqual(["first", "first ended"]);
    // Started again after a stop, it runs anew.
    job.start(run("third"), { firstDelayMs: 0, intervalMs: 60_000 });
    await sleep(20);
    await job.stop();
    expect(seen.at(-1)).toBe("third ended");
  });
});
