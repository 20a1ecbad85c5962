import { gzipSync } from "node:zlib";
import { expect, test, type APIRequestContext } from "@playwright/test";

// Every public page ships under 125 kB of gzipped JavaScript on its first load: its module
// scripts and their preloads (code loaded later, on use, is not counted).
const BUDGET_BYTES = 125 * 1024;

async function pageScriptBytes(request: APIRequestContext, path: string): Promise<number> {
  const html = await (await request.get(path)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"([^"]+\.js)"/g)) urls.add(match[1]!);
  expect(urls.size, `${path} loads scripts`).toBeGreaterThan(0);
  let total = 0;
  for (const url of urls) total += gzipSync(await (await request.get(url)).body()).length;
  return total;
}

test("every public page ships under 125 kB of gzipped JavaScript", async ({ request }) => {
  const paths = ["/", "/artists", "/artworks", "/galleries", "/contact", "/login"];
  for (const list of ["/artists", "/artworks", "/galleries"]) {
    const html = await (await request.get(list)).text();
    const href = html.match(new RegExp(`href="(${list}/[^"?#]+)"`))?.[1];
    expect(href, `a record on ${list}`).toBeTruthy();
    paths.push(href!);
  }
  for (const path of paths) {
    const bytes = await pageScriptBytes(request, path);
    expect(bytes, `${path}: ${(bytes / 1024).toFixed(1)} kB`).toBeLessThan(BUDGET_BYTES);
  }
});
