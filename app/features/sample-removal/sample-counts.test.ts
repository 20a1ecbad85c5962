import { describe, expect, it } from "vitest";
import { describeAuditEntry } from "#app/features/audit/audit-trail.ts";
import { withRequestLocale } from "#app/lib/locale.server.ts";
import type { AuditEntry } from "#app/models/audit.server.ts";
import {
  describeSampleCounts,
  sampleCountsOfDetail,
  sampleCountsOfSearch,
  sampleCountsSearch,
} from "./sample-counts.ts";

const counts = { artists: 12, artworks: 40, galleries: 8, reviews: 1, images: 95, partners: 2 };

describe("the sample catalogue's counts", () => {
  it("are told in English and in Hebrew, one of a kind in the singular", () => {
    expect(withRequestLocale("en", () => describeSampleCounts(counts))).toBe(
      "12 artists, 40 artworks, 8 galleries, 1 review, 95 images, 2 partner accounts",
    );
    expect(withRequestLocale("he", () => describeSampleCounts(counts))).toBe(
      "12 אמנים, 40 יצירות, 8 גלריות, ביקורת אחת, 95 תמונות, 2 חשבונות שותפים",
    );
    expect(withRequestLocale("en", () => describeSampleCounts({ ...counts, partners: 1 }))).toMatch(
      /, 1 partner account$/,
    );
  });

  it("leave the partners unsaid when there are none: a sample loaded before it had any", () => {
    expect(withRequestLocale("en", () => describeSampleCounts({ ...counts, partners: 0 }))).toBe(
      "12 artists, 40 artworks, 8 galleries, 1 review, 95 images",
    );
    const { partners: _partners, ...before } = counts;
    expect(sampleCountsOfDetail(JSON.stringify(before))).toEqual({ ...counts, partners: 0 });
    expect(sampleCountsOfDetail(JSON.stringify({ ...counts, partners: "two" }))).toBeNull();
  });

  it("go through the address and the audit entry and back, and anything else reads as none", () => {
    expect(sampleCountsOfSearch(new URLSearchParams(sampleCountsSearch(counts)))).toEqual(counts);
    expect(sampleCountsOfSearch(new URLSearchParams("artists=12"))).toBeNull();
    expect(sampleCountsOfSearch(new URLSearchParams(sampleCountsSearch(counts).replace("40", "-1")))).toBeNull();
    expect(sampleCountsOfDetail(JSON.stringify(counts))).toEqual(counts);
    expect(sampleCountsOfDetail("not json")).toBeNull();
    const entry = { action: "sample_removed", detail: JSON.stringify(counts), target: { kind: "site" } } as AuditEntry;
    expect(withRequestLocale("en", () => describeAuditEntry(entry))).toBe(
      "Removed the sample catalogue: 12 artists, 40 artworks, 8 galleries, 1 review, 95 images, 2 partner accounts",
    );
  });
});
