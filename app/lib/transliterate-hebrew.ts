// Hebrew to Latin letters for addresses: a record named only in Hebrew gets a slug a person can
// read and type ("ליאורה שבתאי-דהן" → "liora shvtai-dahan") instead of its id. The letters follow
// the Academy of the Hebrew Language's simple romanisation; unpointed text writes few vowels, so
// the vowel letters are read as vowels and a word with none gets an "a" between its consonants
// (docs/decisions/035-hebrew-slugs.md).

const LETTERS: Record<string, string> = {
  ב: "v",
  ג: "g",
  ד: "d",
  ה: "h",
  ז: "z",
  ח: "h",
  ט: "t",
  כ: "kh",
  ך: "kh",
  ל: "l",
  מ: "m",
  ם: "m",
  נ: "n",
  ן: "n",
  ס: "s",
  פ: "f",
  ף: "f",
  צ: "ts",
  ץ: "ts",
  ק: "k",
  ר: "r",
  ש: "sh",
  ת: "t",
};
// A word's first letter has the dagesh unpointed text leaves out: ב, כ, פ are hard there.
const WORD_START: Record<string, string> = { ב: "b", כ: "k", פ: "p" };
// A geresh after a letter writes a sound Hebrew has no letter for (ח׳ is the Arabic kh).
const WITH_GERESH: Record<string, string> = { ג: "j", ז: "zh", צ: "ch", ץ: "ch", ח: "kh", ת: "t" };
// Words too short and too common to leave to the guessed vowel.
const WORDS: Record<string, string> = { בן: "ben", בת: "bat", תל: "tel", כהן: "kohen" };
const GERESH = /[\u05F3']/;

/** One sound of a word: a consonant, or a vowel the vowel letters (or a silent letter) carry. */
interface Sound {
  text: string;
  isVowel: boolean;
}

function soundsOf(letters: string[]): Sound[] {
  const sounds: Sound[] = [];
  const consonant = (text: string) => sounds.push({ text, isVowel: false });
  const vowel = (text: string) => sounds.push({ text, isVowel: true });
  const afterVowel = () => sounds.at(-1)?.isVowel ?? false;
  for (let i = 0; i < letters.length; i++) {
    const letter = letters[i]!;
    const next = letters[i + 1];
    const isFirst = i === 0;
    const isLast = i === letters.length - 1;
    if (next !== undefined && GERESH.test(next) && WITH_GERESH[letter]) {
      consonant(WITH_GERESH[letter]);
      i++;
      continue;
    }
    if (letter === "ו" || letter === "י") {
      const asConsonant = letter === "ו" ? "v" : "y";
      const asVowel = letter === "ו" ? "o" : "i";
      // Doubled, it is the consonant (a doubled yod before a consonant is the diphthong "ei");
      // at the start of a word, before another letter, too.
      if (next === letter) {
        const after = letters[i + 2];
        const isDiphthong = letter === "י" && !isFirst && after !== undefined && after !== "ו" && after !== "י";
        if (isDiphthong) vowel("ei");
        else consonant(asConsonant);
        i++;
      } else if (isFirst && !isLast) consonant(asConsonant);
      else vowel(asVowel);
      continue;
    }
    if (letter === "א" || letter === "ע") {
      // Silent beside a vowel letter, which speaks for it; otherwise it carries an "a".
      const nextIsVowel = (next === "ו" || next === "י") && letters[i + 2] !== next;
      if (isFirst ? nextIsVowel : afterVowel()) continue;
      vowel("a");
      continue;
    }
    // A final ה marks a vowel, most often "a" (נועה noa, גלריה glria).
    if (letter === "ה" && isLast && !isFirst) {
      if (sounds.at(-1)?.text !== "a") vowel("a");
      continue;
    }
    if (GERESH.test(letter)) continue;
    const text = (isFirst ? WORD_START[letter] : undefined) ?? LETTERS[letter];
    if (text !== undefined) consonant(text);
  }
  return sounds;
}

function transliterateWord(word: string): string {
  const known = WORDS[word];
  if (known !== undefined) return known;
  const sounds = soundsOf([...word]);
  // No written vowel at all (דהן, צהל): an "a", the commonest Hebrew vowel, between the consonants.
  if (!sounds.some((sound) => sound.isVowel)) return sounds.map((sound) => sound.text).join("a");
  return sounds.map((sound) => sound.text).join("");
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
