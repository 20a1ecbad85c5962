// `npm run fx -- fetch | set --usd 3.71 --eur 4.02 [--date 2026-11-20] | list`: the reference
// exchange rates behind approximate prices. `fetch` asks the publishers now (FX_RATES_URL, then
// FX_FALLBACK_URL); `set` stores rates by hand (source "manual"), for sites without network and for
// end-to-end tests. Uses the server's DATA_DIR/DATABASE_URL.
import { parseArgs } from "node:util";
import { assertDatabaseReachable, migrateToLatest } from "#app/db/database.server.ts";
import { closeDatabase, getDatabase } from "#app/db/db.server.ts";
import { describeDatabase, getConfig } from "#app/lib/config.server.ts";
import { ExchangeRateError, isRateFresh, type ExchangeRate } from "#app/lib/rate-parsing.ts";
import { listExchangeRates, refreshExchangeRates, saveExchangeRates } from "#app/models/exchange-rates.server.ts";

const USAGE = `Usage: npm run fx -- fetch                  (fetch the rates now and store them)
       npm run fx -- set --usd 3.71 --eur 4.02 [--date 2026-11-20]   (store rates by hand; the date defaults to today)
       npm run fx -- list                   (show the stored rates)`;

class UsageError extends Error {}

type Command = { name: "fetch" } | { name: "list" } | { name: "set"; usd?: number; eur?: number; date: string };

function readRate(flag: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+(\.\d+)?$/.test(raw.trim()))
    throw new UsageError(`${flag} must be shekels for one unit, such as 3.71, got "${raw}".`);
  return Number(raw);
}

function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { usd: { type: "string" }, eur: { type: "string" }, date: { type: "string" } },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const [name, ...rest] = parsed.positionals;
  const { usd, eur, date } = parsed.values;
  if (rest.length > 0) throw new UsageError(USAGE);
  if (name === "fetch" || name === "list") {
    if (usd !== undefined || eur !== undefined || date !== undefined) {
      throw new UsageError(`--usd, --eur and --date go with set.\n${USAGE}`);
    }
    return { name };
  }
  if (name !== "set") throw new UsageError(USAGE);
  if (usd === undefined && eur === undefined) throw new UsageError(`set needs --usd, --eur or both.\n${USAGE}`);
  return {
    name,
    usd: readRate("--usd", usd),
    eur: readRate("--eur", eur),
    date: date?.trim() || new Date().toISOString().slice(0, 10),
  };
}

async function printRates(now: number): Promise<void> {
  const rates = await listExchangeRates();
  if (rates.length === 0) {
    console.log("No exchange rates are stored: prices are shown in shekels only.");
    return;
  }
  for (const rate of rates) {
    const fetched = new Date(rate.fetchedAt).toISOString().slice(0, 16).replace("T", " ");
    const shown = isRateFresh(rate.rateDate, now) ? "shown" : "not shown: older than a week";
    console.log(
      `${rate.currency} ${rate.shekelsPerUnit} shekels, set ${rate.rateDate} by ${rate.source} (stored ${fetched} UTC; ${shown})`,
    );
  }
}

try {
  const command = parseCommand(process.argv.slice(2));
  const config = getConfig();
  const database = getDatabase();
  await assertDatabaseReachable(database);
  await migrateToLatest(database.db);
  const now = Date.now();
  if (command.name === "fetch") {
    const outcome = await refreshExchangeRates({ now, force: true });
    if (outcome.status === "off") {
      throw new Error("FX_RATES_URL and FX_FALLBACK_URL are both off: nothing to fetch (use set).");
    }
    if (outcome.status === "saved") console.log(`Fetched from ${outcome.url}.`);
    else process.exitCode = 1;
  } else if (command.name === "set") {
    const rates: ExchangeRate[] = [];
    if (command.usd !== undefined)
      rates.push({ currency: "USD", shekelsPerUnit: command.usd, rateDate: command.date, source: "manual" });
    if (command.eur !== undefined)
      rates.push({ currency: "EUR", shekelsPerUnit: command.eur, rateDate: command.date, source: "manual" });
    await saveExchangeRates(rates, { now });
    console.log(`Stored in ${describeDatabase(config)}.`);
  }
  await printRates(now);
} catch (error) {
  const message = (error as Error).message;
  console.error(`omanut: ${error instanceof ExchangeRateError ? `refused: ${message}` : message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase().catch(() => {});
}
