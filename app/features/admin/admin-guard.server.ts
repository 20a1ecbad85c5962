import { createContext, data, href, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { signInWithForm } from "#app/features/sign-in/credentials.server.ts";
import {
  clientAddressContext,
  refusedAdminPostContext,
  setCookieContext,
  type RefusedAdminPost,
} from "#app/lib/request-context.ts";
import { logError } from "#app/lib/log.server.ts";
import { setRequestLocale } from "#app/lib/locale.server.ts";
import { RETRY_AFTER_SECONDS } from "#app/lib/unavailable.server.ts";
import { getSessionUser, type SessionUser } from "#app/models/sessions.server.ts";
import { getUserLanguage } from "#app/models/users.server.ts";
import { getPersonAccess, mayPerson, SITE, type AccessAction, type AccessTarget } from "#app/models/access.server.ts";
import { isAllowedWhileTwoStepSetupDue, isTwoStepSetupDue } from "#app/models/two-step-requirement.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { adminUnavailable, notLoggedIn, SIGN_IN_STEP_EMAIL, SIGN_IN_STEP_PASSWORD } from "#app/lib/admin-messages.ts";

export interface AdminRequest {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The signed-in administrator, null without one, "unavailable" when the session cannot be checked. */
type AdminLookup = SessionUser | null | "unavailable";

// Set by `adminMiddleware` for every admin request; "unchecked" means the middleware never ran.
const adminContext = createContext<AdminLookup | "unchecked">("unchecked");
// True while the site asks the signed-in person for two-step sign-in and it is not on (decision 036).
const twoStepSetupDueContext = createContext<boolean>(false);

/** The page where a person whose two-step setup is due sets it up: the one admin page open to them. */
const TWO_STEP_PAGE = href("/admin/two-step");

async function findAdmin(request: Request): Promise<{ admin: AdminLookup; isSetupDue: boolean }> {
  try {
    const admin = await getSessionUser(request);
    return { admin, isSetupDue: admin ? await isTwoStepSetupDue(admin) : false };
  } catch (error) {
    logError("the session could not be checked", error);
    return { admin: "unavailable", isSetupDue: false };
  }
}

/**
 * The admin routes' middleware: looks the session up once per request and puts the administrator
 * (or their absence) into the request context, where every admin loader and action reads it.
 */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { admin, isSetupDue } = await findAdmin(request);
  context.set(adminContext, admin);
  context.set(twoStepSetupDueContext, isSetupDue);
  // The admin area speaks its administrator's language: its loaders, actions and messages.
  if (admin && admin !== "unavailable") setRequestLocale(admin.language);
  return next();
};

/**
 * The admin pages' gate, after `adminMiddleware` in the admin layout: while the person's two-step
 * setup is due, every page and its data but the two-step page redirect there. Writes and fetches
 * are refused by their guards instead (403, keeping what was typed); sign-out is outside /admin.
 */
export const twoStepSetupMiddleware: MiddlewareFunction<Response> = ({ request, url, context }, next) => {
  const isRead = request.method === "GET" || request.method === "HEAD";
  if (isRead && context.get(twoStepSetupDueContext) && url.pathname !== TWO_STEP_PAGE) throw redirect(TWO_STEP_PAGE);
  return next();
};

/** True when this request's person must turn two-step sign-in on before anything but setting it up. */
export function isTwoStepSetupDueNow(context: Readonly<RouterContextProvider>): boolean {
  return context.get(twoStepSetupDueContext);
}

/** The administrator the middleware found; a route left without the middleware is refused, never let in. */
function adminOf(context: Readonly<RouterContextProvider>): AdminLookup {
  const found = context.get(adminContext);
  if (found !== "unchecked") return found;
  logError("an admin route ran without the admin middleware", null);
  return null;
}

/**
 * The session the admin middleware looked up for this request, for the root loader to reuse on
 * admin pages: the administrator, or null (signed out, or the session could not be checked);
 * undefined where the middleware did not run (the public site, the sign-in pages).
 */
export function sessionFromAdminMiddleware(context: Readonly<RouterContextProvider>): SessionUser | null | undefined {
  const found = context.get(adminContext);
  if (found === "unchecked") return undefined;
  return found === "unavailable" ? null : found;
}

function unavailable(refused: unknown = null): never {
  throw data(
    { refusedPost: refused },
    { status: 503, statusText: "Service Unavailable", headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } },
  );
}

/**
 * For admin loaders: the signed-in administrator; otherwise throws a redirect to /login that
 * remembers the page. After a write refused in this same request (a form posted without
 * JavaScript), throws the form back instead (401 or 503), so the page shows a step that keeps
 * what was typed and never the page's own data. `url` is the page's URL, where `request.url` of a
 * client-side navigation is React Router's data URL.
 */
export async function requireSignedIn({ url, context }: AdminRequest & { url: URL }): Promise<SessionUser> {
  const refused = context.get(refusedAdminPostContext);
  if (refused?.reason === "signed-out") throw data({ refusedPost: refused }, { status: 401 });
  if (refused?.reason === "two-step-required") throw data({ refusedPost: refused }, { status: 403 });
  const user = adminOf(context);
  if (user === "unavailable") unavailable(refused);
  if (user) return user;
  throw redirect(`/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/** What a person is refused with when a page or record is not theirs: it does not exist for them. */
export function notFound(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}

/**
 * For admin loaders: the signed-in person when the rule lets them do `action` to `target`;
 * otherwise 404, as if the record did not exist (signed out: the redirect of requireSignedIn).
 */
export async function requireAccess(
  args: AdminRequest & { url: URL },
  action: AccessAction,
  target: AccessTarget,
): Promise<SessionUser> {
  const user = await requireSignedIn(args);
  if (!(await mayPerson(user, action, target))) notFound();
  return user;
}

/** For the operator's pages (people, settings, reviews, the inbox, the audit trail, every list): 404 for a partner. */
export function requireAdmin(args: AdminRequest & { url: URL }): Promise<SessionUser> {
  return requireAccess(args, "manage", SITE);
}

export type AdminWrite =
  | { kind: "admin"; user: SessionUser }
  | { kind: "refused"; status: 401 | 403 | 404 | 429 | 503; message: string; headers: Headers };

/** What a write or fetch asks the rule: by default, the operator's whole-site decision. */
export interface Access {
  action: AccessAction;
  target: AccessTarget;
}
const OPERATOR_ACCESS: Access = { action: "manage", target: SITE };

function textFields(formData: FormData): [string, string][] {
  const fields: [string, string][] = [];
  for (const [name, value] of formData.entries()) {
    if (name === SIGN_IN_STEP_EMAIL || name === SIGN_IN_STEP_PASSWORD || typeof value !== "string") continue;
    fields.push([name, value]);
  }
  return fields;
}

/**
 * For admin actions: the signed-in person when the rule lets them do what the write asks (by
 * default, the operator's decision), or a refusal (401 with notLoggedIn, 404 when it is not theirs,
 * 403 while their two-step setup is due and the write is not to their own account, 503 when the
 * database does not answer) for the action to return with everything typed. A form posted with
 * the sign-in step's credentials signs in first and, on success, goes on with the write.
 */
export async function guardAdminWrite(
  args: AdminRequest,
  formData: FormData,
  access: Access = OPERATOR_ACCESS,
): Promise<AdminWrite> {
  const guard = await signedInWriter(args, formData);
  if (guard.kind === "refused") return guard;
  // Not theirs: as if it did not exist, and nothing is changed.
  if (!(await mayPerson(guard.user, access.action, access.target))) {
    return { kind: "refused", status: 404, message: m.not_found_details(), headers: new Headers() };
  }
  if (isTwoStepSetupDueNow(args.context) && !isAllowedWhileTwoStepSetupDue(access.target)) {
    args.context.set(refusedAdminPostContext, {
      reason: "two-step-required",
      fields: textFields(formData),
      error: null,
    });
    return { kind: "refused", status: 403, message: m.admin_two_step_required_refused(), headers: new Headers() };
  }
  return guard;
}

async function signedInWriter({ request, context }: AdminRequest, formData: FormData): Promise<AdminWrite> {
  const found = adminOf(context);
  if (found && found !== "unavailable") return { kind: "admin", user: found };
  const remember = (reason: RefusedAdminPost["reason"], error: string | null) =>
    context.set(refusedAdminPostContext, { reason, fields: textFields(formData), error });
  if (found === "unavailable") {
    remember("unavailable", null);
    return {
      kind: "refused",
      status: 503,
      message: adminUnavailable(),
      headers: new Headers({ "Retry-After": String(RETRY_AFTER_SECONDS) }),
    };
  }
  const email = formData.get(SIGN_IN_STEP_EMAIL);
  const password = formData.get(SIGN_IN_STEP_PASSWORD);
  if (email !== null || password !== null) {
    const credentials = new FormData();
    credentials.set("email", typeof email === "string" ? email : "");
    credentials.set("password", typeof password === "string" ? password : "");
    const outcome = await signInWithForm(request, credentials, context.get(clientAddressContext));
    if (outcome.kind === "success") {
      const setCookie = context.get(setCookieContext);
      for (const cookie of outcome.headers.getSetCookie()) setCookie(cookie);
      const [language, access] = await Promise.all([getUserLanguage(outcome.userId), getPersonAccess(outcome.userId)]);
      const user: SessionUser = {
        id: outcome.userId,
        email: String(email).trim().toLowerCase(),
        sessionId: "",
        language,
        role: access?.role ?? "partner",
        memberships: access?.memberships ?? [],
      };
      // Signed in in this very request: the page the action answers with renders for them.
      context.set(adminContext, user);
      context.set(twoStepSetupDueContext, await isTwoStepSetupDue(user));
      setRequestLocale(language);
      return { kind: "admin", user };
    }
    // Two-step sign-in needs its code page: the form keeps what was typed while they sign in there.
    const error = outcome.kind === "code-required" ? m.admin_two_step_sign_in_elsewhere() : outcome.message;
    // A throttled or failed sign-in says so; the form still keeps everything typed.
    const status =
      outcome.kind === "refused" && (outcome.status === 429 || outcome.status === 503) ? outcome.status : 401;
    remember("signed-out", error);
    const headers = outcome.kind === "refused" ? outcome.headers : new Headers();
    return { kind: "refused", status, message: `${notLoggedIn()}. ${error}`, headers };
  }
  remember("signed-out", null);
  return { kind: "refused", status: 401, message: notLoggedIn(), headers: new Headers() };
}

/**
 * For admin loaders that answer fetches (no page, never redirected): the administrator or a
 * 401/403/404/503 answer to return.
 */
export async function getAdminForFetch(
  { context }: Pick<AdminRequest, "context">,
  access: Access = OPERATOR_ACCESS,
): Promise<SessionUser | { status: 401 | 403 | 404 | 503; error: string }> {
  const user = adminOf(context);
  if (user === "unavailable") return { status: 503, error: adminUnavailable() };
  if (!user) return { status: 401, error: notLoggedIn() };
  if (!(await mayPerson(user, access.action, access.target))) return { status: 404, error: m.not_found_details() };
  if (isTwoStepSetupDueNow(context) && !isAllowedWhileTwoStepSetupDue(access.target)) {
    return { status: 403, error: m.admin_two_step_required_refused() };
  }
  return user;
}
