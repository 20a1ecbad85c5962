/**
 * The Content-Security-Policy of every response: scripts only from this origin and the inline
 * scripts whose hashes the page names (a page's hashes are the same for everyone, so a page can be
 * kept in a cache, which a per-response nonce would forbid); images may come from external http(s) URLs, since artists and galleries can
 * use one; inline style attributes stay allowed for the image placeholders.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  options: { isHttps: boolean; isDev: boolean },
): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`)].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self'",
    // Vite's hot reload talks over a WebSocket in development.
    options.isDev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.isHttps) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}
