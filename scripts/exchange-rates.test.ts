import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRatesFixtureServer, type RatesFixtureServer } from "#tests/support/exchange-rates-fixture-server.ts";

// `npm run fx -- …` as an operator runs it, on a SQLite database of its own.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-fx-cli-"));
let fixture: RatesFixtureServer;

beforeAll(async () => {
  fixture = await startRatesFixtureServer();
});
afterAll(async () => {
  await fixture.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

// Asynchronous: the stand-in publisher answers from this process while the script waits.
function fx(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["scripts/exchange-rates.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", FX_RATES_URL: "off", FX_FALLBACK_URL: "off", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

function rows() {
  const sqlite = new DatabaseSync(path.join(dataDir, "omanut.sqlite"));
  try {
    return sqlite
      .prepare("select currency, shekels_per_unit, rate_date, source from exchange_rates order by currency")
      .all();
  } finally {
    sqlite.close();
  }
}

describe("npm run fx", () => {
  it("stores rates by hand and lists them", async () => {
    const run = await fx(["set", "--usd", "3.71", "--eur", "4.02", "--date", "2026-11-20"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("USD 3.71 shekels, set 2026-11-20 by manual");
    expect(rows()).toEqual([
      { currency: "EUR", shekels_per_unit: 4.02, rate_date: "2026-11-20", source: "manual" },
      { currency: "USD", shekels_per_unit: 3.71, rate_date: "2026-11-20", source: "manual" },
    ]);
    expect((await fx(["list"])).stdout).toContain("EUR 4.02 shekels, set 2026-11-20 by manual");
  });

  it("refuses an implausible rate, a bad date and a missing rate, changing nothing", async () => {
    const before = rows();
    const implausible = await fx(["set", "--usd", "371", "--eur", "4.1"]);
    expect(implausible.code).toBe(1);
    expect(implausible.stderr).toContain("USD: 371 shekels is not plausible");
    const badDate = await fx(["set", "--usd", "3.7", "--date", "20/11/2026"]);
    expect(badDate.code).toBe(1);
    expect(badDate.stderr).toContain('"20/11/2026" is not a date');
    const none = await fx(["set", "--date", "2026-11-20"]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("set needs --usd, --eur or both");
    expect(rows()).toEqual(before);
  });

  it("fetches now, even right after a fetch, and says when fetching is off", async () => {
    const env = { FX_RATES_URL: `${fixture.origin}/fail`, FX_FALLBACK_URL: `${fixture.origin}/ecb` };
    const run = await fx(["fetch"], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Fetched from ${fixture.origin}/ecb.`);
    expect(run.stderr).toMatch(/^omanut: the exchange rates came from .*\/fail: HTTP 500\n$/);
    expect(rows()).toEqual([
      { currency: "EUR", shekels_per_unit: 4.0183, rate_date: "2026-11-24", source: "ecb" },
      { currency: "USD", shekels_per_unit: 3.7097, rate_date: "2026-11-24", source: "ecb" },
    ]);
    fixture.requests.length = 0;
    expect((await fx(["fetch"], env)).code).toBe(0);
    expect(fixture.requests.map((request) => request.path)).toEqual(["/fail", "/ecb"]);
    const off = await fx(["fetch"]);
    expect(off.code).toBe(1);
    expect(off.stderr).toContain("FX_RATES_URL and FX_FALLBACK_URL are both off");
  });

  it("keeps the stored rates when the fetch fails, exiting 1", async () => {
    const before = rows();
    const run = await fx(["fetch"], { FX_RATES_URL: `${fixture.origin}/empty-list`, FX_FALLBACK_URL: "off" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("the stored ones are kept");
    expect(rows()).toEqual(before);
  });
});
