import { data } from "react-router";
import { readFormData } from "#app/lib/form-data.server.ts";
import { logError } from "#app/lib/log.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { recordAudit, type AuditRecord } from "#app/models/audit.server.ts";
import type { SessionUser } from "#app/models/sessions.server.ts";
import { guardAdminWrite, type AdminRequest } from "./admin-guard.server.ts";

/** A `data()` answer with this body. */
type Answer<Body> = ReturnType<typeof data<Body>>;

/** What the change of an admin action is given. */
export interface AdminChange<Refusal> {
  form: FormData;
  user: SessionUser;
  /** Records what was done in the audit trail, as this administrator from this address. */
  audit: (entry: Omit<AuditRecord, "userId" | "actor" | "address">) => Promise<void>;
  /** A refusal in words (400 for the checks, 404 for a record gone, …), shaped like the form's other refusals. */
  refuse: (status: number, error: string, headers?: Headers) => Answer<Refusal>;
}

export interface AdminAction<Refusal, Result> {
  /** Every refusal's body, from its words and the form: the guard's, the change's and a failure's. */
  refusal: (error: string, form: FormData) => Refusal;
  /** The change itself: checks, the write, its audit entry, and the answer (a redirect as a rule). */
  change: (change: AdminChange<Refusal>) => Promise<Result>;
  /**
   * A fault nothing checked for (the database): logged with `log` and refused with 503 and `error`.
   * Without it, the fault goes on to the page's error boundary.
   */
  failure?: (form: FormData) => { log: string; error: string };
}

/**
 * An admin form's action: guard the write (a refused session answers 401/429/503 with the form's
 * refusal body, keeping what was typed), read the form, run the change, which records its audit
 * entry and answers (a redirect, or a refusal in words), and turn an unexpected fault into a 503.
 */
export async function handleAdminAction<Refusal, Result>(
  args: AdminRequest,
  action: AdminAction<Refusal, Result>,
): Promise<Result | Answer<Refusal>> {
  const form = await readFormData(args.request);
  const refuse = (status: number, error: string, headers?: Headers) =>
    data(action.refusal(error, form), { status, headers });
  const guard = await guardAdminWrite(args, form);
  if (guard.kind === "refused") return refuse(guard.status, guard.message, guard.headers);
  const { user } = guard;
  const address = args.context.get(clientAddressContext);
  const audit: AdminChange<Refusal>["audit"] = (entry) =>
    recordAudit({ ...entry, userId: user.id, actor: user.email, address });
  try {
    return await action.change({ form, user, audit, refuse });
  } catch (error) {
    if (!action.failure || error instanceof Response) throw error;
    const { log, error: message } = action.failure(form);
    logError(log, error);
    return refuse(503, message);
  }
}
