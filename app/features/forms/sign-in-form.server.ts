import {
  deviceCookie,
  deviceCookieName,
  getSessionIdFromRequest,
  readCookie,
  sessionCookie,
} from "#app/lib/session.server.ts";
import { signIn } from "#app/models/sign-in.server.ts";
import { recordAudit } from "#app/models/audit.server.ts";
import { logError } from "#app/lib/log.server.ts";
import { m } from "#app/lib/paraglide/messages.js";

export type SignInFormOutcome =
  | { kind: "success"; userId: string; headers: Headers }
  | { kind: "refused"; status: number; message: string; headers: Headers };

function lockedMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return m.admin_sign_in_locked({ minutes });
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
    const audit = (action: "sign_in" | "sign_in_refused" | "sign_in_locked", userId: string | null) =>
      recordAudit({ userId, actor: email, action, address: clientAddress });
    if (result.kind === "locked") {
      await audit("sign_in_locked", null);
      return {
        kind: "refused",
        status: 429,
        message: lockedMessage(result.retryAfterMs),
        headers: new Headers({ "Retry-After": String(Math.ceil(result.retryAfterMs / 1000)) }),
      };
    }
    if (result.kind === "invalid") {
      await audit("sign_in_refused", null);
      return { kind: "refused", status: 401, message: m.admin_sign_in_invalid(), headers: new Headers() };
    }
    await audit("sign_in", result.userId);
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie(result.token));
    headers.append("Set-Cookie", deviceCookie(result.deviceCookieValue));
    return { kind: "success", userId: result.userId, headers };
  } catch (error) {
    logError("sign-in failed", error);
    return {
      kind: "refused",
      status: 503,
      message: m.admin_sign_in_failed(),
      headers: new Headers({ "Retry-After": "30" }),
    };
  }
}
