import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatShortDate, formatYear } from "./dates.ts";

describe("formatDate", () => {
  it("writes a date in English as in Britain, and in Hebrew as in Israel", () => {
    const at = Date.UTC(2026, 2, 3, 12);
    expect(formatDate(at)).toBe("3 March 2026");
    expect(formatDate(at, "he")).toBe("3 במרץ 2026");
  });

  it("gives the day in Israel: late evening in London is already the next day in Jerusalem", () => {
    expect(formatDate(Date.UTC(2026, 2, 3, 23, 30))).toBe("4 March 2026");
  });
});

describe("formatYear", () => {
  it("gives the year in Israel, the same in both languages", () => {
    const newYearInJerusalem = new Date(Date.UTC(2025, 11, 31, 22, 30));
    expect(formatYear(newYearInJerusalem, "en")).toBe("2026");
    expect(formatYear(newYearInJerusalem, "he")).toBe("2026");
  });
});

describe("the admin area's dates", () => {
  it("are written in the administrator's language, on Israel's calendar day", () => {
    // 22:30 UTC on 2 March is already 3 March in Israel.
    const late = Date.UTC(2026, 2, 2, 22, 30);
    expect(formatDate(late, "en")).toBe("3 March 2026");
    expect(formatShortDate(late, "en")).toBe("3 Mar 2026");
    expect(formatDate(late, "he")).toBe("3 במרץ 2026");
    expect(formatDateTime(late, "en")).toBe("3 Mar 2026, 00:30");
    expect(formatDateTime(late, "he")).toBe("3 במרץ 2026, 00:30");
  });
});
