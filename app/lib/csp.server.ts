import crypto from "node:crypto";

/** A fresh nonce for one response (128 bits, base64url). */
export function createNonce(): string {
  return crypto.randomBytes(16).toString("base64url");
}

export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The Content-Security-Policy of every response: scripts only from this origin and with this
 * response's nonce; images may come from external http(s) URLs, since artists and galleries can
 * use one; inline style attributes stay allowed for the image placeholders.
 */
export function contentSecurityPolicy(nonce: string, options: { isHttps: boolean; isDev: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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
