import { answerForm, formAnswer, type FormAnswer } from "#app/lib/form-answer.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import type { FieldErrors } from "#app/lib/validation.ts";
import { logError } from "#app/lib/log.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { recordAudit, type AuditRecord } from "#app/models/audit.server.ts";
import type { SessionUser } from "#app/models/sessions.server.ts";
import { guardAdminWrite, type Access, type AdminRequest } from "./admin-guard.server.ts";

/** The form's answer as the action's data. */
type Answer<V> = ReturnType<typeof answerForm<FormAnswer<V>>>;

/** What the change of an admin action is given. */
export interface AdminChange<V> {
  form: FormData;
  user: SessionUser;
  /** Records what was done in the audit trail, as this administrator from this address. */
  audit: (entry: Omit<AuditRecord, "userId" | "actor" | "address">) => Promise<void>;
  /**
   * A refusal in words (400 for the checks, 404 for a record gone, …): the form's answer with it as
   * its form error, and each failing field's message when there are some.
   */
  refuse: (status: number, error: string, refusal?: { headers?: Headers; errors?: FieldErrors }) => Answer<V>;
  /** What the form sent that its answer shows again. */
  values: V;
}

export interface AdminAction<V, Result> {
  /** What the write asks the authorization rule, from what was sent; by default the operator's decision. */
  access?: (values: V) => Access;
  /** What every answer shows again of what was sent (the record or the choice it was about). */
  values: (form: FormData) => V;
  /** The change itself: checks, the write, its audit entry, and the answer (a redirect as a rule). */
  change: (change: AdminChange<V>) => Promise<Result>;
  /**
   * A fault nothing checked for (the database): logged with `log` and refused with 503 and `error`.
   * Without it, the fault goes on to the page's error boundary.
   */
  failure?: (form: FormData) => { log: string; error: string };
}

/**
 * An admin form's action: guard the write (a refused session answers 401/429/503 with the form's
 * form's answer, keeping what was typed), read the form, run the change, which records its audit
 * entry and answers (a redirect, or a refusal in words), and turn an unexpected fault into a 503.
 */
export async function handleAdminAction<V, Result>(
  args: AdminRequest,
  action: AdminAction<V, Result>,
): Promise<Result | Answer<V>> {
  const form = await readFormData(args.request);
  const values = action.values(form);
  const refuse: AdminChange<V>["refuse"] = (status, error, refusal = {}) =>
    answerForm(formAnswer(status, values, { formError: error, errors: refusal.errors }), refusal.headers);
  const guard = await guardAdminWrite(args, form, action.access?.(values));
  if (guard.kind === "refused") return refuse(guard.status, guard.message, { headers: guard.headers });
  const { user } = guard;
  const address = args.context.get(clientAddressContext);
  const audit: AdminChange<V>["audit"] = (entry) =>
    recordAudit({ ...entry, userId: user.id, actor: user.email, address });
  try {
    return await action.change({ form, user, audit, refuse, values });
  } catch (error) {
    if (!action.failure || error instanceof Response) throw error;
    const { log, error: message } = action.failure(form);
    logError(log, error);
    return refuse(503, message);
  }
}
