import { m } from "#app/lib/paraglide/messages.js";
import type { SampleCatalogueCounts } from "#app/models/sample-removal.server.ts";

const KINDS = [
  "artists",
  "artworks",
  "galleries",
  "reviews",
  "images",
  "partners",
] as const satisfies readonly (keyof SampleCatalogueCounts)[];

const TEXTS: Record<(typeof KINDS)[number], (inputs: { count: number }) => string> = {
  artists: m.admin_sample_artists,
  artworks: m.admin_sample_artworks,
  galleries: m.admin_sample_galleries,
  reviews: m.admin_sample_reviews,
  images: m.admin_sample_images,
  partners: m.admin_sample_partners,
};

/** Counted only when there are some: a sample loaded before it had partners never had any. */
const UNSAID_WHEN_NONE: ReadonlySet<(typeof KINDS)[number]> = new Set(["partners"]);

/** "12 artists, 40 artworks, 8 galleries, 30 reviews, 95 images, 2 sample partners" in the page's language. */
export function describeSampleCounts(counts: SampleCatalogueCounts): string {
  return KINDS.filter((kind) => counts[kind] > 0 || !UNSAID_WHEN_NONE.has(kind))
    .map((kind) => TEXTS[kind]({ count: counts[kind] }))
    .join(", ");
}

/** The counts as query parameters (?artists=12&…), for the page that says what was removed. */
export function sampleCountsSearch(counts: SampleCatalogueCounts): string {
  return new URLSearchParams(KINDS.map((kind) => [kind, String(counts[kind])])).toString();
}

function countsFrom(read: (kind: string) => unknown): SampleCatalogueCounts | null {
  const counts: Partial<SampleCatalogueCounts> = {};
  for (const kind of KINDS) {
    const raw = read(kind);
    // An audit entry written before the sample had partners names none.
    const value = (raw === undefined || raw === null) && UNSAID_WHEN_NONE.has(kind) ? 0 : Number(raw);
    if (!Number.isSafeInteger(value) || value < 0) return null;
    counts[kind] = value;
  }
  return counts as SampleCatalogueCounts;
}

/** The counts sampleCountsSearch wrote, or null when any is missing or not a count. */
export function sampleCountsOfSearch(params: URLSearchParams): SampleCatalogueCounts | null {
  return countsFrom((kind) => params.get(kind) ?? NaN);
}

/** The counts an audit entry keeps as its detail (JSON), or null when it holds none. */
export function sampleCountsOfDetail(detail: string | null): SampleCatalogueCounts | null {
  try {
    const parsed = JSON.parse(detail ?? "null") as Record<string, unknown> | null;
    return parsed && typeof parsed === "object" ? countsFrom((kind) => parsed[kind]) : null;
  } catch {
    return null;
  }
}
