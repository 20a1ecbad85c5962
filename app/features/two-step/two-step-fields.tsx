import { m } from "#app/lib/paraglide/messages.js";
import type { QrDrawing } from "#app/lib/qr-code.server.ts";

const INPUT = "mt-1 block w-full rounded-md border px-3 py-2 text-slate-900";

/**
 * A code typed from the authenticator app (or a recovery code): labelled, with its hint and error
 * read with it, filled in by the phone's one-time-code suggestion, emptied after each answer
 * (a new `answerKey`) and focused when its error arrives.
 */
export function CodeField({
  id,
  name,
  label,
  hint,
  error,
  isNumeric,
  answerKey,
}: {
  /** Changes with each answer of the server: the input starts empty again. */
  answerKey: string;
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string | null;
  /** Six digits from the app: a numeric keyboard on phones; recovery codes take letters. */
  isNumeric: boolean;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        key={answerKey}
        id={id}
        name={name}
        type="text"
        dir="ltr"
        autoComplete={isNumeric ? "one-time-code" : "off"}
        inputMode={isNumeric ? "numeric" : "text"}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={isNumeric ? 12 : 40}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        // The field the refusal is about takes the focus, with or without JavaScript.
        autoFocus={error ? true : undefined}
        className={`${INPUT} ${isNumeric ? "max-w-48 font-mono tracking-widest" : "font-mono"} ${error ? "border-red-600" : "border-slate-300"}`}
      />
      {/* Said as it arrives, and read again with the field. */}
      <div role="alert">
        {error ? (
          <p id={`${id}-error`} className="mt-1 font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The QR code the authenticator app scans, drawn on the server; the key beside it says the same in text. */
export function QrCode({ drawing }: { drawing: QrDrawing }) {
  return (
    <svg
      role="img"
      aria-label={m.admin_two_step_qr_label()}
      viewBox={drawing.viewBox}
      className="h-56 w-56 rounded bg-white ring-1 ring-slate-300"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect fill="white" width="100%" height="100%" />
      <path fill="black" d={drawing.path} />
    </svg>
  );
}
