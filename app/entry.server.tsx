import { logError } from "#app/lib/log.server.ts";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { answerResource, cacheControl, isShared, respond } from "#app/lib/page-cache/answer.server.ts";
import { withoutModulePreloads } from "#app/lib/script-loading.server.ts";

export const streamTimeout = 5_000;

// Errors no loader or action answered for: one line each through the one logger (a request the
// visitor abandoned is not an error).
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (!request.signal.aborted) logError(`${request.method} ${new URL(request.url).pathname} failed`, error);
};

function render(request: Request, routerContext: EntryContext) {
  return new Promise<{ html: Buffer; hasFailed: boolean }>((resolve, reject) => {
    let hasFailed = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    // Rendered whole before anything is sent: the policy names the hashes of every inline script,
    // and loaders here never defer, so streaming would gain little.
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // A finished Suspense boundary goes out in place, never as a hidden part a script moves in:
      // the page is whole before it is sent, and must read the same without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
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
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) =>
  answerResource(response, request, context);
