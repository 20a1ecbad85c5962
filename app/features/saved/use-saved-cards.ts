import { useEffect, useState } from "react";
import { SAVED_CACHE, SAVED_CARDS_KEY } from "#app/lib/offline/policy.ts";
import type { SavedItem } from "#app/lib/saved/saved-list.ts";
import { SAVED_ID_PARAMS, type SavedCards } from "./saved-cards.ts";

export interface SavedCardsState {
  cards: SavedCards | null;
  /** The network did not answer (offline) or the server failed: the cards, if any, are the last ones seen. */
  problem: "offline" | "failed" | null;
}

function savedItemsAddress(itemsPath: string, items: readonly SavedItem[]): string {
  const params = new URLSearchParams();
  for (const [kind, param] of Object.entries(SAVED_ID_PARAMS) as [SavedItem["kind"], string][]) {
    const ids = items.filter((item) => item.kind === kind).map((item) => item.id);
    if (ids.length > 0) params.set(param, ids.join(","));
  }
  return `${itemsPath}?${params}`;
}

/** An answer kept from earlier: its open states are dropped once they may have changed. */
function withoutStaleStates(cards: SavedCards, now: number): SavedCards {
  if (cards.changesAt === null || Date.parse(cards.changesAt) > now) return cards;
  return { ...cards, galleries: cards.galleries.map((gallery) => ({ ...gallery, openState: null })) };
}

/**
 * The saved items' cards from the server (`itemsPath`, /saved/items in the page's language), kept
 * in the browser's cache for the next visit without a network.
 */
export function useSavedCards(itemsPath: string, items: readonly SavedItem[] | null): SavedCardsState | null {
  const [state, setState] = useState<SavedCardsState | null>(null);
  useEffect(() => {
    if (items === null || items.length === 0) return;
    let isCurrent = true;
    const key = `${SAVED_CARDS_KEY}&path=${encodeURIComponent(itemsPath)}`;
    const load = async (): Promise<SavedCardsState> => {
      const store = typeof caches === "undefined" ? null : await caches.open(SAVED_CACHE);
      const lastSeen = async (problem: "offline" | "failed"): Promise<SavedCardsState> => {
        const kept = await store?.match(key);
        const cards = kept ? ((await kept.json()) as SavedCards) : null;
        return { cards: cards && withoutStaleStates(cards, Date.now()), problem };
      };
      const response = await fetch(savedItemsAddress(itemsPath, items)).catch(() => null);
      if (!response) return lastSeen("offline");
      if (!response.ok) return lastSeen("failed");
      const cards = (await response.clone().json()) as SavedCards;
      await store?.put(key, response);
      return { cards, problem: null };
    };
    void load().then((loaded) => {
      if (isCurrent) setState(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [itemsPath, items]);
  return state;
}
