import { gzipSync } from "node:zlib";

// Static imports and re-exports in built modules (`import{a}from"./x.js"`, `import "./y.js"`); a
// dynamic `import(` has a parenthesis before its quote, so code loaded later, on use, is not followed.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["']([^"']+\.js)["']/g;
// The page's own module script names its route modules statically and its entry with `import(…)`.
const PAGE_IMPORT = /\bimport\s*(?:\*\s*as\s*\w+\s*from\s*|\(\s*)?"([^"]+\.js)"/g;

/**
 * The gzipped bytes of every script a page's first load runs: the modules its module script names
 * and, through their static imports, every module those need (code loaded later, on use, is not counted).
 */
export async function pageJavaScriptBytes(
  origin: string,
  pagePath: string,
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
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const code = Buffer.from(await response.arrayBuffer());
    bytes += gzipSync(code).length;
    for (const match of code.toString("utf8").matchAll(STATIC_IMPORT)) pending.push(new URL(match[1]!, url).href);
  }
  return { bytes, urls: [...seen] };
}
