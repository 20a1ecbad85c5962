import { data, Form, redirect, useNavigation } from "react-router";
import { Link } from "#app/components/link.tsx";
import { siteTitle } from "#app/lib/meta.ts";
import { clearedSessionCookie, getSessionIdFromRequest } from "#app/lib/session.server.ts";
import { deleteSession } from "#app/models/sessions.server.ts";
import type { Route } from "./+types/logout";
import { logError } from "#app/lib/log.server.ts";

const SIGN_OUT_FAILED = "An error occurred while signing out";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: siteTitle(matches, "Sign Out") }, { name: "robots", content: "noindex" }];
}

// Sign-out ends the session on the server, then forgets the cookie. GET changes nothing.
export async function action({ request }: Route.ActionArgs) {
  const sessionId = getSessionIdFromRequest(request);
  try {
    if (sessionId) await deleteSession(sessionId);
  } catch (error) {
    logError("sign-out failed", error);
    // The cookie is kept: the session still works on the server, so the browser must be able to retry.
    return data({ error: SIGN_OUT_FAILED }, { status: 503 });
  }
  throw redirect("/login", { headers: { "Set-Cookie": clearedSessionCookie() } });
}

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
      <Form method="post" action="/logout" className="mt-8">
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
