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

/** What a field with no length of its own is echoed at most: longer than any field of any form. */
const MAX_ECHOED_LENGTH = 10_000;

interface SchemaInternals {
  _zod?: {
    def?: { innerType?: unknown; in?: unknown; checks?: { _zod?: { def?: { check?: string; maximum?: unknown } } }[] };
  };
}

/** The longest text a field's schema takes (looking through optional and pipe), or null when it says none. */
export function maxLengthOf(field: unknown): number | null {
  const def = (field as SchemaInternals | null)?._zod?.def;
  if (!def) return null;
  for (const check of def.checks ?? []) {
    const { check: kind, maximum } = check._zod?.def ?? {};
    if (kind === "max_length" && typeof maximum === "number") return maximum;
  }
  return def.innerType ? maxLengthOf(def.innerType) : def.in ? maxLengthOf(def.in) : null;
}

/** The submitted text of each field the schema knows (missing ones as ""), so errors are in our words. */
function submittedValues(formData: FormData, fields: readonly string[]): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    const value = formData.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/**
 * Each value as it is shown again with the form's errors: at most as long as its field takes (one
 * character more, so the "too long" error still holds for what is shown).
 */
function echoedValues(values: FieldValues, shape: Readonly<Record<string, unknown>>): FieldValues {
  const echoed: FieldValues = {};
  for (const [field, value] of Object.entries(values)) {
    const max = maxLengthOf(shape[field]) ?? MAX_ECHOED_LENGTH;
    echoed[field] = value.length > max ? value.slice(0, max + 1) : value;
  }
  return echoed;
}

/** The submitted text of each field of the schema, bounded as it is shown again (see echoedValues). */
export function formValues(formData: FormData, shape: Readonly<Record<string, unknown>>): FieldValues {
  return echoedValues(submittedValues(formData, Object.keys(shape)), shape);
}

/** One schema for browser and server: the first message of each field that fails. */
export function validateForm<S extends z.ZodMiniObject>(schema: S, formData: FormData): Validation<z.output<S>> {
  const values = submittedValues(formData, Object.keys(schema.shape));
  const result = schema.safeParse(values);
  if (result.success) return { isValid: true, data: result.data };
  return {
    isValid: false,
    errors: firstErrorPerField(result.error.issues),
    values: echoedValues(values, schema.shape),
  };
}
