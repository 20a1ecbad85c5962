import { describe, expect, it } from "vitest";
import {
  deletionsOf,
  highlightRanges,
  indexTerms,
  mediumText,
  nameVariants,
  normalizeText,
  parseQuery,
  prefixStripped,
  singularOf,
  strippedForms,
} from "./normalize.ts";

describe("normalizeText", () => {
  it("drops niqqud: pointed and unpointed Hebrew are the same word", () => {
    expect(normalizeText("שָׁלוֹם")).toBe("שלומ");
    expect(normalizeText("שָׁלוֹם")).toBe(normalizeText("שלום"));
    expect(normalizeText("בְּרֵאשִׁית בָּרָא")).toBe(normalizeText("בראשית ברא"));
  });

  it("drops cantillation marks (te'amim) and keeps the word whole", () => {
    // U+0591 etnahta, U+05A5 merkha, U+0596 tipeha
    expect(normalizeText("בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים")).toBe(normalizeText("בראשית ברא אלהים"));
    expect(indexTerms("אֱלֹהִ֑ים")).toHaveLength(1);
  });

  it("turns maqaf into a space and treats sof pasuq and paseq as separators", () => {
    expect(indexTerms("כָּל־הָאָרֶץ")).toEqual(["כל", "הארצ"]);
    expect(indexTerms("הארץ׃ ויאמר")).toEqual(["הארצ", "ויאמר"]);
  });

  it("folds final letters to their ordinary forms", () => {
    expect(normalizeText("ך ם ן ף ץ")).toBe("כ מ נ פ צ");
    expect(normalizeText("ירושלים")).toBe("ירושלימ");
    // A final letter typed in the middle (a typo) folds the same way.
    expect(normalizeText("ירושלימ")).toBe(normalizeText("ירושלים"));
  });

  it("joins geresh and gershayim, Hebrew or ASCII, into the word", () => {
    expect(normalizeText("צה״ל")).toBe("צהל");
    expect(normalizeText('צה"ל')).toBe("צהל");
    expect(normalizeText("ג׳ירפה")).toBe(normalizeText("ג'ירפה"));
    expect(normalizeText("ג׳ירפה")).toBe("גירפה");
  });

  it("treats a quote that joins no letters as punctuation", () => {
    expect(indexTerms("\"Blue\" 'hills' ׳ ״")).toEqual(["blue", "hill"]);
    expect(indexTerms("Be'er Sheva")).toEqual(["beer", "sheva"]);
  });

  it("folds case and diacritics (NFKD)", () => {
    expect(normalizeText("Café")).toBe("cafe");
    expect(normalizeText("Cafe\u0301")).toBe("cafe");
    expect(normalizeText("CAFÉ Ünter Ñandú")).toBe("cafe unter nandu");
    expect(normalizeText("ﬁne")).toBe("fine");
  });

  it("folds English plurals lightly", () => {
    expect(normalizeText("paintings")).toBe(normalizeText("painting"));
    expect(singularOf("galleries")).toBe("gallery");
    expect(singularOf("gallery")).toBe("gallery");
    expect(singularOf("boxes")).toBe("box");
    expect(singularOf("sketches")).toBe("sketch");
    expect(singularOf("brushes")).toBe("brush");
    expect(singularOf("glasses")).toBe("glass");
    expect(singularOf("glass")).toBe("glass");
    expect(singularOf("bus")).toBe("bus");
    expect(singularOf("stones")).toBe("stone");
    expect(singularOf("canvases")).toBe(singularOf("canvas"));
    // Not a stemmer: only plurals fold.
    expect(singularOf("painting")).toBe("painting");
    expect(singularOf("is")).toBe("is");
  });

  it("splits on punctuation, keeps digits and ignores invisible marks", () => {
    expect(indexTerms("Tel Aviv-Yafo, 1950s (oil/canvas)")).toEqual(["tel", "aviv", "yafo", "1950s", "oil", "canva"]);
    expect(indexTerms("\u200Fשלום\u200E עולם")).toEqual(["שלומ", "עולמ"]);
    expect(indexTerms("")).toEqual([]);
    expect(indexTerms(null)).toEqual([]);
  });
});

describe("Hebrew prefixes", () => {
  it("strips one and two one-letter prefixes where three letters remain", () => {
    expect(strippedForms("ובירושלימ")).toEqual(["בירושלימ", "ירושלימ"]);
    expect(strippedForms("והגלריה")).toEqual(["הגלריה", "גלריה"]);
    for (const prefix of ["ו", "ה", "ב", "ל", "מ", "ש", "כ"]) {
      expect(strippedForms(`${prefix}גלריה`)).toContain("גלריה");
    }
    // Never below three letters, never more than two prefixes.
    expect(strippedForms("בית")).toEqual([]);
    expect(strippedForms("שלומ")).toEqual(["לומ"]);
    expect(strippedForms("ושהבית")).toEqual(["שהבית", "הבית"]);
    expect(strippedForms("painting")).toEqual([]);
  });

  it("lists each stripped form once for many words", () => {
    expect(prefixStripped(["בירושלימ", "לירושלימ", "תל"])).toEqual(["ירושלימ"]);
  });
});

describe("name variants", () => {
  it("gives one-letter deletions, so a one-letter typo shares a variant", () => {
    const shapira = new Set(nameVariants(["shapira"]));
    expect([..."shapiro"].length).toBe(7);
    expect(["shapiro", ...deletionsOf("shapiro")].some((v) => shapira.has(v))).toBe(true);
    // An extra letter and a missing one.
    expect(["shappira", ...deletionsOf("shappira")].some((v) => shapira.has(v))).toBe(true);
    expect(["shpira", ...deletionsOf("shpira")].some((v) => shapira.has(v))).toBe(true);
    // Two letters off is not a typo.
    expect(["shapoeo", ...deletionsOf("shapoeo")].some((v) => shapira.has(v))).toBe(false);
  });

  it("gives short words no variants", () => {
    expect(nameVariants(["ron", "ami"])).toEqual([]);
    expect(deletionsOf("abc")).toEqual([]);
    expect(nameVariants(["רונה"])).toEqual(["רונה", "ונה", "רנה", "רוה", "רונ"]);
  });
});

describe("parseQuery", () => {
  it("names the problem of an empty, too long or wordless query", () => {
    expect(parseQuery("")).toEqual({ problem: "empty" });
    expect(parseQuery("   ")).toEqual({ problem: "empty" });
    expect(parseQuery(undefined)).toEqual({ problem: "empty" });
    expect(parseQuery(42)).toEqual({ problem: "empty" });
    expect(parseQuery("a".repeat(101))).toEqual({ problem: "too-long" });
    expect(parseQuery("ab ".repeat(33)).tokens).toEqual(["ab"]);
    // A "word" longer than any name is not a word.
    expect(parseQuery("a".repeat(100))).toEqual({ problem: "no-words" });
    expect(parseQuery("?!* -- :: \"\" ''")).toEqual({ problem: "no-words" });
    expect(parseQuery("ְֱ")).toEqual({ problem: "no-words" });
  });

  it("turns FTS syntax into plain words", () => {
    expect(parseQuery('"blue* NEAR(hills) -sea col:x"').tokens).toEqual(["blue", "near", "hill", "sea", "col", "x"]);
    expect(parseQuery("a OR b AND NOT c").tokens).toEqual(["or", "b", "not", "c"]);
  });

  it("leaves out stop words unless nothing else is left, but keeps them in the phrase", () => {
    expect(parseQuery("Paintings of the Sea")).toEqual({ tokens: ["painting", "sea"], phrase: "painting of the sea" });
    expect(parseQuery("the")).toEqual({ tokens: ["the"], phrase: "the" });
  });

  it("normalises Hebrew the same way as the index", () => {
    expect(parseQuery("  בְּיְרוּשָׁלַיִם ")).toEqual({ tokens: ["בירושלימ"], phrase: "בירושלימ" });
  });

  it("keeps at most eight distinct words", () => {
    expect(parseQuery("a1 a2 a3 a4 a5 a6 a7 a8 a9 a1").tokens).toHaveLength(8);
    expect(parseQuery("sea sea seas").tokens).toEqual(["sea"]);
  });
});

describe("highlightRanges", () => {
  const spans = (text: string, query: string, isPrefix = false) =>
    highlightRanges(text, parseQuery(query).tokens ?? [], { isPrefix }).map(({ start, end }) => text.slice(start, end));

  it("finds words in the original text, whatever their case, accents and plural", () => {
    expect(spans("Blue Hills at the Café", "hill cafe")).toEqual(["Hills", "Café"]);
    expect(spans("Two Paintings", "painting")).toEqual(["Paintings"]);
  });

  it("spans the pointed word, points included, and finds it through prefixes", () => {
    expect(spans("שָׁלוֹם לְכֻלָּם", "שלום")).toEqual(["שָׁלוֹם"]);
    expect(spans("אור בירושלים ובחיפה", "ירושלים")).toEqual(["בירושלים"]);
    expect(spans("בית ירושלים", "בירושלים")).toEqual(["ירושלים"]);
    expect(spans("והגלריה הגדולה", "גלריה")).toEqual(["והגלריה"]);
  });

  it("matches the start of a word for the last token while typing", () => {
    expect(spans("Shapira Yosef", "yosef shap", true)).toEqual(["Shapira", "Yosef"]);
    expect(spans("Shapira Yosef", "yosef shap")).toEqual(["Yosef"]);
  });

  it("keeps offsets right around astral characters and gershayim", () => {
    expect(spans("🎨 צה״ל 🎨 art", "צהל art")).toEqual(["צה״ל", "art"]);
    expect(highlightRanges("", ["x"])).toEqual([]);
  });
});

describe("mediumText", () => {
  it("gives the medium's words in both languages", () => {
    expect(mediumText("mixed-media")).toBe("mixed media טכניקה מעורבת");
    expect(mediumText("other")).toBe("");
    expect(mediumText(null)).toBe("");
    expect(mediumText("unknown")).toBe("");
  });
});
