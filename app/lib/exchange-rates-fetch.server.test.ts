import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "#tests/support/server-process.ts";
import { startRatesFixtureServer, type RatesFixtureServer } from "#tests/support/exchange-rates-fixture-server.ts";
import { fetchExchangeRates } from "./exchange-rates-fetch.server.ts";

const NOW = Date.parse("2026-11-24T18:00:00Z");
const userAgent = "Omanut test (+http://127.0.0.1)";
let fixture: RatesFixtureServer;
const at = (name: string) => `${fixture.origin}/${name}`;
const host = () => new URL(fixture.origin).host;

beforeAll(async () => {
  fixture = await startRatesFixtureServer();
});
afterAll(() => fixture.close());
beforeEach(() => {
  fixture.requests.length = 0;
});

const BOI_RATES = [
  { currency: "USD", shekelsPerUnit: 3.712, rateDate: "2026-11-24", source: "boi" },
  { currency: "EUR", shekelsPerUnit: 4.021, rateDate: "2026-11-24", source: "boi" },
];
const ECB_RATES = [
  { currency: "USD", shekelsPerUnit: 3.7097, rateDate: "2026-11-24", source: "ecb" },
  { currency: "EUR", shekelsPerUnit: 4.0183, rateDate: "2026-11-24", source: "ecb" },
];

describe("fetchExchangeRates", () => {
  it("takes the first address's rates and asks nothing more, saying who asks", async () => {
    const result = await fetchExchangeRates({ urls: [at("boi"), at("ecb")], userAgent, now: NOW });
    expect(result).toEqual({ ok: true, rates: BOI_RATES, url: at("boi"), failures: [] });
    expect(fixture.requests.map((request) => request.path)).toEqual(["/boi"]);
    expect(fixture.requests[0]?.headers["user-agent"]).toBe(userAgent);
  });

  it("falls back to the ECB when the first answers 500", async () => {
    const result = await fetchExchangeRates({ urls: [at("fail"), at("ecb")], userAgent, now: NOW });
    expect(result).toEqual({ ok: true, rates: ECB_RATES, url: at("ecb"), failures: [`${host()}/fail: HTTP 500`] });
  });

  it("falls back when the first refuses the connection", async () => {
    const closed = `http://127.0.0.1:${await freePort()}/rates`;
    const result = await fetchExchangeRates({ urls: [closed, at("ecb")], userAgent, now: NOW });
    expect(result.ok).toBe(true);
    expect(result.failures).toEqual([`${new URL(closed).host}/rates: unreachable (ECONNREFUSED)`]);
  });

  it("falls back when the first does not answer in time", async () => {
    const started = Date.now();
    const result = await fetchExchangeRates({ urls: [at("slow"), at("ecb")], userAgent, now: NOW, timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result).toMatchObject({ ok: true, rates: ECB_RATES, failures: [`${host()}/slow: no answer within 0.3 s`] });
  });

  it("falls back from a doubtful answer, and tells both when neither is sound", async () => {
    const fallback = await fetchExchangeRates({ urls: [at("empty-list"), at("ecb")], userAgent, now: NOW });
    expect(fallback).toMatchObject({ ok: true, rates: ECB_RATES });
    const result = await fetchExchangeRates({ urls: [at("empty-list"), at("not-xml")], userAgent, now: NOW });
    expect(result).toEqual({
      ok: false,
      failures: [
        `${host()}/empty-list: a doubtful answer: the Bank of Israel's answer has no USD rate`,
        `${host()}/not-xml: a doubtful answer: the ECB's answer has no <Cube time='…'> day`,
      ],
    });
  });

  it("falls back from an answer whose currency is a deeply nested list (printing it overflowed the stack)", async () => {
    const result = await fetchExchangeRates({ urls: [at("deep"), at("ecb")], userAgent, now: NOW });
    expect(result).toEqual({
      ok: true,
      rates: ECB_RATES,
      url: at("ecb"),
      failures: [`${host()}/deep: a doubtful answer: the Bank of Israel's answer has no USD rate`],
    });
  });

  it("stops reading an answer larger than the cap", async () => {
    const result = await fetchExchangeRates({ urls: [at("huge"), null], userAgent, now: NOW });
    expect(result).toEqual({ ok: false, failures: [`${host()}/huge: the answer is larger than 1048576 bytes`] });
  });

  it("passes over an address that is off, and asks nothing when both are", async () => {
    expect(await fetchExchangeRates({ urls: [null, at("ecb")], userAgent, now: NOW })).toMatchObject({
      ok: true,
      rates: ECB_RATES,
      failures: [],
    });
    fixture.requests.length = 0;
    expect(await fetchExchangeRates({ urls: [null, null], userAgent, now: NOW })).toEqual({ ok: false, failures: [] });
    expect(fixture.requests).toEqual([]);
  });

  it("ends at once when the caller cancels, without trying the fallback", async () => {
    const controller = new AbortController();
    const pending = fetchExchangeRates({
      urls: [at("slow"), at("ecb")],
      userAgent,
      now: NOW,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 100);
    expect(await pending).toEqual({ ok: false, failures: [`${host()}/slow: cancelled`] });
    expect(fixture.requests.map((request) => request.path)).toEqual(["/slow"]);
  });
});
