import { m } from "#app/lib/paraglide/messages.js";
import type { FieldErrors } from "#app/lib/validation.ts";
import { ChoiceGroup, TextField, type FieldBinding } from "#app/components/form-fields.tsx";
import { FormSection } from "./form-section.tsx";
import { GALLERY_LIMITS, type GalleryField } from "./gallery-editor.ts";
import { TranslatedField } from "./translated-field.tsx";

/**
 * What a visitor needs before going: phone, e-mail and WhatsApp, admission (free or a price in both
 * languages) and accessibility (a step-free entrance, and a note in both languages). All optional.
 */
export function GalleryVisitFields({
  field,
  fields,
  errors,
}: {
  field: (name: GalleryField, isRequired?: boolean) => FieldBinding;
  fields: Record<GalleryField, string>;
  errors: FieldErrors;
}) {
  return (
    <FormSection title={m.admin_section_visiting()} hint={m.admin_visiting_hint()}>
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          {...field("phone", false)}
          label={m.admin_gallery_field_phone()}
          type="tel"
          autoComplete="off"
          maxLength={GALLERY_LIMITS.phone}
        />
        <TextField
          {...field("email", false)}
          label={m.admin_gallery_field_email()}
          type="email"
          autoComplete="off"
          maxLength={GALLERY_LIMITS.email}
        />
        <TextField
          {...field("whatsapp", false)}
          label={m.admin_gallery_field_whatsapp()}
          hint={m.admin_gallery_whatsapp_hint()}
          type="tel"
          autoComplete="off"
          maxLength={GALLERY_LIMITS.phone}
        />
      </div>
      <ChoiceGroup
        legend={m.admin_gallery_admission_legend()}
        name="admission"
        value={fields.admission}
        choices={[
          ["", m.admin_gallery_admission_unstated()],
          ["free", m.admin_gallery_admission_free()],
          ["paid", m.admin_gallery_admission_paid()],
        ]}
      />
      <TranslatedField
        english={{ ...field("admissionPrice", false), hint: m.admin_gallery_admission_price_hint() }}
        hebrew={field("admissionPriceHe", false)}
        label={m.admin_gallery_field_admission_price()}
        maxLength={GALLERY_LIMITS.admissionPrice}
      />
      <ChoiceGroup
        legend={m.admin_gallery_step_free_legend()}
        name="stepFree"
        value={fields.stepFree}
        error={errors.stepFree}
        choices={[
          ["", m.admin_gallery_step_free_unknown()],
          ["yes", m.admin_gallery_step_free_yes()],
          ["no", m.admin_gallery_step_free_no()],
        ]}
      />
      <TranslatedField
        english={{ ...field("accessibilityNote", false), hint: m.admin_gallery_accessibility_note_hint() }}
        hebrew={field("accessibilityNoteHe", false)}
        label={m.admin_gallery_field_accessibility_note()}
        maxLength={GALLERY_LIMITS.accessibilityNote}
        rows={2}
      />
    </FormSection>
  );
}
