import { href } from "react-router";
import { PlaceSearchField } from "#app/features/place-search/place-search-field.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import { EditorForm, useFieldErrors } from "./editor-form.tsx";
import type { ReactNode } from "react";
import {
  BLANK_REVIEW,
  GALLERY_LIMITS,
  galleryEditor,
  galleryImageName,
  reviewFieldName,
  type AdminReviewValue,
  type GalleryFormValues,
  type ImageValue,
} from "#app/features/editors/gallery-editor.ts";
import type { EditorAnswer } from "#app/features/editors/editor-kit.ts";
import type { FieldErrors } from "#app/lib/validation.ts";
import { mediaImageUrl } from "#app/lib/image-variants.ts";
import { CheckboxField, SelectField, TextField, type FieldBinding } from "#app/components/form-fields.tsx";
import { FormSection } from "./form-section.tsx";
import { useEditorSaveMode } from "./editor-page.tsx";
import { RowFieldset, RowListButton, RowListItems, useRowList } from "./row-list-fields.tsx";
import { ImageUploadField, type ImageFieldValue } from "./image-upload-field.tsx";
import { OpeningHoursFields } from "#app/features/hours/hours-fields.tsx";
import { defaultGallerySeoTitle } from "#app/features/seo/seo.ts";
import { TranslatedField } from "./translated-field.tsx";
import { GalleryVisitFields } from "./gallery-visit-fields.tsx";
import { useSiteName } from "#app/lib/root-data.ts";

interface GalleryFormProps {
  /** What to show: the saved gallery (or a blank one), or what the server answered. */
  answer: EditorAnswer<GalleryFormValues>;
  isNew: boolean;
}

const coordinate = (value: string) => (value.trim() === "" || !Number.isFinite(Number(value)) ? null : Number(value));

/**
 * The gallery form of /admin/galleries/new and /admin/galleries/:id/edit. It works without
 * JavaScript (the server checks it; the list buttons are submit buttons the server answers); with
 * it, it checks before sending with the same rules and changes the lists in place. Remount it (key)
 * per server answer.
 */
export function GalleryForm({ answer, isNew }: GalleryFormProps) {
  const { values, images, formError } = answer;
  const siteName = useSiteName();
  const { showsOperatorParts } = useEditorSaveMode();
  const isImageRequired = !isNew;
  const fieldErrors = useFieldErrors(answer.errors);
  const { errors, setErrors, clearError } = fieldErrors;

  const imageOf = (value: ImageValue): ImageFieldValue => {
    const stored = value.imageId ? images[value.imageId] : undefined;
    return stored ? { url: mediaImageUrl(stored.id), image: stored } : { url: value.url, image: null };
  };
  const galleryImages = useRowList<ImageFieldValue | null>({
    list: "image",
    initial: values.galleryImages.map(imageOf),
    blank: () => null,
    noun: m.admin_gallery_image_noun(),
    firstField: (index) => `[name="${galleryImageName(index)}Url"]`,
    errorPrefix: "galleryImage.",
    setErrors,
  });
  const reviews = useRowList<AdminReviewValue>({
    list: "review",
    initial: values.reviews,
    blank: () => ({ ...BLANK_REVIEW }),
    noun: m.admin_gallery_review_noun(),
    firstField: (index) => `[name="${reviewFieldName(index, "name")}"]`,
    errorPrefix: "review.",
    setErrors,
  });

  const field = (name: string, isRequired = true): FieldBinding => ({
    name,
    isRequired,
    error: errors[name],
    defaultValue: (values.fields as Record<string, string>)[name],
    onEdit: clearError,
  });
  const fields = values.fields;
  return (
    <EditorForm
      editor={galleryEditor}
      values={values}
      isNew={isNew}
      formError={formError}
      fieldErrors={fieldErrors}
      submitLabel={isNew ? m.admin_gallery_new_submit() : m.admin_save_changes()}
      cancelHref={href("/admin/galleries")}
    >
      <FormSection title={m.admin_section_gallery_details()}>
        <TranslatedField
          english={field("name")}
          hebrew={field("nameHe")}
          label={m.admin_gallery_field_name()}
          maxLength={GALLERY_LIMITS.name}
        />
        <TranslatedField
          english={field("street")}
          hebrew={field("streetHe")}
          label={m.admin_gallery_field_street()}
          maxLength={GALLERY_LIMITS.street}
          autoComplete="off"
        />
        {/* The English city is chosen from the place search (it locates the gallery); its Hebrew name is typed beside it. */}
        <div className="grid gap-4 md:grid-cols-2">
          <PlaceSearchField
            label={m.admin_in_english({ label: m.admin_gallery_field_city() })}
            defaultValue={{
              city: fields.city,
              latitude: coordinate(fields.latitude) ?? 0,
              longitude: coordinate(fields.longitude) ?? 0,
            }}
            error={errors.city}
          />
          <TextField
            {...field("cityHe", false)}
            language="he"
            label={m.admin_in_hebrew({ label: m.admin_gallery_field_city() })}
            maxLength={GALLERY_LIMITS.city}
          />
        </div>
        <TranslatedField
          english={{ ...field("hours", false), hint: m.admin_gallery_hours_optional_hint() }}
          hebrew={field("hoursHe", false)}
          label={m.admin_gallery_field_hours()}
          maxLength={GALLERY_LIMITS.hours}
          hasTimeRanges
        />
        <TranslatedField
          english={field("description")}
          hebrew={field("descriptionHe")}
          label={m.admin_gallery_field_description()}
          maxLength={GALLERY_LIMITS.description}
          rows={6}
        />
        {showsOperatorParts ? (
          <CheckboxField
            name="isFeatured"
            label={m.admin_gallery_featured()}
            defaultChecked={fields.isFeatured === "on"}
          />
        ) : null}
      </FormSection>

      <OpeningHoursFields values={values.openingHours} errors={errors} setErrors={setErrors} onEdit={clearError} />

      <GalleryVisitFields field={field} fields={fields} errors={errors} />

      <FormSection
        title={m.admin_section_images()}
        hint={isImageRequired ? m.admin_gallery_images_hint_required() : m.admin_gallery_images_hint_optional()}
      >
        <ImageUploadField
          name="image"
          label={m.admin_gallery_main_image()}
          isRequired={isImageRequired}
          defaultValue={imageOf(values.image)}
          error={errors.image}
        />
        <h3 className="pt-2 text-lg font-semibold text-slate-900">{m.admin_gallery_images_heading()}</h3>
        <RowListItems rows={galleryImages} none={m.admin_gallery_images_none()} addLabel={m.admin_gallery_image_add()}>
          {(row, index) => (
            <li key={row.key} className="rounded-lg bg-sand-50 p-4 ring-1 ring-slate-200">
              <ImageUploadField
                name={galleryImageName(index)}
                label={m.admin_gallery_image_label({ number: index + 1 })}
                defaultValue={row.value}
                error={errors[galleryImageName(index)]}
              />
              <div className="mt-3 flex flex-wrap gap-2">
                <RowListButton
                  intent={{ list: "image", op: "up", index }}
                  onAct={galleryImages.act}
                  isDisabled={index === 0}
                >
                  {m.admin_move_up()}
                  <span className="sr-only">{m.admin_gallery_image_sr({ number: index + 1 })}</span>
                </RowListButton>
                <RowListButton
                  intent={{ list: "image", op: "down", index }}
                  onAct={galleryImages.act}
                  isDisabled={index === galleryImages.rows.length - 1}
                >
                  {m.admin_move_down()}
                  <span className="sr-only">{m.admin_gallery_image_sr({ number: index + 1 })}</span>
                </RowListButton>
                <RowListButton intent={{ list: "image", op: "remove", index }} onAct={galleryImages.act}>
                  {m.admin_remove()}
                  <span className="sr-only">{m.admin_gallery_image_sr({ number: index + 1 })}</span>
                </RowListButton>
              </div>
            </li>
          )}
        </RowListItems>
      </FormSection>

      <FormSection title={m.admin_section_links()} hint={m.admin_links_hint()}>
        <TextField
          {...field("website", false)}
          label={m.admin_artist_field_website()}
          type="url"
          maxLength={GALLERY_LIMITS.url}
        />
        <TextField {...field("instagram", false)} label="Instagram" type="url" maxLength={GALLERY_LIMITS.url} />
        <TextField {...field("facebook", false)} label="Facebook" type="url" maxLength={GALLERY_LIMITS.url} />
        <TextField {...field("twitter", false)} label="Twitter" type="url" maxLength={GALLERY_LIMITS.url} />
      </FormSection>

      <FormSection title={m.admin_section_search_engines()} hint={m.admin_search_engines_hint()}>
        <TranslatedField
          english={{
            ...field("seoTitle", false),
            hint: m.admin_gallery_seo_title_hint({ title: defaultGallerySeoTitle("{name}", "{city}", siteName) }),
          }}
          hebrew={field("seoTitleHe", false)}
          label={m.admin_field_seo_title()}
          maxLength={GALLERY_LIMITS.seoTitle}
        />
        <TranslatedField
          english={{ ...field("seoDescription", false), hint: m.admin_gallery_seo_description_hint() }}
          hebrew={field("seoDescriptionHe", false)}
          label={m.admin_field_seo_description()}
          maxLength={GALLERY_LIMITS.seoDescription}
          rows={3}
        />
        <TextField
          {...field("seoKeywords", false)}
          label={m.admin_field_seo_keywords()}
          hint={m.admin_gallery_seo_keywords_hint()}
          maxLength={GALLERY_LIMITS.seoKeywords}
        />
      </FormSection>

      {showsOperatorParts ? (
        <FormSection title={m.admin_section_admin_reviews()} hint={m.admin_admin_reviews_hint()}>
          <RowListItems rows={reviews} none={m.admin_admin_reviews_none()} addLabel={m.admin_review_add()}>
            {(row, index) => (
              <AdminReviewFields key={row.key} index={index} value={row.value} errors={errors} onEdit={clearError}>
                <RowListButton intent={{ list: "review", op: "remove", index }} onAct={reviews.act}>
                  {m.admin_remove()}
                  <span className="sr-only">{m.admin_review_sr({ number: index + 1 })}</span>
                </RowListButton>
              </AdminReviewFields>
            )}
          </RowListItems>
        </FormSection>
      ) : null}
    </EditorForm>
  );
}

// Read at render, in the page's language.
const ratings = () => [5, 4, 3, 2, 1].map((stars) => [String(stars), m.admin_stars({ count: stars })] as const);

function AdminReviewFields({
  index,
  value,
  errors,
  onEdit,
  children,
}: {
  index: number;
  value: AdminReviewValue;
  errors: FieldErrors;
  onEdit: (name: string) => void;
  children: ReactNode;
}) {
  const bind = (name: keyof AdminReviewValue, isRequired = true): FieldBinding => {
    const fieldName = reviewFieldName(index, name);
    return { name: fieldName, isRequired, error: errors[fieldName], defaultValue: value[name], onEdit };
  };
  return (
    <RowFieldset legend={m.admin_review_legend({ number: index + 1 })}>
      <input type="hidden" name={reviewFieldName(index, "id")} value={value.id} />
      <TranslatedField
        english={bind("name")}
        hebrew={bind("nameHe", false)}
        label={m.admin_review_field_name()}
        maxLength={GALLERY_LIMITS.reviewName}
      />
      <TranslatedField
        english={bind("content")}
        hebrew={bind("contentHe", false)}
        label={m.admin_review_field_content()}
        maxLength={GALLERY_LIMITS.reviewContent}
        rows={3}
      />
      <SelectField
        {...bind("rating")}
        label={m.admin_review_field_rating()}
        options={ratings()}
        placeholder={m.admin_review_choose_rating()}
      />
      <TextField
        {...bind("date", false)}
        label={m.admin_review_field_date()}
        type="date"
        maxLength={10}
        hint={m.admin_review_date_hint()}
      />
      {children}
    </RowFieldset>
  );
}
