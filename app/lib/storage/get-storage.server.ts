import path from "node:path";
import { getConfig } from "#app/lib/config.server.ts";
import { LocalStorage } from "./local-storage.server.ts";
import { S3Storage } from "./s3-storage.server.ts";
import type { Storage } from "./storage.server.ts";

let current: Storage | undefined;

/** The configured media storage: local disk under DATA_DIR/media, or S3-compatible object storage. */
export function getStorage(): Storage {
  if (!current) {
    const config = getConfig();
    current =
      config.storage.kind === "s3"
        ? new S3Storage(config.storage)
        : new LocalStorage(path.join(config.dataDir, "media"));
  }
  return current;
}

/** Tests and scripts point the process at a storage of their own. */
export function setStorage(next: Storage): void {
  current = next;
}
