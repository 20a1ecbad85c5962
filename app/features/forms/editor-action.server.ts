import { data, redirect } from "react-router";
import { m } from "#app/lib/paraglide/messages.js";
import { guardAdminWrite, type AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import type { SessionUser } from "#app/models/sessions.server.ts";
import { logError } from "#app/lib/log.server.ts";
import { listImagesByIds } from "#app/models/media.server.ts";
import { RecordChangedError } from "#app/models/versions.server.ts";
import { recordAudit, type AuditTargetKind } from "#app/models/audit.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { readFormData } from "./form-data.server.ts";
import type { EditorAnswer } from "./kit.ts";
import { parseRowIntent, ROW_INTENT_FIELD, type RowIntent } from "./row-list.ts";
import type { FieldErrors } from "./validation.ts";

export const missingImage = () => m.admin_missing_image();

/** Thrown by a kind's check or save when what the form names changed underneath it (answered as a 409). */
export class EditorConflictError extends Error {
  override name = "EditorConflictError";
}

/** One editor: its fields and lists, its checks and its save; the action around them is shared. */
export interface EditorKind<V, Input> {
  /** For the log: "artist", "gallery". */
  noun: string;
  read: (formData: FormData) => V;
  lists: readonly string[];
  applyRowIntent: (values: V, intent: RowIntent) => V;
  /** The stored images the values name, each with the field an error about it belongs to. */
  listImages: (values: V) => { imageId: string; field: string }[];
  /** The checks of the browser and those only the server can make; the model's input when all pass. */
  check: (
    values: V,
    context: { id: string | null },
  ) => Promise<{ isValid: true; input: Input } | { isValid: false; errors: FieldErrors }>;
  /** Saves, answering where to go next; null when the record is gone. */
  save: (input: Input, context: { id: string | null; values: V; user: SessionUser }) => Promise<string | null>;
  messages: { changed: () => string; gone: () => string; failure: (isNew: boolean) => string };
  /** How a save is told in the audit trail: the kind of record, and its name as saved. */
  audit: { kind: AuditTargetKind; nameOf: (input: Input) => string | null };
}

async function answer<V>(
  kind: EditorKind<V, unknown>,
  values: V,
  status: number,
  refusal: { errors?: FieldErrors; formError?: string; headers?: Headers } = {},
) {
  const ids = kind.listImages(values).map((image) => image.imageId);
  // The typed values come back even when their images cannot be looked up (the database is down).
  const images = await listImagesByIds(ids).then(Object.fromEntries, () => ({}));
  const body: EditorAnswer<V> = { values, errors: refusal.errors ?? {}, images };
  if (refusal.formError) body.formError = refusal.formError;
  return data(body, { status, headers: refusal.headers });
}

/**
 * The action of an editor's new and edit pages (`id` null for new): guard, a row button (the form
 * back, changed, nothing saved), the checks (400), a stored image that is gone (400), one save and
 * a redirect. A save over someone else's is 409, a record deleted meanwhile 404, any other failure
 * 503; every refusal carries everything typed.
 */
export async function handleEditorAction<V, Input>(args: AdminRequest, kind: EditorKind<V, Input>, id: string | null) {
  const generic = kind as EditorKind<V, unknown>;
  const formData = await readFormData(args.request);
  const values = kind.read(formData);
  const guard = await guardAdminWrite(args, formData);
  if (guard.kind === "refused") {
    return answer(generic, values, guard.status, { formError: guard.message, headers: guard.headers });
  }
  const intent = parseRowIntent(formData.get(ROW_INTENT_FIELD), kind.lists);
  if (intent) return answer(generic, kind.applyRowIntent(values, intent), 200);

  try {
    const named = kind.listImages(values);
    const found = await listImagesByIds(named.map((image) => image.imageId));
    const result = await kind.check(values, { id });
    const errors: FieldErrors = result.isValid ? {} : { ...result.errors };
    // An uploaded image that is gone (swept, or deleted with another record) cannot be shown.
    for (const { imageId, field } of named) if (!found.has(imageId)) errors[field] ??= missingImage();
    if (!result.isValid || Object.keys(errors).length > 0) return answer(generic, values, 400, { errors });
    const next = await kind.save(result.input, { id, values, user: guard.user });
    if (next === null) return answer(generic, values, 404, { formError: kind.messages.gone() });
    await recordAudit({
      userId: guard.user.id,
      actor: guard.user.email,
      action: id === null ? "created" : "saved",
      target: {
        kind: kind.audit.kind,
        id: kind.audit.kind === "site" ? null : id,
        name: kind.audit.nameOf(result.input),
      },
      address: args.context.get(clientAddressContext),
    });
    return redirect(next);
  } catch (error) {
    if (error instanceof RecordChangedError || error instanceof EditorConflictError) {
      return answer(generic, values, 409, { formError: kind.messages.changed() });
    }
    logError(`saving ${id ? "an edited" : "a new"} ${kind.noun} failed`, error);
    return answer(generic, values, 503, { formError: kind.messages.failure(id === null) });
  }
}
