import { errorMessage } from "./log.server.ts";
import { ExchangeRateError, MAX_ANSWER_BYTES, parseExchangeRates, type ExchangeRate } from "./rate-parsing.ts";

// Fetching the daily reference rates: the first address, then the fallback. Every failure (no
// answer, a timeout, an HTTP error, an oversized or doubtful answer) is told in words and never
// thrown, so the caller keeps its stored rates.

const FETCH_TIMEOUT_MS = 10_000;

export interface FetchRatesOptions {
  /** Tried in order; null (off) is passed over. */
  urls: readonly (string | null)[];
  /** Says who asks, so a publisher can tell this site apart (and reach it). */
  userAgent: string;
  /** Ends every request early (the server stopping). */
  signal?: AbortSignal;
  timeoutMs?: number;
  maxBytes?: number;
  now?: number;
}

export type FetchRatesResult =
  | {
      ok: true;
      rates: ExchangeRate[];
      /** The address that answered. */
      url: string;
      /** What went wrong with the addresses tried before it. */
      failures: string[];
    }
  | { ok: false; failures: string[] };

class FetchProblem extends Error {}

/** The body as text, refused once it grows past `maxBytes` (read in pieces, never whole first). */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new FetchProblem(`the answer is larger than ${maxBytes} bytes`);
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new FetchProblem(`the answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Why a fetch failed, in words: the system's error code (ECONNREFUSED) says more than "fetch failed". */
function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  if (cause && typeof cause.code === "string") return `unreachable (${cause.code})`;
  return `unreachable (${errorMessage(cause ?? error) || "no answer"})`;
}

async function fetchOne(
  url: string,
  options: Required<Omit<FetchRatesOptions, "urls" | "signal">> & { signal?: AbortSignal },
) {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const timedOut = () => new FetchProblem(`no answer within ${options.timeoutMs / 1000} s`);
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      redirect: "follow",
      headers: {
        "user-agent": options.userAgent,
        accept: "application/json, application/xml;q=0.9, text/xml;q=0.9",
      },
    });
  } catch (error) {
    if (timeout.aborted) throw timedOut();
    if (options.signal?.aborted) throw new FetchProblem("cancelled");
    throw new FetchProblem(describeNetworkError(error));
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new FetchProblem(`HTTP ${response.status}`);
  }
  let body: string;
  try {
    body = await readCapped(response, options.maxBytes);
  } catch (error) {
    if (error instanceof FetchProblem) throw error;
    if (timeout.aborted) throw timedOut();
    throw new FetchProblem(`the answer broke off (${errorMessage(error)})`);
  }
  try {
    return parseExchangeRates(body, options.now);
  } catch (error) {
    if (error instanceof ExchangeRateError) throw new FetchProblem(`a doubtful answer: ${error.message}`);
    throw error;
  }
}

/** The dollar and euro rates from the first address that gives a sound answer, or why none did. */
export async function fetchExchangeRates(options: FetchRatesOptions): Promise<FetchRatesResult> {
  const settings = {
    userAgent: options.userAgent,
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? FETCH_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? MAX_ANSWER_BYTES,
    now: options.now ?? Date.now(),
  };
  const failures: string[] = [];
  for (const url of options.urls) {
    if (url === null) continue;
    try {
      return { ok: true, rates: await fetchOne(url, settings), url, failures };
    } catch (error) {
      if (!(error instanceof FetchProblem)) throw error;
      const { host, pathname } = new URL(url);
      failures.push(`${host}${pathname}: ${error.message}`);
      if (options.signal?.aborted) break;
    }
  }
  return { ok: false, failures };
}
