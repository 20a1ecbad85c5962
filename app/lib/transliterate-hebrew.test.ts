import { expect, it } from "vitest";
import { slugify } from "./slug.ts";
import { transliterateHebrew } from "./transliterate-hebrew.ts";

it.each([
  // Vowel letters read as vowels; a final ה as "a"; א and ע silent beside a vowel letter.
  ["ליאורה שבתאי-דהן", "liora shvtai-dahan"],
  ["נועה בן-עמי", "noa ben-ami"],
  ["אורית", "orit"],
  ["עמוס עוז", "amos oz"],
  ["מישה קורנבליט", "misha kornvlit"],
  ["שירה אלמליח", "shira almlih"],
  // ב, כ, פ hard at the start of a word and soft after it; ח is h, צ is ts.
  ["דאוויט אלמו-ברוך", "davit almo-brokh"],
  ["תל אביב-יפו", "tel aviv-yfo"],
  ["חיפה", "hifa"],
  ["יעקב כהן", "yakv kohen"],
  ["פרץ", "parats"],
  // A geresh writes j, zh, ch and the Arabic kh; a doubled vav is v, a doubled yod before a consonant ei.
  ["ז׳ורז׳", "zhorzh"],
  ["גלריה צ׳מפיון", "glria chmfion"],
  ["ראנה ח׳ורי-סאבא", "rana khori-sava"],
  ["ג׳ומאנה", "jomana"],
  ["קטיה זילברשטיין", "ktia zilvrshtein"],
  // A word with no vowel letter gets an "a" between its consonants.
  ["הדס", "hadas"],
  ["צה״ל", "tsahal"],
])("romanises %s as %s", (hebrew, latin) => {
  expect(transliterateHebrew(hebrew)).toBe(latin);
});

it("drops points and keeps what is not Hebrew", () => {
  expect(transliterateHebrew("שָׁלוֹם")).toBe(transliterateHebrew("שלום"));
  expect(transliterateHebrew("גלריה 5, Haifa")).toBe("glria 5, Haifa");
  expect(transliterateHebrew("״׳")).toBe("");
});

it("makes a slug of Latin letters and digits only", () => {
  expect(slugify(transliterateHebrew("ליאורה שבתאי-דהן"))).toBe("liora-shvtai-dahan");
  expect(slugify(transliterateHebrew("דוד כהן — צילום"))).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
});
