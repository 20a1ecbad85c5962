import { redirect } from "react-router";
import { localizedPath } from "#app/lib/i18n.ts";
import { getRequestLocale } from "#app/lib/locale.server.ts";
import type * as z from "zod/mini";
import { answerForm, formAnswer } from "#app/lib/form-answer.ts";
import type { FieldErrors } from "#app/lib/validation.ts";
import { checkSubmission, issueFormToken, type SpamVerdict, type SubmissionForm } from "./anti-spam.server.ts";
import { FORM_TOKEN_FIELD } from "./visitor-fields.ts";
import { formValues, validateForm } from "#app/lib/validation.ts";
import { logError } from "#app/lib/log.server.ts";

/**
 * The one shape of every visitor form's action: anti-spam checks, then the record the form is
 * about (`find`, for an inquiry or a review), then the form's schema, then `store`. A refusal
 * answers 4xx with the errors and everything typed; a missing record 404 and a database fault
 * 503, both with `failureMessage` and everything typed; success redirects to `successUrl` (a bot
 * is sent there too, having stored nothing).
 */
export async function handleVisitorForm<S extends z.ZodMiniObject, T = null, X extends object = object>(options: {
  form: SubmissionForm;
  formData: FormData;
  clientAddress: string;
  schema: S;
  failureMessage: string;
  find?: () => Promise<T | null>;
  /** The record's id the form's token is bound to (the artwork asked about, the gallery reviewed). */
  subjectOf?: (target: T) => string;
  successUrl: string | ((target: T) => string);
  store: (input: z.output<S>, target: T) => Promise<void>;
  /** Sent with every refusal: what the form needs to show again when its page could not load. */
  withRefusal?: X;
}) {
  const { form, formData, schema } = options;
  const submittedToken = formData.get(FORM_TOKEN_FIELD);
  const token =
    typeof submittedToken === "string" && /^\d{13}\.[\w-]{22}$/.test(submittedToken) ? submittedToken : undefined;
  const values = formValues(formData, schema.shape);
  const refuse = (status: number, refusal: { errors?: FieldErrors; formError?: string }, sent = token) =>
    answerForm({ ...(options.withRefusal as X), ...formAnswer(status, values, refusal), form, token: sent });

  let found: T | null;
  try {
    found = options.find ? await options.find() : null;
  } catch (error) {
    logError(`Loading what a ${form} is about failed`, error);
    return refuse(503, { formError: options.failureMessage });
  }
  if (options.find && found === null) return refuse(404, { formError: options.failureMessage });
  // Without `find` the target is null, as T's default says.
  const target = found as T;
  // The thank-you page is in the language the visitor wrote in.
  const successUrl = localizedPath(
    typeof options.successUrl === "function" ? options.successUrl(target) : options.successUrl,
    getRequestLocale(),
  );

  const subject = options.subjectOf ? options.subjectOf(target) : "";
  let verdict: SpamVerdict;
  try {
    verdict = await checkSubmission(form, formData, options.clientAddress, { subject });
  } catch (error) {
    // The rate limit lives in the database: when it does not answer, nothing typed is lost either.
    logError(`Checking a ${form} failed`, error);
    return refuse(503, { formError: options.failureMessage });
  }
  if (verdict.kind === "bot") return redirect(successUrl);
  if (verdict.kind === "refused") return refuse(verdict.status, { formError: verdict.message });
  if (verdict.kind === "expired") {
    // A fresh token goes back with what was typed, so sending again simply works.
    return refuse(400, { formError: verdict.message }, await issueFormToken(form, subject));
  }
  const result = validateForm(schema, formData);
  if (!result.isValid) return refuse(400, { errors: result.errors });
  try {
    await options.store(result.data, target);
  } catch (error) {
    logError(`Storing a ${form} failed`, error);
    return refuse(503, { formError: options.failureMessage });
  }
  return redirect(successUrl);
}
