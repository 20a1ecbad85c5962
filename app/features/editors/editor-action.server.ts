import { answerForm, formAnswer } from "#app/lib/form-answer.ts";
import { redirect } from "react-router";
import { m } from "#app/lib/paraglide/messages.js";
import { guardAdminWrite, type AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import type { SessionUser } from "#app/models/sessions.server.ts";
import { logError } from "#app/lib/log.server.ts";
import { listImagesByIds } from "#app/models/media.server.ts";
import { RecordChangedError, type AlsoWrite } from "#app/models/versions.server.ts";
import { isOperator } from "#app/models/access.server.ts";
import { isRecordTrusted } from "#app/models/record-versions.server.ts";
import { recordAudit, type AuditTargetKind } from "#app/models/audit.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import {
  EDITOR_NOTICE,
  KEEP_AS_DRAFT,
  parseVersion,
  SAVE_MODE_FIELD,
  type EditorAnswer,
  type EditorCheck,
  type EditorDescription,
  type EditorValues,
} from "./editor-kit.ts";
import { parseRowIntent, ROW_INTENT_FIELD } from "./row-list.ts";
import { saveRecordChange, type RecordEditing } from "./record-changes.server.ts";
import type { FieldErrors } from "#app/lib/validation.ts";

export const missingImage = () => m.admin_missing_image();

/** Thrown by an editor's prepare or save when what the form names changed underneath it (answered as a 409). */
export class EditorConflictError extends Error {
  override name = "EditorConflictError";
}

/**
 * An editor's save, on the server: the editor it saves (its description), the checks only the
 * server can make, the save itself and where the administrator goes after it. The action around
 * them is shared (`handleEditorAction`).
 */
export interface EditorSave<V extends EditorValues, Checked, Input, Saved> {
  editor: EditorDescription<V, Checked>;
  /** For the log: "artist", "gallery". */
  noun: string;
  /**
   * After the editor's own check (valid or not): the checks only the server can make (galleries
   * that exist, the artwork a field names), and the model's input when everything passes.
   */
  prepare: (checked: EditorCheck<Checked>, values: V) => Promise<EditorCheck<Input>>;
  /**
   * Creates (`id` null) or saves the record; null when it is gone. `version` is the one the form
   * was opened with (-1 when it carried none: a conflict, never an overwrite).
   */
  save: (
    input: Input,
    context: { id: string | null; version: number; user: SessionUser; newId?: string } & AlsoWrite,
  ) => Promise<Saved | null>;
  /** A gallery's, artist's or artwork's: its changes go through drafts and are kept as versions. */
  record?: RecordEditing<V, Input>;
  /** Where the administrator goes after a save, with what was done: the record's page, or its list. */
  savedPath: (saved: Saved, isNew: boolean) => string;
  messages: { changed: () => string; gone: () => string; failure: (isNew: boolean) => string };
  /** How a save is told in the audit trail: the kind of record, and its name as saved. */
  audit: { kind: AuditTargetKind; nameOf: (input: Input) => string | null };
}

/** What an editor is first rendered from: the values, the stored images they name, no refusal. */
export async function editorAnswerOf<V extends EditorValues>(
  editor: EditorDescription<V, unknown>,
  values: V,
): Promise<EditorAnswer<V>> {
  const images = await listImagesByIds(editor.images(values).map((image) => image.imageId));
  return { ...formAnswer(200, values), images: Object.fromEntries(images) };
}

async function answer<V extends EditorValues>(
  editor: EditorDescription<V, unknown>,
  values: V,
  status: number,
  refusal: { errors?: FieldErrors; formError?: string; headers?: Headers } = {},
) {
  const ids = editor.images(values).map((image) => image.imageId);
  // The typed values come back even when their images cannot be looked up (the database is down).
  const images = await listImagesByIds(ids).then(Object.fromEntries, () => ({}));
  const body: EditorAnswer<V> = { ...formAnswer(status, values, refusal), images };
  return answerForm(body, refusal.headers);
}

/** A partner's values keep the operator's parts (featured, reviews, nested works) as published. */
async function withOperatorParts<V extends EditorValues, Input>(
  kind: { record?: RecordEditing<V, Input> },
  user: SessionUser,
  id: string | null,
  values: V,
): Promise<V> {
  if (!kind.record || isOperator(user)) return values;
  const published = id ? await kind.record.loadPublished(id) : null;
  return kind.record.keepOperatorParts(values, published?.values ?? null);
}

/**
 * The action of an editor's new and edit pages (`id` null for new): guard, a row button (the form
 * back, changed, nothing saved), the checks (400), a stored image that is gone (400), one save and
 * a redirect. A save over someone else's is 409, a record deleted meanwhile 404, any other failure
 * 503; every refusal carries everything typed.
 */
export async function handleEditorAction<V extends EditorValues, Checked, Input, Saved>(
  args: AdminRequest,
  kind: EditorSave<V, Checked, Input, Saved>,
  id: string | null,
) {
  const editor = kind.editor as EditorDescription<V, unknown>;
  const formData = await readFormData(args.request);
  const typed = editor.read(formData);
  const guard = await guardAdminWrite(args, formData, kind.record?.access(id, typed));
  if (guard.kind === "refused") {
    return answer(editor, typed, guard.status, { formError: guard.message, headers: guard.headers });
  }
  const intent = parseRowIntent(formData.get(ROW_INTENT_FIELD), editor.lists);
  if (intent) return answer(editor, editor.applyRowIntent(typed, intent), 200);
  const values = await withOperatorParts(kind, guard.user, id, typed);

  const isNew = id === null;
  try {
    const named = editor.images(values);
    const found = await listImagesByIds(named.map((image) => image.imageId));
    const result = await kind.prepare(kind.editor.check(values, { isNew }), values);
    const errors: FieldErrors = result.isValid ? {} : { ...result.errors };
    // An uploaded image that is gone (swept, or deleted with another record) cannot be shown.
    for (const { imageId, field } of named) if (!found.has(imageId)) errors[field] ??= missingImage();
    if (!result.isValid || Object.keys(errors).length > 0) return answer(editor, values, 400, { errors });
    // Without the version it was opened with, a save could overwrite someone else's: a conflict.
    const version = parseVersion(values.fields.version ?? "") ?? -1;
    const audit = (action: "created" | "saved" | "draft_saved", targetId: string | null) =>
      recordAudit({
        userId: guard.user.id,
        actor: guard.user.email,
        action,
        target: {
          kind: kind.audit.kind,
          id: kind.audit.kind === "site" ? null : targetId,
          name: kind.audit.nameOf(result.data),
        },
        address: args.context.get(clientAddressContext),
      });
    if (kind.record) {
      const record = { ...kind, record: kind.record };
      const outcome = await saveRecordChange(
        record,
        {
          id,
          values,
          input: result.data,
          user: guard.user,
          token: version,
          isKeptAsDraft: formData.get(SAVE_MODE_FIELD) === KEEP_AS_DRAFT,
        },
        isRecordTrusted,
      );
      if (outcome.kind === "gone") return answer(editor, values, 404, { formError: kind.messages.gone() });
      if (outcome.kind === "draft") {
        await audit("draft_saved", outcome.draft.recordId);
        return redirect(`${kind.record.editorPath(outcome.draft.recordId)}?${EDITOR_NOTICE}=draft`);
      }
      const saved: unknown = outcome.saved;
      const savedId = typeof saved === "object" && saved !== null && "id" in saved ? String(saved.id) : id;
      await audit(outcome.isNew ? "created" : "saved", savedId);
      // A partner has no lists to go back to: its editor says the change is public.
      if (!isOperator(guard.user) && savedId) {
        return redirect(`${kind.record.editorPath(savedId)}?${EDITOR_NOTICE}=published`);
      }
      return redirect(kind.savedPath(outcome.saved, outcome.isNew));
    }
    const saved = await kind.save(result.data, { id, version, user: guard.user });
    if (saved === null) return answer(editor, values, 404, { formError: kind.messages.gone() });
    await audit(isNew ? "created" : "saved", id);
    return redirect(kind.savedPath(saved, isNew));
  } catch (error) {
    if (error instanceof RecordChangedError || error instanceof EditorConflictError) {
      return answer(editor, values, 409, { formError: kind.messages.changed() });
    }
    logError(`saving ${isNew ? "a new" : "an edited"} ${kind.noun} failed`, error);
    return answer(editor, values, 503, { formError: kind.messages.failure(isNew) });
  }
}
