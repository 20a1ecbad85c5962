import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, expect, it } from "vitest";
import { compressAssets } from "./compress-assets.ts";

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it("writes gzip and brotli copies of text files that decompress to the very bytes, smaller than zlib's best", async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-compress-"));
  fs.mkdirSync(path.join(dir, "assets"));
  const script = Buffer.from(
    Array.from({ length: 400 }, (_, i) => `export function f${i}(a){return a*${i}+"${i % 7}"}`).join(";"),
  );
  fs.writeFileSync(path.join(dir, "assets", "page.js"), script);
  fs.writeFileSync(path.join(dir, "tiny.css"), "a{color:red}");
  fs.writeFileSync(path.join(dir, "photo.jpg"), script);

  expect(await compressAssets(dir)).toBe(1);
  const gzip = fs.readFileSync(path.join(dir, "assets", "page.js.gz"));
  const brotli = fs.readFileSync(path.join(dir, "assets", "page.js.br"));
  expect(gunzipSync(gzip).equals(script)).toBe(true);
  expect(brotliDecompressSync(brotli).equals(script)).toBe(true);
  expect(gzip.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
  expect(fs.existsSync(path.join(dir, "tiny.css.gz"))).toBe(false);
  expect(fs.existsSync(path.join(dir, "photo.jpg.gz"))).toBe(false);
});
