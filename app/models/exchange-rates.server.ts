import type { Kysely } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import type { DB } from "#app/db/schema.ts";
import { getConfig, type ExchangeRatesConfig } from "#app/lib/config.server.ts";
import { fetchExchangeRates } from "#app/lib/exchange-rates-fetch.server.ts";
import {
  ExchangeRateError,
  isRateFresh,
  validateExchangeRate,
  type ExchangeRate,
  type RateCurrency,
} from "#app/lib/rate-parsing.ts";
import { logError, logWarning } from "#app/lib/log.server.ts";
import { getPageGeneration } from "./page-generation.server.ts";
import { createRecurringJob } from "#app/lib/recurring-job.server.ts";

// The daily reference exchange rates that approximate prices use, one row per currency. Fetched
// by one process per instance every few hours (startExchangeRateRefresh), or set by hand
// (`npm run fx -- set`); a rate older than a week is never shown.

export interface StoredExchangeRate extends ExchangeRate {
  /** When it was fetched or set (epoch ms). */
  fetchedAt: number;
}

export interface FreshRate {
  shekelsPerUnit: number;
  rateDate: string;
  source: string;
}

/** Each currency's rate when it is younger than a week, else null. */
export interface FreshExchangeRates {
  usd: FreshRate | null;
  eur: FreshRate | null;
}

const HOUR_MS = 60 * 60 * 1000;
/** How often the rates are fetched: publishers set them once a working day. */
const REFRESH_INTERVAL_MS = 6 * HOUR_MS;
// A little under the interval: the timer's next turn must not find the last fetch a few seconds too young.
const REFRESH_SKIP_MS = REFRESH_INTERVAL_MS - HOUR_MS / 4;
/** The first refresh after start: late enough not to slow the start down. */
const FIRST_REFRESH_DELAY_MS = 5_000;

function toStored(row: {
  currency: string;
  shekels_per_unit: number;
  rate_date: string;
  source: string;
  fetched_at: number;
}): StoredExchangeRate {
  return {
    currency: row.currency as RateCurrency,
    shekelsPerUnit: Number(row.shekels_per_unit),
    rateDate: row.rate_date,
    source: row.source,
    fetchedAt: Number(row.fetched_at),
  };
}

/** Every stored rate, by currency. */
export async function listExchangeRates(): Promise<StoredExchangeRate[]> {
  const rows = await getDb().selectFrom("exchange_rates").selectAll().orderBy("currency").execute();
  return rows.map(toStored);
}

/**
 * Stores each rate in place of its currency's, all or none: checked again here, so nothing
 * implausible is ever stored, whatever the caller read it from. Moves the page generation.
 */
export async function saveExchangeRates(rates: readonly ExchangeRate[], options: { now?: number } = {}): Promise<void> {
  const now = options.now ?? Date.now();
  const checked = rates.map((rate) => validateExchangeRate(rate, now));
  if (checked.length === 0) return;
  if (new Set(checked.map((rate) => rate.currency)).size !== checked.length) {
    throw new ExchangeRateError("a currency is given twice");
  }
  // One statement for all currencies: atomic on both engines, and one page generation on PostgreSQL.
  await getDb()
    .insertInto("exchange_rates")
    .values(
      checked.map((rate) => ({
        currency: rate.currency,
        shekels_per_unit: rate.shekelsPerUnit,
        rate_date: rate.rateDate,
        source: rate.source,
        fetched_at: now,
      })),
    )
    .onConflict((oc) =>
      oc.column("currency").doUpdateSet((eb) => ({
        shekels_per_unit: eb.ref("excluded.shekels_per_unit"),
        rate_date: eb.ref("excluded.rate_date"),
        source: eb.ref("excluded.source"),
        fetched_at: eb.ref("excluded.fetched_at"),
      })),
    )
    .execute();
}

let memo: { db: Kysely<DB>; generation: number; rates: Promise<StoredExchangeRate[]> } | undefined;

/**
 * The dollar's and the euro's rates as pages show them, or null when neither is younger than a
 * week. Read on every page render: the rows are kept per page generation (a write moves it).
 */
export async function getFreshExchangeRates(now: number = Date.now()): Promise<FreshExchangeRates | null> {
  const db = getDb();
  const generation = await getPageGeneration();
  let current = memo;
  if (!current || current.db !== db || current.generation !== generation) {
    current = { db, generation, rates: listExchangeRates() };
    memo = current;
    // A failed read is not kept: the next render asks the database again.
    current.rates.catch(() => {
      if (memo === current) memo = undefined;
    });
  }
  const rates = await current.rates;
  const fresh = (currency: RateCurrency): FreshRate | null => {
    const rate = rates.find((row) => row.currency === currency);
    if (!rate || !isRateFresh(rate.rateDate, now)) return null;
    return { shekelsPerUnit: rate.shekelsPerUnit, rateDate: rate.rateDate, source: rate.source };
  };
  const result = { usd: fresh("USD"), eur: fresh("EUR") };
  return result.usd || result.eur ? result : null;
}

export type RefreshOutcome =
  | { status: "off" }
  | { status: "skipped"; fetchedAt: number }
  | { status: "saved"; rates: ExchangeRate[]; url: string; failures: string[] }
  | { status: "failed"; failures: string[] };

export interface RefreshOptions {
  now?: number;
  /** Fetch even when the stored rates were fetched a moment ago. */
  force?: boolean;
  /** Where from: the configuration's FX_RATES_URL and FX_FALLBACK_URL unless given. */
  sources?: ExchangeRatesConfig;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Fetches and stores the rates, unless any process of any instance did in the last six hours (the
 * database says when), so the publishers see a few requests a day. A failed fetch keeps the stored
 * rates and logs one line.
 */
export async function refreshExchangeRates(options: RefreshOptions = {}): Promise<RefreshOutcome> {
  const now = options.now ?? Date.now();
  const sources = options.sources ?? getConfig().exchangeRates;
  if (sources.url === null && sources.fallbackUrl === null) return { status: "off" };
  if (!options.force) {
    const row = await getDb()
      .selectFrom("exchange_rates")
      .select((eb) => eb.fn.max("fetched_at").as("last"))
      .executeTakeFirst();
    const last = row?.last === null || row?.last === undefined ? null : Number(row.last);
    if (last !== null && now - last < REFRESH_SKIP_MS) return { status: "skipped", fetchedAt: last };
  }
  const result = await fetchExchangeRates({
    urls: [sources.url, sources.fallbackUrl],
    userAgent: `Omanut (self-hosted art showcase; daily reference exchange rates; +${getConfig().origin})`,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    now,
  });
  if (!result.ok) {
    // Stopped on purpose (the server shutting down): nothing went wrong.
    if (options.signal?.aborted) return { status: "failed", failures: result.failures };
    logWarning("the exchange rates were not refreshed, the stored ones are kept", result.failures.join("; "));
    return { status: "failed", failures: result.failures };
  }
  await saveExchangeRates(result.rates, { now });
  if (result.failures.length > 0) {
    logWarning(`the exchange rates came from ${new URL(result.url).host}`, result.failures.join("; "));
  }
  return { status: "saved", rates: result.rates, url: result.url, failures: result.failures };
}

const refresh = createRecurringJob();

/**
 * Refreshes the rates shortly after start and then every six hours, in the background: a failure
 * is logged, never thrown. Nothing runs when both addresses are off (answers false).
 */
export function startExchangeRateRefresh(
  options: { sources?: ExchangeRatesConfig; firstDelayMs?: number; intervalMs?: number } = {},
): boolean {
  const sources = options.sources ?? getConfig().exchangeRates;
  if (sources.url === null && sources.fallbackUrl === null) return false;
  refresh.start(
    (signal) =>
      refreshExchangeRates({ sources, signal }).catch((error: unknown) =>
        logError("the exchange rates could not be refreshed", error),
      ),
    {
      firstDelayMs: options.firstDelayMs ?? FIRST_REFRESH_DELAY_MS,
      intervalMs: options.intervalMs ?? REFRESH_INTERVAL_MS,
    },
  );
  return true;
}

/** Stops the timer and ends a fetch under way (the server stopping). */
export function stopExchangeRateRefresh(): Promise<void> {
  return refresh.stop();
}
