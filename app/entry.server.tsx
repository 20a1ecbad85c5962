import crypto from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "#app/lib/csp.ts";
import { FORM_TOKEN_RENEW_MS } from "#app/lib/forms/anti-spam.server.ts";
import { NONCE_PATTERN } from "#app/lib/csp.server.ts";
import { cspNonceContext } from "#app/lib/request-context.ts";
import { SESSION_COOKIE } from "#app/lib/session.server.ts";

export const streamTimeout = 5_000;

const FORM_TOKEN_PATTERN = /\b\d{13}\.[A-Za-z0-9_-]{22}\b/g;
const NONCE_ATTRIBUTE_PATTERN = / nonce="[^"]*"/g;

/**
 * Anonymous, successful page views are the same for everyone: they get an ETag and answer a
 * matching If-None-Match with 304, so browsers and caches revalidate instead of downloading again.
 * Anything personal (a session cookie, a Set-Cookie) is never stored by a shared cache.
 */
function isSharedCacheable(request: Request, status: number, headers: Headers): boolean {
  const cookie = request.headers.get("cookie") ?? "";
  return (
    request.method === "GET" && status === 200 && !cookie.includes(`${SESSION_COOKIE}=`) && !headers.has("set-cookie")
  );
}

/** The nonce of the browser's cached copy when If-None-Match names this page's content, else null. */
function getRevalidatedNonce(ifNoneMatch: string | null, hash: string): string | null {
  if (!ifNoneMatch) return null;
  for (const tag of ifNoneMatch.split(",")) {
    const match = /^(?:W\/)?"([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)"$/.exec(tag.trim());
    if (match && match[1] === hash && NONCE_PATTERN.test(match[2]!)) return match[2]!;
  }
  return null;
}

function render(
  request: Request,
  routerContext: EntryContext,
  readyOption: keyof RenderToPipeableStreamOptions,
  nonce: string,
) {
  return new Promise<{ stream: PassThrough; didError: () => boolean }>((resolve, reject) => {
    let hasShellRendered = false;
    let hasErrored = false;
    const timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          hasShellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              callback();
            },
          });
          pipe(body);
          resolve({ stream: body, didError: () => hasErrored });
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          hasErrored = true;
          // Errors before the shell reject above and are logged by React Router.
          if (hasShellRendered) console.error(error);
        },
      },
    );
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const csp = loadContext.get(cspNonceContext);
  const nonce = csp.nonce;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const userAgent = request.headers.get("user-agent");
  const isCacheable = isSharedCacheable(request, responseStatusCode, responseHeaders);

  // Cacheable pages are rendered whole (to hash them); loaders here never defer, so little is lost.
  const readyOption: keyof RenderToPipeableStreamOptions =
    isCacheable || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  const { stream, didError } = await render(request, routerContext, readyOption, nonce);

  if (!isCacheable) {
    responseHeaders.set("Cache-Control", responseStatusCode >= 500 ? "no-store" : "private, no-cache");
    return new Response(createReadableStreamFromReadable(stream), {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }

  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks);
  if (didError()) {
    responseHeaders.set("Cache-Control", "no-store");
    return new Response(html, { headers: responseHeaders, status: 500 });
  }
  // Form tokens (when the form was shown) and script nonces differ per request; a cached copy's
  // older token still passes, so both are left out of the page's identity.
  // A form token's time is left out, all but its half-day: within it a cached copy is confirmed as
  // unchanged, past it the page is sent again with a fresh token, long before the old one expires.
  const identity = html
    .toString("utf8")
    .replace(FORM_TOKEN_PATTERN, (token) => String(Math.floor(Number(token.slice(0, 13)) / FORM_TOKEN_RENEW_MS)))
    .replace(NONCE_ATTRIBUTE_PATTERN, "");
  const hash = crypto.createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  // The ETag carries the nonce of the copy it names: a 304 must send that copy's policy, or the
  // browser would run the cached page under a policy whose nonce its scripts don't have.
  responseHeaders.set("ETag", `W/"${hash}.${nonce}"`);
  responseHeaders.set("Cache-Control", "public, max-age=0, must-revalidate");
  const cachedNonce = getRevalidatedNonce(request.headers.get("if-none-match"), hash);
  if (cachedNonce) {
    responseHeaders.delete("Content-Type");
    responseHeaders.set("ETag", `W/"${hash}.${cachedNonce}"`);
    csp.replaceNonce(cachedNonce);
    return new Response(null, { status: 304, headers: responseHeaders });
  }
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
