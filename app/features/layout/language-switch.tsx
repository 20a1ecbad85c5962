import { useLocation } from "react-router";
import { localizedPath, type Locale } from "#app/lib/i18n.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { useLocale } from "#app/components/use-page-locale.ts";

/**
 * The same page in the other language (same record, filters and page number), named in that
 * language. A whole page load: the new page comes with its own language from the server.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other: Locale = useLocale() === "he" ? "en" : "he";
  return (
    <a href={localizedPath(`${pathname}${search}`, other)} lang={other} hrefLang={other} className={className}>
      {m.language_name({}, { locale: other })}
    </a>
  );
}
