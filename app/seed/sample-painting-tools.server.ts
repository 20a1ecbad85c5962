// The painting tools of the sample pictures: seeded randomness, colours, gradients, the small
// rasters behind textures, and the background, texture and surface every picture gets.
import { crc32, deflateSync } from "node:zlib";

// ---------------------------------------------------------------------------------------------------------------------
// Randomness

/** Mixes the numeric seed with the composition name so equal seeds of different compositions diverge. */
export function hashSeed(seed: number, salt: string): number {
  let hash = 2166136261 ^ Math.floor(Math.abs(seed) % 4294967296);
  hash = Math.imul(hash, 16777619);
  if (seed < 0) hash = Math.imul(hash ^ 0x9e3779b9, 16777619);
  for (let i = 0; i < salt.length; i++) {
    hash = Math.imul(hash ^ salt.charCodeAt(i), 16777619);
  }
  return hash >>> 0;
}

export interface Ctx {
  r: () => number;
  w: number;
  h: number;
  min: number;
  bg: string;
  colors: [string, string, string];
  defs: string[];
  nextId: number;
}

export function range(ctx: Ctx, min: number, max: number): number {
  return min + (max - min) * ctx.r();
}

export function int(ctx: Ctx, min: number, max: number): number {
  return Math.floor(range(ctx, min, max + 1));
}

export function pick<T>(ctx: Ctx, items: readonly T[]): T {
  const item = items[Math.floor(ctx.r() * items.length)];
  if (item === undefined) throw new Error("pick() from an empty list");
  return item;
}

export function chance(ctx: Ctx, probability: number): boolean {
  return ctx.r() < probability;
}

export function color(ctx: Ctx): string {
  return pick(ctx, ctx.colors);
}

/** A palette colour slightly shifted towards white or black, so repeated shapes are not flat copies. */
export function variant(ctx: Ctx, base: string = color(ctx)): string {
  const t = range(ctx, -0.18, 0.22);
  return t >= 0 ? mix(base, "#ffffff", t) : mix(base, "#000000", -t);
}

export function id(ctx: Ctx, prefix: string): string {
  ctx.nextId += 1;
  return `${prefix}${ctx.nextId}`;
}

// ---------------------------------------------------------------------------------------------------------------------
// Colour and number helpers

export function normalizeHex(hex: string): string {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match?.[1]) return "#808080";
  const value = match[1].length === 3 ? [...match[1]].map((c) => c + c).join("") : match[1];
  return `#${value.toLowerCase()}`;
}

export function mix(a: string, b: string, t: number): string {
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

export function lighten(c: string, t: number): string {
  return mix(c, "#ffffff", t);
}

export function darken(c: string, t: number): string {
  return mix(c, "#000000", t);
}

/** Rounds to one decimal to keep the SVG short. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function op(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * Axis-aligned linear gradient ("vertical" = top to bottom, "horizontal" = left to right).
 * Only axis-aligned gradients are offered: cairo renders them several times faster than diagonal or radial ones.
 */
export function linearGradient(ctx: Ctx, direction: "vertical" | "horizontal", stops: Array<[number, string]>): string {
  const gid = id(ctx, "g");
  const stopTags = stops.map(([offset, c]) => `<stop offset="${op(offset)}" stop-color="${c}"/>`).join("");
  const coords = direction === "vertical" ? `x1="0" y1="0" x2="0" y2="1"` : `x1="0" y1="0" x2="1" y2="0"`;
  ctx.defs.push(`<linearGradient id="${gid}" ${coords}>${stopTags}</linearGradient>`);
  return `url(#${gid})`;
}

/** A soft glow made of stacked translucent discs (much cheaper to render than a radial gradient). */
export function softDisc(
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

export function pngChunk(type: string, data: Buffer): Buffer {
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
export function paintBackground(ctx: Ctx): string {
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
export function paintTexture(ctx: Ctx): string {
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
export function paintSurface(ctx: Ctx): string {
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
