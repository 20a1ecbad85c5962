// The daily reference exchange rates behind approximate prices ("₪12,500 ≈ $3,400 · ≈ €3,100"):
// reading the publishers' answers (the Bank of Israel's JSON, the ECB's XML) and checking every
// number before it is stored. Pure: no network, no database.

/** The currencies approximate prices are shown in. */
export const RATE_CURRENCIES = ["USD", "EUR"] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

export interface ExchangeRate {
  currency: RateCurrency;
  /** Shekels for one unit of the currency. */
  shekelsPerUnit: number;
  /** The day the publisher set the rate, YYYY-MM-DD. */
  rateDate: string;
  /** Who set it: "boi", "ecb" or "manual". */
  source: string;
}

/** An answer or a rate that must not be stored: its message says what is wrong with it. */
export class ExchangeRateError extends Error {
  override name = "ExchangeRateError";
}

/** Shekels per unit a dollar or a euro could plausibly cost; anything outside is a misread answer. */
export const MIN_SHEKELS_PER_UNIT = 0.5;
export const MAX_SHEKELS_PER_UNIT = 20;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A rate older than this is never shown. */
export const RATE_MAX_AGE_MS = 7 * DAY_MS;
// A publisher's day may be ahead of the server's UTC day (Israel is UTC+2/+3); beyond that it is wrong.
const FUTURE_TOLERANCE_MS = 36 * 60 * 60 * 1000;
const OLDEST_RATE_DATE = "2000-01-01";

const SOURCE = /^[a-z][a-z0-9-]{0,31}$/;

/** Midnight UTC of a real YYYY-MM-DD day, or null. */
function dayStart(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const parsed = new Date(time);
  // Date.UTC rolls 2026-02-30 over into March: a day that comes back different did not exist.
  if (parsed.getUTCFullYear() !== year || parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) {
    return null;
  }
  return time;
}

/** Whether a rate set on `rateDate` may still be shown at `now`: younger than seven days. */
export function isRateFresh(rateDate: string, now: number): boolean {
  const start = dayStart(rateDate);
  return start !== null && now - start < RATE_MAX_AGE_MS;
}

/** A rate as it may be stored, or an ExchangeRateError saying why not; `now` refuses days in the future. */
export function validateExchangeRate(
  rate: { currency: string; shekelsPerUnit: number; rateDate: string; source: string },
  now: number = Date.now(),
): ExchangeRate {
  const currency = rate.currency;
  if (!(RATE_CURRENCIES as readonly string[]).includes(currency)) {
    throw new ExchangeRateError(`unknown currency "${currency}" (expected ${RATE_CURRENCIES.join(" or ")})`);
  }
  const value = rate.shekelsPerUnit;
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new ExchangeRateError(`${currency}: the rate is not a number (${String(value)})`);
  }
  if (value < MIN_SHEKELS_PER_UNIT || value > MAX_SHEKELS_PER_UNIT) {
    throw new ExchangeRateError(
      `${currency}: ${value} shekels is not plausible (expected ${MIN_SHEKELS_PER_UNIT} to ${MAX_SHEKELS_PER_UNIT})`,
    );
  }
  const start = dayStart(rate.rateDate);
  if (start === null || rate.rateDate < OLDEST_RATE_DATE) {
    throw new ExchangeRateError(`${currency}: "${rate.rateDate}" is not a date (expected YYYY-MM-DD)`);
  }
  if (start - now > FUTURE_TOLERANCE_MS) {
    throw new ExchangeRateError(`${currency}: the date ${rate.rateDate} is in the future`);
  }
  if (!SOURCE.test(rate.source)) throw new ExchangeRateError(`${currency}: "${rate.source}" is not a source name`);
  return { currency: currency as RateCurrency, shekelsPerUnit: value, rateDate: rate.rateDate, source: rate.source };
}

// Cross rates (ILS per USD from the ECB's per-euro table) carry more digits than any publisher gives.
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** A decimal as published ("3.712", 3.712); anything else (empty, "1e3", "3,7", true) is NaN. */
function readDecimal(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A field by its name in camelCase or PascalCase: the API has answered in both. */
function field(entry: Record<string, unknown>, name: string): unknown {
  return entry[name] ?? entry[name[0]!.toUpperCase() + name.slice(1)];
}

/**
 * The Bank of Israel's representative rates, as https://boi.org.il/PublicApi/GetExchangeRates
 * answers: `{ exchangeRates: [{ key: "USD", currentExchangeRate: 3.7, unit: 1, lastUpdate: "…" }] }`
 * (JPY and others are quoted per `unit` of 100). Both the dollar and the euro, or an error.
 */
export function parseBoiRates(body: string, now: number = Date.now()): ExchangeRate[] {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new ExchangeRateError("the Bank of Israel's answer is not JSON");
  }
  const list = Array.isArray(data) ? data : isRecord(data) ? field(data, "exchangeRates") : undefined;
  if (!Array.isArray(list)) throw new ExchangeRateError("the Bank of Israel's answer has no exchangeRates list");
  return RATE_CURRENCIES.map((currency) => {
    const entries = list.filter(
      (entry): entry is Record<string, unknown> =>
        isRecord(entry) && String(field(entry, "key") ?? "").toUpperCase() === currency,
    );
    if (entries.length === 0) throw new ExchangeRateError(`the Bank of Israel's answer has no ${currency} rate`);
    if (entries.length > 1) throw new ExchangeRateError(`the Bank of Israel's answer names ${currency} twice`);
    const entry = entries[0]!;
    const rate = readDecimal(field(entry, "currentExchangeRate"));
    const rawUnit = field(entry, "unit");
    const unit = rawUnit === undefined || rawUnit === null ? 1 : readDecimal(rawUnit);
    if (!Number.isFinite(unit) || unit <= 0) {
      throw new ExchangeRateError(`${currency}: the unit ${JSON.stringify(rawUnit)} is not a positive number`);
    }
    const lastUpdate = field(entry, "lastUpdate");
    const rateDate = typeof lastUpdate === "string" ? (/^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(lastUpdate)?.[1] ?? "") : "";
    if (!rateDate) throw new ExchangeRateError(`${currency}: lastUpdate ${JSON.stringify(lastUpdate)} is not a date`);
    return validateExchangeRate({ currency, shekelsPerUnit: round(rate / unit), rateDate, source: "boi" }, now);
  });
}

/** The attributes of one XML tag, whichever quotes they use. */
function readAttributes(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([\w:-]+)\s*=\s*(?:'([^']*)'|"([^"]*)")/g)) {
    attributes.set(match[1]!, match[2] ?? match[3] ?? "");
  }
  return attributes;
}

/**
 * The European Central Bank's daily reference rates, per euro, as eurofxref-daily.xml gives them:
 * `<Cube time='2026-11-24'><Cube currency='USD' rate='1.05'/>…<Cube currency='ILS' rate='3.9'/>`.
 * Shekels per euro is the ILS rate; shekels per dollar is ILS / USD. Both, or an error.
 */
export function parseEcbRates(body: string, now: number = Date.now()): ExchangeRate[] {
  const tags = [...body.matchAll(/<(?:[\w-]+:)?Cube\b([^>]*)>/g)].map((match) => readAttributes(match[1]!));
  const firstDay = tags.findIndex((attributes) => attributes.has("time"));
  if (firstDay === -1) throw new ExchangeRateError("the ECB's answer has no <Cube time='…'> day");
  const rateDate = tags[firstDay]!.get("time")!;
  // A file of several days (the 90-day history) lists the newest first: its rates end at the next day.
  const nextDay = tags.findIndex((attributes, index) => index > firstDay && attributes.has("time"));
  const dayTags = tags.slice(firstDay + 1, nextDay === -1 ? undefined : nextDay);
  const perEuro = (currency: string): number => {
    const found = dayTags.filter((attributes) => attributes.get("currency") === currency);
    if (found.length === 0) throw new ExchangeRateError(`the ECB's answer has no ${currency} rate`);
    if (found.length > 1) throw new ExchangeRateError(`the ECB's answer names ${currency} twice`);
    const value = readDecimal(found[0]!.get("rate"));
    if (!Number.isFinite(value) || value <= 0) {
      throw new ExchangeRateError(`${currency}: the ECB's rate "${found[0]!.get("rate")}" is not a positive number`);
    }
    return value;
  };
  const shekels = perEuro("ILS");
  const dollars = perEuro("USD");
  return [
    validateExchangeRate({ currency: "USD", shekelsPerUnit: round(shekels / dollars), rateDate, source: "ecb" }, now),
    validateExchangeRate({ currency: "EUR", shekelsPerUnit: round(shekels), rateDate, source: "ecb" }, now),
  ];
}

/** Either publisher's answer, told apart by its first character: JSON is the Bank of Israel's, XML the ECB's. */
export function parseExchangeRates(body: string, now: number = Date.now()): ExchangeRate[] {
  const text = body.replace(/^\uFEFF/, "").trimStart();
  if (text.startsWith("{") || text.startsWith("[")) return parseBoiRates(text, now);
  if (text.startsWith("<")) return parseEcbRates(text, now);
  throw new ExchangeRateError("the answer is neither JSON nor XML");
}
