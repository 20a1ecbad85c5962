// Text someone else wrote may hold bidirectional control characters (U+202E and the like) that
// reorder whatever follows it. In markup it goes in <bdi> (or a block with dir="auto"); in an
// attribute, such as an aria-label, it is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE,
// the same isolation in plain text.
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
