import { Link } from "#app/components/link.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { BDI_SLOT, SECOND_BDI_SLOT, WithBdi } from "#app/components/bdi-slot.tsx";
import { SITE_PAGES, SOCIAL_LINKS } from "#app/lib/site-pages.ts";
import {
  pageBodyField,
  pageTextLabel,
  pageTitleField,
  pageTitleLabel,
  SITE_FIELDS,
  SITE_LIMITS,
  SITE_PAGE_LABELS,
  siteEditor,
  type SiteFormValues,
} from "#app/features/editors/site-editor.ts";
import type { FieldErrors } from "#app/lib/validation.ts";
import { EditorForm, useFieldErrors } from "./editor-form.tsx";
import { TextField, type FieldBinding } from "#app/components/form-fields.tsx";
import { FormSection } from "./form-section.tsx";
import { TranslatedField } from "./translated-field.tsx";
import { hebrewName, URL_MAX_LENGTH } from "#app/features/editors/editor-kit.ts";

/** What the form renders from (the editor answer of site-form.server.ts, and the chosen hero artwork). */
export interface SiteFormProps {
  values: SiteFormValues;
  errors: FieldErrors;
  formError?: string;
  hero: { title: string; artistName: string; path: string } | null;
}

/**
 * The form of /admin/site: what public pages show that is not part of the catalogue. It works
 * without JavaScript (the server checks it); with it, it checks before sending with the same
 * rules. Remount it (key) per server answer.
 */
export function SiteForm({ values, errors: serverErrors, formError, hero }: SiteFormProps) {
  const fieldErrors = useFieldErrors(serverErrors);
  const { errors, clearError } = fieldErrors;
  // A refused save's answer focuses its first field in error, with or without JavaScript.
  const firstError = SITE_FIELDS.find((name) => serverErrors[name] !== undefined);
  const field = (name: string, isRequired = false): FieldBinding => ({
    name,
    isRequired,
    error: errors[name],
    defaultValue: values.fields[name],
    onEdit: clearError,
    isFirstError: name === firstError,
  });
  return (
    <EditorForm
      editor={siteEditor}
      values={values}
      isNew={false}
      formError={formError}
      fieldErrors={fieldErrors}
      submitLabel={m.admin_save_changes()}
    >
      <FormSection title={m.admin_site_section_contact()} hint={m.admin_site_contact_hint()}>
        <TranslatedField
          english={field("officeAddress")}
          hebrew={field(hebrewName("officeAddress"))}
          label={m.admin_site_field_office_address()}
          maxLength={SITE_LIMITS.officeAddress}
          rows={4}
        />
      </FormSection>

      <FormSection title={m.admin_site_section_social()} hint={m.admin_site_social_hint()}>
        {SOCIAL_LINKS.map((link) => (
          <TextField key={link.key} {...field(link.key)} label={link.label} type="url" maxLength={URL_MAX_LENGTH} />
        ))}
      </FormSection>

      <FormSection title={m.admin_site_section_hero()} hint={m.admin_site_hero_hint()}>
        <TextField
          {...field("heroArtwork")}
          label={m.admin_site_field_hero_artwork()}
          hint={m.admin_site_hero_field_hint()}
          maxLength={SITE_LIMITS.heroArtwork}
          autoComplete="off"
        />
        {hero ? (
          <p className="text-sm text-slate-700">
            {m.admin_site_now_shown()}{" "}
            <Link to={hero.path} className="font-medium text-brand-700 underline underline-offset-4">
              <WithBdi
                text={m.admin_site_hero_credit({ title: BDI_SLOT, artist: SECOND_BDI_SLOT })}
                value={hero.title}
                second={hero.artistName}
              />
            </Link>
          </p>
        ) : (
          <p className="text-sm text-slate-700">{m.admin_site_now_shown_stock()}</p>
        )}
      </FormSection>

      <FormSection title={m.admin_site_section_pages()} hint={m.admin_site_pages_hint()}>
        {SITE_PAGES.map((page) => (
          <fieldset key={page.slug} className="space-y-4 rounded-lg bg-sand-50 p-4 ring-1 ring-slate-200">
            <legend className="px-1 text-lg font-semibold text-slate-900">
              {SITE_PAGE_LABELS[page.slug]()}{" "}
              <span dir="ltr" className="text-sm font-normal text-slate-700">
                ({page.path})
              </span>
            </legend>
            <TranslatedField
              english={field(pageTitleField(page.slug), true)}
              hebrew={field(hebrewName(pageTitleField(page.slug)))}
              label={pageTitleLabel(page.slug)}
              maxLength={SITE_LIMITS.pageTitle}
            />
            <TranslatedField
              english={field(pageBodyField(page.slug))}
              hebrew={field(hebrewName(pageBodyField(page.slug)))}
              label={pageTextLabel(page.slug)}
              maxLength={SITE_LIMITS.pageBody}
              rows={10}
            />
          </fieldset>
        ))}
      </FormSection>
    </EditorForm>
  );
}
