// One normalisation for the catalogue search, shared by indexing and querying and by both engines
// (SQLite FTS5 and PostgreSQL full-text search only ever see its output): Hebrew niqqud and
// cantillation dropped, geresh/gershayim joined, final letters folded, one-letter prefixes
// stripped into a second form; Latin text NFKD-folded, lower-cased and lightly de-pluralised.

/** The longest query taken; longer ones are answered with a problem, not cut silently. */
export const MAX_QUERY_LENGTH = 100;
/** Words past this many in a query are ignored: more narrow nothing and only cost time. */
export const MAX_QUERY_WORDS = 8;
/** Longer "words" (pasted addresses, hashes) are not indexed: no one searches for them. */
const MAX_WORD_LENGTH = 60;
/** The shortest name word given typo variants, and the shortest left after a prefix is removed. */
const MIN_VARIANT_LENGTH = 4;
const MIN_STRIPPED_LENGTH = 3;

// What each character is to a word: part of it, a joiner (apostrophes, geresh: part of it only
// between letters), nothing at all (points, marks, invisible format characters), or a separator.
const Kind = { Letter: 0, Joiner: 1, Ignored: 2, Separator: 3 } as const;
type Kind = (typeof Kind)[keyof typeof Kind];

interface Folded {
  kind: Kind;
  /** The character's letters after folding (for Letter). */
  text: string;
}

const FINAL_LETTERS: Record<string, string> = { ך: "כ", ם: "מ", ן: "נ", ף: "פ", ץ: "צ" };
const HEBREW_PREFIXES = new Set(["ו", "ה", "ב", "ל", "מ", "ש", "כ"]);
// Apostrophes and quotes that join the letters around them (Be'er, צה"ל, ג׳ירפה, artist’s).
const JOINERS = new Set(["'", '"', "׳", "״", "’", "‘", "`", "´", "ʼ"]);
// Hebrew punctuation inside the points' block: maqaf joins words as a hyphen does, so it separates.
const HEBREW_SEPARATORS = new Set(["\u05BE", "\u05C0", "\u05C3", "\u05C6"]);
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]+$/u;
const MARK = /\p{M}/gu;
const IGNORABLE = /^[\p{M}\p{Cf}]$/u;

const foldedCache = new Map<string, Folded>();

function foldChar(char: string): Folded {
  const code = char.codePointAt(0)!;
  // ASCII is most of the text: answered without a lookup.
  if (code < 0x80) {
    if ((code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39)) return { kind: Kind.Letter, text: char };
    if (code >= 0x41 && code <= 0x5a) return { kind: Kind.Letter, text: String.fromCharCode(code + 32) };
    if (code === 0x27 || code === 0x22 || code === 0x60) return { kind: Kind.Joiner, text: "" };
    return { kind: Kind.Separator, text: "" };
  }
  const cached = foldedCache.get(char);
  if (cached) return cached;
  let folded: Folded;
  if (JOINERS.has(char)) folded = { kind: Kind.Joiner, text: "" };
  else if (HEBREW_SEPARATORS.has(char)) folded = { kind: Kind.Separator, text: "" };
  else if (code >= 0x0591 && code <= 0x05c7) folded = { kind: Kind.Ignored, text: "" };
  else if (FINAL_LETTERS[char]) folded = { kind: Kind.Letter, text: FINAL_LETTERS[char] };
  else if (IGNORABLE.test(char)) folded = { kind: Kind.Ignored, text: "" };
  else {
    const text = char.normalize("NFKD").replace(MARK, "").toLowerCase();
    folded = LETTER_OR_DIGIT.test(text)
      ? { kind: Kind.Letter, text: [...text].map((c) => FINAL_LETTERS[c] ?? c).join("") }
      : { kind: Kind.Separator, text: "" };
  }
  if (foldedCache.size < 10_000) foldedCache.set(char, folded);
  return folded;
}

/** A word of the original text: where it starts and ends (UTF-16 offsets) and its normalised form. */
interface WordSpan {
  start: number;
  end: number;
  word: string;
}

const LATIN_WORD = /^[a-z]+$/;

/**
 * The light English plural folding: -ies → -y, -es after s/x/z/ch/sh, then -s unless the word
 * ends in ss/us/is; short words stay ("bus", "gas"). Not a stemmer: "painting" stays "painting".
 */
export function singularOf(word: string): string {
  if (!LATIN_WORD.test(word) || word.length <= 3) return word;
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  let stem = word;
  if (/(?:[sxz]|ch|sh)es$/.test(stem)) stem = stem.slice(0, -2);
  if (stem.length > 3 && stem.endsWith("s") && !/(?:ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

/** Splits text into words with their places in it; every search form comes from here. */
function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  let word = "";
  let start = -1;
  let end = -1;
  // A joiner seen inside a word: it joins only if a letter follows.
  let hasPendingJoiner = false;
  const finish = () => {
    if (word && word.length <= MAX_WORD_LENGTH) spans.push({ start, end, word: singularOf(word) });
    word = "";
    start = -1;
    hasPendingJoiner = false;
  };
  let index = 0;
  for (const char of text) {
    const { kind, text: letters } = foldChar(char);
    if (kind === Kind.Letter) {
      if (!word) start = index;
      word += letters;
      end = index + char.length;
      hasPendingJoiner = false;
    } else if (kind === Kind.Joiner) {
      if (word) hasPendingJoiner = true;
    } else if (kind === Kind.Ignored) {
      // Points and marks belong to the letter before them.
      if (word && !hasPendingJoiner) end = index + char.length;
    } else {
      finish();
    }
    index += char.length;
  }
  finish();
  return spans;
}

/** The normalised words of a text, in order, repeats kept. */
export function indexTerms(text: string | null | undefined): string[] {
  return text ? wordSpans(text).map((span) => span.word) : [];
}

/** The text as its normalised words joined by single spaces (what the engines are given). */
export function normalizeText(text: string | null | undefined): string {
  return indexTerms(text).join(" ");
}

function isHebrewLetter(char: string | undefined): boolean {
  return char !== undefined && char >= "א" && char <= "ת";
}

/** A Hebrew word without one and without two one-letter prefixes, where at least 3 letters remain. */
export function strippedForms(word: string): string[] {
  const forms: string[] = [];
  let rest = word;
  for (let i = 0; i < 2; i++) {
    if (!HEBREW_PREFIXES.has(rest[0]!) || !isHebrewLetter(rest[1]) || rest.length - 1 < MIN_STRIPPED_LENGTH) break;
    rest = rest.slice(1);
    forms.push(rest);
  }
  return forms;
}

/** The prefix-stripped forms of the words (ובירושלים → בירושלים, ירושלים), each once. */
export function prefixStripped(words: readonly string[]): string[] {
  return unique(words.flatMap(strippedForms));
}

/** The word with each one of its letters left out in turn (symmetric-delete typo matching). */
export function deletionsOf(word: string): string[] {
  const letters = [...word];
  if (letters.length < MIN_VARIANT_LENGTH) return [];
  return unique(letters.map((_, i) => [...letters.slice(0, i), ...letters.slice(i + 1)].join("")));
}

/**
 * Name words with their one-letter deletions, for a one-letter typo: a query word matches when
 * it or one of its deletions is here (a substitution, an inserted or a missing letter).
 */
export function nameVariants(words: readonly string[]): string[] {
  return unique(words.filter((word) => [...word].length >= MIN_VARIANT_LENGTH).flatMap((w) => [w, ...deletionsOf(w)]));
}

function unique(words: readonly string[]): string[] {
  return [...new Set(words)];
}

// Left out of what must match when the query has other words ("paintings of the sea").
const STOP_WORDS = new Set(["a", "an", "the", "of", "and", "in", "on", "at", "by", "for", "to", "with", "from"]);

export type QueryProblem = "empty" | "too-long" | "no-words";

export type ParsedQuery =
  | {
      /** The words that must each match, normalised, each once, at most MAX_QUERY_WORDS. */
      tokens: string[];
      /** All the query's words joined: compared with whole names for an exact match. */
      phrase: string;
      problem?: never;
    }
  | { problem: QueryProblem; tokens?: never; phrase?: never };

/** The words to search for, or why there are none; never throws, whatever it is given. */
export function parseQuery(query: unknown): ParsedQuery {
  const text = typeof query === "string" ? query.trim() : "";
  if (!text) return { problem: "empty" };
  if (text.length > MAX_QUERY_LENGTH) return { problem: "too-long" };
  const words = indexTerms(text);
  if (words.length === 0) return { problem: "no-words" };
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  const tokens = unique(meaningful.length > 0 ? meaningful : words).slice(0, MAX_QUERY_WORDS);
  return { tokens, phrase: words.join(" ") };
}

/** The forms a query word matches as a whole word: itself and itself without its prefixes. */
export function exactFormsOf(token: string): string[] {
  return [token, ...strippedForms(token)];
}

/** What the index holds of a word: the document's word itself and its prefix-stripped forms. */
function formsOfIndexedWord(word: string): string[] {
  return [word, ...strippedForms(word)];
}

/**
 * Where the query words appear in the original text (UTF-16 offsets, end exclusive), whole words,
 * points and prefixes ignored; with `isPrefix`, the last token matches the start of a word too
 * (as suggestions match while typing). Overlapping spans never occur: one span per word.
 */
export function highlightRanges(
  text: string,
  tokens: readonly string[],
  options: { isPrefix?: boolean } = {},
): { start: number; end: number }[] {
  if (!text || tokens.length === 0) return [];
  const wanted = new Set(tokens.flatMap(exactFormsOf));
  const lastForms = exactFormsOf(tokens[tokens.length - 1]!).filter((form) => form.length >= 2);
  return wordSpans(text)
    .filter(({ word }) => {
      const forms = formsOfIndexedWord(word);
      if (forms.some((form) => wanted.has(form))) return true;
      return options.isPrefix === true && forms.some((form) => lastForms.some((last) => form.startsWith(last)));
    })
    .map(({ start, end }) => ({ start, end }));
}

/** The catalogue's medium keys (migration 0012) and the words each is found by, in both languages. */
export const MEDIUM_WORDS: Record<string, { en: string; he: string } | null> = {
  painting: { en: "painting", he: "ציור" },
  drawing: { en: "drawing", he: "רישום" },
  print: { en: "print", he: "הדפס" },
  photography: { en: "photography", he: "צילום" },
  sculpture: { en: "sculpture", he: "פיסול" },
  ceramics: { en: "ceramics", he: "קרמיקה" },
  textile: { en: "textile", he: "טקסטיל" },
  "mixed-media": { en: "mixed media", he: "טכניקה מעורבת" },
  digital: { en: "digital art", he: "אמנות דיגיטלית" },
  installation: { en: "installation", he: "מיצב" },
  video: { en: "video", he: "וידאו" },
  other: null,
};

/** The words an artwork's medium key is found by ("" for none or an unknown key). */
export function mediumText(medium: string | null | undefined): string {
  const words = medium ? MEDIUM_WORDS[medium] : null;
  return words ? `${words.en} ${words.he}` : "";
}
