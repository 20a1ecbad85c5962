import * as z from "zod/mini";
import { isCountryCode } from "./countries.ts";
import { COUNTRIES, LIMITS } from "./fields.ts";

export { COUNTRIES, LIMITS };

// The three visitor forms, shared by the browser (checks before sending) and the server (the
// authority). Messages are the spec's where it gives them; every field has a length limit.
// zod/mini rather than zod: the same schemas at a fraction of the JavaScript public pages ship.

/** The spec's simple address pattern. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9][0-9\s().-]{5,29}$/;

// Checks run in order and the first failing one names the problem (validateForm keeps the first).
const name = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "Name is required"),
    z.maxLength(LIMITS.name, `Name must be at most ${LIMITS.name} characters`),
  );

const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "Email is required"),
    z.maxLength(LIMITS.email, `Email must be at most ${LIMITS.email} characters`),
    z.regex(EMAIL_PATTERN, "Please enter a valid email address"),
  );

export const contactSchema = z.object({
  name,
  email,
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Message is required"),
      z.minLength(10, "Message should be at least 10 characters"),
      z.maxLength(LIMITS.message, `Message must be at most ${LIMITS.message} characters`),
    ),
});

export const inquirySchema = z.object({
  name,
  email,
  phone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Phone is required"),
      z.maxLength(LIMITS.phone, `Phone must be at most ${LIMITS.phone} characters`),
      z.regex(PHONE_PATTERN, "Please enter a valid phone number"),
    ),
  country: z
    .string()
    .check(z.minLength(1, "Country is required"), z.refine(isCountryCode, "Please choose a country from the list")),
  // Optional: a buyer may just want the price.
  message: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          LIMITS.question,
          `Your question must be at most ${LIMITS.question.toLocaleString("en")} characters`,
        ),
      ),
  ),
});

export const reviewSchema = z.object({
  name,
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Review is required"),
      z.maxLength(LIMITS.review, `Review must be at most ${LIMITS.review} characters`),
    ),
  rating: z.pipe(z.string().check(z.regex(/^[1-5]$/, "Please choose a rating from 1 to 5 stars")), z.transform(Number)),
});

export type ContactInput = z.output<typeof contactSchema>;
export type InquiryInput = z.output<typeof inquirySchema>;
export type ReviewFormInput = z.output<typeof reviewSchema>;

/** Each visitor form's schema by its name; the browser loads this module when a form is first used. */
export const visitorFormSchemas = { contact: contactSchema, inquiry: inquirySchema, review: reviewSchema };
export type VisitorFormName = keyof typeof visitorFormSchemas;
