import { BASE_LOCALE, intlLocaleOf, type Locale } from "./i18n.ts";

// One fixed time zone, so the server's render and the browser's hydration print the same date.
// A public page's dates are Israel's, in the page's language (English as in Britain: "3 March 2026").
const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Jerusalem" }),
  he: new Intl.DateTimeFormat(intlLocaleOf("he"), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Jerusalem",
  }),
};
const yearFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(intlLocaleOf("en"), { year: "numeric", timeZone: "Asia/Jerusalem" }),
  he: new Intl.DateTimeFormat(intlLocaleOf("he"), { year: "numeric", timeZone: "Asia/Jerusalem" }),
};
// Shorter forms for the admin area's tables and inbox: no zone name, since ICU versions spell it
// differently and the browser's hydration must print what the server did.
const shortDateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Jerusalem" }),
  he: new Intl.DateTimeFormat(intlLocaleOf("he"), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "Asia/Jerusalem",
  }),
};
const dateTimeOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Jerusalem",
} as const;
const dateTimeFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", dateTimeOptions),
  he: new Intl.DateTimeFormat(intlLocaleOf("he"), dateTimeOptions),
};

const dayFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
  he: new Intl.DateTimeFormat(intlLocaleOf("he"), { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }),
};

/** "Monday 21 September", "יום שני, 21 בספטמבר": a calendar date ("2026-09-21"), whatever the zone. */
export function formatCalendarDay(date: string, locale: Locale): string {
  const [year, month, day] = date.split("-").map(Number);
  return dayFormats[locale].format(Date.UTC(year!, month! - 1, day!, 12));
}

/** "3 March 2026", "3 במרץ 2026" */
export function formatDate(epochMs: number, locale: Locale = BASE_LOCALE): string {
  return dateFormats[locale].format(epochMs);
}

/** The year in Israel ("2026"), as the copyright line shows it. */
export function formatYear(date: Date, locale: Locale): string {
  return yearFormats[locale].format(date);
}

/** "3 Mar 2026", where room is short (a table's cells) */
export function formatShortDate(epochMs: number, locale: Locale): string {
  return shortDateFormats[locale].format(epochMs);
}

/** "3 Mar 2026, 16:05" / "3 במרץ 2026, 16:05": when something came in, on Israel's clock */
export function formatDateTime(epochMs: number, locale: Locale): string {
  return dateTimeFormats[locale].format(epochMs);
}
