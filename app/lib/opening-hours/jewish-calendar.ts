import { flags, getHolidaysOnDate, greg, type HolidayEvent } from "@hebcal/core";
import { addDays, type IsraelDate } from "./israel-time.ts";
import { boundedMemo } from "#app/lib/bounded-memo.ts";

// Which days Israel keeps as holidays, their eves and Chol HaMoed, from the Jewish calendar as
// observed in Israel (@hebcal/core, one day of Yom Tov), never from a hand-written table.

export type DayKind = "holiday" | "eve" | "chol-hamoed" | "ordinary";

export interface IsraelDay {
  kind: DayKind;
  /** The holiday's name in English and Hebrew (on an eve, the coming holiday's); null on an ordinary day. */
  name: { en: string; he: string } | null;
}

function eventsOn(date: IsraelDate): HolidayEvent[] {
  const [year, month, day] = date.split("-").map(Number);
  // An absolute day number, not a Date: the library would read a Date's date in the process's zone.
  return getHolidaysOnDate(greg.greg2abs(new Date(year!, month! - 1, day!)), true) ?? [];
}

// Without the year the calendar adds to Rosh Hashana ("Rosh Hashana 5787").
const withoutYear = (name: string) => name.replace(/\s+\d{4}$/, "");
const nameOf = (event: HolidayEvent) => ({
  en: withoutYear(event.render("en")),
  he: withoutYear(event.render("he-x-NoNikud")),
});
// An eve names its holiday's first day without the ordinal ("Sukkot I" → "Sukkot").
const eveNameOf = (event: HolidayEvent) => {
  const { en, he } = nameOf(event);
  return { en: en.replace(/\s+I$/, ""), he: he.replace(/\s+א׳$/, "") };
};

const withFlag = (events: HolidayEvent[], flag: number) => events.find((event) => (event.getFlags() & flag) !== 0);

/**
 * What kind of day `date` is in Israel: a holiday, the eve of one, Chol HaMoed, or ordinary. A date's
 * kind never changes, and every gallery card of every page asks for today's and the coming days':
 * each is worked out once. Dates asked for are a few weeks around now; the bound is a guard.
 */
export const israelDayOf: (date: IsraelDate) => Readonly<IsraelDay> = boundedMemo(
  (date: IsraelDate) => Object.freeze(workOutDay(date)),
  1024,
);

function workOutDay(date: IsraelDate): IsraelDay {
  const events = eventsOn(date);
  // Yom Tov, Yom Kippur included: the days Israel rests.
  const holiday = withFlag(events, flags.CHAG);
  if (holiday) return { kind: "holiday", name: nameOf(holiday) };
  // The day before a holiday is its eve, whatever the calendar calls it (Hoshana Raba, Pesach VI).
  const tomorrow = withFlag(eventsOn(addDays(date, 1)), flags.CHAG);
  if (tomorrow) return { kind: "eve", name: eveNameOf(tomorrow) };
  const cholHamoed = withFlag(events, flags.CHOL_HAMOED);
  if (cholHamoed) return { kind: "chol-hamoed", name: nameOf(cholHamoed) };
  return { kind: "ordinary", name: null };
}
