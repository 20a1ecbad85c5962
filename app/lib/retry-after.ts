/** A refusal's Retry-After (a lockout, a database that did not answer), passed on to the page's response. */
export function passRetryAfter(from: Headers | undefined): HeadersInit {
  const retryAfter = from?.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}
