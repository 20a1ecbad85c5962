import { Form, href, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { handleSignOut } from "#app/features/sign-in/sign-out.server.ts";
import { siteTitle } from "#app/lib/meta.ts";
import type { Route } from "./+types/logout";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, "Sign Out") }, { name: "robots", content: "noindex" }];
}

// Sign-out ends the session on the server, then forgets the cookie. GET changes nothing.
export const action = (args: Route.ActionArgs) => handleSignOut(args);

// GET /logout only shows this page (no GET changes anything); after a failed sign-out it says so.
export default function Logout({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isSubmitting = navigation.state !== "idle";
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-24 text-center">
      <h1 className="font-serif text-3xl font-semibold">Sign Out</h1>
      {actionData?.error ? (
        <>
          <p
            role="alert"
            className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-800"
          >
            {actionData.error}
          </p>
          <p className="mt-4 text-slate-700">You are still signed in. Please try again in a moment.</p>
        </>
      ) : (
        <p className="mt-6 text-slate-700">Sign out of the administrator area on this browser?</p>
      )}
      <Form method="post" action={href("/logout")} className="mt-8">
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900 disabled:opacity-70"
        >
          {isSubmitting ? "Loading..." : actionData?.error ? "Try Again" : "Sign Out"}
        </button>
      </Form>
      <Link to="/" className="mt-6 inline-block text-brand-700 underline">
        Return Home
      </Link>
    </main>
  );
}
