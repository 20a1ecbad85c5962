import * as z from "zod/mini";
import { intlLocaleOf } from "#app/lib/i18n.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { getLocale } from "#app/lib/paraglide/runtime.js";
import { isCountryCode } from "#app/features/inquiries/countries.ts";
import { COUNTRIES, LIMITS } from "./visitor-fields.ts";

export { COUNTRIES, LIMITS };

// The three visitor forms, shared by the browser (checks before sending) and the server (the
// authority). The contact form says 'Name is required', 'Email is required', 'Please enter a valid
// email address', 'Message is required' and 'Message should be at least 10 characters' word for
// word; every field has a length limit.
// zod/mini rather than zod: the same schemas at a fraction of the JavaScript public pages ship.

/** A simple address pattern: something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9][0-9\s().-]{5,29}$/;

// Each message is read when a check fails, not here: the language is the request's (or the page's).
const say = (message: () => string) => ({ error: () => message() });

// Checks run in order and the first failing one names the problem (validateForm keeps the first).
const name = z.string().check(
  z.trim(),
  z.minLength(1, say(m.form_error_name_required)),
  z.maxLength(
    LIMITS.name,
    say(() => m.form_error_name_too_long({ max: LIMITS.name })),
  ),
);

const email = z.string().check(
  z.trim(),
  z.minLength(1, say(m.form_error_email_required)),
  z.maxLength(
    LIMITS.email,
    say(() => m.form_error_email_too_long({ max: LIMITS.email })),
  ),
  z.regex(EMAIL_PATTERN, say(m.form_error_email_invalid)),
);

export const contactSchema = z.object({
  name,
  email,
  message: z.string().check(
    z.trim(),
    z.minLength(1, say(m.form_error_message_required)),
    z.minLength(
      10,
      say(() => m.form_error_message_too_short({ min: 10 })),
    ),
    z.maxLength(
      LIMITS.message,
      say(() => m.form_error_message_too_long({ max: LIMITS.message })),
    ),
  ),
});

export const inquirySchema = z.object({
  name,
  email,
  phone: z.string().check(
    z.trim(),
    z.minLength(1, say(m.form_error_phone_required)),
    z.maxLength(
      LIMITS.phone,
      say(() => m.form_error_phone_too_long({ max: LIMITS.phone })),
    ),
    z.regex(PHONE_PATTERN, say(m.form_error_phone_invalid)),
  ),
  country: z
    .string()
    .check(
      z.minLength(1, say(m.form_error_country_required)),
      z.refine(isCountryCode, say(m.form_error_country_unknown)),
    ),
  // Optional: a buyer may just want the price.
  message: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(
        LIMITS.question,
        say(() => m.form_error_question_too_long({ max: LIMITS.question.toLocaleString(intlLocaleOf(getLocale())) })),
      ),
    ),
  ),
});

export const reviewSchema = z.object({
  name,
  content: z.string().check(
    z.trim(),
    z.minLength(1, say(m.form_error_review_required)),
    z.maxLength(
      LIMITS.review,
      say(() => m.form_error_review_too_long({ max: LIMITS.review })),
    ),
  ),
  rating: z.pipe(z.string().check(z.regex(/^[1-5]$/, say(m.form_error_rating))), z.transform(Number)),
});

export type InquiryInput = z.output<typeof inquirySchema>;

/** Each visitor form's schema by its name; the browser loads this module when a form is first used. */
export const visitorFormSchemas = { contact: contactSchema, inquiry: inquirySchema, review: reviewSchema };
export type VisitorFormName = keyof typeof visitorFormSchemas;
