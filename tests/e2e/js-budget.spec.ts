import { expect, test } from "@playwright/test";
import { pageJavaScriptBytes } from "#tests/support/page-javascript.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { mainBase } from "./support/servers.ts";

// Every public page ships under 125 kB of gzipped JavaScript on its first load.
const BUDGET_BYTES = 125 * 1024;

test("every public page ships under 125 kB of gzipped JavaScript, in both languages", async ({ request }) => {
  const paths = [
    "/",
    "/artists",
    "/artworks",
    "/galleries",
    "/contact",
    "/login",
    "/login/code",
    "/saved",
    "/offline",
    "/search",
    "/search?q=art",
  ];
  for (const list of ["/artists", "/artworks", "/galleries"]) {
    const html = await (await request.get(list)).text();
    const href = html.match(new RegExp(`href="(${list}/[^"?#]+)"`))?.[1];
    expect(href, `a record on ${list}`).toBeTruthy();
    paths.push(href!);
  }
  for (const path of [...paths, ...paths.map((path) => (path === "/" ? "/he" : `/he${path}`))]) {
    const { bytes, urls } = await pageJavaScriptBytes(mainBase, path);
    // The entry and the framework alone are far above this: a page whose imports were not followed would pass falsely.
    expect(urls.length, `${path} loads its modules`).toBeGreaterThan(3);
    expect(bytes, `${path} loads scripts`).toBeGreaterThan(60 * 1024);
    expect(bytes, `${path}: ${(bytes / 1024).toFixed(1)} kB`).toBeLessThan(BUDGET_BYTES);
  }
});

test("the stylesheet and the first images are asked for before any script, and the page still comes alive", async ({
  page,
  request,
}) => {
  expect(await (await request.get("/artworks")).text()).not.toContain('rel="modulepreload"');
  const cdp = await page.context().newCDPSession(page);
  const requests: { path: string; type: string }[] = [];
  cdp.on("Network.requestWillBeSent", (event) => {
    if (event.request.url.startsWith("http"))
      requests.push({ path: new URL(event.request.url).pathname, type: event.type ?? "" });
  });
  await cdp.send("Network.enable");
  await gotoHydrated(page, "/artworks");

  const firstScript = requests.findIndex((request) => request.type === "Script");
  expect(firstScript, "the page's modules were fetched").toBeGreaterThan(0);
  expect(requests.findIndex((request) => request.type === "Stylesheet")).toBeLessThan(firstScript);
  expect(requests.findIndex((request) => request.path.startsWith("/media/"))).toBeLessThan(firstScript);
  // React puts the preloads back into the head as it takes the page over; the modules are loaded by then.
  const scripts = requests.filter((request) => request.type === "Script").map((request) => request.path);
  expect(scripts.length).toBe(new Set(scripts).size);
});
