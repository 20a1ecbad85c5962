/**
 * Deterministic generator of abstract "paintings" used as sample artwork, artist and gallery images.
 *
 * Each image is an SVG built from a seeded pseudo-random generator (same seed + options => identical bytes),
 * rendered and encoded to JPEG by sharp. No network, no assets: only sharp and node built-ins.
 */
import { crc32, deflateSync } from "node:zlib";

import sharp from "sharp";
import { mulberry32 } from "#app/lib/random.ts";

import type { Composition, SamplePalette } from "./catalogue-data.ts";

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
export function buildSampleSvg(options: GenerateSampleImageOptions): string {
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

// ---------------------------------------------------------------------------------------------------------------------
// Randomness

/** Mixes the numeric seed with the composition name so equal seeds of different compositions diverge. */
function hashSeed(seed: number, salt: string): number {
  let hash = 2166136261 ^ Math.floor(Math.abs(seed) % 4294967296);
  hash = Math.imul(hash, 16777619);
  if (seed < 0) hash = Math.imul(hash ^ 0x9e3779b9, 16777619);
  for (let i = 0; i < salt.length; i++) {
    hash = Math.imul(hash ^ salt.charCodeAt(i), 16777619);
  }
  return hash >>> 0;
}

interface Ctx {
  r: () => number;
  w: number;
  h: number;
  min: number;
  bg: string;
  colors: [string, string, string];
  defs: string[];
  nextId: number;
}

function range(ctx: Ctx, min: number, max: number): number {
  return min + (max - min) * ctx.r();
}

function int(ctx: Ctx, min: number, max: number): number {
  return Math.floor(range(ctx, min, max + 1));
}

function pick<T>(ctx: Ctx, items: readonly T[]): T {
  const item = items[Math.floor(ctx.r() * items.length)];
  if (item === undefined) throw new Error("pick() from an empty list");
  return item;
}

function chance(ctx: Ctx, probability: number): boolean {
  return ctx.r() < probability;
}

function color(ctx: Ctx): string {
  return pick(ctx, ctx.colors);
}

/** A palette colour slightly shifted towards white or black, so repeated shapes are not flat copies. */
function variant(ctx: Ctx, base: string = color(ctx)): string {
  const t = range(ctx, -0.18, 0.22);
  return t >= 0 ? mix(base, "#ffffff", t) : mix(base, "#000000", -t);
}

function id(ctx: Ctx, prefix: string): string {
  ctx.nextId += 1;
  return `${prefix}${ctx.nextId}`;
}

// ---------------------------------------------------------------------------------------------------------------------
// Colour and number helpers

function normalizeHex(hex: string): string {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match?.[1]) return "#808080";
  const value = match[1].length === 3 ? [...match[1]].map((c) => c + c).join("") : match[1];
  return `#${value.toLowerCase()}`;
}

function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number) => {
    const ca = (pa >> shift) & 0xff;
    const cb = (pb >> shift) & 0xff;
    return Math.round(ca + (cb - ca) * t);
  };
  const value = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${value.toString(16).padStart(6, "0")}`;
}

function lighten(c: string, t: number): string {
  return mix(c, "#ffffff", t);
}

function darken(c: string, t: number): string {
  return mix(c, "#000000", t);
}

/** Rounds to one decimal to keep the SVG short. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function op(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * Axis-aligned linear gradient ("vertical" = top to bottom, "horizontal" = left to right).
 * Only axis-aligned gradients are offered: cairo renders them several times faster than diagonal or radial ones.
 */
function linearGradient(ctx: Ctx, direction: "vertical" | "horizontal", stops: Array<[number, string]>): string {
  const gid = id(ctx, "g");
  const stopTags = stops.map(([offset, c]) => `<stop offset="${op(offset)}" stop-color="${c}"/>`).join("");
  const coords = direction === "vertical" ? `x1="0" y1="0" x2="0" y2="1"` : `x1="0" y1="0" x2="1" y2="0"`;
  ctx.defs.push(`<linearGradient id="${gid}" ${coords}>${stopTags}</linearGradient>`);
  return `url(#${gid})`;
}

/** A soft glow made of stacked translucent discs (much cheaper to render than a radial gradient). */
function softDisc(
  ctx: Ctx,
  cx: number,
  cy: number,
  radius: number,
  fill: string,
  totalOpacity: number,
  steps = 5,
): string {
  const parts: string[] = [];
  const stepOpacity = 1 - Math.pow(1 - Math.min(0.95, totalOpacity), 1 / steps);
  for (let i = 0; i < steps; i++) {
    const r = radius * (1 - i / steps) * range(ctx, 0.96, 1.04);
    parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" fill-opacity="${op(stepOpacity)}"/>`);
  }
  return parts.join("");
}

// ---------------------------------------------------------------------------------------------------------------------
// Tiny PNGs, stretched with bilinear filtering: smooth full-canvas light for a few milliseconds

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes 8-bit RGBA pixels as a PNG data URI. */
function pngDataUri(width: number, height: number, rgba: Uint8Array): string {
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  const png = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString("base64")}`;
}

function stretchedImage(ctx: Ctx, uri: string): string {
  return `<image x="0" y="0" width="${ctx.w}" height="${ctx.h}" preserveAspectRatio="none" href="${uri}"/>`;
}

/** Low-resolution grid size with the canvas aspect ratio. */
function lowResSize(ctx: Ctx, columns: number): { gw: number; gh: number } {
  const gw = columns;
  const gh = Math.max(2, Math.min(columns * 4, Math.round((columns * ctx.h) / ctx.w)));
  return { gw, gh };
}

// ---------------------------------------------------------------------------------------------------------------------
// Shared layers

/** Background wash: a diagonal light gradient, a glow and a few faint tinted clouds of the palette colours. */
function paintBackground(ctx: Ctx): string {
  const { gw, gh } = lowResSize(ctx, 24);
  const bg = rgbOf(ctx.bg);
  const light = rgbOf(lighten(ctx.bg, range(ctx, 0.08, 0.2)));
  const dark = rgbOf(darken(ctx.bg, range(ctx, 0.06, 0.18)));
  const angle = range(ctx, 0, Math.PI * 2);
  const ax = Math.cos(angle);
  const ay = Math.sin(angle);
  const glow = {
    x: range(ctx, 0.15, 0.85),
    y: range(ctx, 0.15, 0.85),
    r: range(ctx, 0.25, 0.5),
    s: range(ctx, 0.15, 0.35),
  };
  const clouds = Array.from({ length: int(ctx, 2, 4) }, () => ({
    x: ctx.r(),
    y: ctx.r(),
    r: range(ctx, 0.12, 0.35),
    s: range(ctx, 0.05, 0.14),
    c: rgbOf(color(ctx)),
  }));
  const pixels = new Uint8Array(gw * gh * 4);
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      const u = (x + 0.5) / gw;
      const v = (y + 0.5) / gh;
      // Position along the gradient axis, 0..1.
      const t = Math.min(1, Math.max(0, ((u - 0.5) * ax + (v - 0.5) * ay) / 1.0 + 0.5));
      let rgb: [number, number, number] =
        t < 0.5
          ? ([0, 1, 2].map((i) => (light[i] ?? 0) + ((bg[i] ?? 0) - (light[i] ?? 0)) * (t / 0.5)) as [
              number,
              number,
              number,
            ])
          : ([0, 1, 2].map((i) => (bg[i] ?? 0) + ((dark[i] ?? 0) - (bg[i] ?? 0)) * ((t - 0.5) / 0.5)) as [
              number,
              number,
              number,
            ]);
      const glowStrength =
        glow.s * Math.exp(-(((u - glow.x) ** 2 + ((v - glow.y) * (ctx.h / ctx.w)) ** 2) / (glow.r * glow.r)));
      rgb = rgb.map((c) => c + (255 - c) * glowStrength) as [number, number, number];
      for (const cloud of clouds) {
        const k =
          cloud.s * Math.exp(-(((u - cloud.x) ** 2 + ((v - cloud.y) * (ctx.h / ctx.w)) ** 2) / (cloud.r * cloud.r)));
        rgb = rgb.map((c, i) => c + ((cloud.c[i] ?? c) - c) * k) as [number, number, number];
      }
      const o = (y * gw + x) * 4;
      pixels[o] = Math.round(rgb[0]);
      pixels[o + 1] = Math.round(rgb[1]);
      pixels[o + 2] = Math.round(rgb[2]);
      pixels[o + 3] = 255;
    }
  }
  return (
    `<rect width="${ctx.w}" height="${ctx.h}" fill="${ctx.bg}"/>` + stretchedImage(ctx, pngDataUri(gw, gh, pixels))
  );
}

/** A few broad, very faint brush marks that share a dominant direction, and some pigment specks. */
function paintTexture(ctx: Ctx): string {
  const { w, h, min } = ctx;
  const parts: string[] = [];
  const direction = range(ctx, -Math.PI, Math.PI);
  const strokes = Math.round(12 + (w * h) / 80000);
  for (let i = 0; i < strokes; i++) {
    const x = range(ctx, -0.05, 1.05) * w;
    const y = range(ctx, -0.05, 1.05) * h;
    const length = range(ctx, 0.08, 0.3) * min;
    const angle = direction + range(ctx, -0.25, 0.25);
    const x2 = x + Math.cos(angle) * length;
    const y2 = y + Math.sin(angle) * length;
    parts.push(
      `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${chance(ctx, 0.6) ? "#ffffff" : "#000000"}" ` +
        `stroke-opacity="${op(range(ctx, 0.015, 0.035))}" stroke-width="${n(range(ctx, 0.015, 0.05) * min)}" stroke-linecap="round"/>`,
    );
  }
  const specks = Math.round(20 + (w * h) / 60000);
  for (let i = 0; i < specks; i++) {
    parts.push(
      `<circle cx="${n(ctx.r() * w)}" cy="${n(ctx.r() * h)}" r="${n(range(ctx, 0.6, 2) * (min / 1000))}" ` +
        `fill="${chance(ctx, 0.5) ? "#ffffff" : "#000000"}" fill-opacity="${op(range(ctx, 0.05, 0.15))}"/>`,
    );
  }
  return `<g>${parts.join("")}</g>`;
}

/**
 * Final surface layer, as one small RGBA image stretched over the canvas: a soft paper/paint mottle (random grain
 * that bilinear upscaling turns into gentle unevenness) combined with darkened corners (vignette).
 * One image instead of two saves a full-canvas compositing pass.
 */
function paintSurface(ctx: Ctx): string {
  const { gw, gh } = lowResSize(ctx, Math.max(8, Math.min(120, Math.round(ctx.w / 16))));
  const grain = range(ctx, 0.02, 0.035);
  const vignetteStrength = range(ctx, 0.14, 0.3);
  const vignetteStart = range(ctx, 0.45, 0.6);
  const pixels = new Uint8Array(gw * gh * 4);
  for (let y = 0; y < gh; y++) {
    for (let x = 0; x < gw; x++) {
      const dx = ((x + 0.5) / gw - 0.5) * 2;
      const dy = ((y + 0.5) / gh - 0.5) * 2;
      const t = Math.max(0, (Math.hypot(dx, dy) / Math.SQRT2 - vignetteStart) / (1 - vignetteStart));
      const vignetteAlpha = vignetteStrength * t * t;
      const noise = ctx.r() * 2 - 1;
      const grainAlpha = Math.abs(noise) * grain;
      const grainValue = noise > 0 ? 255 : 0;
      // Grain composited first, black vignette over it, folded into a single colour + alpha.
      const alpha = 1 - (1 - grainAlpha) * (1 - vignetteAlpha);
      const value = alpha > 0 ? (grainValue * grainAlpha * (1 - vignetteAlpha)) / alpha : 0;
      const o = (y * gw + x) * 4;
      pixels[o] = Math.round(value);
      pixels[o + 1] = Math.round(value);
      pixels[o + 2] = Math.round(value);
      pixels[o + 3] = Math.round(alpha * 255);
    }
  }
  return stretchedImage(ctx, pngDataUri(gw, gh, pixels));
}

// ---------------------------------------------------------------------------------------------------------------------
// Compositions
//
// Rendering cost notes (librsvg/cairo): flat fills and axis-aligned linear gradients are cheap; diagonal/rotated
// gradients cost ~3x more and radial gradients ~5x more per covered pixel, so they are avoided on large shapes.

const COMPOSERS: Record<Composition, (ctx: Ctx) => string> = {
  circles: paintCircles,
  stripes: paintStripes,
  blocks: paintBlocks,
  waves: paintWaves,
  horizon: paintHorizon,
  grid: paintGrid,
  arches: paintArches,
};

/** Overlapping luminous discs with glazed highlights, rings and a scatter of small dots. */
function paintCircles(ctx: Ctx): string {
  const { w, h, min } = ctx;
  const parts: string[] = [];
  const count = int(ctx, 3, 6);
  for (let i = 0; i < count; i++) {
    const base = variant(ctx);
    const radius = range(ctx, 0.14, 0.42) * min;
    const cx = range(ctx, 0.12, 0.88) * w;
    const cy = range(ctx, 0.15, 0.85) * h;
    // Soft shadow, body, then two glazes of light offset towards the light source.
    parts.push(
      `<circle cx="${n(cx + radius * 0.04)}" cy="${n(cy + radius * 0.05)}" r="${n(radius * 1.02)}" fill="${darken(base, 0.5)}" fill-opacity="0.12"/>`,
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${base}" fill-opacity="${op(range(ctx, 0.6, 0.92))}"/>`,
    );
    const lx = range(ctx, -0.3, -0.1);
    const ly = range(ctx, -0.3, -0.1);
    for (const k of [0.72, 0.45]) {
      parts.push(
        `<circle cx="${n(cx + radius * lx * (1 - k))}" cy="${n(cy + radius * ly * (1 - k))}" r="${n(radius * k)}" ` +
          `fill="${lighten(base, 0.35)}" fill-opacity="${op(range(ctx, 0.12, 0.22))}"/>`,
      );
    }
  }
  const rings = int(ctx, 1, 4);
  for (let i = 0; i < rings; i++) {
    parts.push(
      `<circle cx="${n(ctx.r() * w)}" cy="${n(ctx.r() * h)}" r="${n(range(ctx, 0.08, 0.35) * min)}" fill="none" ` +
        `stroke="${variant(ctx)}" stroke-width="${n(range(ctx, 0.004, 0.02) * min)}" stroke-opacity="${op(range(ctx, 0.4, 0.85))}"/>`,
    );
  }
  const dots = int(ctx, 6, 18);
  const dotColor = color(ctx);
  for (let i = 0; i < dots; i++) {
    parts.push(
      `<circle cx="${n(ctx.r() * w)}" cy="${n(ctx.r() * h)}" r="${n(range(ctx, 0.006, 0.03) * min)}" ` +
        `fill="${chance(ctx, 0.7) ? dotColor : lighten(ctx.bg, 0.5)}" fill-opacity="${op(range(ctx, 0.6, 0.95))}"/>`,
    );
  }
  return parts.join("");
}

/** Bands of colour at an angle, with uneven widths and gaps, and an occasional sun disc. */
function paintStripes(ctx: Ctx): string {
  const { w, h, min } = ctx;
  const angle = chance(ctx, 0.3) ? range(ctx, -6, 6) : range(ctx, -40, 40) + (chance(ctx, 0.3) ? 90 : 0);
  const diagonal = Math.hypot(w, h);
  const parts: string[] = [];
  let x = -diagonal / 2 + w / 2 - range(ctx, 0, 0.1) * diagonal;
  const end = diagonal / 2 + w / 2;
  const top = h / 2 - diagonal / 2;
  const baseWidth = range(ctx, 0.04, 0.11) * diagonal;
  let index = int(ctx, 0, 2);
  while (x < end) {
    const width = baseWidth * range(ctx, 0.3, 1.6);
    if (chance(ctx, 0.78)) {
      const c = variant(ctx, ctx.colors[index % 3] ?? ctx.colors[0]);
      parts.push(
        `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(diagonal)}" fill="${c}" fill-opacity="${op(range(ctx, 0.7, 0.95))}"/>`,
      );
      if (width > baseWidth * 0.6 && chance(ctx, 0.6)) {
        // A lighter glaze down one side of the band gives it some depth.
        const glaze = width * range(ctx, 0.2, 0.45);
        parts.push(
          `<rect x="${n(x)}" y="${n(top)}" width="${n(glaze)}" height="${n(diagonal)}" fill="${lighten(c, 0.4)}" fill-opacity="${op(range(ctx, 0.1, 0.22))}"/>`,
        );
      }
      index += int(ctx, 1, 2);
    }
    x += width + (chance(ctx, 0.5) ? range(ctx, 0.002, 0.03) * diagonal : 0);
  }
  let sun = "";
  if (chance(ctx, 0.55)) {
    const c = lighten(color(ctx), 0.25);
    const cx = range(ctx, 0.2, 0.8) * w;
    const cy = range(ctx, 0.2, 0.8) * h;
    const r = range(ctx, 0.1, 0.22) * min;
    sun =
      softDisc(ctx, cx, cy, r * 1.6, lighten(c, 0.3), 0.25, 4) +
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${c}" fill-opacity="${op(range(ctx, 0.6, 0.88))}"/>`;
  }
  return `<g transform="rotate(${n(angle)} ${n(w / 2)} ${n(h / 2)})">${parts.join("")}</g>${sun}`;
}

/** Colour-field painting: stacked glazed rectangles, or a looser pile of overlapping blocks. */
function paintBlocks(ctx: Ctx): string {
  const { w, h, min } = ctx;
  const parts: string[] = [];
  if (chance(ctx, 0.55)) {
    // Stacked colour fields with soft, layered edges.
    const fields = int(ctx, 2, 4);
    const marginX = range(ctx, 0.06, 0.12) * w;
    const marginY = range(ctx, 0.05, 0.1) * h;
    const gap = range(ctx, 0.015, 0.04) * h;
    const weights = Array.from({ length: fields }, () => range(ctx, 0.6, 1.6));
    const total = weights.reduce((sum, value) => sum + value, 0);
    const available = h - marginY * 2 - gap * (fields - 1);
    let y = marginY;
    for (const weight of weights) {
      const fieldHeight = (available * weight) / total;
      const base = variant(ctx);
      const rotation = range(ctx, -1.2, 1.2);
      const cx = w / 2;
      const cy = y + fieldHeight / 2;
      const layers: string[] = [];
      const glazes = 4;
      for (let g = 0; g < glazes; g++) {
        const inset = g * min * 0.008 + range(ctx, 0, min * 0.004);
        const shade = g === 0 ? darken(base, 0.12) : g === glazes - 1 ? lighten(base, 0.12) : base;
        layers.push(
          `<rect x="${n(marginX + inset)}" y="${n(y + inset)}" width="${n(w - marginX * 2 - inset * 2)}" height="${n(fieldHeight - inset * 2)}" ` +
            `rx="${n(min * 0.012)}" fill="${shade}" fill-opacity="${op(g === 0 ? 0.45 : range(ctx, 0.45, 0.7))}"/>`,
        );
      }
      parts.push(`<g transform="rotate(${n(rotation)} ${n(cx)} ${n(cy)})">${layers.join("")}</g>`);
      y += fieldHeight + gap;
    }
  } else {
    // Overlapping blocks, loosely arranged around the middle of the canvas.
    const count = int(ctx, 6, 11);
    for (let i = 0; i < count; i++) {
      const bw = range(ctx, 0.15, 0.45) * w;
      const bh = range(ctx, 0.12, 0.4) * h;
      const x = range(ctx, 0.12, 0.88) * w - bw / 2;
      const y = range(ctx, 0.12, 0.88) * h - bh / 2;
      const rotation = chance(ctx, 0.6) ? range(ctx, -8, 8) : 0;
      const c = variant(ctx);
      parts.push(
        `<g transform="rotate(${n(rotation)} ${n(x + bw / 2)} ${n(y + bh / 2)})">` +
          `<rect x="${n(x)}" y="${n(y)}" width="${n(bw)}" height="${n(bh)}" fill="${c}" fill-opacity="${op(range(ctx, 0.55, 0.9))}"/>` +
          `<rect x="${n(x)}" y="${n(y)}" width="${n(bw)}" height="${n(bh * range(ctx, 0.15, 0.35))}" fill="${lighten(c, 0.35)}" fill-opacity="0.15"/>` +
          `</g>`,
      );
    }
    if (chance(ctx, 0.6)) {
      const y = range(ctx, 0.2, 0.8) * h;
      parts.push(
        `<rect x="0" y="${n(y)}" width="${w}" height="${n(range(ctx, 0.004, 0.015) * h)}" fill="${darken(ctx.bg, 0.5)}" fill-opacity="0.6"/>`,
      );
    }
  }
  return parts.join("");
}

/** Layered sea swells, from a light distant layer to a deep foreground. */
function paintWaves(ctx: Ctx): string {
  const { w, h, min } = ctx;
  const parts: string[] = [];
  if (chance(ctx, 0.6)) {
    const cx = range(ctx, 0.15, 0.85) * w;
    const cy = range(ctx, 0.12, 0.3) * h;
    const r = range(ctx, 0.06, 0.14) * min;
    const c = lighten(color(ctx), 0.45);
    parts.push(
      softDisc(ctx, cx, cy, r * 2.2, c, 0.3, 4),
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${c}" fill-opacity="0.85"/>`,
    );
  }
  const layers = int(ctx, 4, 7);
  const top = range(ctx, 0.25, 0.45) * h;
  const step = (h - top) / (layers + 0.5);
  for (let i = 0; i < layers; i++) {
    const baseY = top + i * step + range(ctx, -0.2, 0.2) * step;
    const amplitude = range(ctx, 0.2, 0.9) * step;
    const wavelength = range(ctx, 0.25, 0.7) * w;
    const phase = ctx.r() * wavelength;
    const segments = Math.ceil((w + wavelength) / (wavelength / 2)) + 1;
    let crest = `M ${n(-phase)} ${n(baseY)}`;
    for (let s = 0; s < segments; s++) {
      const x0 = -phase + (s * wavelength) / 2;
      const direction = s % 2 === 0 ? -1 : 1;
      const control = amplitude * direction * range(ctx, 0.7, 1.3);
      crest += ` Q ${n(x0 + wavelength / 4)} ${n(baseY + control)} ${n(x0 + wavelength / 2)} ${n(baseY)}`;
    }
    const xEnd = -phase + (segments * wavelength) / 2;
    const d = `${crest} L ${n(xEnd)} ${h} L ${n(-phase)} ${h} Z`;
    const depth = i / Math.max(1, layers - 1);
    const base = mix(
      ctx.colors[i % 3] ?? ctx.colors[0],
      darken(ctx.colors[(i + 1) % 3] ?? ctx.colors[1], 0.3),
      depth * 0.5,
    );
    const fill = linearGradient(ctx, "vertical", [
      [0, lighten(base, 0.18 - depth * 0.1)],
      [1, darken(base, 0.1 + depth * 0.15)],
    ]);
    parts.push(`<path d="${d}" fill="${fill}" fill-opacity="${op(range(ctx, 0.75, 0.95))}"/>`);
    if (chance(ctx, 0.5)) {
      // Foam line along the crest.
      parts.push(
        `<path d="${crest}" fill="none" stroke="#ffffff" stroke-opacity="${op(range(ctx, 0.15, 0.35))}" ` +
          `stroke-width="${n(range(ctx, 0.002, 0.006) * min)}"/>`,
      );
    }
  }
  return parts.join("");
}

/** Desert or sea horizon: gradient sky, a sun with halo and rolling dunes or hills. */
function paintHorizon(ctx: Ctx): string {
  const { w, h, min } = ctx;
  const parts: string[] = [];
  const [c0, c1, c2] = ctx.colors;
  const horizonY = range(ctx, 0.45, 0.68) * h;
  const sky = linearGradient(ctx, "vertical", [
    [0, mix(lighten(c0, range(ctx, 0.15, 0.4)), ctx.bg, range(ctx, 0, 0.4))],
    [1, lighten(mix(ctx.bg, c2, 0.3), 0.25)],
  ]);
  parts.push(
    `<rect width="${w}" height="${n(horizonY + 0.12 * h)}" fill="${sky}" fill-opacity="${op(range(ctx, 0.7, 0.92))}"/>`,
  );

  const sunX = range(ctx, 0.15, 0.85) * w;
  const sunY = horizonY - range(ctx, 0.08, 0.35) * h;
  const sunR = range(ctx, 0.05, 0.11) * min;
  const sunColor = lighten(c2, range(ctx, 0.3, 0.55));
  parts.push(softDisc(ctx, sunX, sunY, sunR * range(ctx, 2.5, 4), sunColor, 0.35, 6));
  parts.push(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="${sunColor}"/>`);

  const hills = int(ctx, 3, 5);
  for (let i = 0; i < hills; i++) {
    const depth = i / Math.max(1, hills - 1);
    const baseY = horizonY + depth * (h - horizonY) * 0.55 + range(ctx, -0.02, 0.03) * h;
    const peaks = int(ctx, 2, 4);
    const points: Array<[number, number]> = [];
    for (let p = 0; p <= peaks; p++) {
      points.push([(p / peaks) * w * 1.2 - w * 0.1, baseY - range(ctx, 0, 0.12) * h * (1 - depth * 0.4)]);
    }
    let d = `M ${n(-w * 0.1)} ${h} L ${n(points[0]?.[0] ?? 0)} ${n(points[0]?.[1] ?? baseY)}`;
    for (let p = 1; p < points.length; p++) {
      const prev = points[p - 1] ?? [0, baseY];
      const cur = points[p] ?? [w, baseY];
      const mx = (prev[0] + cur[0]) / 2;
      d += ` C ${n(mx)} ${n(prev[1])} ${n(mx)} ${n(cur[1])} ${n(cur[0])} ${n(cur[1])}`;
    }
    d += ` L ${n(w * 1.1)} ${h} Z`;
    const base = mix(lighten(c1, 0.3), darken(c2, 0.3), depth);
    const fill = linearGradient(ctx, "vertical", [
      [0, lighten(base, 0.1)],
      [1, darken(base, 0.14)],
    ]);
    parts.push(`<path d="${d}" fill="${fill}" fill-opacity="${op(range(ctx, 0.88, 1))}"/>`);
  }
  if (chance(ctx, 0.4)) {
    // A few birds.
    const birds = int(ctx, 2, 5);
    const bx = range(ctx, 0.2, 0.8) * w;
    const by = range(ctx, 0.1, 0.3) * h;
    const size = min * 0.015;
    for (let i = 0; i < birds; i++) {
      const x = bx + range(ctx, -0.1, 0.1) * w;
      const y = by + range(ctx, -0.05, 0.05) * h;
      parts.push(
        `<path d="M ${n(x - size)} ${n(y)} Q ${n(x - size / 2)} ${n(y - size / 2)} ${n(x)} ${n(y)} Q ${n(x + size / 2)} ${n(y - size / 2)} ${n(x + size)} ${n(y)}" ` +
          `fill="none" stroke="${darken(ctx.bg, 0.6)}" stroke-width="${n(size / 5)}" stroke-opacity="0.7"/>`,
      );
    }
  }
  return parts.join("");
}

/** Bauhaus-like tiles with circles, quarter discs, half discs and triangles. */
function paintGrid(ctx: Ctx): string {
  const { w, h } = ctx;
  const parts: string[] = [];
  const cols = int(ctx, 3, 6);
  const cell = w / cols;
  const rows = Math.max(2, Math.round(h / cell));
  const cellH = h / rows;
  const gap = Math.min(cell, cellH) * range(ctx, 0.02, 0.07);
  const tileColors = [...ctx.colors, lighten(ctx.bg, 0.25), darken(ctx.bg, 0.25)];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = col * cell + gap / 2;
      const y = row * cellH + gap / 2;
      const tw = cell - gap;
      const th = cellH - gap;
      const tileBase = pick(ctx, tileColors);
      const tileColor = variant(ctx, tileBase);
      const motifBase = pick(
        ctx,
        tileColors.filter((c) => c !== tileBase),
      );
      const motifColor = variant(ctx, motifBase);
      parts.push(
        `<rect x="${n(x)}" y="${n(y)}" width="${n(tw)}" height="${n(th)}" fill="${tileColor}" fill-opacity="${op(range(ctx, 0.75, 0.95))}"/>`,
      );
      const rotation = int(ctx, 0, 3) * 90;
      const cx = x + tw / 2;
      const cy = y + th / 2;
      const s = Math.min(tw, th);
      const motif = int(ctx, 0, 5);
      let shape = "";
      if (motif === 0) {
        shape = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * range(ctx, 0.25, 0.45))}" fill="${motifColor}"/>`;
      } else if (motif === 1) {
        // Quarter disc anchored in a corner.
        shape =
          `<path d="M ${n(cx - s / 2)} ${n(cy - s / 2)} L ${n(cx + s / 2)} ${n(cy - s / 2)} ` +
          `A ${n(s)} ${n(s)} 0 0 1 ${n(cx - s / 2)} ${n(cy + s / 2)} Z" fill="${motifColor}"/>`;
      } else if (motif === 2) {
        // Half disc on an edge.
        shape = `<path d="M ${n(cx - s / 2)} ${n(cy + s / 2)} A ${n(s / 2)} ${n(s / 2)} 0 0 1 ${n(cx + s / 2)} ${n(cy + s / 2)} Z" fill="${motifColor}"/>`;
      } else if (motif === 3) {
        shape = `<path d="M ${n(cx - s / 2)} ${n(cy - s / 2)} L ${n(cx + s / 2)} ${n(cy + s / 2)} L ${n(cx - s / 2)} ${n(cy + s / 2)} Z" fill="${motifColor}"/>`;
      } else if (motif === 4) {
        shape = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.32)}" fill="none" stroke="${motifColor}" stroke-width="${n(s * range(ctx, 0.05, 0.12))}"/>`;
      }
      if (shape) {
        parts.push(
          `<g transform="rotate(${rotation} ${n(cx)} ${n(cy)})" opacity="${op(range(ctx, 0.8, 1))}">${shape}</g>`,
        );
      }
    }
  }
  return parts.join("");
}

/** Stone arcades: nested arches in warm colours, a sun or moon, and a ground line. */
function paintArches(ctx: Ctx): string {
  const { w, h, min } = ctx;
  const parts: string[] = [];
  if (chance(ctx, 0.7)) {
    const cx = range(ctx, 0.15, 0.85) * w;
    const cy = range(ctx, 0.1, 0.25) * h;
    const r = range(ctx, 0.05, 0.1) * min;
    const c = lighten(color(ctx), 0.5);
    parts.push(
      softDisc(ctx, cx, cy, r * 2, c, 0.25, 4),
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${c}" fill-opacity="0.9"/>`,
    );
  }
  const groundY = range(ctx, 0.78, 0.9) * h;
  const count = int(ctx, 2, 5);
  const margin = range(ctx, 0.04, 0.1) * w;
  const span = (w - margin * 2) / count;
  const archWidth = span * range(ctx, 0.7, 0.92);
  const springY = groundY - range(ctx, 0.25, 0.5) * h;
  const stone = variant(ctx);
  const direction = chance(ctx, 0.5) ? "vertical" : "horizontal";
  for (let i = 0; i < count; i++) {
    const x = margin + i * span + (span - archWidth) / 2;
    const levels = int(ctx, 2, 3);
    // Shadow cast to the right of each arch.
    parts.push(
      `<rect x="${n(x + archWidth)}" y="${n(springY)}" width="${n(archWidth * 0.06)}" height="${n(groundY - springY)}" fill="#000000" fill-opacity="0.08"/>`,
    );
    for (let level = 0; level < levels; level++) {
      const inset = (archWidth / 2) * (level / levels) * range(ctx, 0.8, 1);
      const ax = x + inset;
      const aw = archWidth - inset * 2;
      const r = aw / 2;
      const top = springY + inset * 0.6;
      const d =
        `M ${n(ax)} ${n(groundY)} L ${n(ax)} ${n(top)} ` +
        `A ${n(r)} ${n(r)} 0 0 1 ${n(ax + aw)} ${n(top)} L ${n(ax + aw)} ${n(groundY)} Z`;
      const base = level === 0 ? stone : level === 1 ? variant(ctx) : darken(variant(ctx), 0.25);
      const fill = linearGradient(ctx, direction, [
        [0, lighten(base, 0.12)],
        [1, darken(base, 0.12)],
      ]);
      parts.push(`<path d="${d}" fill="${fill}" fill-opacity="${op(range(ctx, 0.85, 1))}"/>`);
    }
  }
  parts.push(
    `<rect x="0" y="${n(groundY)}" width="${w}" height="${n(h - groundY)}" fill="${darken(stone, 0.3)}" fill-opacity="0.85"/>`,
  );
  parts.push(
    `<rect x="0" y="${n(groundY - 2)}" width="${w}" height="${n(Math.max(2, min * 0.006))}" fill="${lighten(stone, 0.4)}" fill-opacity="0.6"/>`,
  );
  return parts.join("");
}
