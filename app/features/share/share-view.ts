import type { ShareLink } from "#app/lib/share-links.ts";

export interface ShareTexts {
  heading: string;
  native: string;
  copy: string;
  copied: string;
  copyFailed: string;
  labels: Record<ShareLink["key"], string>;
}
