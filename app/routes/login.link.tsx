import { Form, href, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { DoneNotice } from "#app/components/notices.tsx";
import { handleMailedLink, loadMailedLink } from "#app/features/sign-in/mailed-link.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { passRetryAfter } from "#app/lib/retry-after.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/login.link";

// A one-time link by mail that lets a new browser sign in (decision 030): asked for, or confirmed.

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_sign_in_link_meta_title()) }, { name: "robots", content: "noindex" }];
}

export const headers = ({ actionHeaders }: Route.HeadersArgs) => passRetryAfter(actionHeaders);

export const loader = (args: Route.LoaderArgs) => loadMailedLink(args);

export const action = (args: Route.ActionArgs) => handleMailedLink(args);

const BUTTON = "w-full rounded bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900 disabled:opacity-70";

export default function LoginLink({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle";
  const error = actionData?.formError ?? null;
  const isInvalid = actionData?.isInvalid === true;
  const hasExpiredLink = isInvalid || (loaderData.isExpired && actionData === undefined);
  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:px-6">
      <h1 className="font-serif text-4xl font-semibold text-slate-900">{m.admin_sign_in_link_title()}</h1>
      {loaderData.token !== null && !isInvalid ? (
        <>
          <p className="mt-3 text-slate-700">{m.admin_sign_in_link_confirm_intro()}</p>
          <Form method="post" noValidate className="mt-8 space-y-5 rounded-lg bg-white p-6 shadow-sm">
            <div role="alert">
              {error ? (
                <p className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">{error}</p>
              ) : null}
            </div>
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" disabled={isBusy} className={BUTTON}>
              {isBusy ? m.admin_loading() : m.admin_sign_in_link_confirm_submit()}
            </button>
          </Form>
        </>
      ) : (
        <>
          {hasExpiredLink ? (
            <p
              role="alert"
              className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800"
            >
              {m.admin_sign_in_link_invalid()}
            </p>
          ) : null}
          <p className="mt-3 text-slate-700">{m.admin_sign_in_link_intro()}</p>
          <Form method="post" noValidate className="mt-8 space-y-5 rounded-lg bg-white p-6 shadow-sm">
            <div id="link-error" role="alert">
              {error ? (
                <p className="rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800">{error}</p>
              ) : null}
            </div>
            {actionData?.isSent ? <DoneNotice>{m.admin_sign_in_link_sent()}</DoneNotice> : null}
            <div>
              <label htmlFor="link-email" className="block text-sm font-medium text-slate-800">
                {m.admin_field_email()}
              </label>
              <input
                id="link-email"
                name="email"
                type="email"
                autoComplete="username"
                maxLength={320}
                aria-required="true"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "link-error" : undefined}
                className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
              />
            </div>
            <button type="submit" disabled={isBusy} className={BUTTON}>
              {isBusy ? m.admin_loading() : m.admin_sign_in_link_submit()}
            </button>
          </Form>
          <p className="mt-6">
            <Link
              to={`${href("/login")}?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}`}
              className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {m.admin_sign_in_link_back()}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
