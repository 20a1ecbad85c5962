import type { RouterContextProvider } from "react-router";
import { listNotedFormTokens } from "./form-tokens.server.ts";
import { answerFromPage, createPage, type RenderedResponse } from "./page.server.ts";
import { pageResponseContext } from "#app/lib/request-context.ts";
import { SESSION_COOKIE } from "#app/lib/session.server.ts";

/**
 * A successful anonymous answer is the same for everyone: it gets an ETag (a matching If-None-Match
 * gets 304) and may be kept by the page cache and shared caches. Anything personal never is: a
 * session cookie sent, a cookie set, or a route marking it private (a visitor's own thank-you).
 */
export function isShared(
  request: Request,
  status: number,
  headers: Headers,
  context: Readonly<RouterContextProvider>,
): boolean {
  const cookie = request.headers.get("cookie") ?? "";
  return (
    !context.get(pageResponseContext).isPersonal() &&
    (request.method === "GET" || request.method === "HEAD") &&
    status === 200 &&
    !cookie.includes(`${SESSION_COOKIE}=`) &&
    !headers.has("set-cookie") &&
    !/\b(?:private|no-store)\b/.test(headers.get("cache-control") ?? "")
  );
}

export function cacheControl(status: number, isSharedAnswer: boolean, hasFailed: boolean): string {
  if (hasFailed || status >= 500) return "no-store";
  return isSharedAnswer ? "public, max-age=0, must-revalidate" : "private, no-cache";
}

/**
 * Answers from the rendered page: kept by the page cache when it is shared, with tokens made for
 * this answer, and the hashes of its inline scripts as the Content-Security-Policy.
 */
export async function respond(
  rendered: Omit<RenderedResponse, "tokens">,
  request: Request,
  loadContext: Readonly<RouterContextProvider>,
): Promise<Response> {
  const page = createPage({ ...rendered, tokens: listNotedFormTokens() });
  const pageResponse = loadContext.get(pageResponseContext);
  const compressed = page.isShared && request.method === "GET" ? await pageResponse.store(page) : null;
  const answer = answerFromPage(
    page,
    {
      method: request.method,
      acceptEncoding: request.headers.get("accept-encoding"),
      ifNoneMatch: request.headers.get("if-none-match"),
      now: Date.now(),
    },
    compressed ?? undefined,
  );
  if (page.isHtml) pageResponse.setScriptHashes(answer.scriptHashes);
  return new Response(answer.body ? Buffer.concat(answer.body) : null, {
    status: answer.status,
    headers: answer.headers,
  });
}

/**
 * A loader's own Response (navigation data, or a resource route's JSON) answered as pages are: an
 * ETag, and kept by the page cache when it is the same for everyone. A Cache-Control the route set
 * on a shared answer stays (suggestions may be kept a few minutes); anything else gets the pages' own.
 */
export async function answerResource(
  response: Response,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  if (response.status !== 200 || !response.body) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const shared = isShared(request, response.status, response.headers, context);
  const headers = new Headers(response.headers);
  if (!(shared && /\bpublic\b/.test(headers.get("cache-control") ?? "")))
    headers.set("Cache-Control", cacheControl(response.status, shared, false));
  return respond(
    { status: response.status, headers: [...headers], body, isHtml: false, isShared: shared },
    request,
    context,
  );
}
