/** Status codes worth another try: timeouts, throttling and server errors. */
export function isRetryableStatus(status: number | undefined): boolean {
  return status === 408 || status === 429 || (status !== undefined && status >= 500 && status <= 599);
}

export class StorageRetryError extends Error {
  override name = "StorageRetryError";
}

export interface RetryOptions {
  /** Give up when the next attempt would start after this much time (2 min an operation, 10 min an upload). */
  maxElapsedMs: number;
  /** First back-off; it doubles each attempt, with full jitter, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** What is being done, for the error message. */
  description: string;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  /** The HTTP status of a failure, or undefined when it has none (network errors count as retryable). */
  statusOf?: (error: unknown) => number | undefined;
}

export const OPERATION_RETRY_MS = 2 * 60 * 1000;
export const UPLOAD_RETRY_MS = 10 * 60 * 1000;

function defaultStatusOf(error: unknown): number | undefined {
  const metadata = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata;
  return metadata?.httpStatusCode ?? (error as { status?: number })?.status;
}

function isNetworkError(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return ["ECONNRESET", "ECONNREFUSED", "ETIMEDOUT", "EPIPE", "EAI_AGAIN", "ENOTFOUND"].includes(code ?? "");
}

/**
 * Runs `operation`, retrying on 408, 429, 5xx and dropped connections with exponential back-off
 * and full jitter, until `maxElapsedMs` is spent; then throws a StorageRetryError saying so.
 */
export async function withRetry<T>(operation: () => Promise<T>, options: RetryOptions): Promise<T> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  const statusOf = options.statusOf ?? defaultStatusOf;
  const base = options.baseDelayMs ?? 250;
  const cap = options.maxDelayMs ?? 20_000;
  const started = now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      const status = statusOf(error);
      if (!isRetryableStatus(status) && !isNetworkError(error)) throw error;
      const delay = Math.floor(random() * Math.min(cap, base * 2 ** attempt));
      if (now() + delay - started > options.maxElapsedMs) {
        const seconds = Math.round(options.maxElapsedMs / 1000);
        throw new StorageRetryError(
          `Storage did not answer: ${options.description} failed after ${attempt + 1} attempts over ${seconds} s (last: ${status ?? (error as Error).message}).`,
          { cause: error },
        );
      }
      await sleep(delay);
    }
  }
}
