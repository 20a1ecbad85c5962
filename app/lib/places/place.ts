// Shared by the server's place providers and the browser's place field: types and the one
// normalisation of names and queries (no server code here, so the client bundle stays small).

/** One place a search offers: a locality, or an address in one. */
export interface Place {
  id: string;
  /** What the suggestion shows. */
  label: string;
  city: string;
  /** The city's Hebrew name, where the gazetteer knows it. */
  cityHe?: string;
  street?: string;
  latitude: number;
  longitude: number;
}

/** The answer of GET /admin/places. */
export type PlaceSearchAnswer = { places: Place[]; attribution: string } | { error: string };

export const MAX_PLACE_QUERY_LENGTH = 100;

const FINAL_HEBREW_LETTERS: Record<string, string> = { ך: "כ", ם: "מ", ן: "נ", ף: "פ", ץ: "צ" };

/**
 * Case-, diacritics-, hyphen- and apostrophe-insensitive form of a name or query: Latin accents and
 * Hebrew niqqud are stripped, final Hebrew letters and doubled vav/yod (full spelling) folded.
 */
export function normalizePlaceName(text: string): string {
  return (
    text
      .normalize("NFKD")
      // Combining marks: Latin accents, the transliteration's dots and lines, Hebrew niqqud and cantillation.
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      // Apostrophes, geresh and gershayim vanish (Be'er = Beer, ג׳ = ג).
      .replace(/['’‘`´ʼʻ"“”׳״]/g, "")
      .replace(/[ךםןףץ]/g, (letter) => FINAL_HEBREW_LETTERS[letter] ?? letter)
      .replace(/וו/g, "ו")
      .replace(/יי/g, "י")
      // Hyphens, maqaf, commas, dots and the like separate words.
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  );
}
