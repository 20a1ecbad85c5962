/**
 * A slug is the name or title lowercased, every run of non-alphanumeric characters made one hyphen,
 * leading and trailing hyphens removed. Alphanumeric means ASCII letters and digits only.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
