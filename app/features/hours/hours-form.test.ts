import { describe, expect, it } from "vitest";
import type { OpeningHours } from "#app/lib/opening-hours/hours.ts";
import { weeklyHours } from "#app/lib/opening-hours/stored.ts";
import { GALLERY_LISTS, galleryEditor, type GalleryFormValues } from "#app/features/editors/gallery-editor.ts";
import { parseRowIntent } from "#app/features/editors/row-list.ts";
import {
  applyHoursIntent,
  HOURS_LISTS,
  checkOpeningHours,
  emptyOpeningHoursValues,
  exceptionFieldName,
  HOURS_POLICY_FIELDS,
  intervalFieldName,
  normalTime,
  openingHoursValuesOf,
  readOpeningHours,
  type OpeningHoursValues,
} from "./hours-form.ts";
import type { FieldErrors } from "#app/lib/validation.ts";

const { read: readGalleryForm, applyRowIntent } = galleryEditor;
/** The gallery editor's check; the main image is required of a saved gallery only. */
const checkGallery = (values: GalleryFormValues, { isImageRequired }: { isImageRequired: boolean }) =>
  galleryEditor.check(values, { isNew: !isImageRequired });
const rowIntent = (value: string) => parseRowIntent(value, GALLERY_LISTS);

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

/** The form as the browser posts it for these values. */
function posted(values: OpeningHoursValues): FormData {
  const data = new FormData();
  values.week.forEach((rows, day) =>
    rows.forEach((row, index) => {
      data.set(intervalFieldName(day, index, "opens"), row.opens);
      data.set(intervalFieldName(day, index, "closes"), row.closes);
    }),
  );
  values.exceptions.forEach((row, index) => {
    for (const [field, value] of Object.entries(row)) data.set(exceptionFieldName(index, field as "date"), value);
  });
  for (const name of HOURS_POLICY_FIELDS) if (values.fields[name] !== "") data.set(name, values.fields[name]);
  return data;
}

/** The check of posted fields: the hours, or the errors. */
function check(fields: Record<string, string>): { hours: OpeningHours | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const hours = checkOpeningHours(readOpeningHours(form(fields)), errors);
  return { hours, errors };
}

const RICH: OpeningHours = {
  week: [
    [
      { opens: "10:00", closes: "14:00" },
      { opens: "16:00", closes: "19:00" },
    ],
    [],
    [{ opens: "20:00", closes: "01:00" }],
    [],
    [{ opens: "09:30", closes: "17:00" }],
    [{ opens: "10:00", closes: "13:00" }],
    [],
  ],
  byAppointment: true,
  exceptions: [
    { date: "2026-05-04", intervals: [], label: { en: "Closed for installation", he: "סגור לתליית תערוכה" } },
    { date: "2026-06-01", intervals: [{ opens: "12:00", closes: "15:00" }], label: { en: "Short day", he: null } },
  ],
  holidays: { policy: "open", intervals: [{ opens: "11:00", closes: "17:00" }] },
  eves: { policy: "custom", intervals: [{ opens: "09:00", closes: "12:00" }] },
  cholHamoed: { policy: "custom", intervals: [{ opens: "10:00", closes: "14:00" }] },
};

describe("the opening hours of the gallery form", () => {
  it("come back from the form exactly as stored, rules and exceptions included", () => {
    for (const hours of [RICH, weeklyHours([[], [], [], [], [], [], [{ opens: "10:00", closes: "17:00" }]])]) {
      const errors: FieldErrors = {};
      expect(checkOpeningHours(readOpeningHours(posted(openingHoursValuesOf(hours))), errors)).toEqual(hours);
      expect(errors).toEqual({});
    }
  });

  it("start a new gallery with an empty week and the default rules, and say nothing when nothing is set", () => {
    const empty = emptyOpeningHoursValues();
    expect(empty.week).toEqual([[], [], [], [], [], [], []]);
    expect(empty.fields).toMatchObject({
      holidayPolicy: "closed",
      evePolicy: "like-friday",
      cholHamoedPolicy: "like-weekday",
      byAppointment: "",
    });
    expect(openingHoursValuesOf(null)).toEqual(empty);
    // A form posted without any hours field (an older page, a script) reads as that empty week.
    expect(readOpeningHours(form({ name: "x", holidayPolicy: "sometimes" }))).toEqual(empty);
    expect(check({})).toEqual({ hours: null, errors: {} });
    // Blank rows are no hours, and the rules alone say nothing either.
    expect(
      check({
        "hours.0.0.opens": " ",
        "hours.0.0.closes": "",
        evePolicy: "custom",
        eveOpens: "9:00",
        eveCloses: "12:00",
      }),
    ).toEqual({
      hours: null,
      errors: {},
    });
    expect(check({ byAppointment: "on" }).hours).toEqual(
      weeklyHours([[], [], [], [], [], [], []], { byAppointment: true }),
    );
  });

  it("read times as HH:MM, taking 9:30, 930 and 0930 as 09:30", () => {
    for (const typed of ["9:30", " 09:30 ", "930", "0930"]) expect(normalTime(typed), typed).toBe("09:30");
    for (const typed of ["24:00", "12:60", "9", "9:3", "12.30", "noon", "1:230", "-1:00", ""]) {
      expect(normalTime(typed), typed).toBeNull();
    }
    const { hours, errors } = check({ "hours.1.0.opens": "9:30", "hours.1.0.closes": "1800" });
    expect(errors).toEqual({});
    expect(hours?.week[1]).toEqual([{ opens: "09:30", closes: "18:00" }]);
  });

  it("say which time is malformed or missing", () => {
    expect(
      check({
        "hours.0.0.opens": "25:00",
        "hours.0.0.closes": "ten",
        "hours.3.0.opens": "10:00",
        "hours.3.0.closes": "",
        "hours.3.1.opens": "",
        "hours.3.1.closes": "18:00",
      }).errors,
    ).toEqual({
      "hours.0.0.opens": "Enter the time as HH:MM, for example 09:30",
      "hours.0.0.closes": "Enter the time as HH:MM, for example 09:30",
      "hours.3.0.closes": "Enter the closing time too",
      "hours.3.1.opens": "Enter the opening time too",
    });
  });

  it("refuse an end before its start, unless it closes by 06:00 the next morning", () => {
    const BEFORE = "The closing time must be after the opening time (for hours past midnight, close by 06:00)";
    for (const [opens, closes] of [
      ["18:00", "10:00"],
      ["12:00", "12:00"],
      ["20:00", "06:01"],
      ["00:00", "00:00"],
    ]) {
      expect(check({ "hours.2.0.opens": opens!, "hours.2.0.closes": closes! }).errors, `${opens}–${closes}`).toEqual({
        "hours.2.0.closes": BEFORE,
      });
    }
    for (const [opens, closes] of [
      ["20:00", "01:00"],
      ["22:00", "06:00"],
      ["18:00", "00:00"],
      ["00:00", "23:59"],
    ]) {
      const { hours, errors } = check({ "hours.2.0.opens": opens!, "hours.2.0.closes": closes! });
      expect(errors, `${opens}–${closes}`).toEqual({});
      expect(hours?.week[2]).toEqual([{ opens, closes }]);
    }
  });

  it("refuse hours that overlap others on the same day, touching ones and other days' allowed", () => {
    const overlapping = check({
      "hours.0.0.opens": "10:00",
      "hours.0.0.closes": "14:00",
      "hours.0.1.opens": "13:00",
      "hours.0.1.closes": "18:00",
      "hours.0.2.opens": "09:00",
      "hours.0.2.closes": "10:30",
    });
    expect(overlapping.errors).toEqual({
      "hours.0.1.opens": "These hours overlap other hours on Sunday",
      "hours.0.2.opens": "These hours overlap other hours on Sunday",
    });
    // Past midnight: 20:00–02:00 reaches into the night, where 23:00–23:30 lies.
    expect(
      check({
        "hours.4.0.opens": "20:00",
        "hours.4.0.closes": "02:00",
        "hours.4.1.opens": "23:00",
        "hours.4.1.closes": "23:30",
      }).errors,
    ).toEqual({ "hours.4.1.opens": "These hours overlap other hours on Thursday" });
    const fine = check({
      "hours.0.0.opens": "10:00",
      "hours.0.0.closes": "14:00",
      "hours.0.1.opens": "14:00",
      "hours.0.1.closes": "18:00",
      "hours.1.0.opens": "11:00",
      "hours.1.0.closes": "13:00",
    });
    expect(fine.errors).toEqual({});
    expect(fine.hours?.week.slice(0, 2)).toEqual([
      [
        { opens: "10:00", closes: "14:00" },
        { opens: "14:00", closes: "18:00" },
      ],
      [{ opens: "11:00", closes: "13:00" }],
    ]);
  });

  it("refuse more than 6 intervals a day rather than dropping the last", () => {
    const fields: Record<string, string> = {};
    for (let index = 0; index < 7; index++) {
      fields[`hours.5.${index}.opens`] = `${String(index + 10)}:00`;
      fields[`hours.5.${index}.closes`] = `${String(index + 10)}:30`;
    }
    expect(check(fields).errors).toEqual({
      "hours.5.6.opens": "Friday can have at most 6 sets of hours: remove this one and those after it",
    });
    delete fields["hours.5.6.opens"];
    delete fields["hours.5.6.closes"];
    expect(check(fields).hours?.week[5]).toHaveLength(6);
  });

  it("need the hours of a rule's custom choice, and ignore them otherwise", () => {
    const MISSING = "Enter the opening and closing times for this choice";
    expect(
      check({
        "hours.0.0.opens": "10:00",
        "hours.0.0.closes": "18:00",
        holidayPolicy: "open",
        evePolicy: "custom",
        eveOpens: "10:00",
        cholHamoedPolicy: "custom",
        cholHamoedOpens: "14:00",
        cholHamoedCloses: "12:00",
      }).errors,
    ).toEqual({
      holidayOpens: MISSING,
      eveCloses: "Enter the closing time too",
      cholHamoedCloses: "The closing time must be after the opening time (for hours past midnight, close by 06:00)",
    });
    const defaults = check({
      "hours.0.0.opens": "10:00",
      "hours.0.0.closes": "18:00",
      holidayPolicy: "closed",
      holidayOpens: "nonsense",
      evePolicy: "like-friday",
      eveOpens: "25:00",
    });
    expect(defaults.errors).toEqual({});
    expect(defaults.hours).toMatchObject({
      holidays: { policy: "closed" },
      eves: { policy: "like-friday" },
      cholHamoed: { policy: "like-weekday" },
    });
  });

  it("check each dated exception: a real date once, an English label, the label limits, its times", () => {
    const result = check({
      "hoursException.0.date": "2026-02-30",
      "hoursException.0.label": "Bad date",
      "hoursException.1.date": "2026-03-01",
      "hoursException.1.label": " ",
      "hoursException.1.labelHe": "ת".repeat(101),
      "hoursException.2.date": "2026-03-01",
      "hoursException.2.label": "x".repeat(101),
      "hoursException.2.opens": "12:00",
      "hoursException.3.date": "",
      "hoursException.3.label": "No date",
    });
    expect(result.errors).toEqual({
      "hoursException.0.date": "Enter the exception's date, for example 2026-04-02",
      "hoursException.1.label": "Enter a label in English, for example “Closed for installation”",
      "hoursException.1.labelHe": "Label (Hebrew) must be at most 100 characters",
      "hoursException.2.date": "Another exception is on this date already",
      "hoursException.2.label": "Label must be at most 100 characters",
      "hoursException.2.closes": "Enter the closing time too",
      "hoursException.3.date": "Enter the exception's date, for example 2026-04-02",
    });
    const fine = check({
      "hoursException.0.date": "2026-04-02",
      "hoursException.0.label": " Closed for installation ",
      "hoursException.1.date": "",
      "hoursException.1.label": "",
      "hoursException.2.date": "2026-04-09",
      "hoursException.2.opens": "9:00",
      "hoursException.2.closes": "13:00",
      "hoursException.2.label": "Short day",
      "hoursException.2.labelHe": " יום קצר ",
    });
    expect(fine.errors).toEqual({});
    expect(fine.hours?.exceptions).toEqual([
      { date: "2026-04-02", intervals: [], label: { en: "Closed for installation", he: null } },
      {
        date: "2026-04-09",
        intervals: [{ opens: "09:00", closes: "13:00" }],
        label: { en: "Short day", he: "יום קצר" },
      },
    ]);
  });

  it("refuse more than 200 exceptions rather than dropping the last", () => {
    const fields: Record<string, string> = {};
    for (let index = 0; index < 201; index++) {
      const date = new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10);
      fields[`hoursException.${index}.date`] = date;
      fields[`hoursException.${index}.label`] = `Day ${index}`;
    }
    expect(check(fields).errors).toEqual({
      "hoursException.200.date": "A gallery can have at most 200 exceptions: remove this one and those after it",
    });
  });
});

describe("the gallery form with opening hours", () => {
  const valid = {
    name: "Hours Gallery",
    street: "Herzl 1",
    city: "Haifa",
    hours: "Sun–Thu 10–18, a note",
    description: "A gallery.",
  };

  it("hands the checked hours to the model beside the free-text note, and refuses the form on an hours error", () => {
    const result = checkGallery(
      readGalleryForm(form({ ...valid, "hours.0.0.opens": "10:00", "hours.0.0.closes": "18:00", byAppointment: "on" })),
      { isImageRequired: false },
    );
    expect(result).toMatchObject({
      isValid: true,
      data: {
        hours: "Sun–Thu 10–18, a note",
        openingHours: weeklyHours([[{ opens: "10:00", closes: "18:00" }], [], [], [], [], [], []], {
          byAppointment: true,
        }),
      },
    });
    expect(checkGallery(readGalleryForm(form(valid)), { isImageRequired: false })).toMatchObject({
      isValid: true,
      data: { openingHours: null },
    });
    expect(
      checkGallery(readGalleryForm(form({ ...valid, "hours.6.0.opens": "10", "hours.6.0.closes": "12:00" })), {
        isImageRequired: false,
      }),
    ).toEqual({ isValid: false, errors: { "hours.6.0.opens": "Enter the time as HH:MM, for example 09:30" } });
  });

  it("answers the hours' row buttons sent without JavaScript, each day its own list", () => {
    const values = readGalleryForm(
      form({
        "hours.2.0.opens": "10:00",
        "hours.2.0.closes": "12:00",
        "hours.2.1.opens": "14:00",
        "hours.2.1.closes": "18:00",
        "hoursException.0.date": "2026-04-02",
        "hoursException.0.label": "Closed",
      }),
    );
    const added = applyRowIntent(values, rowIntent("hours-3:add:0")!);
    expect(added.openingHours.week[3]).toEqual([{ opens: "", closes: "" }]);
    expect(added.openingHours.week[2]).toEqual(values.openingHours.week[2]);
    const removed = applyRowIntent(added, rowIntent("hours-2:remove:0")!);
    expect(removed.openingHours.week[2]).toEqual([{ opens: "14:00", closes: "18:00" }]);
    const noException = applyRowIntent(removed, rowIntent("exception:remove:0")!);
    expect(noException.openingHours.exceptions).toEqual([]);
    expect(applyRowIntent(noException, rowIntent("exception:add:0")!).openingHours.exceptions).toEqual([
      { date: "", opens: "", closes: "", label: "", labelHe: "" },
    ]);
    expect(rowIntent("hours-7:add:0")).toBeNull();
  });
});

describe("copying a day's hours", () => {
  it("copies the day's intervals to Sunday–Thursday, replacing theirs, and leaves Friday and Saturday", () => {
    const values = emptyOpeningHoursValues();
    values.week[1] = [{ opens: "09:00", closes: "12:00" }];
    values.week[2] = [
      { opens: "10:00", closes: "14:00" },
      { opens: "16:00", closes: "19:00" },
    ];
    values.week[5] = [{ opens: "10:00", closes: "13:00" }];
    const copied = applyHoursIntent(values, { list: "hours-2", op: "copy", index: 0 });
    for (const day of [0, 1, 2, 3, 4]) expect(copied.week[day], `day ${day}`).toEqual(values.week[2]);
    expect(copied.week[5]).toEqual([{ opens: "10:00", closes: "13:00" }]);
    expect(copied.week[6]).toEqual([]);
    // Copies, not the same rows: editing one day later changes no other.
    expect(copied.week[0]![0]).not.toBe(copied.week[2]![0]);
    expect(parseRowIntent("hours-2:copy:0", HOURS_LISTS)).toEqual({ list: "hours-2", op: "copy", index: 0 });
  });
});
