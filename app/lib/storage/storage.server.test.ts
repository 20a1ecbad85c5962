import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFlakyProxy, startTestS3, type TestS3 } from "#tests/support/s3.ts";
import { LocalStorage } from "./local-storage.server.ts";
import { StorageRetryError } from "./retry.server.ts";
import { S3Storage } from "./s3-storage.server.ts";
import type { Storage } from "./storage.server.ts";

async function readAll(storage: Storage, key: string): Promise<string | null> {
  const object = await storage.read(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString();
}

const adapters: { name: string; setup: () => Promise<{ storage: Storage; stop: () => Promise<void> }> }[] = [
  {
    name: "local disk",
    setup: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-storage-"));
      return { storage: new LocalStorage(dir), stop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: "S3-compatible",
    setup: async () => {
      const s3 = await startTestS3();
      return { storage: s3.storage, stop: s3.stop };
    },
  },
];

for (const adapter of adapters) {
  describe(`storage contract: ${adapter.name}`, () => {
    let storage: Storage;
    let stop: () => Promise<void>;
    beforeAll(async () => ({ storage, stop } = await adapter.setup()));
    afterAll(async () => stop());

    it("saves, reads, lists and deletes objects", async () => {
      await storage.save("images/abc/320.jpg", Buffer.from("three-twenty"), "image/jpeg");
      await storage.save("images/abc/640.jpg", Buffer.from("six-forty"), "image/jpeg");
      await storage.save("images/def/320.jpg", Buffer.from("other"), "image/jpeg");
      expect(await readAll(storage, "images/abc/320.jpg")).toBe("three-twenty");
      expect((await storage.read("images/abc/640.jpg"))?.size).toBe(9);
      expect(await storage.list("images/abc/")).toEqual(["images/abc/320.jpg", "images/abc/640.jpg"]);
      await storage.delete(["images/abc/320.jpg", "images/abc/640.jpg", "images/abc/never-there.jpg"]);
      expect(await storage.read("images/abc/320.jpg")).toBeNull();
      expect(await storage.list("images/")).toEqual(["images/def/320.jpg"]);
    });

    it("answers null for a missing key and refuses unsafe keys", async () => {
      expect(await storage.read("images/nothing/here.jpg")).toBeNull();
      for (const key of [
        "../escape.jpg",
        "images/../../escape.jpg",
        "/absolute.jpg",
        "images/a b.jpg",
        "images//x.jpg",
      ]) {
        await expect(storage.save(key, Buffer.from("x"), "image/jpeg")).rejects.toThrow(/Unsafe storage key/);
      }
    });
  });
}

describe("local storage never overwrites", () => {
  it("refuses to save over an existing key", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-storage-"));
    const storage = new LocalStorage(dir);
    await storage.save("images/a/1.jpg", Buffer.from("first"), "image/jpeg");
    await expect(storage.save("images/a/1.jpg", Buffer.from("second"), "image/jpeg")).rejects.toMatchObject({
      code: "EEXIST",
    });
    expect(await readAll(storage, "images/a/1.jpg")).toBe("first");
    expect(fs.readdirSync(path.join(dir, "images", "a"))).toEqual(["1.jpg"]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("S3 retries", () => {
  let s3: TestS3;
  beforeAll(async () => (s3 = await startTestS3()));
  afterAll(async () => s3.stop());

  it.each([503, 429, 408, 500])("retries a %i and then succeeds", async (status) => {
    const proxy = await startFlakyProxy(s3.endpoint, status, 2);
    try {
      const storage = new S3Storage({ ...s3.options, endpoint: proxy.endpoint, retry: { baseDelayMs: 5 } });
      await storage.save(`images/retry/${status}.jpg`, Buffer.from("made it"), "image/jpeg");
      expect(proxy.requests()).toBe(3);
      expect(await readAll(s3.storage, `images/retry/${status}.jpg`)).toBe("made it");
    } finally {
      await proxy.stop();
    }
  });

  it("does not retry a 403", async () => {
    const proxy = await startFlakyProxy(s3.endpoint, 403, 5);
    try {
      const storage = new S3Storage({ ...s3.options, endpoint: proxy.endpoint, retry: { baseDelayMs: 5 } });
      await expect(storage.save("images/retry/forbidden.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow();
      expect(proxy.requests()).toBe(1);
    } finally {
      await proxy.stop();
    }
  });

  it("gives up with a clear error when the budget is spent", async () => {
    const proxy = await startFlakyProxy(s3.endpoint, 503, 1000);
    try {
      const storage = new S3Storage({
        ...s3.options,
        endpoint: proxy.endpoint,
        retry: { baseDelayMs: 5, maxElapsedMs: 300 },
      });
      const attempt = storage.save("images/retry/never.jpg", Buffer.from("x"), "image/jpeg");
      await expect(attempt).rejects.toBeInstanceOf(StorageRetryError);
      await expect(storage.read("images/retry/never.jpg")).rejects.toThrow(
        /Storage did not answer: reading images\/retry\/never\.jpg failed after/,
      );
      expect(proxy.requests()).toBeGreaterThan(2);
      expect(await s3.storage.read("images/retry/never.jpg")).toBeNull();
    } finally {
      await proxy.stop();
    }
  });
});
