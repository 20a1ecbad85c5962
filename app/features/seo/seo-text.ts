// The text helpers the SEO builders and the page titles share, in a module of their own: seo.ts
// and seo-titles.ts both import it, and neither imports the other's helpers.

/** How long a description made from a page's own text is: its first 160 characters. */
export const SEO_DESCRIPTION_LENGTH = 160;

/** The first `max` characters, trimmed (a blank SEO description becomes the first 160 characters of the text). */
export function truncate(text: string, max = SEO_DESCRIPTION_LENGTH): string {
  return text.slice(0, max).trim();
}

export function isBlank(value: string | null | undefined): value is null | undefined {
  return value === null || value === undefined || value.trim() === "";
}
