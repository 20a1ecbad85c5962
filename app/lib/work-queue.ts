/** A queue that is full: the caller should say "busy, try again" rather than wait without end. */
export class QueueFullError extends Error {
  override name = "QueueFullError";
}

/**
 * Runs at most `concurrency` tasks at once, in the order they came; at most `maxWaiting` more wait,
 * and beyond that `run` refuses at once with QueueFullError. Bounds work that takes much memory
 * (decoding large images) however many requests ask for it together.
 */
export class WorkQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  readonly concurrency: number;
  readonly maxWaiting: number;

  constructor(concurrency: number, maxWaiting: number) {
    this.concurrency = concurrency;
    this.maxWaiting = maxWaiting;
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.maxWaiting) throw new QueueFullError("The work queue is full");
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      // The slot passes straight to the next task; only when none waits is it given back.
      if (next) next();
      else this.#running -= 1;
    }
  }
}
