import { z } from "zod";

// The three visitor forms, shared by the browser (checks before sending) and the server (the
// authority). Messages are the spec's where it gives them; every field has a length limit.

/** The spec's simple address pattern. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9][0-9\s().-]{5,29}$/;

export const COUNTRIES = [
  ["IL", "Israel"],
  ["US", "United States"],
  ["GB", "United Kingdom"],
  ["FR", "France"],
  ["DE", "Germany"],
  ["IT", "Italy"],
  ["ES", "Spain"],
  ["CA", "Canada"],
  ["AU", "Australia"],
  ["NZ", "New Zealand"],
  ["JP", "Japan"],
  ["KR", "South Korea"],
  ["CN", "China"],
  ["IN", "India"],
  ["BR", "Brazil"],
  ["AR", "Argentina"],
  ["MX", "Mexico"],
  ["ZA", "South Africa"],
  ["RU", "Russia"],
  ["AE", "United Arab Emirates"],
] as const;

const countryCodes = COUNTRIES.map(([code]) => code) as [string, ...string[]];

export const LIMITS = { name: 100, email: 254, phone: 30, message: 5000, review: 2000 } as const;

const name = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters`);

const email = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .regex(EMAIL_PATTERN, "Please enter a valid email address");

export const contactSchema = z.object({
  name,
  email,
  message: z
    .string()
    .trim()
    .min(1, "Message is required")
    .min(10, "Message should be at least 10 characters")
    .max(LIMITS.message, `Message must be at most ${LIMITS.message} characters`),
});

export const inquirySchema = z.object({
  name,
  email,
  phone: z
    .string()
    .trim()
    .min(1, "Phone is required")
    .max(LIMITS.phone, `Phone must be at most ${LIMITS.phone} characters`)
    .regex(PHONE_PATTERN, "Please enter a valid phone number"),
  country: z
    .string()
    .min(1, "Country is required")
    .refine((code) => countryCodes.includes(code), "Please choose a country from the list"),
});

export const reviewSchema = z.object({
  name,
  content: z
    .string()
    .trim()
    .min(1, "Review is required")
    .max(LIMITS.review, `Review must be at most ${LIMITS.review} characters`),
  rating: z
    .string()
    .regex(/^[1-5]$/, "Please choose a rating from 1 to 5 stars")
    .transform(Number),
});

export type ContactInput = z.output<typeof contactSchema>;
export type InquiryInput = z.output<typeof inquirySchema>;
export type ReviewFormInput = z.output<typeof reviewSchema>;
