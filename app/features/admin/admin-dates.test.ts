import { describe, expect, it } from "vitest";
import { formatAdminDate, formatAdminDateTime, formatAdminShortDate } from "./admin-dates.ts";

describe("the admin area's dates", () => {
  it("are written in the administrator's language, on Israel's calendar day", () => {
    // 22:30 UTC on 2 March is already 3 March in Israel.
    const late = Date.UTC(2026, 2, 2, 22, 30);
    expect(formatAdminDate(late, "en")).toBe("3 March 2026");
    expect(formatAdminShortDate(late, "en")).toBe("3 Mar 2026");
    expect(formatAdminDate(late, "he")).toBe("3 במרץ 2026");
    expect(formatAdminDateTime(late, "en")).toBe("3 Mar 2026, 00:30");
    expect(formatAdminDateTime(late, "he")).toBe("3 במרץ 2026, 00:30");
  });
});
