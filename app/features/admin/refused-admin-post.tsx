import { Form, href, useLocation } from "react-router";
import { CredentialFields } from "#app/features/sign-in/credential-fields.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { notLoggedIn, SIGN_IN_STEP_EMAIL, SIGN_IN_STEP_PASSWORD } from "#app/lib/admin-messages.ts";
import type { RefusedAdminPost } from "#app/lib/request-context.ts";

function HiddenFields({ fields }: { fields: [string, string][] }) {
  return fields.map(([name, value], index) => <input key={index} type="hidden" name={name} value={value} />);
}

/**
 * What an admin page shows instead of itself when its form was refused without JavaScript: for a
 * session that ended, a sign-in step that posts the form again with the credentials and so
 * completes the save; for a database that did not answer, or a person who must turn two-step
 * sign-in on first (the link to its page beside), the same form to send again.
 * Either way everything typed travels along and nothing of the admin area is shown.
 */
export function RefusedAdminPostStep({
  status,
  refused,
  message,
}: {
  status: 401 | 403 | 503;
  refused: RefusedAdminPost | null;
  message: string;
}) {
  const location = useLocation();
  const target = location.pathname + location.search;
  const isSignIn = status === 401;
  const isTwoStepDue = status === 403;
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold text-slate-900">
        {isSignIn
          ? m.admin_refused_title_sign_in()
          : isTwoStepDue
            ? m.admin_refused_title_two_step()
            : m.admin_refused_title_unavailable()}
      </h1>
      <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">
        <p>{message}</p>
        {refused?.error ? <p className="mt-2">{refused.error}</p> : null}
      </div>
      {isSignIn ? (
        <Form method="post" action={target} className="mt-6 space-y-5 rounded-lg bg-white p-6 shadow-sm">
          <p className="text-slate-700">{m.admin_refused_sign_in_intro()}</p>
          {refused ? <HiddenFields fields={refused.fields} /> : null}
          <CredentialFields
            idPrefix="sign-in-step"
            emailName={SIGN_IN_STEP_EMAIL}
            passwordName={SIGN_IN_STEP_PASSWORD}
            isInvalid={Boolean(refused?.error)}
          />
          <button
            type="submit"
            className="w-full rounded bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900"
          >
            {m.admin_refused_sign_in_submit()}
          </button>
        </Form>
      ) : refused ? (
        <Form method="post" action={target} className="mt-6 space-y-4">
          {isTwoStepDue ? (
            <p className="text-slate-700">
              {m.admin_refused_two_step_intro()}{" "}
              <a href={href("/admin/two-step")} className="font-medium text-brand-700 underline hover:text-brand-900">
                {m.admin_refused_two_step_link()}
              </a>
            </p>
          ) : (
            <p className="text-slate-700">{m.admin_refused_unavailable_intro()}</p>
          )}
          <HiddenFields fields={refused.fields} />
          <button type="submit" className="rounded bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900">
            {m.admin_try_again()}
          </button>
        </Form>
      ) : (
        <a
          href={target}
          className="mt-6 inline-block rounded bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900"
        >
          {m.admin_try_again()}
        </a>
      )}
    </main>
  );
}

/**
 * Inside an admin form whose save was refused because the session ended: the credentials go
 * along with the next save, which signs in and saves what was typed.
 */
export function SessionEndedFields({ formError }: { formError: string | undefined }) {
  if (!formError?.startsWith(notLoggedIn())) return null;
  return (
    <fieldset className="space-y-4 rounded-md border border-red-300 bg-white p-4">
      <legend className="px-1 font-semibold text-slate-900">{m.admin_session_ended_legend()}</legend>
      <p className="text-slate-700">{m.admin_session_ended_intro()}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <CredentialFields
          idPrefix="session-ended"
          emailName={SIGN_IN_STEP_EMAIL}
          passwordName={SIGN_IN_STEP_PASSWORD}
        />
      </div>
    </fieldset>
  );
}
