/**
 * A job the server runs in the background: once shortly after start, then at an interval, never
 * two runs at once. Timers do not keep the process alive; stopping aborts the run under way and
 * waits for it to end. The job handles its own failures (a background job has no one to throw to).
 */
export interface RecurringJob {
  /** Runs `run` from now on; does nothing when already started. */
  start(run: (signal: AbortSignal) => Promise<unknown>, timing: { firstDelayMs: number; intervalMs: number }): void;
  stop(): Promise<void>;
}

export function createRecurringJob(): RecurringJob {
  let firstTimer: ReturnType<typeof setTimeout> | undefined;
  let intervalTimer: ReturnType<typeof setInterval> | undefined;
  let stopping: AbortController | undefined;
  let running: Promise<unknown> | undefined;

  return {
    start(run, { firstDelayMs, intervalMs }) {
      if (stopping) return;
      stopping = new AbortController();
      const runOnce = () => {
        if (running || !stopping) return;
        running = run(stopping.signal).finally(() => (running = undefined));
      };
      firstTimer = setTimeout(runOnce, firstDelayMs);
      firstTimer.unref();
      intervalTimer = setInterval(runOnce, intervalMs);
      intervalTimer.unref();
    },
    async stop() {
      clearTimeout(firstTimer);
      clearInterval(intervalTimer);
      firstTimer = intervalTimer = undefined;
      stopping?.abort();
      stopping = undefined;
      await running;
    },
  };
}
