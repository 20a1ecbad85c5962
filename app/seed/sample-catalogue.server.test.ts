import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { listArtists } from "#app/models/artists.server.ts";
import { getVariant } from "#app/models/media.server.ts";
import { listGalleries, listGalleryCities } from "#app/models/galleries.server.ts";
import { countSampleCatalogue } from "#app/models/sample-removal.server.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { loadSampleCatalogueIfEmpty } from "./sample-catalogue.server.ts";

// Rendering and storing some fifty images takes 15 s on an idle 2-core machine, twice that beside
// the other test files: the loading tests get room for it.
const LOADING_MS = 120_000;

describeEachEngine("the sample catalogue", ({ database }) => {
  it(
    "fills an empty database with the catalogue the foundation issue asks for",
    async () => {
      const loaded = await loadSampleCatalogueIfEmpty({ dataDir: database().dataDir, prepareVariants: false });
      expect(loaded).not.toBeNull();
      const db = getDb();
      const count = async (table: "artists" | "artworks" | "galleries") =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count("artists")).toBeGreaterThanOrEqual(12);
      expect(await count("artworks")).toBeGreaterThanOrEqual(40);
      expect(await count("galleries")).toBeGreaterThanOrEqual(8);
      expect((await listGalleryCities()).length).toBeGreaterThanOrEqual(5);
      // Loaded through the models' writes, every record is in the search index already.
      const documents = await db
        .selectFrom("search_documents")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(documents.n)).toBe(
        (await count("artists")) + (await count("artworks")) + (await count("galleries")),
      );

      const statuses = (await db.selectFrom("reviews").select("status").distinct().execute())
        .map((row) => row.status)
        .sort();
      expect(statuses).toEqual(["approved", "pending", "rejected"]);
      const artists = await listArtists();
      const galleries = await listGalleries();
      expect(artists.some((a) => a.isFeatured) && artists.some((a) => !a.isFeatured)).toBe(true);
      expect(galleries.some((g) => g.isFeatured) && galleries.some((g) => !g.isFeatured)).toBe(true);
      // Complete in both languages: every artist's English texts carry no Hebrew, every Hebrew text is Hebrew.
      const hebrew = /[\u05D0-\u05EA]/;
      for (const artist of artists) {
        expect(artist.name).not.toMatch(hebrew);
        expect(artist.bio).not.toMatch(hebrew);
        expect(artist.slug).toMatch(/^[a-z0-9-]+$/);
        expect(artist.he.name, artist.name).toMatch(hebrew);
        expect(artist.he.bio, artist.name).toMatch(hebrew);
      }
      // Every style tag of every artist has its shared Hebrew name.
      for (const artist of artists) {
        expect(artist.stylesHe, artist.name).toHaveLength(artist.styles.length);
        for (const name of artist.stylesHe) expect(name, artist.name).toMatch(hebrew);
      }
      for (const gallery of galleries)
        for (const text of [
          gallery.he.name,
          gallery.he.street,
          gallery.he.city,
          gallery.he.hours,
          gallery.he.description,
        ])
          expect(text, gallery.name).toMatch(hebrew);
      const titles = await db.selectFrom("artworks").select(["title", "title_he"]).execute();
      for (const row of titles.filter((row) => /[a-z]/i.test(row.title)))
        expect(row.title_he, row.title).toMatch(hebrew);
      // Real places: every gallery lies within Israel's bounding box.
      for (const gallery of galleries) {
        expect(gallery.latitude).toBeGreaterThan(29.4);
        expect(gallery.latitude).toBeLessThan(33.4);
        expect(gallery.longitude).toBeGreaterThan(34.2);
        expect(gallery.longitude).toBeLessThan(35.95);
      }
    },
    LOADING_MS,
  );

  it("generated images of realistic sizes and stored them with their variants", async () => {
    const rows = await getDb()
      .selectFrom("artworks")
      .innerJoin("media_images", "media_images.id", "artworks.image_id")
      .select(["artworks.image_url", "media_images.id", "media_images.width", "media_images.height"])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    for (const row of rows.slice(0, 5)) {
      expect(row.image_url).toBe(`/media/${row.id}`);
      expect(Math.max(row.width, row.height)).toBeGreaterThanOrEqual(1200);
      // Variants are made on their first request, then kept.
      const variant = await getVariant(row.id, 960, "jpg");
      const metadata = await sharp(variant!.body as Buffer).metadata();
      expect(metadata.format).toBe("jpeg");
      expect(metadata.width).toBe(960);
      const file = path.join(database().dataDir, "media", "images", row.id, "960.jpg");
      expect(fs.readFileSync(file).equals(variant!.body as Buffer)).toBe(true);
    }
  });

  it("is told apart from the operator's records whole: the sample removal counts every record and image it loaded", async () => {
    const db = getDb();
    const count = async (table: "artists" | "artworks" | "galleries" | "reviews" | "media_images") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await countSampleCatalogue()).toEqual({
      artists: await count("artists"),
      artworks: await count("artworks"),
      galleries: await count("galleries"),
      reviews: await count("reviews"),
      images: await count("media_images"),
    });
  });

  it(
    "is never loaded twice, even after the administrator deletes everything",
    async () => {
      expect(await loadSampleCatalogueIfEmpty({ dataDir: database().dataDir, prepareVariants: false })).toBeNull();
      await getDb().deleteFrom("artists").execute();
      await getDb().deleteFrom("galleries").execute();
      expect(await loadSampleCatalogueIfEmpty({ dataDir: database().dataDir, prepareVariants: false })).toBeNull();
      expect(await listArtists()).toEqual([]);
    },
    LOADING_MS,
  );
});
