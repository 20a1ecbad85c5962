import { useSyncExternalStore } from "react";
import { listSavedItems, subscribeSavedItems, type SavedItem } from "./saved-list.ts";

// One read of the list for every heart on the page, kept current as the list changes.

let current: SavedItem[] | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
let unsubscribe: (() => void) | null = null;

function publish(items: SavedItem[]): void {
  current = items;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  unsubscribe ??= subscribeSavedItems(publish);
  // A browser that refuses IndexedDB (some private windows) shows an empty list.
  loading ??= listSavedItems()
    .catch(() => [])
    .then(publish);
  return () => listeners.delete(listener);
}

/** The saved list, or null until it has been read. */
export function useSavedItems(): SavedItem[] | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
