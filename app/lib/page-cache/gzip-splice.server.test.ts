import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { prepareSplicedGzip, spliceGzip } from "./gzip-splice.server.ts";

const page = (n: number) =>
  Array.from({ length: n }, (_, i) => `<p class="card">Artwork ${i} — צבע על בד</p>`).join("\n");

describe("spliceGzip", () => {
  it("makes one gzip stream that any inflater reads back as the parts with the holes filled in", async () => {
    const parts = [page(400), page(3), "", page(2000)].map((text) => Buffer.from(text));
    const spliced = await prepareSplicedGzip(parts);
    for (const holes of [
      ["1764000000000.abcdefghijklmnopqrstuv", "x", "1764000000001.ABCDEFGHIJKLMNOPQRSTUV"],
      ["", "", ""],
      ["a".repeat(70_000), "b", "c"],
    ]) {
      const body = Buffer.concat(
        spliceGzip(
          spliced,
          holes.map((hole) => Buffer.from(hole)),
        ),
      );
      const expected = parts[0] + holes[0]! + parts[1] + holes[1]! + parts[2] + holes[2]! + parts[3];
      // gunzipSync checks the CRC and length in the trailer, so a wrong one throws.
      expect(zlib.gunzipSync(body).toString()).toBe(expected);
    }
  });

  it("compresses the fixed parts: the page costs about what one gzip of it costs", async () => {
    const text = page(2000);
    const spliced = await prepareSplicedGzip([Buffer.from(text.slice(0, 50_000)), Buffer.from(text.slice(50_000))]);
    const body = Buffer.concat(spliceGzip(spliced, [Buffer.from("1764000000000.abcdefghijklmnopqrstuv")]));
    expect(body.length).toBeLessThan(zlib.gzipSync(text, { level: 9 }).length * 1.2);
  });

  it("a page without holes is a plain gzip stream", async () => {
    const spliced = await prepareSplicedGzip([Buffer.from(page(10))]);
    expect(zlib.gunzipSync(Buffer.concat(spliceGzip(spliced, []))).toString()).toBe(page(10));
  });
});
