/** Seconds a client is asked to wait before trying again after a 503. */
export const RETRY_AFTER_SECONDS = 30;

/** A file-like answer (sitemap, feed) while the database does not answer: 503, in words, never cached. */
export function serviceUnavailable(text = "Failed to fetch documents"): Response {
  return new Response(`${text}. Please try again later.\n`, {
    status: 503,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(RETRY_AFTER_SECONDS),
    },
  });
}
