/**
 * React Router lists every module a page runs as a `<link rel="modulepreload">` in the head, and the
 * browser fetches those at high priority, alongside the one stylesheet and ahead of the page's
 * images. A page here is whole and usable before its scripts run (links, forms and folds work
 * without them), so the scripts should not compete for the first paint: without the preloads, the
 * module script at the end of the body loads them at the low priority of a module script, after
 * the stylesheet and the images in view.
 */
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const TAG_END = ">".charCodeAt(0);

/**
 * The page without its module preloads (React escapes `<` in text and attributes, so only elements
 * match). Searched in the bytes: decoding and re-encoding the whole page cost more than the rest
 * of the answer's handling.
 */
export function withoutModulePreloads(html: Buffer): Buffer {
  let start = html.indexOf(MODULE_PRELOAD);
  if (start === -1) return html;
  const kept: Buffer[] = [];
  let from = 0;
  while (start !== -1) {
    const end = html.indexOf(TAG_END, start + MODULE_PRELOAD.length);
    if (end === -1) break;
    kept.push(html.subarray(from, start));
    from = end + 1;
    start = html.indexOf(MODULE_PRELOAD, from);
  }
  kept.push(html.subarray(from));
  return Buffer.concat(kept);
}
