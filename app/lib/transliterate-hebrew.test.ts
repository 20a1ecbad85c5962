import { expect, it } from "vitest";
import { slugify } from "./slug.ts";
import { transliterateHebrew } from "./transliterate-hebrew.ts";

it("romanises Hebrew names the way Israeli addresses commonly do", () => {
  expect(transliterateHebrew("נועה בן-עמי")).toBe("noa ben-ami");
  expect(transliterateHebrew("אורית")).toBe("orit");
  expect(transliterateHebrew("תל אביב-יפו")).toBe("tel aviv-yfo");
  expect(transliterateHebrew("חיפה")).toBe("chifa");
  expect(transliterateHebrew("עמוס עוז")).toBe("amos oz");
  expect(transliterateHebrew("ז׳ורז׳")).toBe("zhorzh");
  expect(transliterateHebrew("גלריה צ׳מפיון")).toBe("glria chmfion");
});

it("drops points and keeps what is not Hebrew", () => {
  expect(transliterateHebrew("שָׁלוֹם")).toBe(transliterateHebrew("שלום"));
  expect(transliterateHebrew("גלריה 5, Haifa")).toBe("glria 5, Haifa");
  expect(transliterateHebrew("צה״ל")).toBe("tzehl");
});

it("makes a slug of Latin letters and digits only", () => {
  expect(slugify(transliterateHebrew("דוד כהן — צילום"))).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
});
