// Every public URL of the site, for /sitemap.xml and /sitemaps/{n}.xml. The URLs are numbered in
// one fixed order (static pages, written pages, artwork list pages, artists, artworks, galleries; records by id)
// and cut into files of at most SITEMAP_MAX_URLS, so each file is a deterministic slice. A file is
// read table by table, in chunks: never more than one file's worth of rows is held at once.
import { getDb } from "#app/db/db.server.ts";
import { SITE_PAGES } from "#app/lib/site-pages.ts";
import { BASE_LOCALE, LOCALES, localizedPath } from "#app/lib/i18n.ts";
import { listPublishedSitePages } from "./site.server.ts";

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Pages per file at most: each page is listed once per language. */
export const SITEMAP_MAX_PAGES = SITEMAP_MAX_URLS / LOCALES.length;
/** Artworks per page of /artworks (its ?page=N pages are listed too). */
export const ARTWORKS_PER_PAGE = 24;
/** Rows read per query while a file is listed. */
const CHUNK_SIZE = 5_000;

export interface SitemapOptions {
  /** Pages per file, 1 to SITEMAP_MAX_PAGES (the default); each is listed in every language. */
  maxPages?: number;
  /** Rows read per query (tests make it small to cross chunk boundaries). */
  chunkSize?: number;
}

export const STATIC_PATHS = ["/", "/artists", "/artworks", "/galleries", "/contact"] as const;

export interface SitemapUrl {
  /** The path of the page on this site, starting with "/" (the route adds the origin). */
  path: string;
  /** The day the record last changed, YYYY-MM-DD, when it is a record's page. */
  lastmod?: string;
}

type RecordTable = "artists" | "artworks" | "galleries";

interface Section {
  size: number;
  /** The section's URLs from `offset`, at most `limit` of them. */
  list(offset: number, limit: number): Promise<SitemapUrl[]>;
}

function isoDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

async function countRows(table: RecordTable): Promise<number> {
  const row = await getDb()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Rows `offset` to `offset + limit` of a table in id order: the first chunk by offset, the next
 * ones after the last id seen (keyset), CHUNK_SIZE rows per query.
 */
async function listRecordUrls(
  table: RecordTable,
  prefix: string,
  offset: number,
  limit: number,
  chunkSize: number,
): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [];
  let lastId: string | null = null;
  while (urls.length < limit) {
    const size = Math.min(chunkSize, limit - urls.length);
    let query = getDb().selectFrom(table).select(["id", "slug", "updated_at"]).orderBy("id").limit(size);
    query = lastId === null ? query.offset(offset) : query.where("id", ">", lastId);
    const rows = await query.execute();
    for (const row of rows) {
      urls.push({ path: `${prefix}/${encodeURIComponent(row.slug)}`, lastmod: isoDate(Number(row.updated_at)) });
    }
    if (rows.length < size) break;
    lastId = rows[rows.length - 1]!.id;
  }
  return urls;
}

function recordSection(table: RecordTable, prefix: string, size: number, chunkSize: number): Section {
  return { size, list: (offset, limit) => listRecordUrls(table, prefix, offset, limit, chunkSize) };
}

function fixedSection(paths: readonly string[]): Section {
  return {
    size: paths.length,
    list: async (offset, limit) => paths.slice(offset, offset + limit).map((path) => ({ path })),
  };
}

/** Pages 2 to the last of /artworks (page 1 is /artworks itself). */
function artworkPagesSection(artworkCount: number): Section {
  const size = Math.max(0, Math.ceil(artworkCount / ARTWORKS_PER_PAGE) - 1);
  return {
    size,
    list: async (offset, limit) =>
      Array.from({ length: Math.max(0, Math.min(limit, size - offset)) }, (_, i) => ({
        path: `/artworks?page=${offset + i + 2}`,
      })),
  };
}

/** The pages written on the Site page (/about, /privacy, /terms), with the day each last changed. */
function sitePagesSection(pages: { slug: string; updatedAt: number }[]): Section {
  const urls = pages.flatMap((page) => {
    const known = SITE_PAGES.find((candidate) => candidate.slug === page.slug);
    return known ? [{ path: known.path, lastmod: isoDate(page.updatedAt) }] : [];
  });
  return { size: urls.length, list: async (offset, limit) => urls.slice(offset, offset + limit) };
}

async function listSections(chunkSize = CHUNK_SIZE): Promise<Section[]> {
  const [artists, artworks, galleries, sitePages] = await Promise.all([
    countRows("artists"),
    countRows("artworks"),
    countRows("galleries"),
    listPublishedSitePages(),
  ]);
  return [
    fixedSection(STATIC_PATHS),
    sitePagesSection(sitePages),
    artworkPagesSection(artworks),
    recordSection("artists", "/artists", artists, chunkSize),
    recordSection("artworks", "/artworks", artworks, chunkSize),
    recordSection("galleries", "/galleries", galleries, chunkSize),
  ];
}

function filesFor(total: number, maxPages: number): number {
  return Math.max(1, Math.ceil(total / maxPages));
}

function checkedOptions(options: SitemapOptions): Required<SitemapOptions> {
  const { maxPages = SITEMAP_MAX_PAGES, chunkSize = CHUNK_SIZE } = options;
  if (!Number.isInteger(maxPages) || maxPages < 1 || maxPages > SITEMAP_MAX_PAGES) {
    throw new RangeError(`maxPages must be a whole number from 1 to ${SITEMAP_MAX_PAGES}, got ${maxPages}.`);
  }
  if (!Number.isInteger(chunkSize) || chunkSize < 1) {
    throw new RangeError(`chunkSize must be a whole number from 1, got ${chunkSize}.`);
  }
  return { maxPages, chunkSize };
}

/** How many public URLs the site has. */
export async function countSitemapUrls(): Promise<number> {
  const sections = await listSections();
  return sections.reduce((sum, section) => sum + section.size, 0);
}

/** How many sitemap files list every public URL (at least 1: the static pages always exist). */
export async function countSitemapFiles(options: SitemapOptions = {}): Promise<number> {
  const { maxPages } = checkedOptions(options);
  return filesFor(await countSitemapUrls(), maxPages);
}

/**
 * The URLs of sitemap file `fileIndex` (0 for the first), or null when there is no such file.
 * Every URL is in exactly one file.
 */
export async function listSitemapUrls(fileIndex: number, options: SitemapOptions = {}): Promise<SitemapUrl[] | null> {
  const { maxPages, chunkSize } = checkedOptions(options);
  if (!Number.isInteger(fileIndex) || fileIndex < 0) return null;
  const sections = await listSections(chunkSize);
  const total = sections.reduce((sum, section) => sum + section.size, 0);
  if (fileIndex >= filesFor(total, maxPages)) return null;
  const start = fileIndex * maxPages;
  const end = Math.min(total, start + maxPages);
  const urls: SitemapUrl[] = [];
  let sectionStart = 0;
  for (const section of sections) {
    const sectionEnd = sectionStart + section.size;
    const from = Math.max(start, sectionStart);
    const to = Math.min(end, sectionEnd);
    if (from < to) urls.push(...(await section.list(from - sectionStart, to - from)));
    sectionStart = sectionEnd;
  }
  return urls;
}

// The XML of the sitemap protocol (https://www.sitemaps.org/protocol.html).

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** The path of sitemap file `fileIndex` (0 for the first): /sitemaps/1.xml, /sitemaps/2.xml, ... */
export function sitemapFilePath(fileIndex: number): string {
  return `/sitemaps/${fileIndex + 1}.xml`;
}

/** The file index in a /sitemaps/{n}.xml parameter ("1.xml" is 0), or null when it is not one. */
export function parseSitemapFileName(name: string): number | null {
  const match = /^(\d{1,9})\.xml$/.exec(name);
  if (!match) return null;
  const number = Number(match[1]);
  return number >= 1 ? number - 1 : null;
}

/** The sitemap index: one <sitemap> per file. */
export function renderSitemapIndex(origin: string, fileCount: number): string {
  const entries = Array.from(
    { length: fileCount },
    (_, index) => `  <sitemap><loc>${escapeXml(origin + sitemapFilePath(index))}</loc></sitemap>\n`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join("") +
    "</sitemapindex>\n"
  );
}

/**
 * One sitemap file: a <urlset> of absolute URLs, each page once per language, every entry naming
 * the page in each language and English as the default (hreflang alternates).
 */
export function renderUrlset(origin: string, urls: SitemapUrl[]): string {
  const entries = urls.flatMap((url) => {
    const alternates =
      LOCALES.map((locale) => alternateLink(locale, origin + localizedPath(url.path, locale))).join("") +
      alternateLink("x-default", origin + localizedPath(url.path, BASE_LOCALE));
    return LOCALES.map(
      (locale) =>
        `  <url><loc>${escapeXml(origin + localizedPath(url.path, locale))}</loc>` +
        (url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : "") +
        alternates +
        "</url>\n",
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    entries.join("") +
    "</urlset>\n"
  );
}

function alternateLink(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
}
