import { formatCalendarDay } from "#app/lib/dates.ts";
import type { Locale } from "#app/lib/i18n.ts";
import {
  addDays,
  israelInstant,
  toIsraelDateTime,
  weekdayOf,
  type IsraelDate,
} from "#app/lib/opening-hours/israel-time.ts";
import {
  hoursOn,
  openStateAt,
  type DayHours,
  type HoursInterval,
  type IsraelMoment,
  type OpeningHours,
} from "#app/lib/opening-hours/hours.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { GalleryHoursView, OpenStateView } from "./hours-view.ts";
import { weekdayName } from "./weekdays.ts";

// What a gallery's hours say at a moment, as texts in the page's language. Made on the server, so
// the calendar library never reaches the browser: the page only learns when to ask again.

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead the page tells of holidays and exceptions. */
const NOTICE_DAYS = 14;

const twoDigits = (value: number) => String(value).padStart(2, "0");
const clockOf = (minutes: number) => `${twoDigits(Math.floor(minutes / 60) % 24)}:${twoDigits(minutes % 60)}`;

export function intervalsText(intervals: readonly HoursInterval[]): string {
  return intervals.map((interval) => `${interval.opens}–${interval.closes}`).join(", ");
}

/** Times inside a sentence, isolated left to right: in Hebrew "10:00–14:00" would otherwise read backwards. */
const isolatedLtr = (text: string) => `\u2066${text}\u2069`;

/** The day's reason in words: the holiday's name, "Eve of …", or the exception's label. */
function reasonText(day: DayHours, locale: Locale): string | null {
  const reason = day.reason;
  if (reason === null) return null;
  if (reason.kind === "exception") return (locale === "he" ? reason.label.he : null) || reason.label.en;
  const name = day.day.name?.[locale] ?? "";
  return reason.kind === "eve" ? m.hours_eve_of({ holiday: name }) : name;
}

function opensText(opensAt: IsraelMoment, today: IsraelDate, locale: Locale): string {
  const time = clockOf(opensAt.minutes);
  if (opensAt.date === today) return m.hours_closed_opens_today({ time });
  if (opensAt.date === addDays(today, 1)) return m.hours_closed_opens_tomorrow({ time });
  // Within the week a weekday names the day; further on only the date does.
  const day = opensAt.date < addDays(today, 7) ? weekdayName(opensAt.weekday) : formatCalendarDay(opensAt.date, locale);
  return m.hours_closed_opens_on({ day, time });
}

type OpenStateText = { state: OpenStateView; changesAt: Date | null };

// A gallery's state holds from when it was worked out until it changes, and every card of every page
// asks for it: kept per hours document (the same frozen object while it is unchanged) and language.
const knownStates = new WeakMap<OpeningHours, Map<Locale, { from: number; until: number; text: OpenStateText }>>();
/** A state that names no change is worked out again after this long. */
const UNCHANGING_STATE_MS = 60 * 60 * 1000;

/** The open state at `now` as a text, and when it next changes (null: not within two weeks). */
export function describeOpenState(hours: OpeningHours, now: Date, locale: Locale): OpenStateText {
  const at = now.getTime();
  let byLocale = knownStates.get(hours);
  const known = byLocale?.get(locale);
  if (known && known.from <= at && at < known.until) return known.text;
  const text = Object.freeze(workOutOpenState(hours, now, locale));
  if (!byLocale) knownStates.set(hours, (byLocale = new Map()));
  byLocale.set(locale, { from: at, until: text.changesAt?.getTime() ?? at + UNCHANGING_STATE_MS, text });
  return text;
}

function workOutOpenState(hours: OpeningHours, now: Date, locale: Locale): OpenStateText {
  const state = openStateAt(hours, now);
  switch (state.kind) {
    case "by-appointment":
      return { state: { kind: "by-appointment", text: m.hours_by_appointment() }, changesAt: null };
    case "open": {
      const time = clockOf(state.closesAt.minutes);
      // Open round the clock for more than a day: no closing time worth naming.
      if (state.changesAt.getTime() - now.getTime() > DAY_MS)
        return { state: { kind: "open", text: m.hours_open_now() }, changesAt: state.changesAt };
      return state.isClosingSoon
        ? { state: { kind: "closing-soon", text: m.hours_closing_soon({ time }) }, changesAt: state.changesAt }
        : { state: { kind: "open", text: m.hours_open_until({ time }) }, changesAt: state.changesAt };
    }
    case "closed": {
      const reason = state.today.intervals.length === 0 ? reasonText(state.today, locale) : null;
      const isSpecialDay = state.today.reason?.kind === "holiday" || state.today.reason?.kind === "exception";
      const text =
        reason && isSpecialDay
          ? m.hours_closed_today({ reason })
          : state.opensAt
            ? opensText(state.opensAt, state.today.date, locale)
            : hours.byAppointment
              ? m.hours_by_appointment()
              : m.hours_closed();
      // A holiday's name, and "tomorrow" or a weekday, hold only until midnight: then the next day's text does.
      const saysToday = !(reason && isSpecialDay) && state.opensAt?.date === state.today.date;
      const changesAt = saysToday ? state.changesAt : earliest(state.changesAt, nextMidnight(state.today.date));
      return { state: { kind: "closed", text }, changesAt };
    }
  }
}

const nextMidnight = (date: IsraelDate): Date => israelInstant(addDays(date, 1), 0);

/** The earlier of two moments; null counts as never. */
export function earliest(a: Date | null, b: Date | null): Date | null {
  if (a === null) return b;
  if (b === null) return a;
  return a.getTime() <= b.getTime() ? a : b;
}

function sameIntervals(a: readonly HoursInterval[], b: readonly HoursInterval[]): boolean {
  return intervalsText(a) === intervalsText(b);
}

/**
 * The days from `from` on, `count` of them, whose hours a visitor should be told of: holidays and
 * exceptions, and eves or Chol HaMoed days kept otherwise than their weekday.
 */
export function listNotableDays(hours: OpeningHours, from: IsraelDate, count: number): DayHours[] {
  const days: DayHours[] = [];
  for (let offset = 0; offset < count; offset++) {
    const day = hoursOn(hours, addDays(from, offset));
    if (day.reason === null) continue;
    const regular = hours.week[weekdayOf(day.date)] ?? [];
    if ((day.reason.kind === "eve" || day.reason.kind === "chol-hamoed") && sameIntervals(day.intervals, regular))
      continue;
    days.push(day);
  }
  return days;
}

/** The week's table, today's state and the next two weeks' notices, for the gallery page. */
export function describeHours(
  hours: OpeningHours,
  now: Date,
  locale: Locale,
): { view: GalleryHoursView; changesAt: Date | null } {
  const { state, changesAt } = describeOpenState(hours, now, locale);
  const today = toIsraelDateTime(now);
  const week = hours.week.map((intervals, day) => ({
    name: weekdayName(day),
    hours: intervals.length === 0 ? null : intervalsText(intervals),
    isToday: day === today.weekday,
  }));
  const notices = listNotableDays(hours, today.date, NOTICE_DAYS).map((day) => {
    const reason = reasonText(day, locale) ?? "";
    return {
      date: formatCalendarDay(day.date, locale),
      text:
        day.intervals.length === 0
          ? m.hours_notice_closed({ reason })
          : m.hours_notice_open({ reason, hours: isolatedLtr(intervalsText(day.intervals)) }),
    };
  });
  // The table marks today: it changes at midnight even when the state does not.
  const midnight = nextMidnight(today.date);
  return {
    view: {
      state,
      week,
      byAppointment: hours.byAppointment,
      notices,
      texts: {
        heading: m.hours_heading(),
        caption: m.hours_week_caption(),
        day: m.hours_day(),
        hours: m.hours_hours(),
        today: m.hours_today(),
        noticesHeading: m.hours_notices_heading(),
        closed: m.hours_closed(),
        byAppointment: m.hours_by_appointment(),
      },
    },
    changesAt: earliest(changesAt, midnight),
  };
}

/** The moment a page is made, and where it notes when what it says about hours changes. */
export interface PageClock {
  now: Date;
  locale: Locale;
  noteChangesAt(at: Date | null): void;
  /** The first change noted: when the browser asks for the page again. */
  firstChange(): Date | null;
}

/** Each gallery's open state on the page (null without structured hours); the page notes the first change. */
export function describeOpenStates(
  galleries: readonly { openingHours: OpeningHours | null }[],
  clock: PageClock,
): (OpenStateView | null)[] {
  return galleries.map(({ openingHours }) => {
    if (!openingHours) return null;
    const { state, changesAt } = describeOpenState(openingHours, clock.now, clock.locale);
    clock.noteChangesAt(changesAt);
    return state;
  });
}
