import { addDays, israelInstant, toIsraelDateTime, weekdayOf, type IsraelDate } from "./israel-time.ts";
import { israelDayOf, type IsraelDay } from "./jewish-calendar.ts";

// A gallery's opening hours and what they say at a given moment, in Israel time: the week's
// intervals, dated exceptions, and how holidays, their eves and Chol HaMoed change the week.

/** "HH:MM", 24-hour. An interval whose end is not after its start runs past midnight. */
export interface HoursInterval {
  opens: string;
  closes: string;
}

export interface HoursException {
  date: IsraelDate;
  /** Empty: closed all day. */
  intervals: HoursInterval[];
  label: { en: string; he: string | null };
}

export interface OpeningHours {
  /** Sunday first: index 0 is Sunday, 6 Saturday; an empty day is closed. */
  week: HoursInterval[][];
  byAppointment: boolean;
  exceptions: HoursException[];
  /** On a holiday: closed, or open these hours. */
  holidays: { policy: "closed" } | { policy: "open"; intervals: HoursInterval[] };
  /** On a holiday's eve: Friday's hours, or these. */
  eves: { policy: "like-friday" } | { policy: "custom"; intervals: HoursInterval[] };
  /** On Chol HaMoed: the weekday's own hours, or these. */
  cholHamoed: { policy: "like-weekday" } | { policy: "custom"; intervals: HoursInterval[] };
}

export const FRIDAY = 5;
export const SATURDAY = 6;
/** "Closing soon" this long before closing. */
export const CLOSING_SOON_MINUTES = 60;
/** How far ahead the next opening is looked for. */
const LOOKAHEAD_DAYS = 14;

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
}

export interface DayHours {
  date: IsraelDate;
  intervals: HoursInterval[];
  day: IsraelDay;
  /** Why the day differs from its weekday, if it does. */
  reason: { kind: "exception"; label: HoursException["label"] } | { kind: "holiday" | "eve" | "chol-hamoed" } | null;
}

/** The hours that hold on `date`: an exception first, then the holiday rules, then the week. */
export function hoursOn(hours: OpeningHours, date: IsraelDate): DayHours {
  const day = israelDayOf(date);
  const exception = hours.exceptions.find((each) => each.date === date);
  if (exception)
    return { date, intervals: exception.intervals, day, reason: { kind: "exception", label: exception.label } };
  const weekday = hours.week[weekdayOf(date)] ?? [];
  switch (day.kind) {
    case "holiday":
      return {
        date,
        intervals: hours.holidays.policy === "closed" ? [] : hours.holidays.intervals,
        day,
        reason: { kind: "holiday" },
      };
    case "eve": {
      // An eve never opens a day the gallery keeps closed (an eve on a Saturday, say).
      const eve = hours.eves.policy === "like-friday" ? (hours.week[FRIDAY] ?? []) : hours.eves.intervals;
      return { date, intervals: weekday.length === 0 ? [] : eve, day, reason: { kind: "eve" } };
    }
    case "chol-hamoed":
      return {
        date,
        intervals: hours.cholHamoed.policy === "like-weekday" ? weekday : hours.cholHamoed.intervals,
        day,
        reason: hours.cholHamoed.policy === "like-weekday" ? null : { kind: "chol-hamoed" },
      };
    default:
      return { date, intervals: weekday, day, reason: null };
  }
}

/** A moment in Israel: a date and the minutes past its midnight. */
export interface IsraelMoment {
  date: IsraelDate;
  minutes: number;
  weekday: number;
}

export type OpenState =
  | { kind: "open"; closesAt: IsraelMoment; isClosingSoon: boolean; changesAt: Date }
  | {
      kind: "closed";
      /** Null when nothing opens in the next two weeks. */
      opensAt: IsraelMoment | null;
      /** Why today is closed, when it is a holiday or an exception. */
      today: DayHours;
      changesAt: Date | null;
    }
  | { kind: "by-appointment" };

function momentAt(date: IsraelDate, minutes: number): IsraelMoment {
  const days = Math.floor(minutes / 1440);
  const on = addDays(date, days);
  return { date: on, minutes: minutes - days * 1440, weekday: weekdayOf(on) };
}

/** Whether the gallery is open at `now`, until when, or when it opens next. */
export function openStateAt(hours: OpeningHours, now: Date): OpenState {
  if (hours.byAppointment && hours.week.every((day) => day.length === 0)) return { kind: "by-appointment" };
  const here = toIsraelDateTime(now);
  // Every interval from yesterday (one may run past midnight) to two weeks on, in minutes from today's midnight.
  const spans: [number, number][] = [];
  const today = hoursOn(hours, here.date);
  for (let offset = -1; offset <= LOOKAHEAD_DAYS; offset++) {
    const day = offset === 0 ? today : hoursOn(hours, addDays(here.date, offset));
    for (const interval of day.intervals) {
      const start = offset * 1440 + minutesOf(interval.opens);
      let end = offset * 1440 + minutesOf(interval.closes);
      if (end <= start) end += 1440;
      spans.push([start, end]);
    }
  }
  spans.sort((a, b) => a[0] - b[0]);
  // Touching or overlapping intervals are one opening (Thursday until midnight, then past it).
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  const at = (minutes: number) => {
    const moment = momentAt(here.date, minutes);
    return israelInstant(moment.date, moment.minutes);
  };
  const current = merged.find(([start, end]) => start <= here.minutes && here.minutes < end);
  if (current) {
    const [, end] = current;
    const isClosingSoon = end - here.minutes <= CLOSING_SOON_MINUTES;
    return {
      kind: "open",
      closesAt: momentAt(here.date, end),
      isClosingSoon,
      changesAt: at(isClosingSoon ? end : end - CLOSING_SOON_MINUTES),
    };
  }
  const next = merged.find(([start]) => start > here.minutes);
  return {
    kind: "closed",
    opensAt: next ? momentAt(here.date, next[0]) : null,
    today,
    changesAt: next ? at(next[0]) : null,
  };
}
