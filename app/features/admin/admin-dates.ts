import type { Locale } from "#app/lib/i18n.ts";

// The admin area's dates, in the administrator's language and Israel's time: given the locale and
// the zone, the server's render and the browser's hydration print the same text. English keeps the
// day-month-year wording it always had.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: Locale, month: "long" | "short"): Intl.DateTimeFormat {
  const key = `${locale}:${month}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "he" ? "he-IL" : "en-GB", {
      day: "numeric",
      month,
      year: "numeric",
      timeZone: "Asia/Jerusalem",
    });
    formats.set(key, format);
  }
  return format;
}

/** "3 March 2026" / "3 במרץ 2026" */
export function formatAdminDate(epochMs: number, locale: Locale): string {
  return formatOf(locale, "long").format(epochMs);
}

/** "3 Mar 2026", where room is short (a table's cells) */
export function formatAdminShortDate(epochMs: number, locale: Locale): string {
  return formatOf(locale, "short").format(epochMs);
}

const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** "3 Mar 2026, 16:05" / "3 במרץ 2026, 16:05": when something came in, on Israel's clock (no zone name: ICU versions spell it differently) */
export function formatAdminDateTime(epochMs: number, locale: Locale): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "he" ? "he-IL" : "en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Asia/Jerusalem",
    });
    dateTimeFormats.set(locale, format);
  }
  return format.format(epochMs);
}
