import { useState, type ReactNode } from "react";
import { m } from "#app/lib/paraglide/messages.js";
import { Form, useNavigation, useSubmit } from "react-router";
import { Link } from "#app/components/link.tsx";
import type { FieldErrors } from "#app/lib/validation.ts";
import {
  KEEP_AS_DRAFT,
  SAVE_MODE_FIELD,
  type EditorDescription,
  type EditorValues,
} from "#app/features/editors/editor-kit.ts";
import { useEditorSaveMode } from "./editor-page.tsx";
import { SessionEndedFields } from "#app/features/admin/refused-admin-post.tsx";

/** The error a form field belongs to: image fields post `${name}Url` and `${name}Id`. */
const errorKeysOf = (fieldName: string) => [fieldName, fieldName.replace(/(Url|Id)$/, "")];

function hasError(errors: FieldErrors, fieldName: string): boolean {
  return errorKeysOf(fieldName).some((key) => errors[key] !== undefined);
}

/** An editor's field errors: set by a check, each cleared once its field is edited. */
export function useFieldErrors(initial: FieldErrors) {
  const [errors, setErrors] = useState<FieldErrors>(initial);
  const clearError = (fieldName: string) => {
    if (!hasError(errors, fieldName)) return;
    const keys = errorKeysOf(fieldName);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key))));
  };
  return { errors, setErrors, clearError };
}

/**
 * The frame of every admin editor: a form that works without JavaScript (the server checks it and
 * answers row buttons), and with it checks before sending with the same rules, focuses the first
 * field in error, and clears an error once its field changes. It carries the record's version, says
 * why a save was refused, and ends with the save button (and Cancel). Remount it (key) per server answer.
 */
export function EditorForm<V extends EditorValues>({
  editor,
  values,
  isNew,
  formError,
  fieldErrors: { errors, setErrors, clearError },
  submitLabel,
  cancelHref,
  children,
}: {
  /** The editor's description: the browser checks the form about to be sent with its check. */
  editor: EditorDescription<V, unknown>;
  /** The values the form was rendered from (their version is sent back with the form). */
  values: V;
  isNew: boolean;
  formError?: string;
  fieldErrors: ReturnType<typeof useFieldErrors>;
  submitLabel: string;
  cancelHref?: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const saveMode = useEditorSaveMode();
  const isSaving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const errorCount = Object.keys(errors).length;
  return (
    <Form
      method="post"
      noValidate
      className="space-y-8"
      onChange={(event) => {
        const name = (event.target as { name?: unknown }).name;
        if (typeof name === "string") clearError(name);
      }}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const isKeptAsDraft = submitter?.name === SAVE_MODE_FIELD;
        // Row buttons act in the page; only a save is checked and sent from here.
        if (submitter && submitter.value !== "save" && !isKeptAsDraft) return;
        event.preventDefault();
        const form = event.currentTarget;
        const formData = new FormData(form);
        if (isKeptAsDraft) formData.set(SAVE_MODE_FIELD, KEEP_AS_DRAFT);
        formData.set("intent", "save");
        const result = editor.check(editor.read(formData), { isNew });
        const found = result.isValid ? null : result.errors;
        if (!found) {
          void submit(formData, { method: "post" });
          return;
        }
        setErrors(found);
        const first = [...form.elements].find(
          (element): element is HTMLInputElement =>
            (element instanceof HTMLInputElement ||
              element instanceof HTMLTextAreaElement ||
              element instanceof HTMLSelectElement) &&
            element.type !== "hidden" &&
            hasError(found, element.name),
        );
        // A folded row opens first: a field inside a closed <details> cannot take focus.
        const folded = first?.closest("details");
        if (folded && !folded.open) folded.open = true;
        first?.focus();
      }}
    >
      {/* Enter in a text field sends the form: the first submit button is the one it presses. */}
      <button type="submit" name="intent" value="save" hidden tabIndex={-1} aria-hidden="true" />
      <input type="hidden" name="version" value={values.fields.version ?? ""} />
      {formError ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 font-medium text-red-800">
          {formError}
        </p>
      ) : errorCount > 0 ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 font-medium text-red-800">
          {m.admin_form_errors({ count: errorCount })}
        </p>
      ) : null}
      <SessionEndedFields formError={formError} />
      {children}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={isSaving}
          className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-70"
        >
          {isSaving ? m.admin_saving() : saveMode.canPublish ? submitLabel : m.editor_send_for_review()}
        </button>
        {saveMode.canKeepDraft ? (
          <button
            type="submit"
            name={SAVE_MODE_FIELD}
            value={KEEP_AS_DRAFT}
            disabled={isSaving}
            className="rounded-md border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-70"
          >
            {m.editor_keep_as_draft()}
          </button>
        ) : null}
        {cancelHref ? (
          <Link to={cancelHref} className="font-medium text-slate-800 underline underline-offset-4">
            {m.admin_cancel()}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
