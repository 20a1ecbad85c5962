import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { FORM_TOKEN_RENEW_MS, type IssuedFormToken } from "./form-tokens.server.ts";
import { prepareSplicedGzip, spliceGzip, type SplicedGzip } from "./gzip-splice.server.ts";

const brotliCompress = promisify(zlib.brotliCompress);

/** What the app made for one request, before any of it is sent. */
export interface RenderedResponse {
  status: number;
  /** The response's own headers (type, caching, location…), without its policy, ETag or encoding. */
  headers: [string, string][];
  body: Buffer;
  isHtml: boolean;
  /** Whether it is the same for every visitor, so an ETag and a shared cache may keep it. */
  isShared: boolean;
  /** The form tokens put into the body. */
  tokens: IssuedFormToken[];
}

/** One inline script whose text holds a form token: its fixed pieces and, between them, which token. */
interface TokenScript {
  pieces: Buffer[];
  holes: number[];
}

/** A rendered response, split around its form tokens so each answer can carry tokens of its own. */
export interface Page {
  status: number;
  headers: [string, string][];
  isHtml: boolean;
  isShared: boolean;
  /** The body's fixed parts; between each two, the token `holeTokens[i]` names. */
  parts: Buffer[];
  holeTokens: number[];
  tokens: IssuedFormToken[];
  /** The half-day the tokens were made in (null without tokens); the page is renewed after it. */
  tokenPeriod: number | null;
  issuedAt: number | null;
  /** Hashes of the inline scripts that hold no token, for the Content-Security-Policy. */
  scriptHashes: string[];
  tokenScripts: TokenScript[];
  /** The page's identity, for its ETag: its fixed bytes and its tokens' half-day. */
  hash: string;
}

const SCRIPT_PATTERN = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const EXECUTABLE_TYPE = /\btype\s*=\s*(?!"?(?:module|text\/javascript)\b)/i;

const sha256 = (chunks: Buffer[]) => {
  const hash = crypto.createHash("sha256");
  for (const chunk of chunks) hash.update(chunk);
  return hash;
};

/** Where each token occurs in the body, in order. */
function findHoles(body: Buffer, tokens: IssuedFormToken[]): { start: number; end: number; token: number }[] {
  const holes: { start: number; end: number; token: number }[] = [];
  tokens.forEach((issued, token) => {
    for (let at = body.indexOf(issued.token); at !== -1; at = body.indexOf(issued.token, at + issued.token.length))
      holes.push({ start: at, end: at + issued.token.length, token });
  });
  return holes.sort((a, b) => a.start - b.start);
}

/** A kept page is made again after this long even when nothing changed (a safety net, not a rule). */
export const MAX_PAGE_AGE_MS = 60 * 60 * 1000;

/**
 * Until when the page cache may keep a page made at `now`: an hour at most; a page with a form
 * until its tokens' half-day ends (so its ETag moves on with it); a page that says whether a
 * gallery is open until that changes (`changesAt`, Infinity when nothing on it does).
 */
export function pageExpiresAt(page: Pick<Page, "tokenPeriod">, now: number, changesAt: number): number {
  const periodEnd = page.tokenPeriod === null ? Infinity : (page.tokenPeriod + 1) * FORM_TOKEN_RENEW_MS;
  return Math.min(now + MAX_PAGE_AGE_MS, periodEnd, changesAt);
}

export function createPage(rendered: RenderedResponse): Page {
  const { body } = rendered;
  // One record per distinct token: a form shown twice on a page carries the same one.
  const tokens = [...new Map(rendered.tokens.map((issued) => [issued.token, issued])).values()];
  const holes = findHoles(body, tokens);
  const parts: Buffer[] = [];
  let from = 0;
  for (const hole of holes) {
    parts.push(body.subarray(from, hole.start));
    from = hole.end;
  }
  parts.push(body.subarray(from));

  const scriptHashes: string[] = [];
  const tokenScripts: TokenScript[] = [];
  if (rendered.isHtml) {
    // latin1 keeps one character per byte, so string positions are byte positions in the body.
    for (const match of body.toString("latin1").matchAll(SCRIPT_PATTERN)) {
      const attributes = match[1] ?? "";
      // Scripts from a file are allowed by 'self'; data blocks (JSON-LD) are never run.
      if (/\bsrc\s*=/i.test(attributes) || EXECUTABLE_TYPE.test(attributes)) continue;
      const start = match.index + match[0].length - match[2]!.length - "</script>".length;
      const end = start + match[2]!.length;
      const inside = holes.filter((hole) => hole.start >= start && hole.end <= end);
      if (inside.length === 0) {
        scriptHashes.push(sha256([body.subarray(start, end)]).digest("base64"));
        continue;
      }
      const pieces: Buffer[] = [];
      let at = start;
      for (const hole of inside) {
        pieces.push(body.subarray(at, hole.start));
        at = hole.end;
      }
      pieces.push(body.subarray(at, end));
      tokenScripts.push({ pieces, holes: inside.map((hole) => hole.token) });
    }
  }

  const issuedAt = tokens.length > 0 ? Math.min(...tokens.map((issued) => issued.issuedAt)) : null;
  const tokenPeriod = issuedAt === null ? null : Math.floor(issuedAt / FORM_TOKEN_RENEW_MS);
  const identity = sha256(parts);
  identity.update(`\0${rendered.status}\0${tokenPeriod ?? ""}`);
  return {
    status: rendered.status,
    headers: rendered.headers,
    isHtml: rendered.isHtml,
    isShared: rendered.isShared,
    parts,
    holeTokens: holes.map((hole) => hole.token),
    tokens,
    tokenPeriod,
    issuedAt,
    scriptHashes,
    tokenScripts,
    hash: identity.digest("base64url").slice(0, 27),
  };
}

/** The page's bodies compressed once, kept with it in the cache. */
export interface CompressedPage {
  gzip: SplicedGzip;
  /** Brotli cannot take a hole put in later: pages with tokens go out as gzip. */
  brotli: Buffer | null;
  bytes: number;
}

export async function compressPage(page: Page): Promise<CompressedPage> {
  const whole = Buffer.concat(page.parts);
  const [gzip, brotli] = await Promise.all([
    prepareSplicedGzip(page.parts),
    page.holeTokens.length > 0
      ? null
      : brotliCompress(whole, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: whole.length,
            [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowFor(whole.length),
          },
        }),
  ]);
  const bytes =
    whole.length * 2 +
    gzip.deflated.reduce((sum, part) => sum + part.length, 0) +
    (gzip.whole?.length ?? 0) +
    (brotli?.length ?? 0) +
    1024;
  return { gzip, brotli, bytes };
}

/**
 * A window just large enough for the page (a streaming encoder never shrinks its default 4 MB one):
 * the same bytes out, and at the best quality tens of megabytes less memory per compression, which
 * glibc keeps in the process after it is freed.
 */
function brotliWindowFor(bytes: number): number {
  return Math.min(
    zlib.constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))),
  );
}

export interface PageRequest {
  method: string;
  acceptEncoding: string | null | undefined;
  ifNoneMatch: string | null | undefined;
  now: number;
}

export interface PageAnswer {
  status: number;
  /** All of the answer's headers but the security policy, which `scriptHashes` is for. */
  headers: [string, string][];
  scriptHashes: string[];
  /** Null for a 304 and for HEAD. */
  body: Buffer[] | null;
  /** Set when the body is already compressed. */
  encoding: "br" | "gzip" | null;
}

function accepts(acceptEncoding: string, coding: string): boolean {
  for (const item of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...parameters] = item.trim().split(";");
    if (name?.trim() !== coding && name?.trim() !== "*") continue;
    const q = parameters.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    return q === undefined || Number(q) > 0;
  }
  return false;
}

/** The token time the browser's copy named in If-None-Match has, when that copy is this page. */
function getRevalidatedTime(page: Page, ifNoneMatch: string, now: number): number | null {
  for (const tag of ifNoneMatch.split(",")) {
    const match = /^(?:W\/)?"([\w-]+)(?:\.(\d{13}))?"$/.exec(tag.trim());
    if (!match || match[1] !== page.hash) continue;
    if (page.tokenPeriod === null) return match[2] === undefined ? 0 : null;
    const time = Number(match[2]);
    if (Math.floor(time / FORM_TOKEN_RENEW_MS) === page.tokenPeriod && time <= now + 60_000) return time;
  }
  return null;
}

/**
 * The answer to one request from a page: tokens made for this answer (or, for a browser
 * revalidating its copy, that copy's tokens, so the policy sent with a 304 fits the page it keeps),
 * the hashes of its inline scripts, and the stored compressed body the browser takes.
 */
export function answerFromPage(page: Page, request: PageRequest, compressed?: CompressedPage): PageAnswer {
  const headers = [...page.headers];
  const revalidated =
    page.isShared && request.ifNoneMatch ? getRevalidatedTime(page, request.ifNoneMatch, request.now) : null;
  // Tokens of this half-day are made now; outside it (an uncached answer renders afresh) the render's own.
  const tokenTime =
    revalidated ??
    (page.tokenPeriod !== null && Math.floor(request.now / FORM_TOKEN_RENEW_MS) === page.tokenPeriod
      ? request.now
      : page.issuedAt);
  const filled = page.tokens.map((issued) =>
    Buffer.from(tokenTime === null || tokenTime === issued.issuedAt ? issued.token : issued.reissue(tokenTime)),
  );
  const scriptHashes = [
    ...page.scriptHashes,
    ...page.tokenScripts.map((script) => {
      const chunks: Buffer[] = [];
      script.pieces.forEach((piece, index) => {
        chunks.push(piece);
        const hole = script.holes[index];
        if (hole !== undefined) chunks.push(filled[hole]!);
      });
      return sha256(chunks).digest("base64");
    }),
  ];
  if (page.isShared) headers.push(["ETag", `W/"${page.hash}${page.tokenPeriod === null ? "" : `.${tokenTime}`}"`]);
  if (revalidated !== null) return { status: 304, headers, scriptHashes, body: null, encoding: null };

  const holes = page.holeTokens.map((token) => filled[token]!);
  let encoding: PageAnswer["encoding"] = null;
  let body: Buffer[];
  const acceptEncoding = request.acceptEncoding ?? "";
  if (compressed?.brotli && accepts(acceptEncoding, "br")) {
    encoding = "br";
    body = [compressed.brotli];
  } else if (compressed && accepts(acceptEncoding, "gzip")) {
    encoding = "gzip";
    body = spliceGzip(compressed.gzip, holes);
  } else {
    body = [];
    page.parts.forEach((part, index) => {
      body.push(part);
      if (holes[index]) body.push(holes[index]);
    });
  }
  const isCompressible = compressed !== undefined || isWorthCompressing(body);
  if (!compressed && isCompressible) ({ encoding, body } = compressOnce(body, acceptEncoding));
  if (isCompressible) headers.push(["Vary", "Accept-Encoding"]);
  if (encoding) headers.push(["Content-Encoding", encoding]);
  headers.push(["Content-Length", String(body.reduce((sum, chunk) => sum + chunk.length, 0))]);
  return {
    status: page.status,
    headers,
    scriptHashes,
    body: request.method === "HEAD" ? null : body,
    encoding,
  };
}

/** Below this, compressing saves less than the work costs. */
const MIN_COMPRESSED_BYTES = 1024;

function isWorthCompressing(body: Buffer[]): boolean {
  return body.reduce((sum, chunk) => sum + chunk.length, 0) >= MIN_COMPRESSED_BYTES;
}

/**
 * An answer made for one request only (not kept) is compressed at the fastest setting, as nginx
 * does by default: a page is several times larger than its fastest compression, and the best
 * setting would cost more than making the page.
 */
function compressOnce(body: Buffer[], acceptEncoding: string): { encoding: PageAnswer["encoding"]; body: Buffer[] } {
  const whole = body.length === 1 ? body[0]! : Buffer.concat(body);
  if (accepts(acceptEncoding, "br")) {
    const params = {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: whole.length,
      [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowFor(whole.length),
    };
    return { encoding: "br", body: [zlib.brotliCompressSync(whole, { params })] };
  }
  if (accepts(acceptEncoding, "gzip")) return { encoding: "gzip", body: [zlib.gzipSync(whole, { level: 1 })] };
  return { encoding: null, body };
}

export interface CachedPage {
  page: Page;
  compressed: CompressedPage;
  generation: number;
  expiresAt: number;
}

/**
 * Pages kept in memory, least recently used dropped first, within a byte budget; a single page
 * larger than an eighth of it is not kept.
 */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  #bytes = 0;
  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CachedPage): void {
    this.delete(key);
    if (entry.compressed.bytes > this.maxBytes / 8) return;
    this.#entries.set(key, entry);
    this.#bytes += entry.compressed.bytes;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.compressed.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.compressed.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
