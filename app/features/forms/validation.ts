import type * as z from "zod/mini";
import { firstErrorPerField } from "./kit.ts";

export type FieldErrors = Record<string, string>;
export type FieldValues = Record<string, string>;

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
