import * as z from "zod/mini";
import type { OpeningHours } from "./hours.ts";
import { boundedMemo } from "#app/lib/bounded-memo.ts";

// Opening hours as the database keeps them: one JSON document per gallery. It is checked when read,
// so a document written by an older or hand-edited version never breaks a page: it reads as none.

/** "HH:MM", 24-hour, 00:00 to 23:59. */
export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const DATE_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

const interval = z.object({
  opens: z.string().check(z.regex(TIME_PATTERN)),
  closes: z.string().check(z.regex(TIME_PATTERN)),
});
const intervals = z.array(interval);

const storedHours = z.object({
  week: z.array(intervals).check(z.length(7)),
  byAppointment: z.boolean(),
  exceptions: z.array(
    z.object({
      date: z.string().check(z.regex(DATE_PATTERN)),
      intervals,
      label: z.object({ en: z.string(), he: z.nullable(z.string()) }),
    }),
  ),
  holidays: z.union([z.object({ policy: z.literal("closed") }), z.object({ policy: z.literal("open"), intervals })]),
  eves: z.union([z.object({ policy: z.literal("like-friday") }), z.object({ policy: z.literal("custom"), intervals })]),
  cholHamoed: z.union([
    z.object({ policy: z.literal("like-weekday") }),
    z.object({ policy: z.literal("custom"), intervals }),
  ]),
});

/** Hours that say nothing (no interval on any day, not by appointment) are no hours at all. */
export function isEmptyHours(hours: OpeningHours): boolean {
  return !hours.byAppointment && hours.week.every((day) => day.length === 0) && hours.exceptions.length === 0;
}

/**
 * The stored document (frozen), or null when there is none or it cannot be read as hours. Every
 * gallery card of every page reads its document: each is read and checked once, and the same frozen
 * object coming back lets what is worked out from it be kept too.
 */
export function readStoredHours(json: string | null): OpeningHours | null {
  return json === null || json === "" ? null : readDocument(json);
}

const readDocument = boundedMemo(parseStoredHours, 1024);

function parseStoredHours(json: string): OpeningHours | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = storedHours.safeParse(value);
  return parsed.success ? deepFreeze(parsed.data) : null;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const each of Object.values(value)) deepFreeze(each);
    Object.freeze(value);
  }
  return value;
}

/** The document to store: null for hours that say nothing. */
export function storedHoursOf(hours: OpeningHours | null): string | null {
  return hours === null || isEmptyHours(hours) ? null : JSON.stringify(hours);
}

/** Hours with every rule at its default: closed on holidays, eves like Friday, Chol HaMoed like the weekday. */
export function weeklyHours(week: OpeningHours["week"], rest: Partial<OpeningHours> = {}): OpeningHours {
  return {
    week,
    byAppointment: false,
    exceptions: [],
    holidays: { policy: "closed" },
    eves: { policy: "like-friday" },
    cholHamoed: { policy: "like-weekday" },
    ...rest,
  };
}
