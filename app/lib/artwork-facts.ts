import { numberFormat } from "#app/lib/number-format.ts";
// What a collector decides by: the fixed vocabularies of an artwork's facts, and the arithmetic of
// showing them (centimetres and inches, rounded currency approximations). No words here: labels
// come from the message catalogue where the facts are shown.

/** The media, by the English keys the address and the database use. */
export const MEDIA = [
  "painting",
  "drawing",
  "print",
  "photography",
  "sculpture",
  "ceramics",
  "textile",
  "mixed-media",
  "digital",
  "installation",
  "video",
  "other",
] as const;
export type Medium = (typeof MEDIA)[number];

export const AVAILABILITIES = ["for-sale", "on-hold", "sold", "not-for-sale"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const EDITION_KINDS = ["unique", "edition"] as const;
export type EditionKind = (typeof EDITION_KINDS)[number];

export type Edition = { kind: "unique" } | { kind: "edition"; number: number; size: number };

/** Everything about an artwork that is the same in both languages, plus its materials in English. */
export interface ArtworkFacts {
  medium: Medium | null;
  materials: string | null;
  heightCm: number | null;
  widthCm: number | null;
  depthCm: number | null;
  edition: Edition | null;
  /** true yes, false no, null not known. */
  isFramed: boolean | null;
  isSigned: boolean | null;
  hasCertificate: boolean | null;
  availability: Availability;
  /** Whole shekels; null with for-sale is "price on request". */
  priceIls: number | null;
}

export const isMedium = (value: string): value is Medium => (MEDIA as readonly string[]).includes(value);
export const isAvailability = (value: string): value is Availability =>
  (AVAILABILITIES as readonly string[]).includes(value);

/** A work's size class for the size filter, by its longest side. */
export type SizeClass = "small" | "medium" | "large";
export const SIZE_CLASSES = ["small", "medium", "large"] as const;

export function sizeClassOf(facts: Pick<ArtworkFacts, "heightCm" | "widthCm" | "depthCm">): SizeClass | null {
  const longest = Math.max(facts.heightCm ?? 0, facts.widthCm ?? 0, facts.depthCm ?? 0);
  if (longest <= 0) return null;
  if (longest < 50) return "small";
  return longest <= 100 ? "medium" : "large";
}

/** Whether the public pages show an asking price: only for a work one can still buy. */
export function isPriceShown(facts: Pick<ArtworkFacts, "availability" | "priceIls">): boolean {
  return facts.priceIls !== null && (facts.availability === "for-sale" || facts.availability === "on-hold");
}

const EIGHTHS = ["", "⅛", "¼", "⅜", "½", "⅝", "¾", "⅞"];

/** Inches to the nearest eighth, as a mixed number ("23⅝"): how sizes are given in inches. */
export function formatInches(centimetres: number): string {
  const eighths = Math.round((centimetres / 2.54) * 8);
  const whole = Math.floor(eighths / 8);
  const fraction = EIGHTHS[eighths % 8]!;
  if (whole === 0 && fraction) return fraction;
  return `${whole}${fraction}`;
}

/** Centimetres with at most one decimal, in the page's number format. */
export function formatCentimetres(centimetres: number, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(centimetres);
}

/** The sides that are given, height × width (× depth), or null without both height and width. */
export function listSides(facts: Pick<ArtworkFacts, "heightCm" | "widthCm" | "depthCm">): number[] | null {
  if (facts.heightCm === null || facts.widthCm === null) return null;
  return facts.depthCm === null ? [facts.heightCm, facts.widthCm] : [facts.heightCm, facts.widthCm, facts.depthCm];
}

/**
 * An approximation that does not pretend to precision: tens under a thousand, hundreds above.
 * A converted price is a guide; the asking price is in shekels.
 */
export function roundApproximation(amount: number): number {
  if (amount >= 1000) return Math.round(amount / 100) * 100;
  if (amount >= 100) return Math.round(amount / 10) * 10;
  return Math.max(1, Math.round(amount));
}

/** Whole currency units in the page's format, e.g. "₪12,500" or "$3,400". */
export function formatMoney(amount: number, currency: "ILS" | "USD" | "EUR", locale: string): string {
  return numberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
}

/** The largest price, dimension and edition the forms accept: beyond is a typing slip. */
export const FACT_LIMITS = {
  priceIls: 100_000_000,
  centimetres: 10_000,
  editionSize: 100_000,
  materials: 300,
} as const;

/** A work nothing is known about yet: for sale, price on request, as every work was before facts. */
export function blankArtworkFacts(): ArtworkFacts {
  return {
    medium: null,
    materials: null,
    heightCm: null,
    widthCm: null,
    depthCm: null,
    edition: null,
    isFramed: null,
    isSigned: null,
    hasCertificate: null,
    availability: "for-sale",
    priceIls: null,
  };
}
