import { m } from "#app/lib/paraglide/messages.js";

const WEEKDAY_NAMES = [
  m.weekday_sunday,
  m.weekday_monday,
  m.weekday_tuesday,
  m.weekday_wednesday,
  m.weekday_thursday,
  m.weekday_friday,
  m.weekday_saturday,
] as const;

/** The weekday's name in the page's language; 0 is Sunday, as in the hours. */
export function weekdayName(day: number): string {
  return WEEKDAY_NAMES[day]!();
}
