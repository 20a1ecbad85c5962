import { m } from "#app/lib/paraglide/messages.js";
import { TextArea, TextField, type FieldBinding } from "#app/components/form-fields.tsx";

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
}) {
  const inputs = [
    { ...english, language: "en" as const, label: m.admin_in_english({ label }) },
    { ...hebrew, isRequired: false, language: "he" as const, label: m.admin_in_hebrew({ label }) },
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
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
