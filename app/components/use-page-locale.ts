import { useLocation, useRouteLoaderData } from "react-router";
import { localeOfPath, type Locale } from "#app/lib/i18n.ts";
import { setLocale } from "#app/lib/paraglide/runtime.js";

/**
 * The language of the page shown: from its address, or in the admin area the administrator's own
 * setting, which the admin layout's loader hands over (the server renders in it too).
 */
export function useLocale(): Locale {
  const path = localeOfPath(useLocation().pathname);
  const admin = useRouteLoaderData("routes/admin-layout") as { language?: Locale } | undefined;
  return admin?.language ?? path;
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
