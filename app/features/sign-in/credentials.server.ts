import {
  clearedPendingSignInCookie,
  deviceCookie,
  deviceCookieName,
  getSessionIdFromRequest,
  pendingSignInCookie,
  pendingSignInCookieName,
  readCookie,
  sessionCookie,
} from "#app/lib/session.server.ts";
import { admitBrowserWithLink, completeSignIn, signIn, type SignInResult } from "#app/models/sign-in.server.ts";
import { createSignInLink, SIGN_IN_LINK_LIFETIME_MS } from "#app/models/sign-in-links.server.ts";
import { enqueueMail } from "#app/models/mail.server.ts";
import { getConfig } from "#app/lib/config.server.ts";
import { localizedPath, type Locale } from "#app/lib/i18n.ts";
import { getPendingSignIn } from "#app/models/two-step.server.ts";
import { recordAudit, recordSummarizedAudit } from "#app/models/audit.server.ts";
import { logError } from "#app/lib/log.server.ts";
import { m } from "#app/lib/paraglide/messages.js";

export type SignInFormOutcome =
  | { kind: "success"; userId: string; headers: Headers }
  /** The password was right and the account asks for a code: the headers set the waiting sign-in's cookie. */
  | { kind: "code-required"; userId: string; headers: Headers }
  /** `isLocked`: sign-in waits; the page offers the way in that strangers cannot close (a mailed link). */
  | { kind: "refused"; status: number; message: string; headers: Headers; isLocked?: boolean };

function lockedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `${m.admin_sign_in_locked({ minutes })} ${m.admin_sign_in_locked_way_in()}`;
}

/** The answer to a password or a code, told in the audit trail as `actor` from `address`. */
async function outcomeOf(
  result: Exclude<SignInResult, { kind: "code-required" }>,
  invalidMessage: string,
  audit: { actor: string; address: string },
): Promise<SignInFormOutcome> {
  // Refusals are counted per address and hour: a flood of them cannot bury the trail.
  if (result.kind === "success")
    await recordAudit({ userId: result.userId, actor: audit.actor, action: "sign_in", address: audit.address });
  else
    await recordSummarizedAudit({
      actor: audit.actor,
      action: result.kind === "locked" ? "sign_in_locked" : "sign_in_refused",
      address: audit.address,
    });
  if (result.kind === "locked") {
    return {
      kind: "refused",
      status: 429,
      message: lockedMessage(result.retryAfterMs),
      headers: new Headers({ "Retry-After": String(Math.ceil(result.retryAfterMs / 1000)) }),
      isLocked: true,
    };
  }
  if (result.kind === "invalid")
    return { kind: "refused", status: 401, message: invalidMessage, headers: new Headers() };
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(result.token));
  headers.append("Set-Cookie", deviceCookie(result.deviceCookieValue));
  return { kind: "success", userId: result.userId, headers };
}

/**
 * The one way an email and password become a session, for the sign-in page and for the sign-in
 * step of an admin form whose session ended: success carries the Set-Cookie headers, a refusal
 * its status, message and headers (Retry-After). Never throws for a database fault (503).
 */
export async function signInWithForm(
  request: Request,
  formData: FormData,
  clientAddress: string,
): Promise<SignInFormOutcome> {
  const email = String(formData.get("email") ?? "").trim();
  const password = String(formData.get("password") ?? "");
  if (!email || !password)
    return { kind: "refused", status: 400, message: m.admin_sign_in_missing(), headers: new Headers() };
  try {
    const result = await signIn({
      email,
      password,
      ipAddress: clientAddress,
      userAgent: request.headers.get("user-agent"),
      replacingSessionId: getSessionIdFromRequest(request),
      deviceCookie: readCookie(request, deviceCookieName()),
    });
    if (result.kind === "code-required") {
      const headers = new Headers({ "Set-Cookie": pendingSignInCookie(result.pendingToken) });
      return { kind: "code-required", userId: result.userId, headers };
    }
    return await outcomeOf(result, m.admin_sign_in_invalid(), { actor: email, address: clientAddress });
  } catch (error) {
    return unavailable(error);
  }
}

/** A database fault during a sign-in: logged, and answered as a short outage to retry. */
function unavailable(error: unknown): SignInFormOutcome {
  logError("sign-in failed", error);
  return {
    kind: "refused",
    status: 503,
    message: m.admin_sign_in_failed(),
    headers: new Headers({ "Retry-After": "30" }),
  };
}

export type CodeFormOutcome = SignInFormOutcome | { kind: "expired"; headers: Headers };

/**
 * The second step of a sign-in (decision 028): the code field (`code`) or the recovery code
 * field (`recoveryCode`) of the code page, for the sign-in waiting under the browser's cookie.
 * Success carries the session's cookies and forgets the waiting one; "expired" means starting
 * again with the password. Never throws for a database fault (503).
 */
export async function completeSignInWithForm(
  request: Request,
  formData: FormData,
  clientAddress: string,
): Promise<CodeFormOutcome> {
  const recoveryCode = formData.get("recoveryCode");
  const isRecovery = typeof recoveryCode === "string";
  const code = String((isRecovery ? recoveryCode : formData.get("code")) ?? "").trim();
  if (!code) {
    const message = isRecovery ? m.admin_two_step_recovery_missing() : m.admin_two_step_code_missing();
    return { kind: "refused", status: 400, message, headers: new Headers() };
  }
  try {
    const pendingToken = readCookie(request, pendingSignInCookieName());
    // Whose sign-in it is, for the audit trail: the code step names no account in the page.
    const waiting = await getPendingSignIn(pendingToken);
    const result = await completeSignIn({
      pendingToken,
      code,
      codeKind: isRecovery ? "recovery" : "totp",
      ipAddress: clientAddress,
      userAgent: request.headers.get("user-agent"),
      replacingSessionId: getSessionIdFromRequest(request),
      deviceCookie: readCookie(request, deviceCookieName()),
    });
    if (result.kind === "expired")
      return { kind: "expired", headers: new Headers({ "Set-Cookie": clearedPendingSignInCookie() }) };
    if (result.kind === "code-required") throw new Error("a second step cannot ask for another");
    const outcome = await outcomeOf(
      result,
      isRecovery ? m.admin_two_step_recovery_invalid() : m.admin_two_step_code_invalid(),
      { actor: waiting?.email ?? "", address: clientAddress },
    );
    if (outcome.kind === "success") outcome.headers.append("Set-Cookie", clearedPendingSignInCookie());
    return outcome;
  } catch (error) {
    return unavailable(error);
  }
}

export type SignInLinkFormOutcome =
  { kind: "sent" } | { kind: "refused"; status: number; message: string; headers: Headers };

/**
 * Asks for a one-time link by mail (decision 030): the same answer whether the email is an
 * account's or not; the link goes to the account's own address through the outbox, in the page's
 * language. Never throws for a database fault (503).
 */
export async function requestSignInLinkWithForm(
  formData: FormData,
  clientAddress: string,
  locale: Locale,
): Promise<SignInLinkFormOutcome> {
  const email = String(formData.get("email") ?? "").trim();
  if (!email) return { kind: "refused", status: 400, message: m.admin_sign_in_link_missing(), headers: new Headers() };
  try {
    const request = await createSignInLink({ email, ipAddress: clientAddress });
    if (request.kind === "too-many") {
      const minutes = Math.max(1, Math.ceil(request.retryAfterMs / 60_000));
      return {
        kind: "refused",
        status: 429,
        message: m.admin_sign_in_link_too_many({ minutes }),
        headers: new Headers({ "Retry-After": String(Math.ceil(request.retryAfterMs / 1000)) }),
      };
    }
    await recordSummarizedAudit({ actor: email, action: "sign_in_link_asked", address: clientAddress });
    if (request.link) {
      const path = localizedPath(`/login/link?${new URLSearchParams({ token: request.link.token })}`, locale);
      const minutes = SIGN_IN_LINK_LIFETIME_MS / 60_000;
      await enqueueMail({
        to: request.link.email,
        subject: m.admin_sign_in_link_mail_subject({}, { locale }),
        body: m.admin_sign_in_link_mail_body({ link: `${getConfig().origin}${path}`, minutes }, { locale }),
      });
    }
    return { kind: "sent" };
  } catch (error) {
    logError("asking for a sign-in link failed", error);
    return {
      kind: "refused",
      status: 503,
      message: m.admin_sign_in_failed(),
      headers: new Headers({ "Retry-After": "30" }),
    };
  }
}

/**
 * Uses a mailed link (the `token` field): the browser gets its device cookie and signs in with the
 * password as a known browser. Never throws for a database fault (503).
 */
export async function admitBrowserWithForm(
  formData: FormData,
  clientAddress: string,
): Promise<{ kind: "admitted"; headers: Headers } | { kind: "invalid" } | SignInLinkFormOutcome> {
  try {
    const admitted = await admitBrowserWithLink(String(formData.get("token") ?? ""));
    if (!admitted) return { kind: "invalid" };
    await recordAudit({
      userId: admitted.userId,
      actor: admitted.email,
      action: "sign_in_link_used",
      address: clientAddress,
    });
    return { kind: "admitted", headers: new Headers({ "Set-Cookie": deviceCookie(admitted.deviceCookieValue) }) };
  } catch (error) {
    logError("a sign-in link could not be used", error);
    return {
      kind: "refused",
      status: 503,
      message: m.admin_sign_in_failed(),
      headers: new Headers({ "Retry-After": "30" }),
    };
  }
}
