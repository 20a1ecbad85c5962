import { BASE_LOCALE, type Locale } from "./i18n.ts";

/**
 * A text of a record as a page shows it: in the page's language when written, else the other
 * version, then with `lang` naming its own language so screen readers pronounce it right.
 */
export interface LocalizedText {
  text: string;
  /** Set only when the text is not in the page's language. */
  lang?: Locale;
}

/** The language a stored text is written in: Hebrew when it has Hebrew letters and no Latin ones. */
export function textLanguage(text: string): Locale {
  return /[\u05D0-\u05EA]/.test(text) && !/[a-z]/i.test(text) ? "he" : BASE_LOCALE;
}

/**
 * The text a page in `locale` shows for a field: the Hebrew version on a Hebrew page when it is
 * written, else the base text (the required one, usually English, sometimes written in Hebrew).
 */
export function localizedText(base: string, hebrew: string | null | undefined, locale: Locale): LocalizedText {
  const chosen = locale === "he" && hebrew ? hebrew : base;
  const language = chosen === hebrew && hebrew ? "he" : textLanguage(base);
  return language === locale ? { text: chosen } : { text: chosen, lang: language };
}

/**
 * The attributes that mark a text in another language than the page's: `lang` only. A direction on
 * a block would also turn its alignment (an English title at the left of a Hebrew page), so the
 * text itself goes in a <bdi> (OtherLanguage), which takes its direction from its own letters.
 */
export function langAttributes(value: LocalizedText): { lang?: Locale } {
  return textLang(value.lang);
}

/** The attributes of a record's text in `lang` (from a localized record's `langs`), none when it is the page's. */
export function textLang(lang: Locale | undefined): { lang?: Locale } {
  return lang ? { lang } : {};
}

/**
 * Time ranges in a text ("10:00–19:00") isolated left to right when the text reads right to left:
 * in a Hebrew sentence the bidi algorithm would otherwise show them backwards ("19:00–10:00").
 */
export function isolateTimeRanges(text: string, isRightToLeft: boolean): string {
  if (!isRightToLeft) return text;
  return text.replace(/\d{1,2}:\d{2}\s*[–—-]\s*\d{1,2}:\d{2}/g, (range) => `\u2066${range}\u2069`);
}

/** A text without the direction isolates (U+2066–U+2069) a field showed it with: stored text holds none. */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, "");
}
