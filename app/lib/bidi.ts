// Text someone else wrote may hold bidirectional control characters (U+202E and the like) that
// reorder whatever follows it. In markup it goes in <bdi> (or a block with dir="auto"); in an
// attribute, such as an aria-label, it is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE,
// the same isolation in plain text.
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * Numbers with their signs ("17¾ × 23⅝") kept in their own order inside right-to-left text, where a
 * fraction or a sign between two numbers would otherwise be moved ("¾17"): LEFT-TO-RIGHT ISOLATE …
 * POP DIRECTIONAL ISOLATE.
 */
export function leftToRight(text: string): string {
  return `\u2066${text}\u2069`;
}
