import { m } from "#app/lib/paraglide/messages.js";
import type { FocusEvent } from "react";
import { TextArea, TextField, type FieldBinding } from "#app/components/form-fields.tsx";
import { isolateTimeRanges, withoutIsolates } from "#app/lib/localized-text.ts";

/**
 * A Hebrew text with its time ranges isolated left to right: read right to left, "10:00–18:00"
 * would show as "18:00–10:00". The isolates are invisible and dropped on save (hebrewText).
 */
const showingRanges = (text: string) => isolateTimeRanges(withoutIsolates(text), true);

/** A Hebrew input left after typing: its value shown again with its time ranges in order. */
function isolateTypedRanges(event: FocusEvent<HTMLDivElement>) {
  const input = event.target;
  if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) || input.lang !== "he") return;
  const shown = showingRanges(input.value);
  if (shown !== input.value) input.value = shown;
}

/**
 * A translatable text's two inputs side by side (stacked on phones): the English one, as the
 * spec requires it, then its optional Hebrew version. Each says its language in its label and
 * carries its lang and dir, so it is typed, read and spell-checked the right way round; the page
 * order (English, then Hebrew) is the tab order in both directions of the admin area.
 */
export function TranslatedField({
  english,
  hebrew,
  label,
  maxLength,
  rows,
  autoComplete,
  hasTimeRanges = false,
}: {
  /** The English field's binding, its hint included. */
  english: FieldBinding;
  /** The Hebrew field's binding: optional whatever the English one is. */
  hebrew: FieldBinding;
  /** The field's name in the administrator's language ("Name"). */
  label: string;
  maxLength: number;
  /** A text area of this many rows; a one-line field without. */
  rows?: number;
  /** A one-line field's autocomplete, for both inputs. */
  autoComplete?: string;
  /** The text holds times ("10:00–18:00"): the Hebrew input shows each range left to right. */
  hasTimeRanges?: boolean;
}) {
  const hebrewValue = hasTimeRanges && hebrew.defaultValue ? showingRanges(hebrew.defaultValue) : hebrew.defaultValue;
  const inputs = [
    { ...english, language: "en" as const, label: m.admin_in_english({ label }) },
    {
      ...hebrew,
      defaultValue: hebrewValue,
      isRequired: false,
      language: "he" as const,
      label: m.admin_in_hebrew({ label }),
    },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2" onBlur={hasTimeRanges ? isolateTypedRanges : undefined}>
      {inputs.map((input) =>
        rows === undefined ? (
          <TextField key={input.language} {...input} maxLength={maxLength} autoComplete={autoComplete} />
        ) : (
          <TextArea key={input.language} {...input} maxLength={maxLength} rows={rows} />
        ),
      )}
    </div>
  );
}
