import { href, redirect } from "react-router";
import { answerForm, formAnswer } from "#app/lib/form-answer.ts";
import { logError } from "#app/lib/log.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { clearedSessionCookie, getSessionIdFromRequest } from "#app/lib/session.server.ts";
import { deleteSession } from "#app/models/sessions.server.ts";

/** Sign-out ends the session on the server, then forgets the cookie. */
export async function handleSignOut({ request }: { request: Request }) {
  const sessionId = getSessionIdFromRequest(request);
  try {
    if (sessionId) await deleteSession(sessionId);
  } catch (error) {
    logError("sign-out failed", error);
    // The cookie is kept: the session still works on the server, so the browser must be able to retry.
    return answerForm(formAnswer(503, {}, { formError: m.admin_sign_out_failed() }));
  }
  throw redirect(href("/login"), { headers: { "Set-Cookie": clearedSessionCookie() } });
}
