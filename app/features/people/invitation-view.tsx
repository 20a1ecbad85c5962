import { Form, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { TextField, type FieldBinding } from "#app/components/form-fields.tsx";
import { useFieldErrors } from "#app/features/editors/editor-form.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { PASSWORD_MAX_LENGTH } from "#app/lib/password-limits.ts";
import type { FormAnswer } from "#app/lib/form-answer.ts";
import type { InvitationView } from "./invitation-page.server.ts";

const ENDED_TEXT = {
  missing: m.invite_missing,
  accepted: m.invite_used,
  expired: m.invite_expired,
  revoked: m.invite_revoked,
  error: m.invite_load_failed,
} as const;

/** Why an invitation's link no longer works, in words; never a sign-in form. */
function EndedInvitation({ state }: { state: keyof typeof ENDED_TEXT }) {
  return (
    <div className="mt-6 space-y-4">
      <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">{ENDED_TEXT[state]()}</p>
      <Link to="/" className="inline-block font-medium text-brand-700 underline">
        {m.invite_home()}
      </Link>
    </div>
  );
}

function ErrorBox({ error }: { error?: string }) {
  return (
    <div role="alert">
      {error ? (
        <p className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">{error}</p>
      ) : null}
    </div>
  );
}

/** A new person's password and its confirmation; nothing typed is ever sent back. */
function NewPersonForm({ answer }: { answer?: FormAnswer<{ intent: string }> }) {
  const serverErrors = answer?.errors ?? {};
  const { errors, clearError } = useFieldErrors(serverErrors);
  const navigation = useNavigation();
  const firstError = ["password", "confirmation"].find((name) => serverErrors[name] !== undefined);
  const field = (name: string): FieldBinding => ({
    name,
    error: errors[name],
    onEdit: clearError,
    isFirstError: name === firstError,
  });
  return (
    <Form method="post" noValidate className="mt-6 space-y-5 rounded-lg bg-white p-6 shadow-sm">
      <input type="hidden" name="intent" value="new-person" />
      <ErrorBox error={answer?.formError} />
      <TextField
        {...field("password")}
        label={m.admin_field_password()}
        hint={m.invite_password_hint()}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <TextField
        {...field("confirmation")}
        label={m.invite_field_confirmation()}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <button
        type="submit"
        disabled={navigation.state !== "idle"}
        className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
      >
        {m.invite_create_account()}
      </button>
    </Form>
  );
}

/** The invitation's page: its state, and the one step that accepts it. */
export function InvitationPage({
  view,
  answer,
}: {
  view: InvitationView | { state: "error" };
  answer?: FormAnswer<{ intent: string }>;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.invite_title()}</h1>
      {view.state === "new-person" || view.state === "sign-in-first" || view.state === "accept-as-member" ? (
        <p className="mt-3 text-slate-700">{m.invite_intro({ email: view.email, role: view.role })}</p>
      ) : null}
      {view.state === "new-person" ? (
        <NewPersonForm key={JSON.stringify(answer ?? null)} answer={answer} />
      ) : view.state === "sign-in-first" ? (
        <div className="mt-6 space-y-4">
          <p className="text-slate-700">{m.invite_has_account()}</p>
          <Link to={view.signInHref} className="inline-block font-medium text-brand-700 underline">
            {m.invite_sign_in_to_accept()}
          </Link>
        </div>
      ) : view.state === "accept-as-member" ? (
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="intent" value="accept-as-member" />
          <ErrorBox error={answer?.formError} />
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900"
          >
            {m.invite_accept()}
          </button>
        </Form>
      ) : (
        <EndedInvitation state={view.state} />
      )}
    </div>
  );
}
