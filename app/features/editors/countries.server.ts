import { intlLocaleOf, type Locale } from "#app/lib/i18n.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { countryName, OTHER_COUNTRIES } from "./countries.ts";
import { COUNTRIES } from "#app/features/visitor-forms/visitor-fields.ts";

export type CountryOption = readonly [code: string, name: string];
export interface CountryGroup {
  label: string;
  options: readonly CountryOption[];
}

// Made once per language: the names and their order never change while the server runs.
const groupsByLocale = new Map<Locale, readonly CountryGroup[]>();

/**
 * The country choices in a language, for a page's loader: first the twenty of COUNTRIES (Israel,
 * the United States, the United Kingdom, … the United Arab Emirates), always in that order, then
 * all others sorted by name for that language. Named on the server, so the browser carries no
 * names and renders exactly what the server did.
 */
export function countryGroups(locale: Locale): readonly CountryGroup[] {
  const known = groupsByLocale.get(locale);
  if (known) return known;
  const named = (codes: readonly (readonly [string, string])[]) =>
    codes.map(([code]): CountryOption => [code, countryName(code, locale)]);
  const collator = new Intl.Collator(intlLocaleOf(locale));
  const groups = [
    { label: m.inquiry_country_group_first({}, { locale }), options: named(COUNTRIES) },
    {
      label: m.inquiry_country_group_other({}, { locale }),
      options: named(OTHER_COUNTRIES).sort(([, a], [, b]) => collator.compare(a, b)),
    },
  ];
  groupsByLocale.set(locale, groups);
  return groups;
}
