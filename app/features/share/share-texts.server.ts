import { m } from "#app/lib/paraglide/messages.js";
import { getSeoContext } from "#app/features/seo/seo.server.ts";
import { localizedPath } from "#app/lib/i18n.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import { listShareLinks } from "#app/lib/share-links.ts";
import type { ShareTexts, ShareView } from "./share-view.ts";

/** The share control's words in the page's language, composed on the server: messages the browser need not load. */
export function shareTexts(): ShareTexts {
  return {
    heading: m.share_heading(),
    native: m.share_native(),
    copy: m.share_copy(),
    copied: m.share_copied(),
    copyFailed: m.share_copy_failed(),
    labels: { whatsapp: m.share_whatsapp(), facebook: m.share_facebook(), x: m.share_x(), email: m.share_email() },
  };
}

/** The share control of the page at `path` (its address in the page's language, as its canonical link). */
export function shareView(path: string, title: string): ShareView {
  const url = `${getSeoContext().origin}${localizedPath(path, getRequestLocale())}`;
  const texts = shareTexts();
  return {
    url,
    title,
    links: listShareLinks(url, title).map((link) => ({ ...link, label: texts.labels[link.key] })),
    texts,
  };
}
