import type { ReactNode } from "react";
import type { Locale } from "#app/lib/i18n.ts";

/**
 * A record's text shown in another language than the page's: in a <bdi> naming its language, so its
 * letters run in their own direction while the block around it keeps the page's alignment.
 */
export function OtherLanguage({ lang, children }: { lang: Locale | undefined; children: ReactNode }) {
  return lang ? <bdi lang={lang}>{children}</bdi> : <>{children}</>;
}
