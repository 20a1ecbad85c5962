import crypto from "node:crypto";
import { noteFormToken } from "#app/lib/page-cache/form-tokens.server.ts";
import { getInstallationSecret } from "#app/models/installation-secrets.server.ts";
import { hitRateLimit, SUBMISSION_LIMITS } from "#app/models/rate-limits.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "./visitor-fields.ts";

/** A form sent sooner than this after it was shown was not filled in by a person. */
const MIN_FILL_MS = 2000;
/**
 * A form token is honoured this long after its page was made: a tab left open overnight still
 * sends. Pages revalidated from a cache are renewed well within it (entry.server.tsx).
 */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type SubmissionForm = keyof typeof SUBMISSION_LIMITS;

const getFormSecret = () => getInstallationSecret("form_secret");

// Bound to the form and to the record it is about (the artwork asked about, the gallery reviewed;
// none for contact): a token taken from one page is refused on any other.
function sign(form: string, subject: string, issuedAt: number, key: crypto.KeyObject): string {
  return crypto.createHmac("sha256", key).update(`${form}.${subject}.${issuedAt}`).digest("base64url").slice(0, 22);
}

/**
 * A token for a form shown now: when it was shown, signed with the form and its record, so the
 * server can tell how fast it came back and that it came from that page. It names no visitor: the
 * same page may be served to everyone from a cache.
 */
export async function issueFormToken(form: SubmissionForm, subject = "", now = Date.now()): Promise<string> {
  const key = await getFormSecret();
  const reissue = (issuedAt: number) => `${issuedAt}.${sign(form, subject, issuedAt, key)}`;
  const token = reissue(now);
  noteFormToken({ token, issuedAt: now, reissue });
  return token;
}

export type SpamVerdict =
  | { kind: "ok" }
  /** Looks like a bot: answer as if it worked, store nothing. */
  | { kind: "bot" }
  | { kind: "refused"; status: number; message: string }
  /** Genuine but too old: the form comes back with a fresh token to send again. */
  | { kind: "expired"; status: number; message: string };

/**
 * The checks every visitor form passes before its fields are read: the honeypot, the time since
 * the form was shown, the per-address rate limit (kept in the database), and a hook for a captcha.
 */
export async function checkSubmission(
  form: SubmissionForm,
  formData: FormData,
  clientAddress: string,
  options: { subject?: string; now?: number } = {},
): Promise<SpamVerdict> {
  const now = options.now ?? Date.now();
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { kind: "bot" };

  const token = formData.get(FORM_TOKEN_FIELD);
  const [issuedText, signature] = typeof token === "string" ? token.split(".") : [];
  const issuedAt = Number(issuedText);
  const expected = Number.isSafeInteger(issuedAt)
    ? sign(form, options.subject ?? "", issuedAt, await getFormSecret())
    : "";
  if (!signature || !expected || signature !== expected || issuedAt > now + 60_000) {
    return { kind: "refused", status: 400, message: m.form_refused_unverified() };
  }
  if (now - issuedAt > FORM_TOKEN_MAX_AGE_MS)
    return { kind: "expired", status: 400, message: m.form_refused_expired() };
  // Too fast for a person; a person told so simply sends again (nothing typed is lost).
  if (now - issuedAt < MIN_FILL_MS) {
    return { kind: "refused", status: 400, message: m.form_refused_too_quick() };
  }

  const limit = await hitRateLimit(`${form}:${clientAddress}`, SUBMISSION_LIMITS[form], now);
  if (!limit.isAllowed) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterMs / 60_000));
    return { kind: "refused", status: 429, message: m.form_refused_rate_limited({ minutes }) };
  }
  if (!(await isHuman(formData))) {
    return { kind: "refused", status: 400, message: m.form_refused_robot() };
  }
  return { kind: "ok" };
}

/** Where a captcha (Turnstile, hCaptcha, Friendly Captcha…) would be verified; none is needed today. */
async function isHuman(_formData: FormData): Promise<boolean> {
  return true;
}
