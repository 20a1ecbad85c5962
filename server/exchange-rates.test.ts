import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startRatesFixtureServer, type RatesFixtureServer } from "#tests/support/exchange-rates-fixture-server.ts";
import { freePort, runServer, waitForHealth } from "#tests/support/server-process.ts";

// The running server refreshes the exchange rates by itself: from one process of several, in the
// background, and lets go of a fetch under way when it stops.

let tmp: string;
let fixture: RatesFixtureServer;
const paths = () => fixture.requests.map((request) => request.path);

beforeAll(async () => {
  if (!fs.existsSync("build/server/index.js")) throw new Error("Run `npm run build` first (npm test does).");
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-fx-server-"));
  fixture = await startRatesFixtureServer();
});
afterAll(async () => {
  await fixture.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});
beforeEach(() => {
  fixture.requests.length = 0;
});

function storedRates(dataDir: string) {
  const sqlite = new DatabaseSync(path.join(dataDir, "omanut.sqlite"));
  try {
    sqlite.exec("PRAGMA busy_timeout = 5000");
    return sqlite.prepare("select currency, shekels_per_unit, source from exchange_rates order by currency").all();
  } finally {
    sqlite.close();
  }
}

const until = async (check: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe("the server's exchange rates", () => {
  it("are fetched once shortly after start by one process of several, and stored", async () => {
    const dataDir = path.join(tmp, "workers");
    const port = await freePort();
    // A late answer: two processes fetching would both be asking at once.
    const server = runServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      SAMPLE_DATA: "false",
      WORKERS: "2",
      FX_RATES_URL: `${fixture.origin}/boi?delay=1000`,
      FX_FALLBACK_URL: "off",
    });
    try {
      await waitForHealth(port, server.output);
      await until(() => paths().length > 0, 20_000);
      // Both workers' first refresh would have come by now.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(paths()).toEqual(["/boi"]);
      expect(storedRates(dataDir)).toEqual([
        { currency: "EUR", shekels_per_unit: 4.021, source: "boi" },
        { currency: "USD", shekels_per_unit: 3.712, source: "boi" },
      ]);
    } finally {
      server.stop();
    }
    const run = await server.done;
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
  });

  it("lets go of a fetch under way when the server stops, and stores nothing", async () => {
    const dataDir = path.join(tmp, "single");
    const port = await freePort();
    const server = runServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      SAMPLE_DATA: "false",
      FX_RATES_URL: `${fixture.origin}/slow`,
      FX_FALLBACK_URL: `${fixture.origin}/ecb`,
    });
    await waitForHealth(port, server.output);
    await until(() => paths().length > 0, 20_000);
    const stoppedAt = Date.now();
    server.stop();
    const run = await server.done;
    // Well before the fetch's own 10 s limit.
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(paths()).toEqual(["/slow"]);
    expect(storedRates(dataDir)).toEqual([]);
  });
});
