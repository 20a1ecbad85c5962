import type { Readable } from "node:stream";

/** Where media objects live. Keys are never overwritten: a new image always gets new keys. */
export interface Storage {
  /** Stores an object under a new key; fails when the key exists. */
  save(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object as a stream with its size, or null when there is none. */
  read(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes the objects (missing ones are fine). */
  delete(keys: string[]): Promise<void>;
  /** Every key under a prefix (for tests and orphan sweeps). */
  list(prefix: string): Promise<string[]>;
}

/** Keys are ours, but check anyway: no traversal, no absolute paths, only a safe alphabet. */
export function assertSafeKey(key: string): void {
  if (
    !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/.test(key) ||
    key.split("/").some((part) => part === ".." || part === ".")
  ) {
    throw new Error(`Unsafe storage key "${key}"`);
  }
}
