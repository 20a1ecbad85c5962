import { useEffect, useRef } from "react";
import { Form, href, useNavigation } from "react-router";
import { CredentialFields } from "#app/features/sign-in/credential-fields.tsx";
import { Link } from "#app/components/link.tsx";
import { DoneNotice } from "#app/components/notices.tsx";
import { handlePasswordStep, loadPasswordStep } from "#app/features/sign-in/password-step.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { passRetryAfter } from "#app/lib/retry-after.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/login";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_login_meta_title()) }, { name: "robots", content: "noindex" }];
}

// A lockout's Retry-After must reach the page's response, not only the action's data.
export const headers = ({ actionHeaders }: Route.HeadersArgs) => passRetryAfter(actionHeaders);

export const loader = (args: Route.LoaderArgs) => loadPasswordStep(args);

export const action = (args: Route.ActionArgs) => handlePasswordStep(args);

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/login") === true;
  const error = actionData?.formError;
  const password = useRef<HTMLInputElement>(null);
  // A refused password is cleared, as the page without JavaScript does.
  useEffect(() => {
    if (actionData && password.current) password.current.value = "";
  }, [actionData]);
  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_login_title()}</h1>
      <p className="mt-3 text-slate-700">{m.admin_login_intro()}</p>
      <Form
        method="post"
        noValidate
        className="mt-8 space-y-5 rounded-lg bg-white p-6 shadow-sm"
        aria-describedby="login-error"
      >
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <div id="login-error" role="alert" aria-live="assertive">
          {error ? (
            <div className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">
              <p>{error}</p>
              {actionData?.isLocked ? (
                <p className="mt-2">
                  <Link
                    to={`${href("/login/link")}?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}`}
                    className="underline underline-offset-4 hover:text-red-900"
                  >
                    {m.admin_sign_in_link_offer()}
                  </Link>
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        {loaderData.isAdmitted && !error ? <DoneNotice>{m.admin_sign_in_link_admitted()}</DoneNotice> : null}
        <CredentialFields
          idPrefix="login"
          defaultEmail={actionData?.values.email ?? ""}
          isInvalid={Boolean(error)}
          passwordRef={password}
        />
        <button
          type="submit"
          disabled={isSubmitting}
          className="w-full rounded bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900 disabled:opacity-70"
        >
          {isSubmitting ? m.admin_loading() : m.admin_login_submit()}
        </button>
      </Form>
    </div>
  );
}
