import { createStore, get, update, type UseStore } from "idb-keyval";

// The visitor's saved list: kept in this browser (IndexedDB), no account. Each item keeps enough
// to be listed without a network: its name as it was saved and its address.

export type SavedKind = "artwork" | "artist" | "gallery";
export const SAVED_KINDS: readonly SavedKind[] = ["artwork", "artist", "gallery"];
/** A list longer than this is a list nobody reads; the oldest item makes way. */
export const SAVED_LIMIT = 200;

export interface SavedItem {
  kind: SavedKind;
  id: string;
  /** The address without a language (`/artworks/x`). */
  path: string;
  title: string;
  /** The language of the title, when it is not the page's. */
  lang?: "en" | "he" | undefined;
  savedAt: number;
}

const KEY = "items";
const CHANGE_CHANNEL = "omanut-saved";
let store: UseStore | undefined;
const listeners = new Set<(items: SavedItem[]) => void>();
let channel: BroadcastChannel | undefined;

function savedStore(): UseStore {
  store ??= createStore("omanut-saved", "list");
  return store;
}

function isSavedItem(value: unknown): value is SavedItem {
  const item = value as SavedItem;
  return (
    typeof item === "object" &&
    item !== null &&
    SAVED_KINDS.includes(item.kind) &&
    typeof item.id === "string" &&
    typeof item.path === "string" &&
    item.path.startsWith("/") &&
    typeof item.title === "string"
  );
}

/** The list, newest first; anything unreadable in it is left out. */
export async function listSavedItems(): Promise<SavedItem[]> {
  const stored = await get<unknown>(KEY, savedStore());
  return Array.isArray(stored) ? stored.filter(isSavedItem) : [];
}

function announce(items: SavedItem[]): void {
  for (const listener of listeners) listener(items);
  channel?.postMessage("changed");
}

async function change(edit: (items: SavedItem[]) => SavedItem[]): Promise<SavedItem[]> {
  let next: SavedItem[] = [];
  await update<unknown>(
    KEY,
    (stored) => {
      next = edit(Array.isArray(stored) ? stored.filter(isSavedItem) : []);
      return next;
    },
    savedStore(),
  );
  announce(next);
  return next;
}

export function isSameItem(a: Pick<SavedItem, "kind" | "id">, b: Pick<SavedItem, "kind" | "id">): boolean {
  return a.kind === b.kind && a.id === b.id;
}

export function saveItem(item: Omit<SavedItem, "savedAt">): Promise<SavedItem[]> {
  return change((items) =>
    [{ ...item, savedAt: Date.now() }, ...items.filter((other) => !isSameItem(other, item))].slice(0, SAVED_LIMIT),
  );
}

export function removeSavedItem(item: Pick<SavedItem, "kind" | "id">): Promise<SavedItem[]> {
  return change((items) => items.filter((other) => !isSameItem(other, item)));
}

/** Called with the new list whenever it changes, in this tab or another one. */
export function subscribeSavedItems(listener: (items: SavedItem[]) => void): () => void {
  if (!channel && typeof BroadcastChannel === "function") {
    channel = new BroadcastChannel(CHANGE_CHANNEL);
    channel.onmessage = () => void listSavedItems().then((items) => listeners.forEach((each) => each(items)));
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
