import { Fragment, type ReactNode } from "react";

// Stands for a value inside a composed message: a character no message or record text holds.
const MARK = "\u0000";

/**
 * A message with values from records (names, styles, addresses) shown inside it, each in its own
 * <bdi>, so a Latin name in a Hebrew sentence (or the reverse) never reorders the words around it.
 * `message` is the catalogue's function; `values` what each placeholder shows.
 */
export function BidiMessage<K extends string>({
  message,
  values,
}: {
  message: (inputs: Record<K, string>) => string;
  values: Record<K, ReactNode>;
}) {
  const keys = Object.keys(values) as K[];
  const marked = message(Object.fromEntries(keys.map((key) => [key, `${MARK}${key}${MARK}`])) as Record<K, string>);
  return (
    <>
      {marked
        .split(MARK)
        .map((part, index) =>
          index % 2 === 1 ? <bdi key={index}>{values[part as K]}</bdi> : <Fragment key={index}>{part}</Fragment>,
        )}
    </>
  );
}
