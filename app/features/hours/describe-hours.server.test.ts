import { describe, expect, it } from "vitest";
import { withRequestLocale } from "#app/lib/locale.server.ts";
import type { Locale } from "#app/lib/i18n.ts";
import { weeklyHours } from "#app/lib/opening-hours/stored.ts";
import type { OpeningHours } from "#app/lib/opening-hours/hours.ts";
import { describeHours, describeOpenState } from "./describe-hours.server.ts";
import { hoursJsonLd } from "./hours-json-ld.server.ts";

const day = (opens: string, closes: string) => [{ opens, closes }];
// Sunday to Thursday 10–18, Friday 10–14, closed on Saturday.
const gallery = weeklyHours([
  day("10:00", "18:00"),
  day("10:00", "18:00"),
  day("10:00", "18:00"),
  day("10:00", "18:00"),
  day("10:00", "18:00"),
  day("10:00", "14:00"),
  [],
]);

const stateText = (hours: OpeningHours, now: string, locale: Locale = "en") =>
  withRequestLocale(locale, () => describeOpenState(hours, new Date(now), locale));

describe("the open state in words", () => {
  it("open until closing, then closing soon in the last hour, in both languages", () => {
    // Thursday 26 November 2026, 11:00 in Israel (UTC+2).
    const open = stateText(gallery, "2026-11-26T09:00:00Z");
    expect(open.state).toEqual({ kind: "open", text: "Open now · until 18:00" });
    expect(open.changesAt?.toISOString()).toBe("2026-11-26T15:00:00.000Z");
    expect(stateText(gallery, "2026-11-26T09:00:00Z", "he").state.text).toBe("פתוח עכשיו · עד 18:00");
    const soon = stateText(gallery, "2026-11-26T15:30:00Z");
    expect(soon.state).toEqual({ kind: "closing-soon", text: "Closing soon · until 18:00" });
    expect(soon.changesAt?.toISOString()).toBe("2026-11-26T16:00:00.000Z");
  });

  it("open round the clock: no closing time", () => {
    const allDay = [{ opens: "00:00", closes: "00:00" }];
    const always = weeklyHours([allDay, allDay, allDay, allDay, allDay, allDay, allDay], {
      holidays: { policy: "open", intervals: allDay },
    });
    expect(stateText(always, "2026-11-26T09:00:00Z").state).toEqual({ kind: "open", text: "Open now" });
  });

  it("closed: opens today, tomorrow, or on a named day", () => {
    expect(stateText(gallery, "2026-11-26T06:00:00Z").state.text).toBe("Closed · opens today 10:00");
    const evening = stateText(gallery, "2026-11-26T17:00:00Z");
    expect(evening.state.text).toBe("Closed · opens tomorrow 10:00");
    // "Tomorrow" is wrong after midnight: the page is made again then, not only at opening.
    expect(evening.changesAt?.toISOString()).toBe("2026-11-26T22:00:00.000Z");
    const morning = stateText(gallery, "2026-11-26T22:30:00Z");
    expect(morning.state.text).toBe("Closed · opens today 10:00");
    expect(morning.changesAt?.toISOString()).toBe("2026-11-27T08:00:00.000Z");
    // Friday after closing: Saturday is closed, Sunday opens.
    const weekend = stateText(gallery, "2026-11-27T13:00:00Z");
    expect(weekend.state).toEqual({ kind: "closed", text: "Closed · opens Sunday 10:00" });
    // At midnight "Sunday" becomes "tomorrow".
    expect(weekend.changesAt?.toISOString()).toBe("2026-11-27T22:00:00.000Z");
    expect(stateText(gallery, "2026-11-28T08:00:00Z").state.text).toBe("Closed · opens tomorrow 10:00");
    expect(stateText(gallery, "2026-11-27T13:00:00Z", "he").state.text).toBe("סגור · ייפתח ביום ראשון ב־10:00");
  });

  it("closed today for a holiday or an exception, named; by appointment", () => {
    // Yom Kippur, Monday 21 September 2026, noon in Israel (UTC+3).
    const yomKippur = stateText(gallery, "2026-09-21T09:00:00Z");
    expect(yomKippur.state).toEqual({ kind: "closed", text: "Closed today: Yom Kippur" });
    // At midnight the next day's text holds.
    expect(yomKippur.changesAt?.toISOString()).toBe("2026-09-21T21:00:00.000Z");
    expect(stateText(gallery, "2026-09-21T09:00:00Z", "he").state.text).toMatch(/^סגור היום: יום כ/);
    const stocktaking: OpeningHours = {
      ...gallery,
      exceptions: [{ date: "2026-11-26", intervals: [], label: { en: "Stocktaking", he: "ספירת מלאי" } }],
    };
    expect(stateText(stocktaking, "2026-11-26T09:00:00Z").state.text).toBe("Closed today: Stocktaking");
    expect(stateText(stocktaking, "2026-11-26T09:00:00Z", "he").state.text).toBe("סגור היום: ספירת מלאי");
    const appointment = weeklyHours([[], [], [], [], [], [], []], { byAppointment: true });
    expect(stateText(appointment, "2026-11-26T09:00:00Z").state).toEqual({
      kind: "by-appointment",
      text: "By appointment",
    });
  });
});

describe("the gallery page's hours", () => {
  it("marks today in the week, and tells of the holidays ahead and their eves", () => {
    // Sunday 20 September 2026, the eve of Yom Kippur, 09:00 in Israel.
    const { view } = withRequestLocale("en", () => describeHours(gallery, new Date("2026-09-20T06:00:00Z"), "en"));
    expect(view.week.map((row) => [row.name, row.hours, row.isToday])).toEqual([
      ["Sunday", "10:00–18:00", true],
      ["Monday", "10:00–18:00", false],
      ["Tuesday", "10:00–18:00", false],
      ["Wednesday", "10:00–18:00", false],
      ["Thursday", "10:00–18:00", false],
      ["Friday", "10:00–14:00", false],
      ["Saturday", null, false],
    ]);
    expect(view.notices.slice(0, 2)).toEqual([
      { date: "Sunday 20 September", text: "Eve of Yom Kippur: \u206610:00–14:00\u2069" },
      { date: "Monday 21 September", text: "Yom Kippur: closed" },
    ]);
    // A holiday on a Saturday the gallery keeps closed anyway is still told.
    expect(view.notices.map((notice) => notice.date)).toContain("Saturday 26 September");
  });
});

describe("the hours for search engines", () => {
  it("gives the week by day and the coming holidays as special hours", () => {
    const ld = hoursJsonLd(gallery, new Date("2026-09-20T06:00:00Z"));
    expect(ld.openingHoursSpecification[0]).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: "https://schema.org/Sunday",
      opens: "10:00",
      closes: "18:00",
    });
    expect(ld.openingHoursSpecification).toHaveLength(6);
    expect(ld.specialOpeningHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      validFrom: "2026-09-21",
      validThrough: "2026-09-21",
      opens: "00:00",
      closes: "00:00",
    });
    expect(ld.specialOpeningHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      validFrom: "2026-09-20",
      validThrough: "2026-09-20",
      opens: "10:00",
      closes: "14:00",
    });
    // Thirty days: Simchat Torah (3 October) is in, Chanukah is not.
    const dates = ld.specialOpeningHoursSpecification.map((each) => each.validFrom);
    expect(dates).toContain("2026-10-03");
    expect(dates.every((date) => String(date) < "2026-10-20")).toBe(true);
  });
});
