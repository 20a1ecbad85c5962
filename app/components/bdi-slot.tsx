// A message with someone's name (or a title) in it: each name goes in <bdi>, so its own direction
// never reorders the sentence around it. The message is rendered with the slots for the names.
export const BDI_SLOT = "\uE000";
export const SECOND_BDI_SLOT = "\uE001";

/** `text` is a message rendered with BDI_SLOT where `value` goes (and SECOND_BDI_SLOT for `second`). */
export function WithBdi({ text, value, second = "" }: { text: string; value: string; second?: string }) {
  return text
    .split(/([\uE000\uE001])/)
    .map((part, index) =>
      part === BDI_SLOT ? (
        <bdi key={index}>{value}</bdi>
      ) : part === SECOND_BDI_SLOT ? (
        <bdi key={index}>{second}</bdi>
      ) : (
        part
      ),
    );
}
