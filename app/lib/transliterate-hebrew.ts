// Hebrew to Latin letters for addresses: a record named only in Hebrew gets a slug a person can
// read and type ("נועה בן-עמי" → "noa-ben-ami") instead of its id. Unpointed Hebrew does not write
// most vowels, so this follows the common Israeli romanisation of the letters that carry them
// (ו as o or v, י as i or y, a final ה as a) and guesses an "e" where a short word has none.

const LETTERS: Record<string, string> = {
  א: "",
  ב: "v",
  ג: "g",
  ד: "d",
  ה: "h",
  ז: "z",
  ח: "ch",
  ט: "t",
  כ: "ch",
  ך: "ch",
  ל: "l",
  מ: "m",
  ם: "m",
  נ: "n",
  ן: "n",
  ס: "s",
  ע: "",
  פ: "f",
  ף: "f",
  צ: "tz",
  ץ: "tz",
  ק: "k",
  ר: "r",
  ש: "sh",
  ת: "t",
};
// The sound a letter has at the start of a word (a dagesh, unwritten, makes ב, כ, פ hard there).
const WORD_START: Record<string, string> = { ב: "b", כ: "k", פ: "p", א: "a", ע: "a" };
// A geresh after a letter makes a sound Hebrew has no letter for.
const WITH_GERESH: Record<string, string> = { ג: "j", ז: "zh", צ: "ch", ץ: "ch", ת: "t" };
const GERESH = /[\u05F3']/;
const VOWELS = /[aeiou]/;

function transliterateWord(word: string): string {
  const letters = [...word];
  let out = "";
  for (let i = 0; i < letters.length; i++) {
    const letter = letters[i]!;
    const next = letters[i + 1];
    const isFirst = i === 0;
    const isLast = i === letters.length - 1 || (next !== undefined && GERESH.test(next) && i === letters.length - 2);
    if (GERESH.test(letter)) continue;
    if (next !== undefined && GERESH.test(next) && WITH_GERESH[letter]) {
      out += WITH_GERESH[letter];
      continue;
    }
    if (letter === "ו") {
      // A doubled vav is a consonant; a single one is a vowel except at the start of a word.
      if (next === "ו") {
        out += "v";
        i++;
      } else out += isFirst ? "v" : "o";
      continue;
    }
    if (letter === "י") {
      if (next === "י") {
        out += "y";
        i++;
      } else out += isFirst ? "y" : "i";
      continue;
    }
    if (letter === "ה" && isLast && !isFirst) {
      out += "a";
      continue;
    }
    // An alef or ayin opening a word before a vowel letter is silent: the vowel speaks for it.
    if ((letter === "א" || letter === "ע") && isFirst && (next === "ו" || next === "י")) continue;
    out += (isFirst ? WORD_START[letter] : undefined) ?? LETTERS[letter] ?? letter;
  }
  // A word with no written vowel at all (בן, כהן) reads with one after its first consonant sound.
  if (!VOWELS.test(out)) out = out.replace(/^(ch|sh|tz|zh|[^aeiou])/, "$1e");
  return out;
}

/** Latin letters for the Hebrew in `text` (points and cantillation dropped); other characters stay. */
export function transliterateHebrew(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u0591-\u05BD\u05BF-\u05C7]/g, "")
    .replace(/\u05BE/g, "-")
    .replace(/\u05F4/g, "")
    .replace(/[\u05D0-\u05EA\u05F3']+/g, (word) => transliterateWord(word));
}
