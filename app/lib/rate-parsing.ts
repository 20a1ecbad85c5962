// The daily reference exchange rates behind approximate prices ("₪12,500 ≈ $3,400 · ≈ €3,100"):
// reading the publishers' answers (the Bank of Israel's JSON, the ECB's XML) and checking every
// number before it is stored. Pure: no network, no database.

/** The currencies approximate prices are shown in. */
const RATE_CURRENCIES = ["USD", "EUR"] as const;
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
const MIN_SHEKELS_PER_UNIT = 0.5;
const MAX_SHEKELS_PER_UNIT = 20;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A rate older than this is never shown. */
const RATE_MAX_AGE_MS = 7 * DAY_MS;
// A publisher's day may be ahead of the server's UTC day (Israel is UTC+2/+3); beyond that it is wrong.
const FUTURE_TOLERANCE_MS = 36 * 60 * 60 * 1000;
const OLDEST_RATE_DATE = "2000-01-01";

const SOURCE = /^[a-z][a-z0-9-]{0,31}$/;
/** The ECB's daily file is 2 kB and the Bank of Israel's answer 4 kB: far more is not an answer. */
export const MAX_ANSWER_BYTES = 1024 * 1024;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A value as an error message quotes it: a primitive as JSON, cut short; a list or an object only
 * named, since printing a deeply nested one overflows the stack.
 */
function quote(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (isRecord(value)) return "an object";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** Refuses an answer far larger than any publisher's, so reading it has a bounded cost. */
function assertAnswerSize(body: string): void {
  if (body.length > MAX_ANSWER_BYTES)
    throw new ExchangeRateError(`the answer is longer than ${MAX_ANSWER_BYTES} characters`);
}

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
    throw new ExchangeRateError(`${currency}: ${quote(rate.rateDate)} is not a date (expected YYYY-MM-DD)`);
  }
  if (start - now > FUTURE_TOLERANCE_MS) {
    throw new ExchangeRateError(`${currency}: the date ${rate.rateDate} is in the future`);
  }
  if (!SOURCE.test(rate.source)) throw new ExchangeRateError(`${currency}: ${quote(rate.source)} is not a source name`);
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

/** A field by its name in camelCase or PascalCase: the API has answered in both. */
function field(entry: Record<string, unknown>, name: string): unknown {
  return entry[name] ?? entry[name[0]!.toUpperCase() + name.slice(1)];
}

/** An entry's currency code in capitals; only a string is one (printing a nested list may overflow the stack). */
function keyOf(entry: unknown): string | null {
  const key = isRecord(entry) ? field(entry, "key") : null;
  return typeof key === "string" ? key.toUpperCase() : null;
}

/**
 * The Bank of Israel's representative rates, as https://boi.org.il/PublicApi/GetExchangeRates
 * answers: `{ exchangeRates: [{ key: "USD", currentExchangeRate: 3.7, unit: 1, lastUpdate: "…" }] }`
 * (JPY and others are quoted per `unit` of 100). Both the dollar and the euro, or an error.
 */
export function parseBoiRates(body: string, now: number = Date.now()): ExchangeRate[] {
  assertAnswerSize(body);
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new ExchangeRateError("the Bank of Israel's answer is not JSON");
  }
  const list = Array.isArray(data) ? data : isRecord(data) ? field(data, "exchangeRates") : undefined;
  if (!Array.isArray(list)) throw new ExchangeRateError("the Bank of Israel's answer has no exchangeRates list");
  return RATE_CURRENCIES.map((currency) => {
    const entries = list.filter((entry): entry is Record<string, unknown> => keyOf(entry) === currency);
    if (entries.length === 0) throw new ExchangeRateError(`the Bank of Israel's answer has no ${currency} rate`);
    if (entries.length > 1) throw new ExchangeRateError(`the Bank of Israel's answer names ${currency} twice`);
    const entry = entries[0]!;
    const rate = readDecimal(field(entry, "currentExchangeRate"));
    const rawUnit = field(entry, "unit");
    const unit = rawUnit === undefined || rawUnit === null ? 1 : readDecimal(rawUnit);
    if (!Number.isFinite(unit) || unit <= 0) {
      throw new ExchangeRateError(`${currency}: the unit ${quote(rawUnit)} is not a positive number`);
    }
    const lastUpdate = field(entry, "lastUpdate");
    const rateDate = typeof lastUpdate === "string" ? (/^(\d{4}-\d{2}-\d{2})(?:$|T)/.exec(lastUpdate)?.[1] ?? "") : "";
    if (!rateDate) throw new ExchangeRateError(`${currency}: lastUpdate ${quote(lastUpdate)} is not a date`);
    return validateExchangeRate({ currency, shekelsPerUnit: round(rate / unit), rateDate, source: "boi" }, now);
  });
}

const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
/** A letter, digit, "_", "-", "." or ":" (an XML name's characters, as far as the ECB's file needs). */
const isNameChar = (code: number) =>
  (code >= 0x61 && code <= 0x7a) ||
  (code >= 0x41 && code <= 0x5a) ||
  (code >= 0x30 && code <= 0x39) ||
  code === 0x5f ||
  code === 0x2d ||
  code === 0x2e ||
  code === 0x3a;

/**
 * The attributes of every `<Cube …>` tag (any prefix), in order, in one pass over the text: each
 * character is looked at a bounded number of times, so a hostile answer costs time in proportion
 * to its size (a regular expression over it backtracked for seconds). A Cube tag that is not
 * closed or whose attributes do not read as `name='value'` refuses the whole answer.
 */
function readCubeTags(body: string): Map<string, string>[] {
  const tags: Map<string, string>[] = [];
  const malformed = (at: number) =>
    new ExchangeRateError(`the ECB's answer is not well-formed XML (a <Cube> tag at character ${at})`);
  for (let open = body.indexOf("<"); open !== -1;) {
    let at = open + 1;
    while (at < body.length && isNameChar(body.charCodeAt(at))) at++;
    const name = body.slice(open + 1, at);
    if (name.slice(name.indexOf(":") + 1) !== "Cube") {
      // Other markup (the envelope, end tags, the declaration) is passed over to the next tag.
      open = body.indexOf("<", at);
      continue;
    }
    const attributes = new Map<string, string>();
    for (;;) {
      while (at < body.length && isSpace(body.charCodeAt(at))) at++;
      if (body.startsWith(">", at) || body.startsWith("/>", at)) break;
      const nameStart = at;
      while (at < body.length && isNameChar(body.charCodeAt(at))) at++;
      if (at === nameStart) throw malformed(open);
      const attribute = body.slice(nameStart, at);
      while (at < body.length && isSpace(body.charCodeAt(at))) at++;
      if (body[at] !== "=") throw malformed(open);
      at++;
      while (at < body.length && isSpace(body.charCodeAt(at))) at++;
      const quote = body[at];
      if (quote !== "'" && quote !== '"') throw malformed(open);
      const close = body.indexOf(quote, at + 1);
      if (close === -1) throw malformed(open);
      attributes.set(attribute, body.slice(at + 1, close));
      at = close + 1;
    }
    tags.push(attributes);
    open = body.indexOf("<", at);
  }
  return tags;
}

/**
 * The European Central Bank's daily reference rates, per euro, as eurofxref-daily.xml gives them:
 * `<Cube time='2026-11-24'><Cube currency='USD' rate='1.05'/>…<Cube currency='ILS' rate='3.9'/>`.
 * Shekels per euro is the ILS rate; shekels per dollar is ILS / USD. Both, or an error.
 */
export function parseEcbRates(body: string, now: number = Date.now()): ExchangeRate[] {
  assertAnswerSize(body);
  const tags = readCubeTags(body);
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
      throw new ExchangeRateError(
        `${currency}: the ECB's rate ${quote(found[0]!.get("rate"))} is not a positive number`,
      );
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
