import type { ReferenceRates } from "./facts.ts";

/** The reference rates a page may show approximate prices with: none older than a week. */
export async function getPageRates(): Promise<ReferenceRates> {
  return {};
}
