import { expect, test } from "@playwright/test";

/** The text of every <loc> in a sitemap or sitemap index (a regex is enough for our own XML). */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
}

test("robots.txt lets crawlers in, keeps them out of admin and sign-in, and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const lines = (await response.text()).split("\n").map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Disallow: /admin");
  expect(lines).toContain("Disallow: /login");
  expect(lines).toContain("Disallow: /he/login");
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("sitemap.xml indexes files that together list every public page and no admin page", async ({
  request,
  baseURL,
}) => {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  expect(index.headers()["cache-control"]).toBe("public, max-age=3600");
  const indexXml = await index.text();
  expect(indexXml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
  expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = locs(indexXml);
  expect(files.length).toBeGreaterThanOrEqual(1);

  const urls: string[] = [];
  for (const [i, file] of files.entries()) {
    expect(file).toBe(`${baseURL}/sitemaps/${i + 1}.xml`);
    const response = await request.get(new URL(file).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    urls.push(...locs(xml));
  }
  expect(new Set(urls).size).toBe(urls.length);
  // Every page in both languages.
  for (const path of ["/", "/artists", "/artworks", "/galleries", "/contact", "/he", "/he/artists", "/he/contact"])
    expect(urls).toContain(`${baseURL}${path}`);
  const english = urls.filter((url) => !/^\/he(\/|$)/.test(new URL(url).pathname));
  expect(urls.length).toBe(english.length * 2);
  expect(urls.every((url) => url.startsWith(`${baseURL}/`))).toBe(true);
  expect(urls.some((url) => /\/(admin|login)(\/|$)/.test(new URL(url).pathname))).toBe(false);
  const hebrewArtist = urls.find((url) => new URL(url).pathname.startsWith("/he/artists/"));
  expect((await request.get(new URL(hebrewArtist!).pathname, { maxRedirects: 0 })).status()).toBe(200);

  // The sample catalogue's pages are there, and they answer.
  const artistUrl = urls.find((url) => new URL(url).pathname.startsWith("/artists/"));
  expect(artistUrl).toBeDefined();
  const artistPage = await request.get(new URL(artistUrl!).pathname, { maxRedirects: 0 });
  expect(artistPage.status()).toBe(200);
  expect(urls.some((url) => new URL(url).pathname.startsWith("/artworks/"))).toBe(true);
  expect(urls.some((url) => new URL(url).pathname.startsWith("/galleries/"))).toBe(true);
});

test("a sitemap file that does not exist is a 404", async ({ request }) => {
  for (const path of ["/sitemaps/0.xml", "/sitemaps/9999.xml", "/sitemaps/abc.xml", "/sitemaps/1.txt"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});
