import { Form, href, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { handleSignOut } from "#app/features/sign-in/sign-out.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { Route } from "./+types/logout";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, m.admin_sign_out_title()) }, { name: "robots", content: "noindex" }];
}

// Sign-out ends the session on the server, then forgets the cookie. GET changes nothing.
export const action = (args: Route.ActionArgs) => handleSignOut(args);

// GET /logout only shows this page (no GET changes anything); after a failed sign-out it says so.
export default function Logout({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== "idle";
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-semibold">{m.admin_sign_out_title()}</h1>
      {actionData?.formError ? (
        <>
          <p
            role="alert"
            className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800"
          >
            {actionData.formError}
          </p>
          <p className="mt-4 text-slate-700">{m.admin_sign_out_still_signed_in()}</p>
        </>
      ) : (
        <p className="mt-6 text-slate-700">{m.admin_sign_out_question()}</p>
      )}
      <Form method="post" action={href("/logout")} className="mt-8">
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900 disabled:opacity-70"
        >
          {isSubmitting ? m.loading() : actionData?.formError ? m.admin_sign_out_try_again() : m.admin_sign_out_title()}
        </button>
      </Form>
      <Link to="/" className="mt-6 inline-block text-brand-700 underline">
        {m.return_home()}
      </Link>
    </main>
  );
}
