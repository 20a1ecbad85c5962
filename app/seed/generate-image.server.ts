/**
 * Deterministic generator of abstract "paintings" used as sample artwork, artist and gallery images.
 *
 * Each image is an SVG built from a seeded pseudo-random generator (same seed + options => identical bytes),
 * rendered and encoded to JPEG by sharp. No network, no assets: only sharp and node built-ins.
 */
import sharp from "sharp";
import { mulberry32 } from "#app/lib/random.ts";

import type { Composition, SamplePalette } from "./catalogue-data.ts";
import { COMPOSERS } from "./sample-compositions.server.ts";
import {
  hashSeed,
  normalizeHex,
  paintBackground,
  paintSurface,
  paintTexture,
  type Ctx,
} from "./sample-painting-tools.server.ts";

export interface GeneratedImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: "image/jpeg";
}

export interface GenerateSampleImageOptions {
  seed: number;
  palette: SamplePalette;
  composition: Composition;
  width: number;
  height: number;
}

export async function generateSampleImage(options: GenerateSampleImageOptions): Promise<GeneratedImage> {
  const width = Math.round(options.width);
  const height = Math.round(options.height);
  if (!Number.isFinite(width) || !Number.isFinite(height) || width < 1 || height < 1) {
    throw new RangeError(`Invalid sample image size ${options.width}x${options.height}`);
  }
  const svg = buildSampleSvg({ ...options, width, height });
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return { data, width, height, contentType: "image/jpeg" };
}

/** Builds the SVG source of a sample image (exported for debugging/tests). */
function buildSampleSvg(options: GenerateSampleImageOptions): string {
  const { width: w, height: h, palette, composition } = options;
  const random = mulberry32(hashSeed(options.seed, composition));
  const ctx: Ctx = {
    r: random,
    w,
    h,
    min: Math.min(w, h),
    bg: normalizeHex(palette.background),
    colors: [normalizeHex(palette.colors[0]), normalizeHex(palette.colors[1]), normalizeHex(palette.colors[2])],
    defs: [],
    nextId: 0,
  };

  const background = paintBackground(ctx);
  const body = COMPOSERS[composition](ctx);
  const texture = paintTexture(ctx);
  const surface = paintSurface(ctx);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${ctx.defs.join("")}</defs>` +
    background +
    body +
    texture +
    surface +
    `</svg>`
  );
}
