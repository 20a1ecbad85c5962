import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { listArtists } from "#app/models/artists.server.ts";
import { listGalleries, listGalleryCities } from "#app/models/galleries.server.ts";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { loadSampleCatalogueIfEmpty } from "./sample-catalogue.server.ts";

describeEachEngine("the sample catalogue", ({ database }) => {
  it("fills an empty database with the catalogue the foundation issue asks for", async () => {
    const loaded = await loadSampleCatalogueIfEmpty({ dataDir: database().dataDir });
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

    const statuses = (await db.selectFrom("reviews").select("status").distinct().execute())
      .map((row) => row.status)
      .sort();
    expect(statuses).toEqual(["approved", "pending", "rejected"]);
    const artists = await listArtists();
    const galleries = await listGalleries();
    expect(artists.some((a) => a.isFeatured) && artists.some((a) => !a.isFeatured)).toBe(true);
    expect(galleries.some((g) => g.isFeatured) && galleries.some((g) => !g.isFeatured)).toBe(true);
    // Real places: every gallery lies within Israel's bounding box.
    for (const gallery of galleries) {
      expect(gallery.latitude).toBeGreaterThan(29.4);
      expect(gallery.latitude).toBeLessThan(33.4);
      expect(gallery.longitude).toBeGreaterThan(34.2);
      expect(gallery.longitude).toBeLessThan(35.95);
    }
  });

  it("generated real JPEG images of realistic sizes, stored under DATA_DIR/media", async () => {
    const urls = (await getDb().selectFrom("artworks").select("image_url").execute()).map((row) => row.image_url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls.slice(0, 5)) {
      expect(url).toMatch(/^\/media\/[A-Za-z0-9_-]+\.jpg$/);
      const file = path.join(database().dataDir, "media", url.slice("/media/".length));
      const metadata = await sharp(fs.readFileSync(file)).metadata();
      expect(metadata.format).toBe("jpeg");
      expect(Math.max(metadata.width, metadata.height)).toBeGreaterThanOrEqual(1200);
    }
  });

  it("is never loaded twice, even after the administrator deletes everything", async () => {
    expect(await loadSampleCatalogueIfEmpty({ dataDir: database().dataDir })).toBeNull();
    await getDb().deleteFrom("artists").execute();
    await getDb().deleteFrom("galleries").execute();
    expect(await loadSampleCatalogueIfEmpty({ dataDir: database().dataDir })).toBeNull();
    expect(await listArtists()).toEqual([]);
  });
});
