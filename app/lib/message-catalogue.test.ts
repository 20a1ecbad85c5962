import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./i18n.ts";

// The two catalogues say the same things: every message in both languages, with the same
// placeholders, and a plural message covering every plural form of its own language.
type Variants = { declarations: string[]; selectors: string[]; match: Record<string, string> };
type Catalogue = Record<string, string | Variants[]>;

// Each area of the site keeps its messages in its own pair of files (project.inlang/settings.json).
const SETTINGS = JSON.parse(
  fs.readFileSync(new URL("../../project.inlang/settings.json", import.meta.url), "utf8"),
) as { "plugin.inlang.messageFormat": { pathPattern: string[] } };
const PATH_PATTERNS = SETTINGS["plugin.inlang.messageFormat"].pathPattern;

function readFile(pattern: string, locale: string): Catalogue {
  const { $schema: _schema, ...messages } = JSON.parse(
    fs.readFileSync(new URL(`../../${pattern.replace("{locale}", locale)}`, import.meta.url), "utf8"),
  ) as Catalogue & { $schema?: string };
  return messages;
}

function readCatalogue(locale: string): Catalogue {
  return Object.assign({}, ...PATH_PATTERNS.map((pattern) => readFile(pattern, locale))) as Catalogue;
}

function placeholders(message: string | Variants[]): string[] {
  const texts = typeof message === "string" ? [message] : Object.values(message[0]!.match);
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)))].sort();
}

const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, readCatalogue(locale)]));

describe("the message catalogues", () => {
  it("hold the same messages in every language", () => {
    const [first, ...others] = LOCALES.map((locale) => Object.keys(catalogues[locale]!).sort());
    for (const keys of others) expect(keys).toEqual(first);
    expect(first!.length).toBeGreaterThan(0);
  });

  it("keep each message in one file only (a later file would silently override an earlier one)", () => {
    const keys = PATH_PATTERNS.flatMap((pattern) => Object.keys(readFile(pattern, "en")));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("give each message the same placeholders in every language", () => {
    for (const key of Object.keys(catalogues.en!))
      for (const locale of LOCALES)
        expect(placeholders(catalogues[locale]![key]!), `${locale}: ${key}`).toEqual(
          placeholders(catalogues.en![key]!),
        );
  });

  it("cover every plural form of each language", () => {
    for (const locale of LOCALES) {
      const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const [key, message] of Object.entries(catalogues[locale]!)) {
        if (typeof message === "string") continue;
        const matched = Object.keys(message[0]!.match).map((selector) => selector.split("=")[1]);
        if (matched.includes("*")) continue;
        for (const form of forms) expect(matched, `${locale}: ${key} lacks "${form}"`).toContain(form);
      }
    }
  });
});
