import { toIsraelDateTime } from "#app/lib/opening-hours/israel-time.ts";
import type { HoursInterval, OpeningHours } from "#app/lib/opening-hours/hours.ts";
import { listNotableDays } from "./describe-hours.server.ts";

// The hours as schema.org says them, for search engines: the regular week, and the coming
// holidays and exceptions as special hours.

export interface HoursJsonLd {
  openingHoursSpecification: Record<string, unknown>[];
  specialOpeningHoursSpecification: Record<string, unknown>[];
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** How far ahead the special hours are told. */
const SPECIAL_DAYS = 30;

const specification = (interval: HoursInterval, extra: Record<string, unknown>) => ({
  "@type": "OpeningHoursSpecification",
  ...extra,
  opens: interval.opens,
  closes: interval.closes,
});

export function hoursJsonLd(hours: OpeningHours, now: Date): HoursJsonLd {
  const week = hours.week.flatMap((intervals, day) =>
    intervals.map((interval) => specification(interval, { dayOfWeek: `https://schema.org/${DAY_NAMES[day]}` })),
  );
  const today = toIsraelDateTime(now).date;
  const special = listNotableDays(hours, today, SPECIAL_DAYS).flatMap((day) => {
    const validity = { validFrom: day.date, validThrough: day.date };
    // Closed all day is said as opening and closing at midnight.
    const intervals = day.intervals.length > 0 ? day.intervals : [{ opens: "00:00", closes: "00:00" }];
    return intervals.map((interval) => specification(interval, validity));
  });
  return { openingHoursSpecification: week, specialOpeningHoursSpecification: special };
}
