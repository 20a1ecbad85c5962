// The galleries' city filter in the page's language. The address keeps the city's stored name
// (`?city=Haifa` on both /galleries and /he/galleries), so the language switch keeps the filter;
// the chip shows the name in the page's language. A choice matches galleries by their stored city.
import type { Locale } from "#app/lib/i18n.ts";
import { textLanguage } from "#app/lib/localized-text.ts";
import type { GalleryCity } from "#app/models/galleries.server.ts";

export interface CityChoice {
  /** The filter's value: the stored city. */
  value: string;
  /** Shown on the chip and in the heading. */
  label: string;
  /** Set when the label is not in the page's language. */
  lang?: Locale;
  /** Every name of the city the filter matches, in either language. */
  names: string[];
}

/**
 * One choice per city, by its label in the page's language. A gallery written only in Hebrew
 * stores its city in Hebrew ("חיפה"); it joins the city another gallery names "Haifa" in English
 * and "חיפה" in Hebrew, so one chip finds both.
 */
export function cityChoices(cities: readonly GalleryCity[], locale: Locale): CityChoice[] {
  const byHebrew = new Map(cities.flatMap((city) => (city.cityHe ? [[city.cityHe, city] as const] : [])));
  const choices = new Map<string, CityChoice>();
  for (const city of cities) {
    const home = (city.cityHe === null && byHebrew.get(city.city)) || city;
    const existing = choices.get(home.city);
    if (existing) {
      if (!existing.names.includes(city.city)) existing.names.push(city.city);
      continue;
    }
    const label = locale === "he" && home.cityHe ? home.cityHe : home.city;
    const language = label === home.cityHe ? "he" : textLanguage(label);
    choices.set(home.city, {
      value: home.city,
      label,
      ...(language === locale ? {} : { lang: language }),
      names: [...new Set([home.city, ...(home.cityHe ? [home.cityHe] : []), city.city])],
    });
  }
  const collator = new Intl.Collator(locale === "he" ? "he-IL" : "en");
  return [...choices.values()].sort((a, b) => collator.compare(a.label, b.label));
}

/** The choice an address's `?city=` names, by any of the city's names; null when none has it. */
export function findCityChoice(choices: readonly CityChoice[], value: string): CityChoice | null {
  return (
    choices.find((choice) => choice.value === value) ?? choices.find((choice) => choice.names.includes(value)) ?? null
  );
}
