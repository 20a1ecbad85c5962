import type * as z from "zod/mini";

export type FieldErrors = Record<string, string>;
export type FieldValues = Record<string, string>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The first message of each failing field, keyed by its form name: the field's own name, or
 * what `nameOf` makes of it (a row's field, or the field a hidden one belongs to).
 */
// Here, not in the editor kit: the visitor forms load this with the page, and the kit brings zod.
export function firstErrorPerField(
  issues: readonly Issue[],
  nameOf: (field: string) => string = (field) => field,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[nameOf(String(issue.path[0] ?? "form"))] ??= issue.message;
  return errors;
}

export type Validation<T> = { isValid: true; data: T } | { isValid: false; errors: FieldErrors; values: FieldValues };

/** The submitted text of each field the schema knows (missing ones as ""), so errors are in our words. */
export function formValues(formData: FormData, fields: readonly string[]): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    const value = formData.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** One schema for browser and server: the first message of each field that fails. */
export function validateForm<S extends z.ZodMiniObject>(schema: S, formData: FormData): Validation<z.output<S>> {
  const values = formValues(formData, Object.keys(schema.shape));
  const result = schema.safeParse(values);
  if (result.success) return { isValid: true, data: result.data };
  return { isValid: false, errors: firstErrorPerField(result.error.issues), values };
}
