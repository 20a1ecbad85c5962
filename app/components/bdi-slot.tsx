// A message with someone's name (or title) in it: the name goes in <bdi>, so its own direction
// never reorders the sentence around it. The message is rendered with BDI_SLOT for the name.
export const BDI_SLOT = "\uE000";

/** `text` is a message rendered with BDI_SLOT where `value` goes. */
export function WithBdi({ text, value, className }: { text: string; value: string; className?: string }) {
  const [before, after = ""] = text.split(BDI_SLOT);
  return (
    <>
      {before}
      <bdi className={className}>{value}</bdi>
      {after}
    </>
  );
}
