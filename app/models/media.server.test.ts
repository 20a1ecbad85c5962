import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/db/db.server.ts";
import { mediaImageUrl, variantKey, variantWidths } from "#app/lib/image-variants.ts";
import { getStorage, setStorage } from "#app/lib/storage/get-storage.server.ts";
import { hostileFiles, makeAnimatedGif, makeImage, makeRotatedJpegWithGps } from "#tests/support/image-fixtures.ts";
import { startTestS3, type TestS3 } from "#tests/support/s3.ts";
import { describeWithDatabase, testEngines } from "#tests/support/test-database.ts";
import { createArtist, deleteArtist, updateArtist } from "./artists.server.ts";
import { createArtwork } from "./artworks.server.ts";
import { createGallery, deleteGallery, updateGallery } from "./galleries.server.ts";
import { assertAcceptableFileName, hasEmbeddedMarkup, MediaError, sniffImageFormat } from "./media-input.server.ts";
import {
  deleteImagesIfUnused,
  getVariant,
  MEDIA_WORK_LEASE_MS,
  processImage,
  storeImage,
  sweepOrphanedMedia,
  whenVariantsPrepared,
} from "./media.server.ts";

async function bytesOf(variant: Awaited<ReturnType<typeof getVariant>>): Promise<Buffer> {
  if (!variant) throw new Error("no variant");
  if (Buffer.isBuffer(variant.body)) return variant.body;
  const chunks: Buffer[] = [];
  for await (const chunk of variant.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function countImages(): Promise<number> {
  const row = await getDb()
    .selectFrom("media_images")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("sniffImageFormat", () => {
  it("knows each accepted format by its bytes and nothing else", async () => {
    for (const format of ["jpeg", "png", "webp", "avif", "gif"] as const) {
      expect(sniffImageFormat(await makeImage(format, 32, 32))).toBe(format);
    }
    expect(sniffImageFormat(Buffer.from("<svg/>"))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });

  it("refuses file names that carry a path", () => {
    for (const name of ["../../etc/passwd.jpg", "..\\windows.jpg", "a/b.jpg", "x\0.jpg"]) {
      expect(() => assertAcceptableFileName(name)).toThrow(/may not contain a path/);
    }
    expect(() => assertAcceptableFileName("holiday photo (1).jpg")).not.toThrow();
  });
});

describe("hasEmbeddedMarkup", () => {
  it("finds markup anywhere in a large file, across the places it is read in pieces", () => {
    const file = Buffer.alloc(300 * 1024, 0xff);
    expect(hasEmbeddedMarkup(file)).toBe(false);
    for (const [at, text] of [
      [64 * 1024 - 4, "<script>"],
      [128 * 1024 - 10, "javascript:"],
      [192 * 1024 - 1, "<svg/"],
      [300 * 1024 - 10, "<!DOCTYPE "],
    ] as const) {
      const hostile = Buffer.from(file);
      hostile.write(text, at, "latin1");
      expect(hasEmbeddedMarkup(hostile), `${text} at ${at}`).toBe(true);
    }
  });
});

describe("processImage", () => {
  it("applies EXIF orientation and strips all metadata, GPS included", async () => {
    const processed = await processImage(await makeRotatedJpegWithGps());
    expect([processed.width, processed.height]).toEqual([200, 300]);
    const master = await sharp(processed.master).metadata();
    expect([master.width, master.height]).toEqual([200, 300]);
    expect(master.exif).toBeUndefined();
    expect(master.orientation).toBeUndefined();
    expect(processed.placeholder).toMatch(/^data:image\/webp;base64,/);
  });

  it("takes the first frame of an animated GIF", async () => {
    const processed = await processImage(await makeAnimatedGif());
    expect([processed.width, processed.height]).toEqual([64, 48]);
    const { data } = await sharp(processed.master).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red, the first frame
    expect(data[2]).toBeLessThan(50);
  });

  it.each(hostileFiles.map((file) => [file.name, file] as const))(
    "refuses %s with a clear message",
    async (_name, file) => {
      const error = await processImage(await file.data()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MediaError);
      expect((error as MediaError).message).toMatch(file.message);
      expect((error as MediaError).status).toBeGreaterThanOrEqual(400);
      expect((error as MediaError).status).toBeLessThan(500);
    },
  );

  it("refuses a file over 25 MB", async () => {
    await expect(processImage(Buffer.alloc(25 * 1024 * 1024 + 1, 0xff))).rejects.toThrow(/larger than 25 MB/);
  });
});

// The storage suite runs on local disk with every engine, and on S3 (the storage is what differs).
const suites = [
  ...testEngines.map((engine) => ({ adapter: "local disk", engine })),
  { adapter: "S3-compatible", engine: "sqlite" as const },
];

for (const suite of suites) {
  describeWithDatabase(`stored images on ${suite.adapter}`, suite.engine, () => {
    let s3: TestS3 | undefined;
    beforeAll(async () => {
      if (suite.adapter === "S3-compatible") {
        s3 = await startTestS3();
        setStorage(s3.storage);
      }
    });
    afterAll(async () => s3?.stop());

    it.each(["jpeg", "png", "webp", "avif", "gif"] as const)(
      "stores a %s and serves every variant in the right format and width",
      async (format) => {
        // Made on demand here: s3rver shows an object while its upload is still being written, so
        // a read racing the background preparation could see it empty (S3 itself never does).
        const image = await storeImage(await makeImage(format, 1200, 900), { prepareVariants: false });
        expect(image).toMatchObject({ width: 1200, height: 900 });
        const widths = variantWidths(1200);
        expect(widths).toEqual([320, 640, 960, 1200]);
        for (const width of widths) {
          for (const [variantFormat, sharpFormat] of [
            ["avif", "heif"],
            ["webp", "webp"],
            ["jpg", "jpeg"],
          ] as const) {
            const bytes = await bytesOf(await getVariant(image.id, width, variantFormat));
            const metadata = await sharp(bytes).metadata();
            expect(metadata.format).toBe(sharpFormat);
            expect(metadata.width).toBe(width);
            expect(metadata.height).toBe(Math.round((900 * width) / 1200));
          }
        }
        // Kept once made: the second request reads the stored object.
        expect(await getStorage().list(`images/${image.id}/`)).toHaveLength(1 + widths.length * 3);
      },
    );

    it("makes every size of an upload in the background, and leaves none of a deleted one", async () => {
      const image = await storeImage(await makeImage("jpeg", 1000, 800));
      const gone = await storeImage(await makeImage("png", 700, 500));
      await deleteImagesIfUnused([gone.id]);
      await whenVariantsPrepared();
      const keys = await getStorage().list(`images/${image.id}/`);
      const expected = variantWidths(1000).flatMap((width) => ["avif", "webp", "jpg"].map((f) => `${width}.${f}`));
      expect(keys.map((key) => key.split("/").at(-1)).sort()).toEqual([...expected, "master.webp"].sort());
      expect(await getStorage().list(`images/${gone.id}/`)).toEqual([]);
    });

    it("never upscales and has no variant of an unknown width", async () => {
      const image = await storeImage(await makeImage("png", 500, 250), { prepareVariants: false });
      expect(variantWidths(500)).toEqual([320, 500]);
      expect(await getVariant(image.id, 640, "jpg")).toBeNull();
      expect(await getVariant(image.id, 321, "webp")).toBeNull();
      expect(await getVariant("AAAAAAAAAAAAAAAA", 320, "webp")).toBeNull();
      const width = (await sharp(await bytesOf(await getVariant(image.id, 500, "webp"))).metadata()).width;
      expect(width).toBe(500);
    });

    it("waits for a size another instance is making and serves it from the store; takes it over once that one's lease runs out", async () => {
      const image = await storeImage(await makeImage("png", 500, 250), { prepareVariants: false });
      const key = variantKey(image.id, 320, "webp");
      const db = getDb();
      await db
        .insertInto("media_work")
        .values({ key, token: "another-instance", claimed_until: Date.now() + MEDIA_WORK_LEASE_MS })
        .execute();
      const asked = getVariant(image.id, 320, "webp");
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await getStorage().list(`images/${image.id}/`)).toEqual([`images/${image.id}/master.webp`]);
      // The other instance stores its copy and lets go: this request is served that very copy.
      const theirs = await sharp(await makeImage("png", 320, 160))
        .webp()
        .toBuffer();
      await getStorage().save(key, theirs, "image/webp");
      await db.deleteFrom("media_work").where("key", "=", key).execute();
      expect((await bytesOf(await asked)).equals(theirs)).toBe(true);

      // An instance that died holding a size: once its lease has run out, this one makes it.
      const orphanKey = variantKey(image.id, 500, "webp");
      await db
        .insertInto("media_work")
        .values({ key: orphanKey, token: "a-dead-instance", claimed_until: Date.now() + 300 })
        .execute();
      const width = (await sharp(await bytesOf(await getVariant(image.id, 500, "webp"))).metadata()).width;
      expect(width).toBe(500);
      expect(await getStorage().list(`images/${image.id}/`)).toContain(orphanKey);
      expect(await db.selectFrom("media_work").selectAll().where("key", "in", [key, orphanKey]).execute()).toEqual([]);
    });

    it("refuses every hostile file and stores nothing", async () => {
      const before = await getStorage().list("images/");
      const rows = await countImages();
      for (const file of hostileFiles) {
        await expect(storeImage(await file.data())).rejects.toThrow(file.message);
      }
      expect(await getStorage().list("images/")).toEqual(before);
      expect(await countImages()).toBe(rows);
    });

    it("removes a replaced or deleted image's objects, keeping shared ones (no orphans)", async () => {
      const first = await storeImage(await makeImage("jpeg", 700, 500), { prepareVariants: false });
      const second = await storeImage(await makeImage("jpeg", 700, 500), { prepareVariants: false });
      await getVariant(first.id, 320, "avif");
      const base = { name: "Image Owner", bio: "b" };
      const artist = await createArtist({ ...base, imageUrl: mediaImageUrl(first.id), imageId: first.id });
      expect(artist.image).toMatchObject({ id: first.id, width: 700, height: 500 });
      await updateArtist(artist.id, { ...base, imageUrl: mediaImageUrl(second.id), imageId: second.id });
      expect(await getStorage().list(`images/${first.id}/`)).toEqual([]);
      expect(await getStorage().list(`images/${second.id}/`)).not.toEqual([]);

      // An image two records show survives the deletion of one of them.
      const shared = await storeImage(await makeImage("webp", 400, 400), { prepareVariants: false });
      const other = await createArtist({
        name: "Other Owner",
        bio: "b",
        imageUrl: mediaImageUrl(shared.id),
        imageId: shared.id,
      });
      await createArtwork({
        title: "Shared",
        imageUrl: mediaImageUrl(shared.id),
        imageId: shared.id,
        artistId: artist.id,
      });
      await deleteArtist(artist.id);
      expect(await getStorage().list(`images/${second.id}/`)).toEqual([]);
      expect(await getStorage().list(`images/${shared.id}/`)).not.toEqual([]);
      await deleteArtist(other.id);
      expect(await getStorage().list(`images/${shared.id}/`)).toEqual([]);
    });

    it("removes a gallery's images with it, and images dropped from its grid", async () => {
      const [cover, a, b] = await Promise.all(
        [0, 1, 2].map(async () => storeImage(await makeImage("jpeg", 400, 300), { prepareVariants: false })),
      );
      const input = {
        name: "Image Gallery",
        street: "Allenby Street 1",
        city: "Tel Aviv-Yafo",
        hours: "10-18",
        description: "d",
      };
      const gallery = await createGallery({
        ...input,
        imageUrl: mediaImageUrl(cover!.id),
        imageId: cover!.id,
        galleryImages: [a!, b!].map((image) => ({ url: mediaImageUrl(image.id), imageId: image.id })),
      });
      expect(gallery.galleryImages.map((image) => image.image?.id)).toEqual([a!.id, b!.id]);
      await updateGallery(gallery.id, {
        ...input,
        imageUrl: mediaImageUrl(cover!.id),
        imageId: cover!.id,
        galleryImages: [{ url: mediaImageUrl(b!.id), imageId: b!.id }],
      });
      expect(await getStorage().list(`images/${a!.id}/`)).toEqual([]);
      await deleteGallery(gallery.id);
      for (const image of [cover!, b!]) expect(await getStorage().list(`images/${image.id}/`)).toEqual([]);
    });

    it("sweeps uploads no record uses and objects whose image is gone", async () => {
      const abandoned = await storeImage(await makeImage("jpeg", 300, 300), {
        now: Date.now() - 2 * 24 * 60 * 60 * 1000,
        prepareVariants: false,
      });
      const fresh = await storeImage(await makeImage("jpeg", 300, 300), { prepareVariants: false });
      await getStorage().save("images/ZZZZZZZZZZZZZZZZ/320.jpg", Buffer.from("stray"), "image/jpeg");
      const swept = await sweepOrphanedMedia();
      expect(swept.images).toBeGreaterThanOrEqual(1);
      expect(swept.objects).toBeGreaterThanOrEqual(1);
      expect(await getStorage().list(`images/${abandoned.id}/`)).toEqual([]);
      expect(await getStorage().list("images/ZZZZZZZZZZZZZZZZ/")).toEqual([]);
      expect(await getStorage().list(`images/${fresh.id}/`)).not.toEqual([]);
    });
  });
}
