import { data, href, redirect } from "react-router";
import { logError } from "#app/lib/log.server.ts";
import { clearedSessionCookie, getSessionIdFromRequest } from "#app/lib/session.server.ts";
import { deleteSession } from "#app/models/sessions.server.ts";

const SIGN_OUT_FAILED = "An error occurred while signing out";

/** Sign-out ends the session on the server, then forgets the cookie. */
export async function handleSignOut({ request }: { request: Request }) {
  const sessionId = getSessionIdFromRequest(request);
  try {
    if (sessionId) await deleteSession(sessionId);
  } catch (error) {
    logError("sign-out failed", error);
    // The cookie is kept: the session still works on the server, so the browser must be able to retry.
    return data({ error: SIGN_OUT_FAILED }, { status: 503 });
  }
  throw redirect(href("/login"), { headers: { "Set-Cookie": clearedSessionCookie() } });
}
