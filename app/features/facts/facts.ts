import {
  formatCentimetres,
  formatInches,
  formatMoney,
  isPriceShown,
  listSides,
  roundApproximation,
  type ArtworkFacts,
  type Availability,
  type Edition,
  type Medium,
} from "#app/lib/artwork-facts.ts";
import { directionOf, intlLocaleOf, type Locale } from "#app/lib/i18n.ts";
import { leftToRight } from "#app/lib/bidi.ts";
import { formatDate } from "#app/lib/dates.ts";
import { compact } from "#app/features/seo/seo.ts";
import type { FreshRate } from "#app/models/exchange-rates.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { numberFormat } from "#app/lib/number-format.ts";

// An artwork's facts as words in the page's language. Loaders call these on the server and send
// the browser finished strings, so no page ships the vocabularies or the arithmetic.

/** A reference rate: shekels for one unit of a foreign currency, as published on its date. */
export type ReferenceRate = FreshRate;

/** The rates recent enough to show; a currency is absent when its rate is too old or unknown. */
export interface ReferenceRates {
  usd?: ReferenceRate;
  eur?: ReferenceRate;
}

const MEDIUM_LABELS: Record<Medium, () => string> = {
  painting: m.medium_painting,
  drawing: m.medium_drawing,
  print: m.medium_print,
  photography: m.medium_photography,
  sculpture: m.medium_sculpture,
  ceramics: m.medium_ceramics,
  textile: m.medium_textile,
  "mixed-media": m.medium_mixed_media,
  digital: m.medium_digital,
  installation: m.medium_installation,
  video: m.medium_video,
  other: m.medium_other,
};

const AVAILABILITY_LABELS: Record<Availability, () => string> = {
  "for-sale": m.availability_for_sale,
  "on-hold": m.availability_on_hold,
  sold: m.availability_sold,
  "not-for-sale": m.availability_not_for_sale,
};

export const mediumLabel = (medium: Medium) => MEDIUM_LABELS[medium]();
export const availabilityLabel = (availability: Availability) => AVAILABILITY_LABELS[availability]();

/** "60 × 80 cm · 23⅝ × 31½ in", or null without a height and a width. */
export function formatDimensions(facts: ArtworkFacts, locale: Locale): string | null {
  const sides = listSides(facts);
  if (!sides) return null;
  const intl = intlLocaleOf(locale);
  const centimetres = sides.map((side) => formatCentimetres(side, intl)).join(" × ");
  const inches = sides.map(formatInches).join(" × ");
  if (directionOf(locale) === "ltr") return `${centimetres} ${m.unit_cm()} · ${inches} ${m.unit_in()}`;
  return `${leftToRight(centimetres)} ${m.unit_cm()} · ${leftToRight(inches)} ${m.unit_in()}`;
}

function formatEdition(edition: Edition, locale: Locale): string {
  if (edition.kind === "unique") return m.fact_edition_unique();
  const number = numberFormat(intlLocaleOf(locale));
  return m.fact_edition_of({ number: number.format(edition.number), size: number.format(edition.size) });
}

/** A price as a page shows it: the asking price in shekels and, when the rates allow, approximations. */
export interface PriceText {
  /** "₪12,500", or "Price on request". */
  amount: string;
  /** "≈ $3,400 · ≈ €3,100", or null with no recent rate. */
  approximations: string | null;
  /** Which rates, of what day: shown once per page, beside the approximations. */
  ratesNote: string | null;
}

const RATE_SOURCES: Record<string, () => string> = { boi: m.rates_source_boi, ecb: m.rates_source_ecb };

function ratesNote(rates: ReferenceRate[], locale: Locale): string {
  // The older of the dates shown: no approximation is claimed to be newer than its rate.
  const oldest = rates.reduce((a, b) => (a.rateDate <= b.rateDate ? a : b));
  // Noon UTC is the same calendar day in Israel, whose date format the site uses.
  const date = formatDate(Date.parse(`${oldest.rateDate}T12:00:00Z`), locale);
  const sources = new Set(rates.map((rate) => rate.source));
  const source = sources.size === 1 ? RATE_SOURCES[oldest.source] : undefined;
  return source ? m.price_rates_note({ source: source(), date }) : m.price_rates_note_plain({ date });
}

/**
 * The price line of a work one can buy, or null where none is shown (sold, not for sale). A
 * converted amount is marked "≈" and never stands in for the asking price.
 */
export function describePrice(facts: ArtworkFacts, rates: ReferenceRates, locale: Locale): PriceText | null {
  if (facts.availability === "sold" || facts.availability === "not-for-sale") return null;
  if (!isPriceShown(facts) || facts.priceIls === null) {
    return { amount: m.price_on_request(), approximations: null, ratesNote: null };
  }
  const intl = intlLocaleOf(locale);
  const price = facts.priceIls;
  const used: ReferenceRate[] = [];
  const parts: string[] = [];
  for (const [currency, rate] of [
    ["USD", rates.usd],
    ["EUR", rates.eur],
  ] as const) {
    if (!rate || !(rate.shekelsPerUnit > 0)) continue;
    used.push(rate);
    const approximate = roundApproximation(price / rate.shekelsPerUnit);
    parts.push(m.price_approximately({ amount: formatMoney(approximate, currency, intl) }));
  }
  return {
    amount: formatMoney(price, "ILS", intl),
    approximations: parts.length > 0 ? parts.join(" · ") : null,
    ratesNote: used.length > 0 ? ratesNote(used, locale) : null,
  };
}

/** One line of the artwork page's facts list. */
export interface FactLine {
  label: string;
  value: string;
  /** Set when the value is written in another language than the page's. */
  lang?: Locale;
}

function flag(value: boolean | null): string | null {
  if (value === null) return null;
  return value ? m.fact_yes() : m.fact_no();
}

/** The facts a collector reads, in order, leaving out what is not known. */
export function listFactLines(facts: ArtworkFacts, locale: Locale, langs: { materials?: Locale } = {}): FactLine[] {
  const lines: (FactLine | null)[] = [
    facts.medium ? { label: m.fact_medium(), value: mediumLabel(facts.medium) } : null,
    facts.materials ? { label: m.fact_materials(), value: facts.materials, lang: langs.materials } : null,
    ((value) => (value ? { label: m.fact_dimensions(), value } : null))(formatDimensions(facts, locale)),
    facts.edition ? { label: m.fact_edition(), value: formatEdition(facts.edition, locale) } : null,
    ...(
      [
        [m.fact_framed, facts.isFramed],
        [m.fact_signed, facts.isSigned],
        [m.fact_certificate, facts.hasCertificate],
      ] as const
    ).map(([label, value]) => {
      const text = flag(value);
      return text ? { label: label(), value: text } : null;
    }),
    { label: m.fact_availability(), value: availabilityLabel(facts.availability) },
  ];
  return lines.filter((line): line is FactLine => line !== null).map((line) => (line.lang ? line : omitLang(line)));
}

function omitLang({ label, value }: FactLine): FactLine {
  return { label, value };
}

/** What a card says about buying the work. */
export interface SaleSummary {
  availability: string;
  isSold: boolean;
  /** "₪12,500", "Price on request", or null (sold, not for sale). */
  price: string | null;
  approximations: string | null;
}

export function toSaleSummary(facts: ArtworkFacts, rates: ReferenceRates, locale: Locale): SaleSummary {
  const price = describePrice(facts, rates, locale);
  return {
    availability: availabilityLabel(facts.availability),
    isSold: facts.availability === "sold",
    price: price?.amount ?? null,
    approximations: price?.approximations ?? null,
  };
}

const centimetres = (value: number | null) =>
  value === null ? undefined : { "@type": "QuantitativeValue", value, unitCode: "CMT", unitText: "cm" };

const OFFER_AVAILABILITY: Record<Availability, string | null> = {
  "for-sale": "https://schema.org/InStock",
  "on-hold": "https://schema.org/LimitedAvailability",
  sold: "https://schema.org/SoldOut",
  "not-for-sale": null,
};

/**
 * What a collector's search engine reads about the work (VisualArtwork's medium, size, edition and
 * offer), in the page's language; `url` is the artwork page the offer is made on.
 */
export function artworkFactsJsonLd(facts: ArtworkFacts, url: string): Record<string, unknown> {
  const medium = facts.medium ? mediumLabel(facts.medium) : undefined;
  const availability = OFFER_AVAILABILITY[facts.availability];
  const edition = facts.edition && (facts.edition.kind === "unique" ? 1 : facts.edition.size);
  return compact({
    artform: medium,
    artMedium: facts.materials?.trim() || medium,
    height: centimetres(facts.heightCm),
    width: centimetres(facts.widthCm),
    depth: centimetres(facts.depthCm),
    artEdition: edition ?? undefined,
    offers: availability
      ? compact({
          "@type": "Offer",
          url,
          availability,
          // Only the asking price, in shekels: never a converted amount.
          ...(isPriceShown(facts) && facts.priceIls !== null && { price: facts.priceIls, priceCurrency: "ILS" }),
        })
      : undefined,
  });
}
