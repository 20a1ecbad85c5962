import { href, redirect, type ActionFunctionArgs } from "react-router";
import { answerForm, formAnswer } from "#app/lib/form-answer.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { admitBrowserWithForm, requestSignInLinkWithForm } from "#app/features/sign-in/credentials.server.ts";
import { localeOfPath, localizedPath } from "#app/lib/i18n.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { safeRedirectPath } from "#app/lib/session.server.ts";
import { isSignInLinkValid } from "#app/models/sign-in-links.server.ts";

// A one-time link by mail that lets a new browser sign in (decision 030). Without a token the page
// asks for one; with one it asks to confirm: only the POST uses the link up, so a mail scanner that
// opens it spends nothing.

/** The link page: the token when it is still good (to confirm), or that it is not. */
export async function loadMailedLink({ url }: { url: URL }) {
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  const token = url.searchParams.get("token");
  if (token === null) return { redirectTo, token: null, isExpired: false };
  const isValid = await isSignInLinkValid(token).catch(() => false);
  return { redirectTo, token: isValid ? token : null, isExpired: !isValid };
}

/** Either uses a link (token: the browser is let in, back to the sign-in page) or asks for one (email). */
export async function handleMailedLink({ request, context, url }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  const address = context.get(clientAddressContext);
  const locale = localeOfPath(url.pathname);
  if (formData.has("token")) {
    const outcome = await admitBrowserWithForm(formData, address);
    if (outcome.kind === "admitted") {
      const next = `${href("/login")}?${new URLSearchParams({ admitted: "1" })}`;
      return redirect(localizedPath(next, locale), { headers: outcome.headers });
    }
    if (outcome.kind === "invalid") return answerForm({ ...formAnswer(400, {}), isSent: false, isInvalid: true });
    if (outcome.kind === "refused") {
      return answerForm({
        ...formAnswer(outcome.status, {}, { formError: outcome.message }),
        isSent: false,
        isInvalid: false,
      });
    }
    throw new Error("a link's use cannot be a request for one");
  }
  const outcome = await requestSignInLinkWithForm(formData, address, locale);
  if (outcome.kind === "refused")
    return answerForm(
      { ...formAnswer(outcome.status, {}, { formError: outcome.message }), isSent: false, isInvalid: false },
      outcome.headers,
    );
  return { ...formAnswer(200, {}), isSent: true, isInvalid: false };
}
