import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { FORM_TOKEN_RENEW_MS, type IssuedFormToken } from "./form-tokens.server.ts";
import {
  answerFromPage,
  compressPage,
  createPage,
  MAX_PAGE_AGE_MS,
  PageCache,
  pageExpiresAt,
  type CachedPage,
} from "./page.server.ts";

const NOW = 1_795_000_000_000;
const sign = (issuedAt: number) =>
  `${issuedAt}.${crypto.createHash("sha256").update(String(issuedAt)).digest("base64url").slice(0, 22)}`;
const token = (issuedAt: number): IssuedFormToken => ({ token: sign(issuedAt), issuedAt, reissue: sign });
const sha = (text: string) => crypto.createHash("sha256").update(text).digest("base64");

function formPage(issuedAt = NOW) {
  const issued = token(issuedAt);
  const context = `window.__ctx = {"token":"${issued.token}","title":"Blue Garden"};`;
  const html =
    `<!DOCTYPE html><html><head><script type="application/ld+json">{"@type":"VisualArtwork"}</script></head>` +
    `<body><form><input type="hidden" name="formToken" value="${issued.token}"/></form>` +
    `<script>console.log("static")</script><script>${context}</script>` +
    `<script type="module" src="/assets/entry.js"></script></body></html>`;
  const page = createPage({
    status: 200,
    headers: [["Content-Type", "text/html; charset=utf-8"]],
    body: Buffer.from(html),
    isHtml: true,
    isShared: true,
    tokens: [issued],
  });
  return { page, html, context, issued };
}

const request = (extra: Partial<Parameters<typeof answerFromPage>[1]> = {}) => ({
  method: "GET",
  acceptEncoding: "gzip, deflate, br",
  ifNoneMatch: null,
  now: NOW + 5_000,
  ...extra,
});

const header = (headers: [string, string][], name: string) => headers.find(([key]) => key === name)?.[1];

describe("pages kept with form tokens made per view", () => {
  it("fills every place of the token with one made for this answer, and allows exactly its inline scripts", async () => {
    const { page, context, issued } = formPage();
    const compressed = await compressPage(page);
    const answer = answerFromPage(page, request(), compressed);
    expect(answer.encoding).toBe("gzip");
    const html = zlib.gunzipSync(Buffer.concat(answer.body!)).toString();
    const fresh = sign(NOW + 5_000);
    expect(html).not.toContain(issued.token);
    expect(html.split(fresh).length - 1).toBe(2);
    expect(answer.scriptHashes.sort()).toEqual(
      [sha('console.log("static")'), sha(context.replace(issued.token, fresh))].sort(),
    );
    expect(header(answer.headers, "ETag")).toBe(`W/"${page.hash}.${NOW + 5_000}"`);
    expect(header(answer.headers, "Content-Length")).toBe(String(Buffer.concat(answer.body!).length));
  });

  it("answers a browser's copy of this page with 304 and the policy of the copy it keeps", () => {
    const { page, context } = formPage();
    const copyTime = NOW + 1_000;
    const answer = answerFromPage(page, request({ ifNoneMatch: `W/"${page.hash}.${copyTime}"` }));
    expect(answer.status).toBe(304);
    expect(answer.body).toBeNull();
    expect(answer.scriptHashes).toContain(sha(context.replace(sign(NOW), sign(copyTime))));
    // A copy from another half-day, or of another page, is sent again in full.
    const old = NOW - FORM_TOKEN_RENEW_MS;
    expect(answerFromPage(page, request({ ifNoneMatch: `W/"${page.hash}.${old}"` })).status).toBe(200);
    expect(answerFromPage(page, request({ ifNoneMatch: `W/"other.${copyTime}"` })).status).toBe(200);
  });

  it("sends brotli only for pages without a token, and plain bytes to browsers that take neither", async () => {
    const plain = createPage({
      status: 200,
      headers: [],
      body: Buffer.from("<p>hello</p>".repeat(200)),
      isHtml: true,
      isShared: true,
      tokens: [],
    });
    const compressed = await compressPage(plain);
    const br = answerFromPage(plain, request(), compressed);
    expect(br.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(br.body![0]!).toString()).toBe("<p>hello</p>".repeat(200));
    expect(header(br.headers, "ETag")).toBe(`W/"${plain.hash}"`);
    expect(header(br.headers, "Vary")).toBe("Accept-Encoding");
    const identity = answerFromPage(plain, request({ acceptEncoding: "gzip;q=0, br;q=0" }), compressed);
    expect(identity.encoding).toBeNull();
    expect(Buffer.concat(identity.body!).toString()).toBe("<p>hello</p>".repeat(200));
    const { page } = formPage();
    expect(answerFromPage(page, request({ acceptEncoding: "br" }), await compressPage(page)).encoding).toBeNull();
    expect(answerFromPage(plain, request({ method: "HEAD" }), compressed).body).toBeNull();
  });

  it("compresses an answer that is not kept as it goes, in the encoding the browser takes", () => {
    const html = "<p>hello</p>".repeat(200);
    const plain = createPage({
      status: 200,
      headers: [],
      body: Buffer.from(html),
      isHtml: true,
      isShared: true,
      tokens: [],
    });
    const br = answerFromPage(plain, request());
    expect(br.encoding).toBe("br");
    expect(zlib.brotliDecompressSync(Buffer.concat(br.body!)).toString()).toBe(html);
    expect(header(br.headers, "Content-Length")).toBe(String(Buffer.concat(br.body!).length));
    const gzip = answerFromPage(plain, request({ acceptEncoding: "gzip" }));
    expect(gzip.encoding).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.concat(gzip.body!)).toString()).toBe(html);
    expect(header(gzip.headers, "Vary")).toBe("Accept-Encoding");
    const head = answerFromPage(plain, request({ method: "HEAD", acceptEncoding: "gzip" }));
    expect([head.body, head.encoding, header(head.headers, "Content-Length")]).toEqual([
      null,
      "gzip",
      header(gzip.headers, "Content-Length"),
    ]);
    expect(answerFromPage(plain, request({ acceptEncoding: "identity" })).encoding).toBeNull();
    const tiny = createPage({
      status: 200,
      headers: [],
      body: Buffer.from("<p>hi</p>"),
      isHtml: true,
      isShared: true,
      tokens: [],
    });
    const small = answerFromPage(tiny, request());
    expect([small.encoding, header(small.headers, "Vary")]).toEqual([null, undefined]);
  });

  it("gives no ETag to an answer that is one visitor's own", () => {
    const own = createPage({
      status: 200,
      headers: [],
      body: Buffer.from("<p>Thank you</p>"),
      isHtml: true,
      isShared: false,
      tokens: [],
    });
    const answer = answerFromPage(own, request({ ifNoneMatch: `W/"${own.hash}"` }));
    expect(answer.status).toBe(200);
    expect(header(answer.headers, "ETag")).toBeUndefined();
  });
});

describe("PageCache", () => {
  const entry = (bytes: number): CachedPage =>
    ({ compressed: { bytes }, generation: 1, expiresAt: Infinity }) as unknown as CachedPage;

  it("keeps within its byte budget, dropping the least recently used first", () => {
    const cache = new PageCache(1000);
    cache.set("/a", entry(100));
    cache.set("/b", entry(100));
    cache.set("/c", entry(100));
    cache.get("/a");
    for (let i = 0; i < 8; i++) cache.set(`/x${i}`, entry(100));
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/b")).toBeUndefined();
    // A page larger than an eighth of the budget is not kept at all.
    cache.set("/huge", entry(200));
    expect(cache.get("/huge")).toBeUndefined();
    cache.delete("/a");
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.bytes).toBe(cache.size * 100);
  });
});

describe("how long a page is kept", () => {
  const now = Date.UTC(2026, 10, 26, 9, 0);
  it("an hour at most, less when a form's tokens renew or what the page says about opening hours changes", () => {
    expect(pageExpiresAt({ tokenPeriod: null }, now, Infinity)).toBe(now + MAX_PAGE_AGE_MS);
    const period = Math.floor(now / FORM_TOKEN_RENEW_MS);
    const periodEnd = (period + 1) * FORM_TOKEN_RENEW_MS;
    expect(pageExpiresAt({ tokenPeriod: period }, periodEnd - 60_000, Infinity)).toBe(periodEnd);
    // A gallery closing in ten minutes: the page is made again then.
    expect(pageExpiresAt({ tokenPeriod: null }, now, now + 600_000)).toBe(now + 600_000);
  });
});
