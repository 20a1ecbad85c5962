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

// Addresses that are the same in both languages: the admin area (in the administrator's own
// language), sign-out, files and feeds. A link to one of them is never given a language prefix.
const UNLOCALIZED = /^\/(?:admin|media|logout|assets|robots\.txt|sitemap\.xml|sitemaps|healthz)(?:[/?#.]|$)/;

/**
 * The language of a path: Hebrew for /he and anything under /he/ (and /he.data, the data of /he
 * in a navigation), English otherwise.
 */
export function localeOfPath(pathname: string): Locale {
  return pathname === HEBREW_PREFIX || pathname === `${HEBREW_PREFIX}.data` || pathname.startsWith(`${HEBREW_PREFIX}/`)
    ? "he"
    : "en";
}

/** The language of a route, from its id (see localeRouteId). */
export function localeOfRouteId(id: string): Locale {
  const suffix = id.slice(id.lastIndexOf(".") + 1);
  return id.includes(".") && isLocale(suffix) ? suffix : BASE_LOCALE;
}

/** A route's id in a language: the English pages keep their file's id, the Hebrew ones add ".he". */
export function localeRouteId(id: string, locale: Locale): string {
  return locale === BASE_LOCALE ? id : `${id}.${locale}`;
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
  if (locale === BASE_LOCALE || !base.startsWith("/") || UNLOCALIZED.test(base)) return base;
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
