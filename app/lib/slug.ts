/**
 * The spec's slug rule: lowercased, every run of non-alphanumeric characters becomes one hyphen,
 * leading and trailing hyphens removed. Alphanumeric means ASCII letters and digits, as in the original.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
