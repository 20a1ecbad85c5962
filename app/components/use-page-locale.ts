import { useLocation } from "react-router";
import { localeOfPath, type Locale } from "#app/lib/i18n.ts";
import { setLocale } from "#app/lib/paraglide/runtime.js";

/** The language of the page shown, from its address. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/**
 * The page's language, for the root: in the browser the catalogue follows it, so every message
 * of the page is in that language; on the server each response has its own (locale.server).
 */
export function usePageLocale(): Locale {
  const locale = useLocale();
  if (typeof document !== "undefined") void setLocale(locale, { reload: false });
  return locale;
}
