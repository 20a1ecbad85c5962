import { data } from "react-router";
import type { FieldErrors, FieldValues } from "./validation.ts";

/**
 * The one answer of every form's action (editors, visitor forms, sign-in, admin actions): what was
 * typed, to show again (never a password or a code), each failing field's first message, a message
 * about the whole form (a refusal, a conflict, a failure), and the HTTP status it was answered
 * with. A form adds what only it shows beside these (an editor's images, a visitor form's token).
 */
export interface FormAnswer<V = FieldValues> {
  values: V;
  errors: FieldErrors;
  formError?: string;
  /** 200 when the form is shown again to be filled in, else the refusal's. */
  status: number;
}

/** The answer with these parts; `formError` is left out when there is none. */
export function formAnswer<V>(
  status: number,
  values: V,
  refusal: { errors?: FieldErrors; formError?: string | null } = {},
): FormAnswer<V> {
  const body: FormAnswer<V> = { values, errors: refusal.errors ?? {}, status };
  if (refusal.formError) body.formError = refusal.formError;
  return body;
}

/** An answer (with what its form adds) as the action's data, under its own status. */
export function answerForm<A extends FormAnswer<unknown>>(answer: A, headers?: HeadersInit) {
  return data(answer, { status: answer.status, headers });
}

/** Which visitor form an answer is for, and the token it goes back with: sending again keeps its first time shown. */
export interface VisitorFormParts {
  form: string;
  token?: string;
}

/**
 * A visitor form's action data: every answer is a refusal with what was typed (a form it stored
 * redirects), or nothing before a post.
 */
export type VisitorAnswer = (FormAnswer & VisitorFormParts) | undefined;
