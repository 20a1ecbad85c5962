import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalStorage } from "#app/lib/storage/local-storage.server.ts";
import type { Storage } from "#app/lib/storage/storage.server.ts";
import { hostileFiles, makeImage } from "#tests/support/image-fixtures.ts";
import { startTestS3, type TestS3 } from "#tests/support/s3.ts";
import {
  createAdminSession,
  freePort,
  runServer,
  waitForHealth,
  type ServerProcess,
} from "#tests/support/server-process.ts";

const NOT_LOGGED_IN = "You must be logged in to perform this action";

interface Setup {
  name: string;
  env: (s3: TestS3) => Record<string, string>;
  storage: (dataDir: string, s3: TestS3) => Storage;
}

const setups: Setup[] = [
  {
    name: "local disk",
    env: () => ({}),
    storage: (dataDir) => new LocalStorage(path.join(dataDir, "media")),
  },
  {
    name: "S3-compatible storage",
    env: (s3) => ({
      STORAGE: "s3",
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    }),
    storage: (_dataDir, s3) => s3.storage,
  },
];

for (const setup of setups) {
  describe(`uploads and media over HTTP on ${setup.name}`, () => {
    let s3: TestS3;
    let server: ServerProcess;
    let origin: string;
    let dataDir: string;
    let cookie: string;
    let storage: Storage;

    beforeAll(async () => {
      if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first (npm test does).");
      s3 = await startTestS3();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-media-"));
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      server = runServer({ DATA_DIR: dataDir, PORT: String(port), SAMPLE_DATA: "false", ...setup.env(s3) });
      await waitForHealth(port, server.output);
      cookie = createAdminSession(dataDir);
      storage = setup.storage(dataDir, s3);
    });

    afterAll(async () => {
      server?.stop();
      await server?.done;
      await s3?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const upload = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${origin}/admin/media`, { method: "POST", body, headers: { cookie, origin, ...headers } });

    it("refuses an upload without a session, storing nothing", async () => {
      const response = await fetch(`${origin}/admin/media`, {
        method: "POST",
        headers: { origin },
        body: new Uint8Array(await makeImage("jpeg", 64, 64)),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: NOT_LOGGED_IN });
      const forged = await upload(new Uint8Array(await makeImage("jpeg", 64, 64)), { cookie: "omanut_session=forged" });
      expect(forged.status).toBe(401);
      expect(await storage.list("images/")).toEqual([]);
    });

    it.each(["jpeg", "png", "webp", "avif", "gif"] as const)(
      "stores a %s and serves its variants with the right headers",
      async (format) => {
        const response = await upload(new Uint8Array(await makeImage(format, 1000, 750)), {
          "x-file-name": `photo.${format}`,
        });
        expect(response.status).toBe(201);
        const { image } = (await response.json()) as {
          image: { id: string; url: string; width: number; height: number };
        };
        expect(image).toMatchObject({ url: `/media/${image.id}`, width: 1000, height: 750 });
        for (const [extension, type] of [
          ["avif", "image/avif"],
          ["webp", "image/webp"],
          ["jpg", "image/jpeg"],
        ] as const) {
          const variant = await fetch(`${origin}/media/${image.id}/640.${extension}`);
          expect(variant.status).toBe(200);
          expect(variant.headers.get("content-type")).toBe(type);
          expect(variant.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
          expect(variant.headers.get("x-content-type-options")).toBe("nosniff");
          const etag = variant.headers.get("etag");
          expect(etag).toBeTruthy();
          expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(640);
          const again = await fetch(`${origin}/media/${image.id}/640.${extension}`, {
            headers: { "if-none-match": etag! },
          });
          expect(again.status).toBe(304);
        }
        // Largest variant is the original's width, never more.
        expect((await fetch(`${origin}/media/${image.id}/1000.webp`)).status).toBe(200);
        expect((await fetch(`${origin}/media/${image.id}/1600.webp`)).status).toBe(404);
        // Only canonical names: no zero-padded width, no address that names no variant.
        for (const url of [
          `/media/${image.id}/0640.webp`,
          `/media/${image.id}/00640.jpg`,
          `/media/${image.id}`,
          "/media/no-such-key.jpg",
          "/media/a/b/c.jpg",
        ]) {
          const response = await fetch(`${origin}${url}`, { redirect: "manual" });
          expect(response.status, url).toBe(404);
        }
      },
    );

    it("answers 404 for unknown images, widths and formats", async () => {
      for (const url of [
        "/media/AAAAAAAAAAAAAAAA/320.jpg",
        "/media/short/320.jpg",
        "/media/AAAAAAAAAAAAAAAA/320.svg",
        "/media/AAAAAAAAAAAAAAAA/big.jpg",
      ]) {
        const response = await fetch(`${origin}${url}`);
        expect(response.status, url).toBe(404);
        expect(await response.text()).toBe("Not Found");
      }
    });

    it("refuses every file of the hostile corpus with a clear message, no 5xx, nothing stored", async () => {
      // Images stored by earlier tests still get their sizes made in the background: compare images.
      const storedImages = async () => new Set((await storage.list("images/")).map((key) => key.split("/")[1]));
      const before = await storedImages();
      const sqlite = new DatabaseSync(path.join(dataDir, "omanut.sqlite"));
      const count = () => (sqlite.prepare("select count(*) as n from media_images").get() as { n: number }).n;
      const rows = count();
      try {
        for (const file of hostileFiles) {
          const response = await upload(new Uint8Array(await file.data()), { "x-file-name": file.fileName });
          expect(response.status, file.name).toBeGreaterThanOrEqual(400);
          expect(response.status, file.name).toBeLessThan(500);
          expect(((await response.json()) as { error: string }).error, file.name).toMatch(file.message);
        }
        const named = await upload(new Uint8Array(await makeImage("jpeg", 64, 64)), {
          "x-file-name": encodeURIComponent("../../etc/passwd.jpg"),
        });
        expect(named.status).toBe(400);
        expect(((await named.json()) as { error: string }).error).toMatch(/may not contain a path/);

        const tooBig = await upload(new Uint8Array(25 * 1024 * 1024 + 1).fill(0xff));
        expect(tooBig.status).toBe(413);
        expect(((await tooBig.json()) as { error: string }).error).toBe("The file is larger than 25 MB.");

        // Without a declared length the limit holds while the body streams in.
        const chunk = new Uint8Array(1024 * 1024).fill(0xff);
        let sent = 0;
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent++ >= 30) controller.close();
            else controller.enqueue(chunk);
          },
        });
        const streamed = await fetch(`${origin}/admin/media`, {
          method: "POST",
          body: stream,
          headers: { cookie, origin },
          duplex: "half",
        } as RequestInit);
        expect(streamed.status).toBe(413);

        expect(await storedImages()).toEqual(before);
        expect(count()).toBe(rows);
      } finally {
        sqlite.close();
      }
    });
  });
}
