import { SelectField } from "#app/components/form-fields.tsx";
import { useLocale } from "#app/components/use-page-locale.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { FieldBinding } from "#app/components/form-fields.tsx";
import { countryGroups } from "./country-names.ts";

/** The inquiry's country choices, named in the page's language from tables the browser has too. */
export default function CountryField({ binding }: { binding: FieldBinding }) {
  return (
    <SelectField
      {...binding}
      label={m.inquiry_country_label()}
      placeholder={m.inquiry_country_placeholder()}
      groups={countryGroups(useLocale())}
    />
  );
}
