import { describe, expect, it } from "vitest";
import {
  isolateTimeRanges,
  langAttributes,
  localizedText,
  textLang,
  textLanguage,
  withoutIsolates,
} from "./localized-text.ts";

describe("localizedText", () => {
  it("shows the Hebrew version on a Hebrew page, and the English text on an English one", () => {
    expect(localizedText("Sea Light", "אור ים", "he")).toEqual({ text: "אור ים" });
    expect(localizedText("Sea Light", "אור ים", "en")).toEqual({ text: "Sea Light" });
  });

  it("falls back to the English text marked as English where the Hebrew is not written", () => {
    expect(localizedText("Sea Light", null, "he")).toEqual({ text: "Sea Light", lang: "en" });
    expect(localizedText("Sea Light", "", "he")).toEqual({ text: "Sea Light", lang: "en" });
  });

  it("marks a text written only in Hebrew as Hebrew on an English page, and leaves it unmarked on a Hebrew one", () => {
    expect(localizedText("דוד כהן", null, "en")).toEqual({ text: "דוד כהן", lang: "he" });
    expect(localizedText("דוד כהן", null, "he")).toEqual({ text: "דוד כהן" });
  });

  it("marks another language with lang only: a direction on a block would turn its alignment", () => {
    expect(langAttributes({ text: "Sea", lang: "en" })).toEqual({ lang: "en" });
    expect(langAttributes({ text: "ים", lang: "he" })).toEqual({ lang: "he" });
    expect(langAttributes({ text: "Sea" })).toEqual({});
    expect(textLang("en")).toEqual({ lang: "en" });
    expect(textLang(undefined)).toEqual({});
  });

  it("takes a text with any Latin letter as English", () => {
    expect(textLanguage("Galerie שלום")).toBe("en");
    expect(textLanguage("שלום 5")).toBe("he");
    expect(textLanguage("1999")).toBe("en");
  });
});

describe("isolateTimeRanges", () => {
  it("wraps each time range left to right, leaving the rest of the text alone", () => {
    expect(isolateTimeRanges("א׳–ה׳ 10:00–19:00, ו׳ 9:30 - 14:00", true)).toBe(
      "א׳–ה׳ \u206610:00–19:00\u2069, ו׳ \u20669:30 - 14:00\u2069",
    );
    expect(isolateTimeRanges("By appointment", true)).toBe("By appointment");
    // Read left to right, the text needs nothing and is left as typed.
    expect(isolateTimeRanges("Sun–Thu 10:00–19:00", false)).toBe("Sun–Thu 10:00–19:00");
  });
});

describe("withoutIsolates", () => {
  it("gives back the text as typed from the text a field showed with its time ranges isolated", () => {
    const typed = "א׳–ה׳ 10:00–18:00, ו׳ 9:30 - 14:00";
    expect(withoutIsolates(isolateTimeRanges(typed, true))).toBe(typed);
    expect(withoutIsolates("\u2067שלום\u2069 \u2068x\u2069")).toBe("שלום x");
    expect(withoutIsolates(typed)).toBe(typed);
  });
});
