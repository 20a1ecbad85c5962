/**
 * React Router lists every module a page runs as a `<link rel="modulepreload">` in the head, and the
 * browser fetches those at high priority, alongside the one stylesheet and ahead of the page's
 * images. A page here is whole and usable before its scripts run (links, forms and folds work
 * without them), so the scripts should not compete for the first paint: without the preloads, the
 * module script at the end of the body loads them at the low priority of a module script, after
 * the stylesheet and the images in view.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** The page without its module preloads (React escapes `<` in text and attributes, so only elements match). */
export function withoutModulePreloads(html: Buffer): Buffer {
  const text = html.toString("utf8");
  return text.includes('rel="modulepreload"') ? Buffer.from(text.replace(MODULE_PRELOAD, ""), "utf8") : html;
}
