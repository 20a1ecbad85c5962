import { describe, expect, it } from "vitest";
import { readStoredHours, storedHoursOf, weeklyHours } from "./stored.ts";

const day = [{ opens: "10:00", closes: "18:00" }];
const document = storedHoursOf(weeklyHours([day, day, day, day, day, [], []]))!;

describe("stored opening hours", () => {
  it("reads a document once: the same frozen hours come back for the same text", () => {
    const first = readStoredHours(document);
    expect(first?.week[0]).toEqual(day);
    expect(readStoredHours(document)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.week[0]?.[0])).toBe(true);
    // Another document is other hours.
    expect(readStoredHours(document.replace("18:00", "19:00"))?.week[0]?.[0]?.closes).toBe("19:00");
  });

  it("reads what is not hours as none, every time", () => {
    for (const text of [null, "", "{", JSON.stringify({ week: [] }), JSON.stringify({ week: "10:00" })]) {
      expect(readStoredHours(text)).toBeNull();
      expect(readStoredHours(text)).toBeNull();
    }
  });
});
