import sharp from "sharp";
import { describe, expect, it } from "vitest";

import type { Composition, SamplePalette } from "./catalogue-data.ts";
import { sampleArtists, sampleArtworks, sampleGalleries } from "./catalogue-data.ts";
import { generateSampleImage } from "./generate-image.server.ts";

const palette: SamplePalette = {
  background: "#efe6d6",
  colors: ["#c9893f", "#6f8f5e", "#8fb3c9"],
};
const compositions: Composition[] = ["circles", "stripes", "blocks", "waves", "horizon", "grid", "arches"];

function isJpeg(data: Buffer): boolean {
  return data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
}

describe("generateSampleImage", () => {
  it("returns a JPEG of the requested size", async () => {
    const image = await generateSampleImage({
      seed: 1,
      palette,
      composition: "circles",
      width: 1600,
      height: 1200,
    });
    expect(image.contentType).toBe("image/jpeg");
    expect(image.width).toBe(1600);
    expect(image.height).toBe(1200);
    expect(isJpeg(image.data)).toBe(true);
    const metadata = await sharp(image.data).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.width).toBe(1600);
    expect(metadata.height).toBe(1200);
  });

  it.each(compositions)("renders the %s composition in portrait and landscape", async (composition) => {
    for (const [width, height] of [
      [1200, 1500],
      [640, 360],
    ] as const) {
      const image = await generateSampleImage({
        seed: 42,
        palette,
        composition,
        width,
        height,
      });
      expect(isJpeg(image.data)).toBe(true);
      const metadata = await sharp(image.data).metadata();
      expect([metadata.width, metadata.height]).toEqual([width, height]);
      // A painting, not an empty canvas: the channels must vary.
      const stats = await sharp(image.data).stats();
      expect(stats.channels.some((channel) => channel.stdev > 5)).toBe(true);
    }
  });

  it("is deterministic for the same seed", async () => {
    const options = {
      seed: 1234,
      palette,
      composition: "waves",
      width: 800,
      height: 600,
    } as const;
    const first = await generateSampleImage(options);
    const second = await generateSampleImage(options);
    expect(first.data.equals(second.data)).toBe(true);
  });

  it("gives different images for different seeds", async () => {
    const a = await generateSampleImage({
      seed: 1,
      palette,
      composition: "grid",
      width: 800,
      height: 600,
    });
    const b = await generateSampleImage({
      seed: 2,
      palette,
      composition: "grid",
      width: 800,
      height: 600,
    });
    expect(a.data.equals(b.data)).toBe(false);
  });

  it("gives different images for different compositions with the same seed", async () => {
    const a = await generateSampleImage({
      seed: 7,
      palette,
      composition: "arches",
      width: 400,
      height: 300,
    });
    const b = await generateSampleImage({
      seed: 7,
      palette,
      composition: "horizon",
      width: 400,
      height: 300,
    });
    expect(a.data.equals(b.data)).toBe(false);
  });
});

describe("sample catalogue", () => {
  it("references existing artists and galleries", () => {
    for (const artwork of sampleArtworks) {
      expect(sampleArtists[artwork.artist]).toBeDefined();
      if (artwork.gallery !== undefined) expect(sampleGalleries[artwork.gallery]).toBeDefined();
    }
  });

  it("uses valid palettes", () => {
    for (const { palette: p } of [...sampleArtists, ...sampleGalleries]) {
      for (const hex of [p.background, ...p.colors]) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
