import { afterEach, describe, expect, it } from "vitest";
import { openStateAt, type HoursInterval, type OpeningHours } from "./hours.ts";
import { israelInstant, toIsraelDateTime } from "./israel-time.ts";
import { israelDayOf } from "./jewish-calendar.ts";

const span = (opens: string, closes: string): HoursInterval[] => [{ opens, closes }];
// Sunday to Thursday 10–18, Friday 10–14, Saturday closed: the usual Israeli gallery week.
const usual = (extra: Partial<OpeningHours> = {}): OpeningHours => ({
  week: [
    span("10:00", "18:00"),
    span("10:00", "18:00"),
    span("10:00", "18:00"),
    span("10:00", "18:00"),
    span("10:00", "18:00"),
    span("10:00", "14:00"),
    [],
  ],
  byAppointment: false,
  exceptions: [],
  holidays: { policy: "closed" },
  eves: { policy: "like-friday" },
  cholHamoed: { policy: "like-weekday" },
  ...extra,
});
/** The moment Israel's clocks show `time` on `date`. */
const at = (date: string, time: string) => israelInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
const moment = (date: string, time: string) => {
  const { weekday, minutes } = toIsraelDateTime(at(date, time));
  return { date, minutes, weekday };
};

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe("the opening hours engine, in Israel time", () => {
  it("an ordinary weekday: closed in the morning, open at noon, closing soon, closed in the evening", () => {
    // Tuesday 24 November 2026.
    expect(openStateAt(usual(), at("2026-11-24", "09:00"))).toMatchObject({
      kind: "closed",
      opensAt: moment("2026-11-24", "10:00"),
      changesAt: at("2026-11-24", "10:00"),
    });
    expect(openStateAt(usual(), at("2026-11-24", "12:00"))).toMatchObject({
      kind: "open",
      closesAt: moment("2026-11-24", "18:00"),
      isClosingSoon: false,
      changesAt: at("2026-11-24", "17:00"),
    });
    expect(openStateAt(usual(), at("2026-11-24", "17:30"))).toMatchObject({ kind: "open", isClosingSoon: true });
    expect(openStateAt(usual(), at("2026-11-24", "19:00"))).toMatchObject({
      kind: "closed",
      opensAt: { date: "2026-11-25", minutes: 600, weekday: 3 },
    });
  });

  it("Friday afternoon and Shabbat: closed until Sunday morning", () => {
    expect(openStateAt(usual(), at("2026-11-27", "13:30"))).toMatchObject({ kind: "open", isClosingSoon: true });
    for (const now of [at("2026-11-27", "15:00"), at("2026-11-28", "12:00")]) {
      expect(openStateAt(usual(), now)).toMatchObject({
        kind: "closed",
        opensAt: { date: "2026-11-29", minutes: 600, weekday: 0 },
      });
    }
  });

  it("Yom Kippur 2026 (Monday 21 September): closed, and says why", () => {
    expect(israelDayOf("2026-09-21")).toEqual({ kind: "holiday", name: { en: "Yom Kippur", he: "יום כיפור" } });
    const state = openStateAt(usual(), at("2026-09-21", "12:00"));
    expect(state).toMatchObject({
      kind: "closed",
      opensAt: { date: "2026-09-22", minutes: 600 },
      today: { reason: { kind: "holiday" }, day: { name: { en: "Yom Kippur" } } },
    });
    // A gallery open on holidays keeps its holiday hours.
    const open = usual({ holidays: { policy: "open", intervals: span("11:00", "15:00") } });
    expect(openStateAt(open, at("2026-09-21", "12:00"))).toMatchObject({
      kind: "open",
      closesAt: { date: "2026-09-21", minutes: 900 },
    });
  });

  it("the eve of Rosh Hashana 2026 (Friday 11 September), and an eve on a weekday, like a Friday or as set", () => {
    expect(israelDayOf("2026-09-11")).toMatchObject({ kind: "eve", name: { en: "Rosh Hashana" } });
    expect(openStateAt(usual(), at("2026-09-11", "15:00"))).toMatchObject({
      kind: "closed",
      // Rosh Hashana on Saturday and Sunday: the next opening is Monday.
      opensAt: { date: "2026-09-14", minutes: 600 },
    });
    // Erev Yom Kippur is a Sunday in 2026: like a Friday, the gallery closes at 14:00.
    expect(israelDayOf("2026-09-20").kind).toBe("eve");
    expect(openStateAt(usual(), at("2026-09-20", "13:00"))).toMatchObject({
      kind: "open",
      closesAt: { date: "2026-09-20", minutes: 14 * 60 },
    });
    const custom = usual({ eves: { policy: "custom", intervals: span("09:00", "12:00") } });
    expect(openStateAt(custom, at("2026-09-20", "13:00"))).toMatchObject({ kind: "closed" });
    expect(openStateAt(custom, at("2026-09-20", "09:30"))).toMatchObject({
      kind: "open",
      closesAt: { minutes: 12 * 60 },
    });
  });

  it("a Chol HaMoed day (Monday 28 September 2026): like a weekday, or as set", () => {
    expect(israelDayOf("2026-09-28").kind).toBe("chol-hamoed");
    expect(openStateAt(usual(), at("2026-09-28", "16:00"))).toMatchObject({
      kind: "open",
      closesAt: { minutes: 18 * 60 },
    });
    const short = usual({ cholHamoed: { policy: "custom", intervals: span("10:00", "13:00") } });
    expect(openStateAt(short, at("2026-09-28", "16:00"))).toMatchObject({
      kind: "closed",
      today: { reason: { kind: "chol-hamoed" } },
    });
  });

  it("keeps wall-clock hours across both daylight-saving changes of 2026", () => {
    // Friday 27 March 2026: clocks go from 02:00 to 03:00 (UTC+2 to UTC+3).
    expect(at("2026-03-27", "10:30").toISOString()).toBe("2026-03-27T07:30:00.000Z");
    expect(openStateAt(usual(), new Date("2026-03-27T07:30:00Z"))).toMatchObject({
      kind: "open",
      closesAt: { date: "2026-03-27", minutes: 14 * 60 },
      changesAt: new Date("2026-03-27T10:00:00Z"),
    });
    expect(openStateAt(usual(), new Date("2026-03-26T07:30:00Z"))).toMatchObject({
      kind: "closed",
      changesAt: new Date("2026-03-26T08:00:00Z"),
    });
    // Sunday 25 October 2026: clocks go back from 02:00 to 01:00 (UTC+3 to UTC+2).
    expect(openStateAt(usual(), new Date("2026-10-25T07:30:00Z"))).toMatchObject({
      kind: "closed",
      opensAt: { date: "2026-10-25", minutes: 600 },
      changesAt: new Date("2026-10-25T08:00:00Z"),
    });
    expect(openStateAt(usual(), new Date("2026-10-24T23:30:00Z"))).toMatchObject({ kind: "closed" });
  });

  it("an interval past midnight keeps the gallery open into the next day", () => {
    const late = usual({ week: usual().week.map((day, i) => (i === 4 ? span("20:00", "02:00") : day)) });
    // Thursday 26 November 2026, 20:00 until Friday 02:00.
    expect(openStateAt(late, at("2026-11-27", "01:00"))).toMatchObject({
      kind: "open",
      closesAt: { date: "2026-11-27", minutes: 120 },
      isClosingSoon: true,
    });
    expect(openStateAt(late, at("2026-11-26", "23:00"))).toMatchObject({
      kind: "open",
      closesAt: { date: "2026-11-27", minutes: 120 },
      isClosingSoon: false,
    });
  });

  it("dated exceptions come before everything, and a week of appointments only says so", () => {
    const closed = usual({
      exceptions: [{ date: "2026-11-24", intervals: [], label: { en: "Installing", he: "הקמת תערוכה" } }],
    });
    expect(openStateAt(closed, at("2026-11-24", "12:00"))).toMatchObject({
      kind: "closed",
      today: { reason: { kind: "exception", label: { en: "Installing" } } },
    });
    const appointments = usual({ week: [[], [], [], [], [], [], []], byAppointment: true });
    expect(openStateAt(appointments, at("2026-11-24", "12:00"))).toEqual({ kind: "by-appointment" });
  });

  it("answers the same on a server in UTC, in America/New_York and in Israel", () => {
    const answers = ["UTC", "America/New_York", "Asia/Jerusalem"].map((zone) => {
      process.env.TZ = zone;
      return [
        openStateAt(usual(), new Date("2026-09-21T09:00:00Z")),
        openStateAt(usual(), new Date("2026-11-27T12:30:00Z")),
        openStateAt(usual(), new Date("2026-11-29T03:00:00Z")),
        israelDayOf("2026-09-20"),
      ];
    });
    expect(answers[0]![0]).toMatchObject({ kind: "closed", today: { reason: { kind: "holiday" } } });
    expect(answers[0]![1]).toMatchObject({ kind: "closed", opensAt: { date: "2026-11-29" } });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});
