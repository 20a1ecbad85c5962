import http from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";

// Static imports and re-exports in built modules (`import{a}from"./x.js"`, `import "./y.js"`); a
// dynamic `import(` has a parenthesis before its quote, so code loaded later, on use, is not followed.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["']([^"']+\.js)["']/g;
// Code a page loads on use (`import(`./x.js`)`), followed only when asked for (the map's code).
const DYNAMIC_IMPORT = /\bimport\(\s*[`"']([^`"']+\.js)[`"']\s*\)/g;
// The page's own module script names its route modules statically and its entry with `import(…)`.
const PAGE_IMPORT = /\bimport\s*(?:\*\s*as\s*\w+\s*from\s*|\(\s*)?"([^"]+\.js)"/g;

/**
 * A script as a browser that accepts only gzip receives it: its bytes on the wire and its code.
 * A script the server sends uncompressed (too small to be worth it) counts gzipped all the same.
 */
function getGzipped(url: string): Promise<{ wireBytes: number; code: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        const body = Buffer.concat(chunks);
        const isGzipped = response.headers["content-encoding"] === "gzip";
        const code = isGzipped ? gunzipSync(body) : body;
        resolve({ wireBytes: isGzipped ? body.length : gzipSync(body).length, code });
      });
    });
    request.on("error", reject);
  });
}

/**
 * The gzipped bytes, as the server sends them, of every script a page's first load runs: the
 * modules its module script names and, through their static imports, every module those need
 * (code loaded later, on use, is not counted unless its file matches `lazy`: the map's, say).
 */
export async function pageJavaScriptBytes(
  origin: string,
  pagePath: string,
  options: { lazy?: RegExp } = {},
): Promise<{ bytes: number; urls: string[] }> {
  const pageUrl = new URL(pagePath, origin);
  const html = await (await fetch(pageUrl)).text();
  const pending = [...html.matchAll(PAGE_IMPORT)].map((match) => new URL(match[1]!, pageUrl).href);
  const seen = new Set<string>();
  let bytes = 0;
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const { wireBytes, code } = await getGzipped(url);
    bytes += wireBytes;
    const text = code.toString("utf8");
    for (const match of text.matchAll(STATIC_IMPORT)) pending.push(new URL(match[1]!, url).href);
    if (options.lazy) {
      for (const match of text.matchAll(DYNAMIC_IMPORT))
        if (options.lazy.test(match[1]!)) pending.push(new URL(match[1]!, url).href);
    }
  }
  return { bytes, urls: [...seen] };
}
