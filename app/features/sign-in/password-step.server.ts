import { href, redirect, type ActionFunctionArgs } from "react-router";
import { answerForm, formAnswer } from "#app/lib/form-answer.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { signInWithForm } from "#app/features/sign-in/credentials.server.ts";
import { localeOfPath, localizedPath } from "#app/lib/i18n.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { safeRedirectPath } from "#app/lib/session.server.ts";
import { getSessionUser } from "#app/models/sessions.server.ts";

/** The sign-in page: the page to go back to, and whether a mailed link has just let this browser in. */
export async function loadPasswordStep({ request, url }: { request: Request; url: URL }) {
  // A signed-in administrator goes straight back to the remembered page, or /admin.
  const user = await getSessionUser(request).catch(() => null);
  if (user) throw redirect(safeRedirectPath(url.searchParams.get("redirectTo")));
  return {
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")),
    // Back from a mailed link (decision 030): this browser has its own allowance now.
    isAdmitted: url.searchParams.get("admitted") === "1",
  };
}

/** Email and password: signed in (back to the page), on to the code page, or refused with the email kept. */
export async function handlePasswordStep({ request, context, url }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const redirectTo = safeRedirectPath(String(formData.get("redirectTo") ?? ""));
  // The password is never sent back: only the email survives a failed attempt.
  const values = {
    email: String(formData.get("email") ?? "")
      .trim()
      .slice(0, 320),
  };
  const outcome = await signInWithForm(request, formData, context.get(clientAddressContext));
  if (outcome.kind === "refused")
    return answerForm(
      { ...formAnswer(outcome.status, values, { formError: outcome.message }), isLocked: outcome.isLocked === true },
      outcome.headers,
    );
  if (outcome.kind === "code-required") {
    // The password was right; the code is asked for on a page of its own (decision 028).
    const next = `${href("/login/code")}?${new URLSearchParams({ redirectTo })}`;
    return redirect(localizedPath(next, localeOfPath(url.pathname)), { headers: outcome.headers });
  }
  return redirect(redirectTo, { headers: outcome.headers });
}
