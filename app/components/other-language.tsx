import type { ReactNode } from "react";
import { directionOf, type Locale } from "#app/lib/i18n.ts";

/**
 * A record's text shown in another language than the page's: in a <bdi> naming its language, so its
 * letters run in their own direction while the block around it keeps the page's alignment. The
 * direction is given, not guessed: a known language's is certain, and a multi-line text keeps it on every line.
 */
export function OtherLanguage({ lang, children }: { lang: Locale | undefined; children: ReactNode }) {
  return lang ? (
    <bdi lang={lang} dir={directionOf(lang)}>
      {children}
    </bdi>
  ) : (
    <>{children}</>
  );
}
