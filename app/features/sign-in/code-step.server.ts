import { redirect, type ActionFunctionArgs } from "react-router";
import { answerForm, formAnswer } from "#app/lib/form-answer.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { completeSignInWithForm } from "#app/features/sign-in/credentials.server.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { pendingSignInCookieName, readCookie, safeRedirectPath } from "#app/lib/session.server.ts";
import { getSessionUser } from "#app/models/sessions.server.ts";
import { getPendingSignIn } from "#app/models/two-step.server.ts";

// The second step of a sign-in with two-step sign-in on (decision 028). The page holds nothing
// of the account: the sign-in waiting for its code is named only by an httpOnly cookie.

/** Which field a code came in: the app's code or a recovery code. */
export type CodeStepField = "code" | "recoveryCode";

/** The code page: the page to go back to, and whether the sign-in waiting for its code has expired. */
export async function loadCodeStep({ request, url }: { request: Request; url: URL }) {
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  const user = await getSessionUser(request).catch(() => null);
  if (user) throw redirect(redirectTo);
  const pending = await getPendingSignIn(readCookie(request, pendingSignInCookieName())).catch(() => null);
  return { redirectTo, isExpired: pending === null };
}

/** A code or a recovery code: signed in (back to the page), refused in words, or the sign-in expired. */
export async function handleCodeStep({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const redirectTo = safeRedirectPath(String(formData.get("redirectTo") ?? ""));
  const field: CodeStepField = formData.has("recoveryCode") ? "recoveryCode" : "code";
  const outcome = await completeSignInWithForm(request, formData, context.get(clientAddressContext));
  if (outcome.kind === "expired") {
    return answerForm({ ...formAnswer(401, {}), isExpired: true }, outcome.headers);
  }
  if (outcome.kind === "refused") {
    // What was typed is never sent back: a code is worth nothing once seen, and a recovery code is.
    return answerForm(
      { ...formAnswer(outcome.status, {}, { errors: { [field]: outcome.message } }), isExpired: false },
      outcome.headers,
    );
  }
  if (outcome.kind !== "success") throw new Error("a second step cannot ask for another");
  return redirect(redirectTo, { headers: outcome.headers });
}
