import type { FieldErrors, FieldValues } from "./validation.ts";

/** What an action answers when it refuses a visitor form: the errors, and what was typed. */
export interface FormRefusal {
  form: string;
  errors: FieldErrors;
  values: FieldValues;
  /** A message about the whole form (rate limit, failure to store). */
  formError?: string;
  /** The token the refused form carried: sending again keeps the time it was first shown. */
  token?: string;
}

/** A visitor form's action data: the refusal and what was typed, or nothing after a form it stored (that redirects). */
export type VisitorAnswer = { refusal?: FormRefusal } | undefined;
