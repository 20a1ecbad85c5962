import { isEmailAddress } from "./email-address.ts";

// A gallery's phone, WhatsApp and e-mail as links: each is checked again where it is linked, so a
// stored value that is not one (written before the checks, or by hand) is shown as text, never linked.

/** Digits, spaces, +, - and parentheses; a + only first. */
const PHONE = /^\+?[0-9 ()-]+$/;
/** The length a phone field takes. */
export const PHONE_MAX_LENGTH = 30;

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** A phone number as typed: digits, spaces, +, - and parentheses, 7 to 15 digits (E.164's most). */
export function isPhoneNumber(value: string): boolean {
  const digits = digitsOf(value).length;
  return value.length <= PHONE_MAX_LENGTH && PHONE.test(value) && digits >= 7 && digits <= 15;
}

/** The tel: link of a phone number ("+972 3-555 1234" → "tel:+97235551234"), null when it is not one. */
export function telHref(phone: string | null): string | null {
  const value = phone?.trim() ?? "";
  if (!isPhoneNumber(value)) return null;
  return `tel:${value.startsWith("+") ? "+" : ""}${digitsOf(value)}`;
}

/**
 * The number WhatsApp knows, in international form without +: an Israeli number written as at home
 * (054-…) takes the country code 972 in place of its leading 0, and 00 before a code is dropped.
 */
function whatsappNumber(phone: string): string | null {
  const value = phone.trim();
  if (!isPhoneNumber(value)) return null;
  const digits = digitsOf(value);
  if (value.startsWith("+")) return digits;
  if (digits.startsWith("00")) return digits.slice(2);
  if (digits.startsWith("0")) return `972${digits.slice(1)}`;
  return digits;
}

/** The https://wa.me/<digits> link of a WhatsApp number, null when it is not a phone number. */
export function whatsappHref(phone: string | null): string | null {
  const number = phone === null ? null : whatsappNumber(phone);
  return number ? `https://wa.me/${number}` : null;
}

/** The mailto: link of an e-mail address, null when it is not one. */
export function mailtoHref(email: string | null): string | null {
  const value = email?.trim() ?? "";
  return isEmailAddress(value) ? `mailto:${value}` : null;
}
