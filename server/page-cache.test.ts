// The page cache on real servers: two instances on one database (SQLite file, or PostgreSQL when
// TEST_DATABASE_URL is set) see every write on their very next request; nothing one person sees is
// kept; form tokens are made per view; ETag, HEAD and encodings stay right, with the cache off too.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, setDatabase } from "#app/db/db.server.ts";
import { createArtist, setArtistFeatured } from "#app/models/artists.server.ts";
import { createArtwork, deleteArtwork, updateArtwork } from "#app/models/artworks.server.ts";
import { createGallery, setGalleryFeatured } from "#app/models/galleries.server.ts";
import { approveReview, createVisitorReview } from "#app/models/reviews.server.ts";
import {
  createAdminSession,
  freePort,
  runServer,
  waitForHealth,
  type ServerProcess,
} from "#tests/support/server-process.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "#tests/support/test-database.ts";

interface Instance {
  base: string;
  process: ServerProcess;
}

async function startInstance(database: TestDatabase, env: Record<string, string> = {}): Promise<Instance> {
  const port = await freePort();
  const process = runServer({
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    PORT: String(port),
    SAMPLE_DATA: "false",
    ...env,
  });
  await waitForHealth(port, process.output);
  return { base: `http://127.0.0.1:${port}`, process };
}

async function view(instance: Instance, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${instance.base}${path}`, { headers: { "accept-encoding": "gzip", ...headers } });
  return { response, text: await response.text(), isHit: response.headers.get("x-page-cache") === "hit" };
}

const tokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1];

for (const engine of testEngines) {
  describe(`the page cache on two instances [${engine}]`, () => {
    let database: TestDatabase;
    let a: Instance;
    let b: Instance;
    const ids = { artist: "", quietArtist: "", gallery: "", gallerySlug: "", artwork: "", artworkSlug: "", review: "" };

    beforeAll(async () => {
      if (!(await import("node:fs")).existsSync("build/server/index.js"))
        throw new Error("Run `npm run build` first (npm test does).");
      database = await createTestDatabase(engine);
      setDatabase(database);
      const artist = await createArtist({ name: "Noa Cache", bio: "Paints the sea.", imageUrl: "/n.jpg" });
      // Featured, with no artworks: its address shows on the home page only through the carousel.
      const quiet = await createArtist({ name: "Quiet Hand", bio: "Draws.", imageUrl: "/q.jpg", isFeatured: true });
      const gallery = await createGallery({
        name: "Harbour Rooms",
        street: "Herzl 1",
        city: "Haifa",
        hours: "10-18",
        description: "A gallery by the port.",
      });
      const artwork = await createArtwork({
        title: "Harbour Light",
        imageUrl: "/h.jpg",
        artistId: artist.id,
        galleryId: gallery.id,
      });
      const review = await createVisitorReview({
        galleryId: gallery.id,
        name: "Dana",
        content: "Light that stays with you for days.",
        rating: 5,
      });
      Object.assign(ids, {
        artist: artist.slug,
        quietArtist: quiet.id,
        gallery: gallery.id,
        gallerySlug: gallery.slug,
        artworkSlug: artwork.slug,
        artwork: artwork.id,
        review: review.id,
      });
      [a, b] = await Promise.all([startInstance(database), startInstance(database)]);
    }, 120_000);

    afterAll(async () => {
      for (const instance of [a, b]) instance?.process.stop();
      await Promise.all([a?.process.done, b?.process.done]);
      await closeDatabase();
      await database?.drop();
    });

    /** Views `path` on both instances until each serves it from its cache. */
    async function warm(path: string) {
      for (const instance of [a, b]) {
        await view(instance, path);
        expect((await view(instance, path)).isHit, `${path} is kept`).toBe(true);
      }
    }

    it("keeps its pages through addresses with parameters no page reads", async () => {
      await warm("/artworks?page=1");
      // Noise is answered from the kept page and is itself never kept, so it pushes nothing out.
      for (let n = 0; n < 20; n++) expect((await view(a, `/artworks?page=1&junk=${n}`)).isHit).toBe(true);
      expect((await view(a, "/artworks?page=1")).isHit).toBe(true);
      // Not kept before: made for the noisy address, answered, and not kept under the page's key.
      expect((await view(a, "/artists?utm_source=x")).isHit).toBe(false);
      expect((await view(a, "/artists?utm_source=x")).isHit).toBe(false);
      expect((await view(a, "/artists")).isHit).toBe(false);
      expect((await view(a, "/artists")).isHit).toBe(true);
    });

    it("shows a write on the very next request of both instances: feature, save, approve, delete", async () => {
      await warm("/");
      await warm(`/galleries/${ids.gallerySlug}`);
      await warm(`/artworks/${ids.artworkSlug}`);
      // What the search field fetches as one types is kept like a page, and follows writes the same.
      await warm("/search/suggestions?q=harbour%20li");
      for (const instance of [a, b]) expect((await view(instance, "/")).text).toContain(`/artists/quiet-hand"`);

      await setArtistFeatured(ids.quietArtist, false);
      for (const instance of [a, b]) {
        const home = await view(instance, "/");
        expect(home.isHit).toBe(false);
        expect(home.text).not.toContain(`/artists/quiet-hand"`);
      }

      await setGalleryFeatured(ids.gallery, true);
      for (const instance of [a, b]) expect((await view(instance, "/")).text).toContain("Harbour Rooms");

      await updateArtwork(ids.artwork, {
        title: "Harbour Light at Dusk",
        imageUrl: "/h.jpg",
        artistId: (await import("#app/models/artists.server.ts").then((m) => m.getArtistBySlugOrId(ids.artist)))!.id,
        galleryId: ids.gallery,
      });
      for (const instance of [a, b])
        expect((await view(instance, `/artworks/${ids.artworkSlug}`)).text).toContain("Harbour Light at Dusk");
      for (const instance of [a, b]) {
        const suggestions = await view(instance, "/search/suggestions?q=harbour%20li");
        expect(suggestions.isHit).toBe(false);
        expect(JSON.parse(suggestions.text).suggestions[0].label).toBe("Harbour Light at Dusk");
        expect(suggestions.response.headers.get("cache-control")).toBe("public, max-age=300");
      }

      expect((await view(a, `/galleries/${ids.gallerySlug}`)).text).not.toContain("Light that stays with you");
      await approveReview(ids.review);
      for (const instance of [a, b])
        expect((await view(instance, `/galleries/${ids.gallerySlug}`)).text).toContain("Light that stays with you");

      await deleteArtwork(ids.artwork);
      for (const instance of [a, b])
        expect((await view(instance, `/artworks/${ids.artworkSlug}`)).response.status).toBe(404);
    });

    it("makes a page once after a write, however many views of it arrive together", async () => {
      await warm("/");
      await setArtistFeatured(ids.quietArtist, true);
      const views = await Promise.all(Array.from({ length: 20 }, () => view(a, "/")));
      expect(views.every((page) => page.response.status === 200 && page.text.includes("/artists/quiet-hand"))).toBe(
        true,
      );
      // One view made the page; the others waited for it and were answered from what it kept.
      expect(views.filter((page) => !page.isHit).length).toBeLessThanOrEqual(2);
    });

    it("makes a form's token at each view, so a form sent at once from a kept page is still too fast", async () => {
      const gallery = `/galleries/${ids.gallerySlug}`;
      await warm(gallery);
      const first = await view(a, gallery);
      const second = await view(b, gallery);
      expect(first.isHit && second.isHit).toBe(true);
      const [one, two] = [tokenOf(first.text), tokenOf(second.text)];
      expect(one).toBeDefined();
      expect(one).not.toBe(two);
      const send = (instance: Instance, token: string) =>
        fetch(`${instance.base}${gallery}`, {
          method: "POST",
          redirect: "manual",
          headers: { origin: instance.base, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ formToken: token, name: "Ari", content: "Worth the trip.", rating: "4" }),
        });
      const tooSoon = await send(a, two!);
      expect(tooSoon.status).toBe(400);
      expect(await tooSoon.text()).toContain("This form was sent too quickly");
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      // A token made by one instance is honoured by the other.
      const sent = await send(a, two!);
      expect(sent.status).toBe(302);
      expect(sent.headers.get("location")).toContain("review=sent");
    });

    it("never keeps a visitor's thank-you or an administrator's page, and never serves them the shared one", async () => {
      const thanks = `/galleries/${ids.gallerySlug}?review=sent`;
      for (let i = 0; i < 2; i++) {
        const page = await view(a, thanks);
        expect(page.isHit).toBe(false);
        expect(page.response.headers.get("cache-control")).toBe("private, no-cache");
        expect(page.response.headers.get("etag")).toBeNull();
      }
      if (engine !== "sqlite") return;
      await warm("/");
      const cookie = createAdminSession(database.dataDir);
      for (let i = 0; i < 2; i++) {
        const page = await view(a, "/", { cookie });
        expect(page.isHit).toBe(false);
        expect(page.response.headers.get("cache-control")).toBe("private, no-cache");
        expect(page.text).toContain("Sign Out");
      }
      expect((await view(a, "/")).text).not.toContain("Sign Out");
    });

    it("keeps ETag and 304, HEAD, Vary and both encodings right", async () => {
      await warm("/");
      const page = await view(a, "/", { "accept-encoding": "br, gzip" });
      expect(page.isHit).toBe(true);
      expect(page.response.headers.get("content-encoding")).toBe("br");
      expect(page.response.headers.get("vary")).toContain("Accept-Encoding");
      const etag = page.response.headers.get("etag")!;
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await view(a, "/", { "if-none-match": etag });
      expect(again.response.status).toBe(304);
      expect(again.text).toBe("");
      expect(again.response.headers.get("content-security-policy")).toBe(
        page.response.headers.get("content-security-policy"),
      );
      const plain = await fetch(`${a.base}/`, { headers: { "accept-encoding": "identity" } });
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await plain.text()).toBe(page.text);
      const head = await fetch(`${a.base}/`, { method: "HEAD", headers: { "accept-encoding": "gzip" } });
      expect(head.status).toBe(200);
      expect(head.headers.get("etag")).toBe(etag);
      expect(head.headers.get("content-type")).toContain("text/html");
      expect(await head.text()).toBe("");

      // A page with a form: its 304 carries the policy for the token of the copy the browser keeps.
      const gallery = `/galleries/${ids.gallerySlug}`;
      const formPage = await view(b, gallery);
      const formEtag = formPage.response.headers.get("etag")!;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const revalidated = await view(b, gallery, { "if-none-match": formEtag });
      expect(revalidated.response.status).toBe(304);
      const allowed = revalidated.response.headers.get("content-security-policy")!;
      for (const [, text] of formPage.text.matchAll(/<script>([\s\S]*?)<\/script>/g))
        expect(allowed).toContain(crypto.createHash("sha256").update(text!).digest("base64"));
      // fetch inflates the spliced gzip stream and checks its length and CRC.
      expect(formPage.response.headers.get("content-encoding")).toBe("gzip");
      expect(formPage.text).toContain("Harbour Rooms");
    });
  });
}

describe("with the page cache off", () => {
  let database: TestDatabase;
  let server: Instance;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    setDatabase(database);
    await createArtist({ name: "Off Cache", bio: "Sculpts.", imageUrl: "/o.jpg", isFeatured: true });
    server = await startInstance(database, { PAGE_CACHE_MB: "0" });
  }, 120_000);

  afterAll(async () => {
    server?.process.stop();
    await server?.process.done;
    await closeDatabase();
    await database?.drop();
  });

  it("renders every view, with the same ETag, 304 and compression", async () => {
    const first = await view(server, "/");
    const second = await view(server, "/");
    expect(first.isHit || second.isHit).toBe(false);
    expect(second.response.headers.get("content-encoding")).toBe("gzip");
    const etag = second.response.headers.get("etag")!;
    expect(etag).toBe(first.response.headers.get("etag"));
    expect((await view(server, "/", { "if-none-match": etag })).response.status).toBe(304);
    expect(second.text).toContain("Off Cache");
  });
});
