import { Link } from "./link.tsx";
import { SITE_PAGES, SOCIAL_LINKS } from "#app/lib/site-pages.ts";
import { URL_MAX_LENGTH } from "#app/features/forms/kit.ts";
import {
  pageBodyField,
  pageTitleField,
  readSiteForm,
  SITE_FIELDS,
  SITE_LIMITS,
  validateSiteForm,
  type SiteFormValues,
} from "#app/features/forms/site-form.ts";
import type { FieldErrors } from "#app/features/forms/validation.ts";
import { EditorForm, useFieldErrors } from "./editor-form.tsx";
import { TextArea, TextField, type FieldBinding } from "./form-fields.tsx";
import { FormSection } from "./form-section.tsx";

/** What the form renders from (SiteFormState of site-form.server.ts, and the chosen hero artwork). */
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
    defaultValue: values[name],
    onEdit: clearError,
    isFirstError: name === firstError,
  });
  return (
    <EditorForm
      version={values.version ?? ""}
      formError={formError}
      fieldErrors={fieldErrors}
      check={(formData) => {
        const result = validateSiteForm(readSiteForm(formData));
        return result.isValid ? null : result.errors;
      }}
      submitLabel="Save Changes"
    >
      <FormSection title="Contact page" hint="The office address shown on /contact, one line per line. Blank: none.">
        <TextArea {...field("officeAddress")} label="Office address" maxLength={SITE_LIMITS.officeAddress} rows={4} />
      </FormSection>

      <FormSection
        title="Footer social links"
        hint="Optional: a blank link is not shown. Only http:// and https:// addresses are accepted."
      >
        {SOCIAL_LINKS.map((link) => (
          <TextField key={link.key} {...field(link.key)} label={link.label} type="url" maxLength={URL_MAX_LENGTH} />
        ))}
      </FormSection>

      <FormSection
        title="Home page hero"
        hint="The artwork whose image fills the home page's hero, credited with its title and artist. Blank: the stock picture."
      >
        <TextField
          {...field("heroArtwork")}
          label="Hero artwork"
          hint="Paste the address of the artwork's page, for example https://…/artworks/its-name"
          maxLength={SITE_LIMITS.heroArtwork}
          autoComplete="off"
        />
        {hero ? (
          <p className="text-sm text-slate-700">
            Now shown:{" "}
            <Link to={hero.path} className="font-medium text-brand-700 underline underline-offset-4">
              {hero.title} by {hero.artistName}
            </Link>
          </p>
        ) : (
          <p className="text-sm text-slate-700">Now shown: the stock picture.</p>
        )}
      </FormSection>

      <FormSection
        title="Pages"
        hint="Plain text. A blank line starts a new paragraph. Addresses starting with http://, https:// or mailto: and e-mail addresses become links; write [some words](https://…) to link words. A page without text is not published, and the footer shows its name without a link."
      >
        {SITE_PAGES.map((page) => (
          <fieldset key={page.slug} className="space-y-4 rounded-lg bg-sand-50 p-4 ring-1 ring-slate-200">
            <legend className="px-1 text-lg font-semibold text-slate-900">
              {page.label} <span className="text-sm font-normal text-slate-700">({page.path})</span>
            </legend>
            <TextField
              {...field(pageTitleField(page.slug), true)}
              label={`${page.label} title`}
              maxLength={SITE_LIMITS.pageTitle}
            />
            <TextArea
              {...field(pageBodyField(page.slug))}
              label={`${page.label} text`}
              maxLength={SITE_LIMITS.pageBody}
              rows={10}
            />
          </fieldset>
        ))}
      </FormSection>
    </EditorForm>
  );
}
