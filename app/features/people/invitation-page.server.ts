import { data, href, redirect, type RouterContextProvider } from "react-router";
import { signInWithForm } from "#app/features/sign-in/credentials.server.ts";
import { formAnswer, answerForm } from "#app/lib/form-answer.ts";
import { readFormData } from "#app/lib/form-data.server.ts";
import { logError } from "#app/lib/log.server.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#app/lib/password.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { clientAddressContext, markPersonalWhen } from "#app/lib/request-context.ts";
import type { FieldErrors } from "#app/lib/validation.ts";
import { recordAudit } from "#app/models/audit.server.ts";
import {
  acceptInvitationAsMember,
  acceptInvitationAsNewPerson,
  getInvitationByToken,
  invitationState,
  InvitationForExistingAccountError,
  type Invitation,
} from "#app/models/invitations.server.ts";
import { getSessionUser } from "#app/models/sessions.server.ts";
import { getUserByEmail } from "#app/models/users.server.ts";
import { describeInvitedRole } from "./invitation-mail.server.ts";
import { getArtistById } from "#app/models/artists.server.ts";
import { getGalleryById } from "#app/models/galleries.server.ts";

interface InvitationArgs {
  request: Request;
  params: { token?: string };
  context: Readonly<RouterContextProvider>;
}

/** What the invitation's page shows: why the link no longer works, or how to accept it. */
export type InvitationView =
  | { state: "missing" | "accepted" | "expired" | "revoked" }
  | { state: "new-person"; email: string; role: string }
  | { state: "sign-in-first"; email: string; role: string; signInHref: string }
  | { state: "accept-as-member"; email: string; role: string };

async function roleText(invitation: Invitation): Promise<string> {
  if (invitation.role === "operator" || !invitation.recordId) return describeInvitedRole(invitation.role, null);
  const record =
    invitation.role === "gallery"
      ? await getGalleryById(invitation.recordId)
      : await getArtistById(invitation.recordId);
  return describeInvitedRole(invitation.role, record?.name ?? null);
}

async function viewOf(request: Request, token: string): Promise<InvitationView> {
  const invitation = await getInvitationByToken(token);
  if (!invitation) return { state: "missing" };
  const state = invitationState(invitation);
  if (state !== "open") return { state };
  const role = await roleText(invitation);
  if (!(await getUserByEmail(invitation.email))) return { state: "new-person", email: invitation.email, role };
  const session = await getSessionUser(request);
  if (session?.email === invitation.email) return { state: "accept-as-member", email: invitation.email, role };
  const url = new URL(request.url);
  const signInHref = `${href("/login")}?${new URLSearchParams({ redirectTo: url.pathname })}`;
  return { state: "sign-in-first", email: invitation.email, role, signInHref };
}

/** A used, expired or revoked link is 410, an unknown one 404; never a sign-in form. */
function statusOf(view: InvitationView): number {
  if (view.state === "missing") return 404;
  return view.state === "accepted" || view.state === "expired" || view.state === "revoked" ? 410 : 200;
}

export async function loadInvitation({ request, params, context }: InvitationArgs) {
  markPersonalWhen(context, true);
  try {
    const view = await viewOf(request, params.token ?? "");
    return data(view, { status: statusOf(view) });
  } catch (error) {
    logError("Loading an invitation failed", error);
    return data({ state: "error" as const }, { status: 503 });
  }
}

export interface InvitationValues {
  intent: string;
}

/** Accepting: a new person chooses its password (and is signed in); a signed-in member just accepts. */
export async function acceptInvitation({ request, params, context }: InvitationArgs) {
  markPersonalWhen(context, true);
  const token = params.token ?? "";
  const form = await readFormData(request);
  const values: InvitationValues = { intent: String(form.get("intent") ?? "") };
  const refuse = (status: number, formError: string, errors?: FieldErrors) =>
    answerForm(formAnswer(status, values, { formError, errors }));
  const address = context.get(clientAddressContext);
  try {
    if (values.intent === "accept-as-member") {
      const session = await getSessionUser(request);
      if (!session) return refuse(401, m.invite_sign_in_first());
      const result = await acceptInvitationAsMember({ token, userId: session.id, email: session.email });
      if (result.kind !== "accepted") return refuse(410, m.invite_not_usable());
      await recordAudit({
        userId: session.id,
        actor: session.email,
        action: "invitation_accepted",
        target: { kind: "person", id: session.id, name: session.email },
        address,
      });
      return redirect(href("/admin"));
    }
    const password = String(form.get("password") ?? "");
    const confirmation = String(form.get("confirmation") ?? "");
    const errors: FieldErrors = {};
    if (password.length < PASSWORD_MIN_LENGTH)
      errors.password = m.invite_password_too_short({ min: PASSWORD_MIN_LENGTH });
    else if (password.length > PASSWORD_MAX_LENGTH)
      errors.password = m.invite_password_too_long({ max: PASSWORD_MAX_LENGTH });
    else if (password !== confirmation) errors.confirmation = m.invite_passwords_differ();
    if (Object.keys(errors).length > 0) return refuse(400, m.invite_password_refused(), errors);
    const invitation = await getInvitationByToken(token);
    const result = await acceptInvitationAsNewPerson({ token, password });
    if (result.kind !== "accepted" || !invitation) return refuse(410, m.invite_not_usable());
    await recordAudit({
      userId: result.userId,
      actor: invitation.email,
      action: "invitation_accepted",
      target: { kind: "person", id: result.userId, name: invitation.email },
      address,
    });
    // Signed in as any sign-in would be: the same throttles, audit and cookies.
    const credentials = new FormData();
    credentials.set("email", invitation.email);
    credentials.set("password", password);
    const signedIn = await signInWithForm(request, credentials, address);
    if (signedIn.kind !== "success")
      return redirect(`${href("/login")}?redirectTo=${encodeURIComponent(href("/admin"))}`);
    return redirect(href("/admin"), { headers: signedIn.headers });
  } catch (error) {
    if (error instanceof InvitationForExistingAccountError) return refuse(409, m.invite_account_exists());
    logError("Accepting an invitation failed", error);
    return refuse(503, m.invite_failed());
  }
}
