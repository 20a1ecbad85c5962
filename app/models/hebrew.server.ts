// The Hebrew version of a record's texts is optional: stored trimmed, and null for "not
// translated", so a blank never stands in for a translation.

/** A Hebrew text as stored: trimmed, null when blank or absent. */
export function storedHebrew(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}
