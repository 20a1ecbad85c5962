import { m } from "#app/lib/paraglide/messages.js";
import type { HoursException, HoursInterval, OpeningHours } from "#app/lib/opening-hours/hours.ts";
import { isEmptyHours, TIME_PATTERN } from "#app/lib/opening-hours/stored.ts";
import { weekdayName } from "#app/features/hours/weekdays.ts";
import { formText, hebrewLabel, hebrewOrNull, listIndexes, parseDate } from "#app/features/editors/editor-kit.ts";
import { applyRowIntent, type RowIntent } from "#app/features/editors/row-list.ts";
import type { FieldErrors } from "#app/lib/validation.ts";

// The structured opening hours of the gallery form, shared by the browser and the server. Field
// names: a weekday's intervals as hours.{day}.{i}.opens|closes (0 is Sunday); byAppointment ("on");
// holidayPolicy (closed|open) with holidayOpens/holidayCloses; evePolicy (like-friday|custom) with
// eveOpens/eveCloses; cholHamoedPolicy (like-weekday|custom) with cholHamoedOpens/cholHamoedCloses;
// dated exceptions as hoursException.{i}.date|opens|closes|label|labelHe.

export const HOURS_LIMITS = { intervalsPerDay: 6, exceptions: 200, label: 100 } as const;

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** A closing time earlier than the opening one is read as the next morning up to this (minutes: 06:00). */
const NEXT_MORNING_CLOSE_LIMIT = 6 * 60;

export interface IntervalValue {
  opens: string;
  closes: string;
}

export interface HoursExceptionValue {
  /** YYYY-MM-DD. */
  date: string;
  /** Both blank: closed all day. */
  opens: string;
  closes: string;
  label: string;
  labelHe: string;
}

export const HOURS_POLICY_FIELDS = [
  "byAppointment",
  "holidayPolicy",
  "holidayOpens",
  "holidayCloses",
  "evePolicy",
  "eveOpens",
  "eveCloses",
  "cholHamoedPolicy",
  "cholHamoedOpens",
  "cholHamoedCloses",
] as const;
export type HoursPolicyField = (typeof HOURS_POLICY_FIELDS)[number];

/** The hours as typed. */
export interface OpeningHoursValues {
  /** Seven days, Sunday first. */
  week: IntervalValue[][];
  exceptions: HoursExceptionValue[];
  fields: Record<HoursPolicyField, string>;
}

export const BLANK_INTERVAL: IntervalValue = { opens: "", closes: "" };
export const BLANK_EXCEPTION: HoursExceptionValue = { date: "", opens: "", closes: "", label: "", labelHe: "" };

export const intervalFieldName = (day: number, index: number, end: keyof IntervalValue) =>
  `hours.${day}.${index}.${end}`;
export const exceptionFieldName = (index: number, field: keyof HoursExceptionValue) =>
  `hoursException.${index}.${field}`;

/** The row list of one weekday's intervals ("hours-0" is Sunday's). */
export const dayListName = (day: number) => `hours-${day}` as const;
export const HOURS_LISTS = [...WEEKDAYS.map(dayListName), "exception"] as const;

const POLICY_DEFAULTS = {
  holidayPolicy: "closed",
  evePolicy: "like-friday",
  cholHamoedPolicy: "like-weekday",
} as const;
const CUSTOM_POLICY = { holidayPolicy: "open", evePolicy: "custom", cholHamoedPolicy: "custom" } as const;
type PolicyField = keyof typeof POLICY_DEFAULTS;

export function emptyOpeningHoursValues(): OpeningHoursValues {
  const fields = Object.fromEntries(HOURS_POLICY_FIELDS.map((name) => [name, ""])) as Record<HoursPolicyField, string>;
  return { week: WEEKDAYS.map(() => []), exceptions: [], fields: { ...fields, ...POLICY_DEFAULTS } };
}

export function readOpeningHours(formData: FormData): OpeningHoursValues {
  const fields = Object.fromEntries(HOURS_POLICY_FIELDS.map((name) => [name, formText(formData, name)])) as Record<
    HoursPolicyField,
    string
  >;
  // A choice that is not one of the two (or not posted at all) is the default one.
  for (const name of Object.keys(POLICY_DEFAULTS) as PolicyField[]) {
    if (fields[name] !== CUSTOM_POLICY[name]) fields[name] = POLICY_DEFAULTS[name];
  }
  if (fields.byAppointment !== "on") fields.byAppointment = "";
  return {
    week: WEEKDAYS.map((day) =>
      listIndexes(formData, new RegExp(`^hours\\.${day}\\.(\\d{1,6})\\.(?:opens|closes)$`)).map((i) => ({
        opens: formText(formData, intervalFieldName(day, i, "opens")),
        closes: formText(formData, intervalFieldName(day, i, "closes")),
      })),
    ),
    exceptions: listIndexes(formData, /^hoursException\.(\d{1,6})\.(?:date|opens|closes|label|labelHe)$/).map((i) => ({
      date: formText(formData, exceptionFieldName(i, "date")),
      opens: formText(formData, exceptionFieldName(i, "opens")),
      closes: formText(formData, exceptionFieldName(i, "closes")),
      label: formText(formData, exceptionFieldName(i, "label")),
      labelHe: formText(formData, exceptionFieldName(i, "labelHe")),
    })),
    fields,
  };
}

/** The form's values for stored hours (none: an empty week with the default rules). */
export function openingHoursValuesOf(hours: OpeningHours | null): OpeningHoursValues {
  const empty = emptyOpeningHoursValues();
  if (!hours) return empty;
  // The form edits one interval per rule, as the rules are written.
  const first = (intervals: HoursInterval[]) => intervals[0] ?? BLANK_INTERVAL;
  const holiday = hours.holidays.policy === "open" ? first(hours.holidays.intervals) : BLANK_INTERVAL;
  const eve = hours.eves.policy === "custom" ? first(hours.eves.intervals) : BLANK_INTERVAL;
  const cholHamoed = hours.cholHamoed.policy === "custom" ? first(hours.cholHamoed.intervals) : BLANK_INTERVAL;
  return {
    week: WEEKDAYS.map((day) => (hours.week[day] ?? []).map((interval) => ({ ...interval }))),
    exceptions: hours.exceptions.map((exception) => ({
      date: exception.date,
      ...first(exception.intervals),
      label: exception.label.en,
      labelHe: exception.label.he ?? "",
    })),
    fields: {
      byAppointment: hours.byAppointment ? "on" : "",
      holidayPolicy: hours.holidays.policy,
      holidayOpens: holiday.opens,
      holidayCloses: holiday.closes,
      evePolicy: hours.eves.policy,
      eveOpens: eve.opens,
      eveCloses: eve.closes,
      cholHamoedPolicy: hours.cholHamoed.policy,
      cholHamoedOpens: cholHamoed.opens,
      cholHamoedCloses: cholHamoed.closes,
    },
  };
}

/**
 * "HH:MM" from what was typed, null when it is not a time of day. "9:30" is "09:30", and "930" or
 * "0930" too: a phone's numeric keyboard may have no colon.
 */
export function normalTime(value: string): string | null {
  const match = /^(\d{1,2}):?(\d\d)$/.exec(value.trim());
  if (!match) return null;
  const time = `${match[1]!.padStart(2, "0")}:${match[2]}`;
  return TIME_PATTERN.test(time) ? time : null;
}

// Not hours.ts's minutesOf: that module brings the Jewish calendar, which stays out of the browser.
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** An interval's minutes from its day's midnight; one that closes the next morning ends past 1440. */
function spanOf(interval: HoursInterval): [number, number] {
  const start = minutesOf(interval.opens);
  const end = minutesOf(interval.closes);
  return [start, end <= start ? end + 1440 : end];
}

type IntervalCheck = { kind: "blank" } | { kind: "invalid" } | { kind: "valid"; interval: HoursInterval };

/** One interval's two times: blank, wrong (its errors set), or a checked interval. */
function checkInterval(
  value: IntervalValue,
  names: Record<keyof IntervalValue, string>,
  errors: FieldErrors,
): IntervalCheck {
  const opensText = value.opens.trim();
  const closesText = value.closes.trim();
  if (opensText === "" && closesText === "") return { kind: "blank" };
  const opens = normalTime(opensText);
  const closes = normalTime(closesText);
  if (opensText === "") errors[names.opens] = m.admin_hours_opens_missing();
  else if (opens === null) errors[names.opens] = m.admin_hours_time_invalid();
  if (closesText === "") errors[names.closes] = m.admin_hours_closes_missing();
  else if (closes === null) errors[names.closes] = m.admin_hours_time_invalid();
  if (opens === null || closes === null) return { kind: "invalid" };
  const start = minutesOf(opens);
  const end = minutesOf(closes);
  // Earlier is the next morning only up to 06:00: later than that it is a slip (18:00–10:00).
  if (end === start || (end < start && end > NEXT_MORNING_CLOSE_LIMIT)) {
    errors[names.closes] = m.admin_hours_closes_before_opens();
    return { kind: "invalid" };
  }
  return { kind: "valid", interval: { opens, closes } };
}

function checkWeek(week: IntervalValue[][], errors: FieldErrors): OpeningHours["week"] {
  return WEEKDAYS.map((day) => {
    const rows = week[day] ?? [];
    const checked: { index: number; interval: HoursInterval }[] = [];
    rows.forEach((value, index) => {
      const names = { opens: intervalFieldName(day, index, "opens"), closes: intervalFieldName(day, index, "closes") };
      const result = checkInterval(value, names, errors);
      if (result.kind !== "valid") return;
      const [start, end] = spanOf(result.interval);
      const overlaps = checked.some(({ interval }) => {
        const [otherStart, otherEnd] = spanOf(interval);
        return start < otherEnd && otherStart < end;
      });
      // The later row is the one said to overlap: the earlier ones were there first.
      if (overlaps) errors[names.opens] ??= m.admin_hours_overlap({ day: weekdayName(day) });
      checked.push({ index, interval: result.interval });
    });
    // Never cut short (a row left out would be lost on save): too many are refused instead.
    if (rows.length > HOURS_LIMITS.intervalsPerDay) {
      errors[intervalFieldName(day, HOURS_LIMITS.intervalsPerDay, "opens")] ??= m.admin_hours_too_many_intervals({
        max: HOURS_LIMITS.intervalsPerDay,
        day: weekdayName(day),
      });
    }
    // A blank row is no interval: it is dropped.
    return checked.map(({ interval }) => interval);
  });
}

/** A rule's one interval when its custom choice is made; blank then is an error, not "closed". */
function checkPolicyHours(values: OpeningHoursValues, field: PolicyField, errors: FieldErrors): HoursInterval[] {
  if (values.fields[field] !== CUSTOM_POLICY[field]) return [];
  const prefix = field.replace(/Policy$/, "");
  const names = { opens: `${prefix}Opens`, closes: `${prefix}Closes` };
  const result = checkInterval(
    { opens: values.fields[names.opens as HoursPolicyField], closes: values.fields[names.closes as HoursPolicyField] },
    names,
    errors,
  );
  if (result.kind === "blank") errors[names.opens] = m.admin_hours_policy_hours_missing();
  return result.kind === "valid" ? [result.interval] : [];
}

const isBlankException = (value: HoursExceptionValue) => Object.values(value).every((text) => text.trim() === "");

function checkExceptions(exceptions: HoursExceptionValue[], errors: FieldErrors): HoursException[] {
  const checked: HoursException[] = [];
  const dates = new Set<string>();
  exceptions.forEach((value, index) => {
    // A row left completely blank is not an exception: it is not saved.
    if (isBlankException(value)) return;
    const at = (field: keyof HoursExceptionValue) => exceptionFieldName(index, field);
    const date = value.date.trim();
    if (parseDate(date) === null) errors[at("date")] = m.admin_hours_exception_date_invalid();
    else if (dates.has(date)) errors[at("date")] = m.admin_hours_exception_date_taken();
    else dates.add(date);
    const times = checkInterval(value, { opens: at("opens"), closes: at("closes") }, errors);
    const label = value.label.trim();
    const labelHe = value.labelHe.trim();
    if (label === "") errors[at("label")] = m.admin_hours_exception_label_required();
    else if (label.length > HOURS_LIMITS.label) {
      errors[at("label")] = m.admin_field_too_long({ label: m.admin_hours_exception_label(), max: HOURS_LIMITS.label });
    }
    if (labelHe.length > HOURS_LIMITS.label) {
      errors[at("labelHe")] = m.admin_field_too_long({
        label: hebrewLabel(m.admin_hours_exception_label)(),
        max: HOURS_LIMITS.label,
      });
    }
    checked.push({
      date,
      intervals: times.kind === "valid" ? [times.interval] : [],
      label: { en: label, he: hebrewOrNull(labelHe) },
    });
  });
  if (exceptions.length > HOURS_LIMITS.exceptions) {
    errors[exceptionFieldName(HOURS_LIMITS.exceptions, "date")] ??= m.admin_hours_too_many_exceptions({
      max: HOURS_LIMITS.exceptions,
    });
  }
  return checked;
}

/**
 * Checks the hours, adding each failing field's message to `errors`; the hours for the model, null
 * when they say nothing (no interval, not by appointment, no exception). Only meaningful when no
 * error was added.
 */
export function checkOpeningHours(values: OpeningHoursValues, errors: FieldErrors): OpeningHours | null {
  const week = checkWeek(values.week, errors);
  const holidays = checkPolicyHours(values, "holidayPolicy", errors);
  const eves = checkPolicyHours(values, "evePolicy", errors);
  const cholHamoed = checkPolicyHours(values, "cholHamoedPolicy", errors);
  const exceptions = checkExceptions(values.exceptions, errors);
  const { fields } = values;
  const hours: OpeningHours = {
    week,
    byAppointment: fields.byAppointment === "on",
    exceptions,
    holidays: fields.holidayPolicy === "open" ? { policy: "open", intervals: holidays } : { policy: "closed" },
    eves: fields.evePolicy === "custom" ? { policy: "custom", intervals: eves } : { policy: "like-friday" },
    cholHamoed:
      fields.cholHamoedPolicy === "custom" ? { policy: "custom", intervals: cholHamoed } : { policy: "like-weekday" },
  };
  return isEmptyHours(hours) ? null : hours;
}

/** The days a day's "Copy to Sunday–Thursday" fills: Israel's working week (Friday and Saturday often differ). */
export const COPY_TARGET_DAYS = [0, 1, 2, 3, 4] as const;

/** The week with `day`'s intervals copied to each of COPY_TARGET_DAYS (replacing theirs). */
function copyDayHours(week: readonly IntervalValue[][], day: number): IntervalValue[][] {
  const source = week[day] ?? [];
  return week.map((rows, each) =>
    each !== day && (COPY_TARGET_DAYS as readonly number[]).includes(each)
      ? source.map((interval) => ({ ...interval }))
      : rows,
  );
}

/** One of the hours' row buttons (a weekday's intervals, its copy, the exceptions), sent without JavaScript. */
export function applyHoursIntent(values: OpeningHoursValues, intent: RowIntent): OpeningHoursValues {
  if (intent.list === "exception") {
    return { ...values, exceptions: applyRowIntent(values.exceptions, intent, () => ({ ...BLANK_EXCEPTION })) };
  }
  const day = Number(intent.list.slice("hours-".length));
  if (intent.op === "copy") return { ...values, week: copyDayHours(values.week, day) };
  return {
    ...values,
    week: values.week.map((rows, each) =>
      each === day ? applyRowIntent(rows, intent, () => ({ ...BLANK_INTERVAL })) : rows,
    ),
  };
}
