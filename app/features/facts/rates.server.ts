import { getFreshExchangeRates } from "#app/models/exchange-rates.server.ts";
import type { ReferenceRates } from "./facts.ts";

/** The reference rates a page may show approximate prices with: none older than a week. */
export async function getPageRates(): Promise<ReferenceRates> {
  const fresh = await getFreshExchangeRates();
  return { ...(fresh?.usd && { usd: fresh.usd }), ...(fresh?.eur && { eur: fresh.eur }) };
}
