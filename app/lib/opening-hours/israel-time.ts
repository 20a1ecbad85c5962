// Israel time (Asia/Jerusalem) whatever the server's or the browser's own zone: a gallery's hours
// are wall-clock times there, and the daylight-saving changes move them against UTC.

export const ISRAEL_TIME_ZONE = "Asia/Jerusalem";

/** A calendar date in Israel, "YYYY-MM-DD". */
export type IsraelDate = string;

export interface IsraelDateTime {
  date: IsraelDate;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes since the day's midnight. */
  minutes: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
let formatter: Intl.DateTimeFormat | undefined;

function partsOf(instant: number) {
  formatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: ISRAEL_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    weekday: "short",
    hourCycle: "h23",
  });
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday!),
  };
}

/** The date, weekday and time in Israel at `instant`. */
export function toIsraelDateTime(instant: Date | number): IsraelDateTime {
  const p = partsOf(Number(instant));
  return {
    date: `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`,
    weekday: p.weekday,
    minutes: p.hour * 60 + p.minute,
  };
}

function splitDate(date: IsraelDate): [number, number, number] {
  const [year, month, day] = date.split("-").map(Number);
  return [year!, month!, day!];
}

/** How far Israel's wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number): number {
  const p = partsOf(instant);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return wall - (instant - (((instant % 60_000) + 60_000) % 60_000));
}

/**
 * The instant when Israel's clocks show `minutes` past midnight of `date` (minutes may pass 1440:
 * the next days). A time the spring change skips is read with the offset before it (02:30 → 03:30).
 */
export function israelInstant(date: IsraelDate, minutes: number): Date {
  const [year, month, day] = splitDate(date);
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

/** The date `days` after `date` (before, when negative). */
export function addDays(date: IsraelDate, days: number): IsraelDate {
  const [year, month, day] = splitDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: IsraelDate): number {
  const [year, month, day] = splitDate(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}
