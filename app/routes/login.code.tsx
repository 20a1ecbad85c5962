import { Form, href, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { CodeField } from "#app/features/two-step/two-step-fields.tsx";
import { handleCodeStep, loadCodeStep, type CodeStepField } from "#app/features/sign-in/code-step.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { passRetryAfter } from "#app/lib/retry-after.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/login.code";

// The second step of a sign-in with two-step sign-in on (decision 028).

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_two_step_meta_title()) }, { name: "robots", content: "noindex" }];
}

// A lockout's Retry-After must reach the page's response, not only the action's data.
export const headers = ({ actionHeaders }: Route.HeadersArgs) => passRetryAfter(actionHeaders);

export const loader = (args: Route.LoaderArgs) => loadCodeStep(args);

export const action = (args: Route.ActionArgs) => handleCodeStep(args);

export default function LoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData : null;
  const isExpired = actionData?.isExpired ?? loaderData.isExpired;
  const errorOf = (field: CodeStepField) => actionData?.errors[field] ?? null;
  // Each answer empties the fields.
  const answerKey = JSON.stringify(actionData ?? null);
  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_two_step_title()}</h1>
      {isExpired ? (
        <>
          <p
            role="alert"
            className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800"
          >
            {m.admin_two_step_expired()}
          </p>
          <Link
            to={`${href("/login")}?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}`}
            className="mt-6 inline-block rounded bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900"
          >
            {m.admin_two_step_start_over()}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-3 text-slate-700">{m.admin_two_step_intro()}</p>
          <Form method="post" noValidate className="mt-8 space-y-5 rounded-lg bg-white p-6 shadow-sm">
            <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
            <CodeField
              answerKey={answerKey}
              id="sign-in-code"
              name="code"
              label={m.admin_two_step_code_label()}
              hint={m.admin_two_step_code_hint()}
              error={errorOf("code")}
              isNumeric
            />
            <button
              type="submit"
              disabled={busy !== null}
              className="w-full rounded bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900 disabled:opacity-70"
            >
              {busy?.has("code") ? m.admin_loading() : m.admin_two_step_submit()}
            </button>
          </Form>
          <section aria-labelledby="recovery-heading" className="mt-10">
            <h2 id="recovery-heading" className="font-serif text-2xl font-semibold text-slate-900">
              {m.admin_two_step_recovery_heading()}
            </h2>
            <p className="mt-2 text-slate-700">{m.admin_two_step_recovery_intro()}</p>
            <Form method="post" noValidate className="mt-4 space-y-5 rounded-lg bg-white p-6 shadow-sm">
              <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
              <CodeField
                answerKey={answerKey}
                id="sign-in-recovery-code"
                name="recoveryCode"
                label={m.admin_two_step_recovery_label()}
                error={errorOf("recoveryCode")}
                isNumeric={false}
              />
              <button
                type="submit"
                disabled={busy !== null}
                className="w-full rounded border border-brand-700 px-5 py-2.5 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-70"
              >
                {busy?.has("recoveryCode") ? m.admin_loading() : m.admin_two_step_recovery_submit()}
              </button>
            </Form>
          </section>
        </>
      )}
    </div>
  );
}
