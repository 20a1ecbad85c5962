import { m } from "#app/lib/paraglide/messages.js";
import type { ShareTexts } from "./share-view.ts";

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
