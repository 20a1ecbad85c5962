import { logError } from "#app/lib/log.server.ts";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { listNotedFormTokens } from "#app/lib/page-cache/form-tokens.server.ts";
import { answerFromPage, createPage, type RenderedResponse } from "#app/lib/page-cache/page.server.ts";
import { pageResponseContext } from "#app/lib/request-context.ts";
import { withoutModulePreloads } from "#app/lib/script-loading.server.ts";
import { SESSION_COOKIE } from "#app/lib/session.server.ts";

export const streamTimeout = 5_000;

// Errors no loader or action answered for: one line each through the one logger (a request the
// visitor abandoned is not an error).
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) logError(`${request.method} ${new URL(request.url).pathname} failed`, error);
};

/**
 * A successful anonymous answer is the same for everyone: it gets an ETag (a matching If-None-Match
 * gets 304) and may be kept by the page cache and shared caches. Anything personal never is: a
 * session cookie sent, a cookie set, or a route marking it private (a visitor's own thank-you).
 */
function isShared(
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

function cacheControl(status: number, isSharedAnswer: boolean, hasFailed: boolean): string {
  if (hasFailed || status >= 500) return "no-store";
  return isSharedAnswer ? "public, max-age=0, must-revalidate" : "private, no-cache";
}

/**
 * Answers from the rendered page: kept by the page cache when it is shared, with tokens made for
 * this answer, and the hashes of its inline scripts as the Content-Security-Policy.
 */
async function respond(
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

function render(request: Request, routerContext: EntryContext) {
  return new Promise<{ html: Buffer; hasFailed: boolean }>((resolve, reject) => {
    let hasFailed = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    // Rendered whole before anything is sent: the policy names the hashes of every inline script,
    // and loaders here never defer, so streaming would gain little.
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => {
          clearTimeout(timeoutId);
          resolve({ html: withoutModulePreloads(Buffer.concat(chunks)), hasFailed });
        });
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        hasFailed = true;
        logError("rendering a page failed", error);
      },
    });
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { html, hasFailed } = await render(request, routerContext);
  const status = hasFailed ? 500 : responseStatusCode;
  const shared = !hasFailed && isShared(request, status, responseHeaders, loadContext);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Cache-Control", cacheControl(status, shared, hasFailed));
  return respond(
    { status, headers: [...responseHeaders], body: html, isHtml: true, isShared: shared },
    request,
    loadContext,
  );
}

/** Client-side navigations' data: kept and answered like the pages they belong to. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) => {
  if (response.status !== 200 || !response.body) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const shared = isShared(request, response.status, response.headers, context);
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", cacheControl(response.status, shared, false));
  return respond(
    { status: response.status, headers: [...headers], body, isHtml: false, isShared: shared },
    request,
    context,
  );
};
