import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import {
  applyRowIntent,
  moveRowErrors,
  ROW_INTENT_FIELD,
  rowIntentValue,
  type RowIntent,
} from "#app/features/editors/row-list.ts";
import type { FieldErrors } from "#app/lib/validation.ts";
import { m } from "#app/lib/paraglide/messages.js";

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
  /** The selector of a row's first field, focused once the row is added or takes a removed one's place (a folded row's summary instead). */
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
    const target = document.querySelector<HTMLElement>(pendingFocus.current);
    // A field of a folded row cannot take focus: its summary line does.
    const folded = target?.closest("details:not([open])");
    (folded?.querySelector<HTMLElement>(":scope > summary") ?? target)?.focus();
    pendingFocus.current = null;
  }, [rows]);

  function act(intent: RowIntent) {
    const count = rows.length;
    const { op, index } = intent;
    const add = { list, op: "add", index: 0 } as const;
    if (op === "add") {
      pendingFocus.current = firstField(count);
      setAnnouncement(m.admin_row_added({ noun, number: count + 1 }));
    } else if (op === "remove") {
      // The row that takes its place, or else the Add button.
      pendingFocus.current = index < count - 1 ? firstField(index) : buttonOf(add);
      setAnnouncement(m.admin_row_removed({ noun, number: index + 1 }));
    } else {
      const target = op === "up" ? index - 1 : index + 1;
      // The moved row's same button, or its other move button once it reaches an end.
      const isAtEdge = target === 0 || target === count - 1;
      const button = isAtEdge ? (op === "up" ? "down" : "up") : op;
      pendingFocus.current = buttonOf({ list, op: button, index: target });
      setAnnouncement(m.admin_row_moved({ noun, number: index + 1, target: target + 1, count }));
    }
    setRows((current) => applyRowIntent(current, intent, () => ({ key: newKey(), value: blank() })));
    setErrors((errors) => moveRowErrors(errors, errorPrefix, intent));
  }

  /** Replaces every row (a copy from elsewhere), saying so with `text`. */
  function replace(values: readonly T[], text: string) {
    setRows(values.map((value) => ({ key: newKey(), value })));
    setErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([name]) => !name.startsWith(errorPrefix))));
    setAnnouncement(text);
  }

  return { list, rows, act, replace, announcement };
}

export type RowList<T> = ReturnType<typeof useRowList<T>>;

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

/**
 * A list's rows in order under its live region (with a line saying there are none yet), then its
 * Add button.
 */
export function RowListItems<T>({
  rows,
  none,
  addLabel,
  children,
}: {
  rows: RowList<T>;
  /** Said while the list is empty. */
  none: string;
  addLabel: string;
  /** One row, keyed by `row.key`. */
  children: (row: Row<T>, index: number) => ReactNode;
}) {
  return (
    <>
      <RowListAnnouncement text={rows.announcement} />
      {rows.rows.length === 0 ? <p className="text-slate-700">{none}</p> : null}
      <ol className="space-y-6">{rows.rows.map(children)}</ol>
      <RowListButton intent={{ list: rows.list, op: "add", index: 0 }} onAct={rows.act} tone="primary">
        {addLabel}
      </RowListButton>
    </>
  );
}

/** One row of a list as a fieldset named by its legend; its fields, then its buttons. */
export function RowFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <li>
      <fieldset className="min-w-0 space-y-4 rounded-lg bg-sand-50 p-4 ring-1 ring-slate-200">
        <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
        {children}
      </fieldset>
    </li>
  );
}

/**
 * One row of an editor's list, folded to a one-line summary until it is opened to edit. A native
 * <details>, so it opens and closes without JavaScript too; a row that is new or has an error is open.
 * Its fields are sent with the form either way. The action (e.g. Remove) sits on the summary line
 * while folded and under the fields while open, so keyboard order follows what is seen.
 */
export function CollapsibleRow({
  legend,
  summary,
  isNew,
  hasError,
  action,
  hasWideAction = false,
  children,
}: {
  /** The row's name for assistive technology, e.g. "Artwork 2: Dawn". */
  legend: string;
  /** What the folded line shows (e.g. a thumbnail, title and year). */
  summary: ReactNode;
  isNew: boolean;
  hasError: boolean;
  action: ReactNode;
  /** Two controls (a link and Remove): below large screens they take a line of their own under the folded line. */
  hasWideAction?: boolean;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(isNew || hasError);
  // A row that comes to have an error opens, so its message and field can be seen.
  const [hadError, setHadError] = useState(hasError);
  if (hasError !== hadError) {
    setHadError(hasError);
    if (hasError) setIsOpen(true);
  }
  return (
    <fieldset className="relative min-w-0 rounded-lg border border-slate-300">
      <legend className="sr-only">{legend}</legend>
      <details
        open={isOpen}
        onToggle={(event) => setIsOpen(event.currentTarget.open)}
        className="group peer"
        data-row-details=""
      >
        <summary
          className={`flex min-h-16 cursor-pointer list-none items-center gap-3 rounded-lg p-3 group-open:pe-3 hover:bg-sand-50 [&::-webkit-details-marker]:hidden ${hasWideAction ? "lg:pe-88" : "pe-28 sm:pe-44"}`}
        >
          {/* Points to the line's end while folded (so it flips in right-to-left), down while open. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5 shrink-0 fill-slate-700 transition-transform group-open:rotate-90 rtl:-scale-x-100 rtl:group-open:-rotate-90"
          >
            <path d="M7.2 4.2a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.5 10 7.2 5.6a1 1 0 0 1 0-1.4Z" />
          </svg>
          {summary}
          {hasError ? (
            <span className="shrink-0 text-sm font-semibold text-red-800">{m.admin_needs_correcting()}</span>
          ) : null}
          <span className="ms-auto hidden shrink-0 text-sm font-medium text-brand-700 underline underline-offset-4 group-open:hidden sm:inline">
            {m.admin_edit()}
          </span>
        </summary>
        <div className="space-y-4 border-t border-slate-200 p-4">{children}</div>
      </details>
      <div
        className={
          hasWideAction
            ? "flex flex-wrap items-center gap-2 px-3 pb-3 lg:absolute lg:end-3 lg:top-3 lg:p-0 lg:peer-open:static lg:peer-open:px-4 lg:peer-open:pb-4"
            : "absolute end-3 top-3 peer-open:static peer-open:px-4 peer-open:pb-4"
        }
      >
        {action}
      </div>
    </fieldset>
  );
}
