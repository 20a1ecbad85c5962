import { Form, useNavigation } from "react-router";
import { SelectField, TextField, type FieldBinding } from "#app/components/form-fields.tsx";
import { SessionEndedFields } from "#app/features/admin/refused-admin-post.tsx";
import { useFieldErrors } from "#app/features/editors/editor-form.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import type { FieldErrors } from "#app/lib/validation.ts";

const FIELDS = ["email", "role", "record"] as const;

/**
 * Invites a person by e-mail: as an operator, or to keep one gallery or artist (named by its
 * address, as in /galleries/<name>). Remount it (key) per server answer.
 */
export function InviteForm({
  values,
  errors: serverErrors,
  formError,
}: {
  values: Partial<Record<(typeof FIELDS)[number], string>>;
  errors: FieldErrors;
  formError?: string;
}) {
  const { errors, clearError } = useFieldErrors(serverErrors);
  const navigation = useNavigation();
  const isSending = navigation.state !== "idle" && navigation.formData?.get("intent") === "invite";
  const firstError = FIELDS.find((name) => serverErrors[name] !== undefined);
  const field = (name: (typeof FIELDS)[number], isRequired = true): FieldBinding => ({
    name,
    isRequired,
    error: errors[name],
    defaultValue: values[name],
    onEdit: clearError,
    isFirstError: name === firstError,
  });
  return (
    <Form method="post" noValidate className="mt-4 space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <input type="hidden" name="intent" value="invite" />
      <div role="alert">
        {formError ? (
          <p className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">{formError}</p>
        ) : null}
      </div>
      <SessionEndedFields formError={formError} />
      <TextField {...field("email")} label={m.people_field_email()} type="email" maxLength={320} autoComplete="off" />
      <SelectField
        {...field("role")}
        label={m.people_field_role()}
        placeholder={m.people_field_role_placeholder()}
        options={[
          ["gallery", m.people_choice_gallery()],
          ["artist", m.people_choice_artist()],
          ["operator", m.people_choice_operator()],
        ]}
      />
      <TextField
        {...field("record", false)}
        label={m.people_field_record()}
        hint={m.people_field_record_hint()}
        maxLength={200}
      />
      <button
        type="submit"
        disabled={isSending}
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {isSending ? m.people_inviting() : m.people_invite_button()}
      </button>
    </Form>
  );
}
