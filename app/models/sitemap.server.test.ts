import { describe, expect, it } from "vitest";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { createArtist, deleteArtist } from "./artists.server.ts";
import { createArtwork } from "./artworks.server.ts";
import { createGallery } from "./galleries.server.ts";
import { getSiteSettings, saveSiteSettings } from "./site.server.ts";
import {
  countSitemapFiles,
  countSitemapUrls,
  escapeXml,
  listSitemapUrls,
  parseSitemapFileName,
  renderSitemapIndex,
  renderUrlset,
  sitemapFilePath,
  SITEMAP_MAX_PAGES,
  SITEMAP_MAX_URLS,
  STATIC_PATHS,
  type SitemapOptions,
  type SitemapUrl,
} from "./sitemap.server.ts";

const MAY_17_2024 = Date.UTC(2024, 4, 17, 22, 30);

/** Every file's URLs, in file order. */
async function listAllFiles(options: SitemapOptions): Promise<SitemapUrl[][]> {
  const files: SitemapUrl[][] = [];
  const count = await countSitemapFiles(options);
  for (let index = 0; index < count; index++) files.push((await listSitemapUrls(index, options)) ?? []);
  return files;
}

describeEachEngine("sitemap", () => {
  it("lists the static pages and the shipped privacy page, in one file, when the catalogue is empty", async () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(SITEMAP_MAX_PAGES).toBe(25_000);
    expect(await countSitemapFiles()).toBe(1);
    expect((await listSitemapUrls(0))?.map((url) => url.path)).toEqual([
      "/",
      "/artists",
      "/artworks",
      "/galleries",
      "/contact",
      "/privacy",
    ]);
    expect(await listSitemapUrls(1)).toBeNull();
    expect(await listSitemapUrls(-1)).toBeNull();
    expect(await listSitemapUrls(0.5)).toBeNull();
  });

  it("lists the written pages after the static ones, not those without text", async () => {
    const settings = (await getSiteSettings())!;
    await saveSiteSettings(
      {
        officeAddress: settings.officeAddress,
        socialLinks: settings.socialLinks,
        heroArtworkId: null,
        pages: [
          { slug: "about", title: "About Us", body: "Who we are." },
          { slug: "privacy", title: "Privacy Policy", body: "  " },
          { slug: "terms", title: "Terms of Service", body: "The terms." },
        ],
      },
      { now: MAY_17_2024 },
    );
    expect(await countSitemapUrls()).toBe(STATIC_PATHS.length + 2);
    expect((await listSitemapUrls(0))?.slice(STATIC_PATHS.length)).toEqual([
      { path: "/about", lastmod: "2024-05-17" },
      { path: "/terms", lastmod: "2024-05-17" },
    ]);
    // The other tests count URLs: the pages go back to unwritten.
    const saved = (await getSiteSettings())!;
    await saveSiteSettings({
      officeAddress: saved.officeAddress,
      socialLinks: saved.socialLinks,
      heroArtworkId: null,
      pages: (["about", "privacy", "terms"] as const).map((slug) => ({ slug, title: slug, body: "" })),
    });
    expect(await countSitemapUrls()).toBe(STATIC_PATHS.length);
  });

  it("lists every artist, artwork and gallery with the day it last changed", async () => {
    const artist = await createArtist(
      { name: "Sitemap Artist", bio: "Bio.", imageUrl: "https://example.com/a.jpg" },
      { now: MAY_17_2024 },
    );
    const artwork = await createArtwork(
      { title: "Sitemap Artwork", imageUrl: "https://example.com/w.jpg", artistId: artist.id },
      { now: Date.UTC(2023, 0, 2) },
    );
    const gallery = await createGallery(
      { name: "Sitemap Gallery", street: "1 Herzl St", city: "Tel Aviv", description: "D.", hours: "Daily" },
      { now: Date.UTC(2022, 11, 31, 23, 59) },
    );
    const urls = await listSitemapUrls(0);
    expect(urls).toContainEqual({ path: `/artists/${artist.slug}`, lastmod: "2024-05-17" });
    expect(urls).toContainEqual({ path: `/artworks/${artwork.slug}`, lastmod: "2023-01-02" });
    expect(urls).toContainEqual({ path: `/galleries/${gallery.slug}`, lastmod: "2022-12-31" });
    expect(urls).toHaveLength(8);
    expect(urls?.some((url) => url.path.startsWith("/admin") || url.path === "/login")).toBe(false);
    await deleteArtist(artist.id);
    expect(await countSitemapUrls()).toBe(6);
  });

  it("splits 25 URLs into 3 files of at most 10 that cover every URL exactly once", async () => {
    // 5 static pages + 5 artists + 11 artworks (one /artworks page) + 4 galleries (one exists) = 25.
    const artists = [];
    for (let i = 0; i < 5; i++) {
      artists.push(
        await createArtist({ name: `Split Artist ${i}`, bio: "Bio.", imageUrl: "https://example.com/a.jpg" }),
      );
    }
    for (let i = 0; i < 11; i++) {
      await createArtwork({
        title: `Split Artwork ${i}`,
        imageUrl: "https://example.com/w.jpg",
        artistId: artists[i % 5]!.id,
      });
    }
    for (let i = 0; i < 3; i++) {
      await createGallery({
        name: `Split Gallery ${i}`,
        street: "2 Ha-Nevi'im St",
        city: "Jerusalem",
        description: "D.",
        hours: "Daily",
      });
    }
    expect(await countSitemapUrls()).toBe(25);
    expect(await countSitemapFiles({ maxPages: 10 })).toBe(3);

    // Small chunks make every file cross chunk and table boundaries (offset, then keyset).
    for (const chunkSize of [3, 5_000]) {
      const files = await listAllFiles({ maxPages: 10, chunkSize });
      expect(files.map((file) => file.length)).toEqual([10, 10, 5]);
      const paths = files.flat().map((url) => url.path);
      expect(new Set(paths).size).toBe(25);
      expect(paths.slice(0, 5)).toEqual([...STATIC_PATHS]);
      expect(paths.filter((path) => path.startsWith("/artists/"))).toHaveLength(5);
      expect(paths.filter((path) => path.startsWith("/artworks/"))).toHaveLength(11);
      expect(paths.filter((path) => path.startsWith("/galleries/"))).toHaveLength(4);
      // The one big file holds the same URLs in the same order.
      expect(paths).toEqual((await listSitemapUrls(0))?.map((url) => url.path));
    }
    // Deterministic: the same slice each time.
    expect(await listSitemapUrls(1, { maxPages: 10 })).toEqual(
      await listSitemapUrls(1, { maxPages: 10, chunkSize: 2 }),
    );
    expect(await listSitemapUrls(3, { maxPages: 10 })).toBeNull();
    expect(await countSitemapFiles({ maxPages: 25 })).toBe(1);
    expect(await countSitemapFiles({ maxPages: 24 })).toBe(2);
  });

  it("lists the /artworks?page=N pages, 24 artworks a page", async () => {
    const artist = await createArtist({ name: "Pages Artist", bio: "Bio.", imageUrl: "https://example.com/a.jpg" });
    // 11 artworks exist; 38 more make 49: pages 1 (/artworks), 2 and 3.
    for (let i = 0; i < 38; i++) {
      await createArtwork({ title: `Page Artwork ${i}`, imageUrl: "https://example.com/w.jpg", artistId: artist.id });
    }
    const paths = ((await listSitemapUrls(0)) ?? []).map((url) => url.path);
    expect(paths.filter((path) => path.startsWith("/artworks?"))).toEqual(["/artworks?page=2", "/artworks?page=3"]);
    expect(paths.filter((path) => path.startsWith("/artworks/"))).toHaveLength(49);
  });

  it("refuses a file size above the protocol's limit", async () => {
    await expect(countSitemapFiles({ maxPages: 25_001 })).rejects.toThrow(RangeError);
    await expect(listSitemapUrls(0, { maxPages: 0 })).rejects.toThrow(RangeError);
  });
});

describe("sitemap XML", () => {
  it("escapes every URL", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    const xml = renderUrlset("https://art.example.com", [{ path: "/artworks?page=2&x=<y>" }]);
    expect(xml).toContain("<loc>https://art.example.com/artworks?page=2&amp;x=&lt;y&gt;</loc>");
    expect(xml).not.toMatch(/<y>/);
  });

  it("lists every page in both languages, each entry naming both and English as the default", () => {
    const xml = renderUrlset("https://art.example.com", [
      { path: "/" },
      { path: "/artists/noa", lastmod: "2024-05-17" },
    ]);
    const alternates = (path: string, he: string) =>
      `<xhtml:link rel="alternate" hreflang="en" href="https://art.example.com${path}"/>` +
      `<xhtml:link rel="alternate" hreflang="he" href="https://art.example.com${he}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="https://art.example.com${path}"/>`;
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        `  <url><loc>https://art.example.com/</loc>${alternates("/", "/he")}</url>\n` +
        `  <url><loc>https://art.example.com/he</loc>${alternates("/", "/he")}</url>\n` +
        "  <url><loc>https://art.example.com/artists/noa</loc><lastmod>2024-05-17</lastmod>" +
        `${alternates("/artists/noa", "/he/artists/noa")}</url>\n` +
        "  <url><loc>https://art.example.com/he/artists/noa</loc><lastmod>2024-05-17</lastmod>" +
        `${alternates("/artists/noa", "/he/artists/noa")}</url>\n` +
        "</urlset>\n",
    );
  });

  it("indexes the files as /sitemaps/1.xml, /sitemaps/2.xml, ...", () => {
    const xml = renderSitemapIndex("https://art.example.com", 2);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://art.example.com/sitemaps/1.xml",
      "https://art.example.com/sitemaps/2.xml",
    ]);
  });

  it("reads a file name back to its index, and nothing else", () => {
    expect(parseSitemapFileName("1.xml")).toBe(0);
    expect(parseSitemapFileName("12.xml")).toBe(11);
    expect(sitemapFilePath(parseSitemapFileName("3.xml")!)).toBe("/sitemaps/3.xml");
    for (const bad of ["0.xml", "-1.xml", "1", "1.xml.gz", "a.xml", "1.5.xml", " 1.xml", "9999999999.xml"]) {
      expect(parseSitemapFileName(bad)).toBeNull();
    }
  });
});
