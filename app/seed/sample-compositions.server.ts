// The compositions of the sample pictures, one painter each: what a picture shows over its background.
import type { Composition } from "./catalogue-data.ts";
import {
  chance,
  color,
  darken,
  int,
  lighten,
  linearGradient,
  mix,
  n,
  op,
  pick,
  range,
  softDisc,
  type Ctx,
  variant,
} from "./sample-painting-tools.server.ts";

// ---------------------------------------------------------------------------------------------------------------------
// Compositions
//
// Rendering cost notes (librsvg/cairo): flat fills and axis-aligned linear gradients are cheap; diagonal/rotated
// gradients cost ~3x more and radial gradients ~5x more per covered pixel, so they are avoided on large shapes.

export const COMPOSERS: Record<Composition, (ctx: Ctx) => string> = {
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
