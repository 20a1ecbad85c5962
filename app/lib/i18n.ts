/**
 * The site's two languages. A public page's language is in its address alone (English at the
 * root, Hebrew under /he), so a page is the same for everyone at its address.
 */
export const LOCALES = ["en", "he"] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = "en";

const HEBREW_PREFIX = "/he";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language of a path: Hebrew for /he and anything under /he/, English otherwise. */
export function localeOfPath(pathname: string): Locale {
  return pathname === HEBREW_PREFIX || pathname.startsWith(`${HEBREW_PREFIX}/`) ? "he" : "en";
}

/** The path without its language prefix ("/he/artists?page=2" → "/artists?page=2"). */
export function unlocalizedPath(path: string): string {
  if (localeOfPath(path.replace(/[?#].*$/, "")) !== "he") return path;
  const rest = path.slice(HEBREW_PREFIX.length);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/** The same page in a language: "/artists?page=2" in Hebrew is "/he/artists?page=2", "/" is "/he". */
export function localizedPath(path: string, locale: Locale): string {
  const base = unlocalizedPath(path);
  if (locale === BASE_LOCALE) return base;
  return base === "/" || base.startsWith("/?") || base.startsWith("/#")
    ? `${HEBREW_PREFIX}${base.slice(1)}`
    : `${HEBREW_PREFIX}${base}`;
}

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "he" ? "rtl" : "ltr";
}

/** The locale `Intl` formats with: Israeli Hebrew, and plain English. */
export function intlLocaleOf(locale: Locale): string {
  return locale === "he" ? "he-IL" : "en";
}
