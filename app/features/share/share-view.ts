import type { ShareLink } from "#app/lib/share-links.ts";

/** A page's share control as the server composes it: its address, the links, and the words. */
export interface ShareView {
  url: string;
  title: string;
  links: { key: string; label: string; href: string }[];
  texts: ShareTexts;
}

export interface ShareTexts {
  heading: string;
  native: string;
  copy: string;
  copied: string;
  copyFailed: string;
  labels: Record<ShareLink["key"], string>;
}
