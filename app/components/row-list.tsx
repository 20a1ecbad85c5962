import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import {
  applyRowIntent,
  moveRowErrors,
  ROW_INTENT_FIELD,
  rowIntentValue,
  type RowIntent,
} from "#app/features/forms/row-list.ts";
import type { FieldErrors } from "#app/features/forms/validation.ts";

export interface Row<T> {
  key: string;
  value: T;
}

interface RowListOptions<T> {
  list: string;
  initial: readonly T[];
  blank: () => T;
  /** How the change is said: "Artwork" gives "Artwork 2 added." */
  noun: string;
  /** The selector of a row's first field, focused once the row is added or takes a removed one's place. */
  firstField: (index: number) => string;
  /** The form names of the list's errors start with this, followed by the row's index. */
  errorPrefix: string;
  setErrors: (change: (errors: FieldErrors) => FieldErrors) => void;
}

const buttonOf = (intent: RowIntent) => `[data-intent="${rowIntentValue(intent)}"]`;

/**
 * The rows of one list in an editor, changed in the page by its buttons: each row keeps its key
 * (and so what was typed in it), keyboard focus goes where the change happened, a polite live
 * region says what changed, and the list's field errors follow their rows.
 */
export function useRowList<T>({ list, initial, blank, noun, firstField, errorPrefix, setErrors }: RowListOptions<T>) {
  // Loaded rows are keyed by their place; rows added here count on from there.
  const [rows, setRows] = useState<Row<T>[]>(() => initial.map((value, index) => ({ key: `${list}-${index}`, value })));
  const nextKey = useRef(initial.length);
  const newKey = () => `${list}-${nextKey.current++}`;
  const [announcement, setAnnouncement] = useState("");
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.querySelector<HTMLElement>(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  }, [rows]);

  function act(intent: RowIntent) {
    const count = rows.length;
    const { op, index } = intent;
    const add = { list, op: "add", index: 0 } as const;
    if (op === "add") {
      pendingFocus.current = firstField(count);
      setAnnouncement(`${noun} ${count + 1} added.`);
    } else if (op === "remove") {
      // The row that takes its place, or else the Add button.
      pendingFocus.current = index < count - 1 ? firstField(index) : buttonOf(add);
      setAnnouncement(`${noun} ${index + 1} removed.`);
    } else {
      const target = op === "up" ? index - 1 : index + 1;
      // The moved row's same button, or its other move button once it reaches an end.
      const isAtEdge = target === 0 || target === count - 1;
      const button = isAtEdge ? (op === "up" ? "down" : "up") : op;
      pendingFocus.current = buttonOf({ list, op: button, index: target });
      setAnnouncement(`${noun} ${index + 1} moved to position ${target + 1} of ${count}.`);
    }
    setRows((current) => applyRowIntent(current, intent, () => ({ key: newKey(), value: blank() })));
    setErrors((errors) => moveRowErrors(errors, errorPrefix, intent));
  }

  return { rows, act, announcement };
}

const TONES = {
  primary: "rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700",
  default:
    "rounded-md bg-white px-3 py-1.5 text-sm font-medium text-slate-900 ring-1 ring-slate-300 hover:bg-sand-100 disabled:cursor-not-allowed disabled:text-slate-500",
  danger: "rounded-md bg-white px-3 py-1.5 text-sm font-medium text-red-800 ring-1 ring-red-300 hover:bg-red-50",
} as const;

/**
 * A button of a row list (add, remove, move). Without JavaScript it submits the form with its
 * intent and the server answers with the changed form; with it, `onAct` changes the list here.
 */
export function RowListButton({
  intent,
  onAct,
  isDisabled = false,
  tone = "default",
  label,
  children,
}: {
  intent: RowIntent;
  onAct: (intent: RowIntent) => void;
  isDisabled?: boolean;
  tone?: keyof typeof TONES;
  /** An accessible name that says which row, when the visible text does not. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name={ROW_INTENT_FIELD}
      value={rowIntentValue(intent)}
      formNoValidate
      disabled={isDisabled}
      aria-label={label}
      data-intent={rowIntentValue(intent)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        event.preventDefault();
        onAct(intent);
      }}
      className={TONES[tone]}
    >
      {children}
    </button>
  );
}

/** The polite live region a row list speaks through. */
export function RowListAnnouncement({ text }: { text: string }) {
  return (
    <p aria-live="polite" className="sr-only">
      {text}
    </p>
  );
}
