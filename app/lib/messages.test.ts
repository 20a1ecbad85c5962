import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./i18n.ts";

// The two catalogues say the same things: every message in both languages, with the same
// placeholders, and a plural message covering every plural form of its own language.
type Variants = { declarations: string[]; selectors: string[]; match: Record<string, string> };
type Catalogue = Record<string, string | Variants[]>;

function readCatalogue(locale: string): Catalogue {
  const { $schema: _schema, ...messages } = JSON.parse(
    fs.readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), "utf8"),
  ) as Catalogue & { $schema?: string };
  return messages;
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
