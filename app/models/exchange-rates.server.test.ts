import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { describeEachEngine } from "#tests/support/test-database.ts";
import { startRatesFixtureServer, type RatesFixtureServer } from "#tests/support/exchange-rates-fixture-server.ts";
import { ExchangeRateError, type ExchangeRate } from "#app/lib/rate-parsing.ts";
import {
  getFreshExchangeRates,
  listExchangeRates,
  refreshExchangeRates,
  saveExchangeRates,
  startExchangeRateRefresh,
  stopExchangeRateRefresh,
} from "./exchange-rates.server.ts";
import { getPageGeneration } from "./page-generation.server.ts";
import { getDb } from "#app/db/db.server.ts";

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const NOW = Date.parse("2026-11-24T18:00:00Z");
const usd = (overrides: Partial<ExchangeRate> = {}): ExchangeRate => ({
  currency: "USD",
  shekelsPerUnit: 3.71,
  rateDate: "2026-11-20",
  source: "manual",
  ...overrides,
});
const eur = (overrides: Partial<ExchangeRate> = {}): ExchangeRate =>
  usd({ currency: "EUR", shekelsPerUnit: 4.02, ...overrides });

let fixture: RatesFixtureServer;
const at = (name: string | null) => (name === null ? null : `${fixture.origin}/${name}`);
const sources = (url: string | null, fallbackUrl: string | null) => ({ url: at(url), fallbackUrl: at(fallbackUrl) });
const paths = () => fixture.requests.map((request) => request.path);

beforeAll(async () => {
  fixture = await startRatesFixtureServer();
});
afterAll(() => fixture.close());

describeEachEngine("exchange rates", () => {
  let warnings: string[];
  beforeEach(async () => {
    fixture.requests.length = 0;
    warnings = [];
    vi.spyOn(console, "warn").mockImplementation((line: string) => void warnings.push(line));
    await getDb().deleteFrom("exchange_rates").execute();
  });
  afterEach(() => vi.restoreAllMocks());

  it("stores rates, replaces a currency's rate in place, and moves the page generation", async () => {
    const generation = await getPageGeneration();
    await saveExchangeRates([usd(), eur()], { now: NOW });
    expect(await getPageGeneration()).toBeGreaterThan(generation);
    await saveExchangeRates([usd({ shekelsPerUnit: 3.65, rateDate: "2026-11-23", source: "boi" })], { now: NOW + 1 });
    expect(await listExchangeRates()).toEqual([
      { currency: "EUR", shekelsPerUnit: 4.02, rateDate: "2026-11-20", source: "manual", fetchedAt: NOW },
      { currency: "USD", shekelsPerUnit: 3.65, rateDate: "2026-11-23", source: "boi", fetchedAt: NOW + 1 },
    ]);
  });

  it("stores all the rates or none: one implausible rate or a currency twice writes nothing", async () => {
    await saveExchangeRates([usd(), eur()], { now: NOW });
    const before = await listExchangeRates();
    await expect(
      saveExchangeRates([usd({ shekelsPerUnit: 3.9 }), eur({ shekelsPerUnit: 402 })], { now: NOW }),
    ).rejects.toThrow(ExchangeRateError);
    await expect(saveExchangeRates([usd({ shekelsPerUnit: Number.NaN })], { now: NOW })).rejects.toThrow(
      /not a number/,
    );
    await expect(saveExchangeRates([usd(), usd({ shekelsPerUnit: 3.8 })], { now: NOW })).rejects.toThrow(/twice/);
    expect(await listExchangeRates()).toEqual(before);
  });

  it("shows a rate for a week from its day, never older, and nothing when none is fresh", async () => {
    expect(await getFreshExchangeRates(NOW)).toBeNull();
    await saveExchangeRates([usd({ rateDate: "2026-11-18" }), eur({ rateDate: "2026-11-16" })], { now: NOW });
    // The dollar's rate is six days old, the euro's eight.
    expect(await getFreshExchangeRates(NOW)).toEqual({
      usd: { shekelsPerUnit: 3.71, rateDate: "2026-11-18", source: "manual" },
      eur: null,
    });
    expect(await getFreshExchangeRates(NOW + 2 * DAY)).toBeNull();
    // A new rate shows at once: the kept rows belong to the page generation the write moved.
    await saveExchangeRates([eur({ shekelsPerUnit: 3.99, rateDate: "2026-11-24" })], { now: NOW });
    expect((await getFreshExchangeRates(NOW))?.eur).toEqual({
      shekelsPerUnit: 3.99,
      rateDate: "2026-11-24",
      source: "manual",
    });
  });

  it("fetches from the first address and stores what it says", async () => {
    const outcome = await refreshExchangeRates({ now: NOW, sources: sources("boi", "ecb") });
    expect(outcome).toMatchObject({ status: "saved", url: at("boi"), failures: [] });
    expect(paths()).toEqual(["/boi"]);
    expect(fixture.requests[0]?.headers["user-agent"]).toMatch(/^Omanut \(.*exchange rates; \+http/);
    expect(await listExchangeRates()).toEqual([
      { currency: "EUR", shekelsPerUnit: 4.021, rateDate: "2026-11-24", source: "boi", fetchedAt: NOW },
      { currency: "USD", shekelsPerUnit: 3.712, rateDate: "2026-11-24", source: "boi", fetchedAt: NOW },
    ]);
    expect(warnings).toEqual([]);
  });

  it("asks nobody within six hours of the last fetch, unless forced", async () => {
    await refreshExchangeRates({ now: NOW, sources: sources("boi", "ecb") });
    fixture.requests.length = 0;
    expect(await refreshExchangeRates({ now: NOW + 5 * HOUR, sources: sources("ecb", null) })).toEqual({
      status: "skipped",
      fetchedAt: NOW,
    });
    expect(paths()).toEqual([]);
    expect((await listExchangeRates())[0]?.source).toBe("boi");
    expect(
      await refreshExchangeRates({ now: NOW + 5 * HOUR, force: true, sources: sources("ecb", null) }),
    ).toMatchObject({
      status: "saved",
    });
    expect(paths()).toEqual(["/ecb"]);
    // The timer's next turn, six hours on, finds the rates due again.
    expect(await refreshExchangeRates({ now: NOW + 11 * HOUR, sources: sources("boi", null) })).toMatchObject({
      status: "saved",
    });
  });

  it("falls back to the ECB when the first is down, saying so in one line", async () => {
    const outcome = await refreshExchangeRates({ now: NOW, sources: sources("fail", "ecb") });
    expect(outcome).toMatchObject({ status: "saved", url: at("ecb") });
    expect((await listExchangeRates()).map((rate) => [rate.currency, rate.shekelsPerUnit, rate.source])).toEqual([
      ["EUR", 4.0183, "ecb"],
      ["USD", 3.7097, "ecb"],
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^omanut: the exchange rates came from 127\.0\.0\.1:\d+: .*\/fail: HTTP 500$/);
  });

  it("keeps the stored rates, writes nothing and warns once when both answers are doubtful", async () => {
    await saveExchangeRates([usd(), eur()], { now: NOW - 7 * HOUR });
    const before = await listExchangeRates();
    const generation = await getPageGeneration();
    const outcome = await refreshExchangeRates({ now: NOW, sources: sources("empty-list", "not-xml") });
    expect(outcome).toMatchObject({ status: "failed" });
    expect(await listExchangeRates()).toEqual(before);
    expect(await getPageGeneration()).toBe(generation);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^omanut: the exchange rates were not refreshed, the stored ones are kept: .*no USD rate; .*<Cube time/,
    );
    // A failed fetch leaves the next turn free to try again.
    fixture.requests.length = 0;
    await refreshExchangeRates({ now: NOW + HOUR, sources: sources("boi", null) });
    expect(paths()).toEqual(["/boi"]);
  });

  it("does nothing at all when both addresses are off", async () => {
    expect(await refreshExchangeRates({ now: NOW, force: true, sources: sources(null, null) })).toEqual({
      status: "off",
    });
    expect(startExchangeRateRefresh({ sources: sources(null, null), firstDelayMs: 0 })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths()).toEqual([]);
    expect(await listExchangeRates()).toEqual([]);
  });

  it("refreshes in the background shortly after start, and stops", async () => {
    expect(startExchangeRateRefresh({ sources: sources("fail", "ecb"), firstDelayMs: 10 })).toBe(true);
    try {
      await vi.waitFor(async () => expect(await listExchangeRates()).toHaveLength(2), { timeout: 10_000 });
    } finally {
      await stopExchangeRateRefresh();
    }
    expect(paths()).toEqual(["/fail", "/ecb"]);
  });

  it("lets go of a fetch under way when stopped, without a warning", async () => {
    startExchangeRateRefresh({ sources: sources("slow", "ecb"), firstDelayMs: 0 });
    await vi.waitFor(() => expect(paths()).toEqual(["/slow"]));
    const started = Date.now();
    await stopExchangeRateRefresh();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(paths()).toEqual(["/slow"]);
    expect(warnings).toEqual([]);
    expect(await listExchangeRates()).toEqual([]);
  });
});
