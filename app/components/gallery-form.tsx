import { PlaceSearchField } from "./place-search-field.tsx";
import { EditorForm, useFieldErrors } from "./editor-form.tsx";
import type { ReactNode } from "react";
import {
  BLANK_REVIEW,
  GALLERY_LIMITS,
  galleryImageName,
  readGalleryForm,
  reviewFieldName,
  validateGalleryForm,
  type AdminReviewValue,
  type GalleryFormValues,
  type ImageValue,
} from "#app/features/forms/gallery-form.ts";
import type { FieldErrors } from "#app/features/forms/validation.ts";
import { mediaImageUrl, type MediaImage } from "#app/lib/media.ts";
import { CheckboxField, SelectField, TextArea, TextField, type FieldBinding } from "./form-fields.tsx";
import { FormSection } from "./form-section.tsx";
import { RowListAnnouncement, RowListButton, useRowList } from "./row-list.tsx";
import { ImageUploadField, type ImageFieldValue } from "./image-upload-field.tsx";
import { defaultGallerySeoTitle } from "#app/features/seo/seo.ts";

/** What the form renders from (GalleryFormState of gallery-form.server.ts, as the browser receives it). */
export interface GalleryFormProps {
  mode: "create" | "edit";
  values: GalleryFormValues;
  images: Record<string, MediaImage>;
  errors: FieldErrors;
  formError?: string;
  siteName: string;
  cancelHref: string;
}

const coordinate = (value: string) => (value.trim() === "" || !Number.isFinite(Number(value)) ? null : Number(value));

/**
 * The gallery form of /admin/galleries/new and /admin/galleries/:id/edit. It works without
 * JavaScript (the server checks it; the list buttons are submit buttons the server answers); with
 * it, it checks before sending with the same rules and changes the lists in place. Remount it (key)
 * per server answer.
 */
export function GalleryForm({
  mode,
  values,
  images,
  errors: serverErrors,
  formError,
  siteName,
  cancelHref,
}: GalleryFormProps) {
  const isImageRequired = mode === "edit";
  const fieldErrors = useFieldErrors(serverErrors);
  const { errors, setErrors, clearError } = fieldErrors;

  const imageOf = (value: ImageValue): ImageFieldValue => {
    const stored = value.imageId ? images[value.imageId] : undefined;
    return stored ? { url: mediaImageUrl(stored.id), image: stored } : { url: value.url, image: null };
  };
  const galleryImages = useRowList<ImageFieldValue | null>({
    list: "image",
    initial: values.galleryImages.map(imageOf),
    blank: () => null,
    noun: "Image",
    firstField: (index) => `[name="${galleryImageName(index)}Url"]`,
    errorPrefix: "galleryImage.",
    setErrors,
  });
  const reviews = useRowList<AdminReviewValue>({
    list: "review",
    initial: values.reviews,
    blank: () => ({ ...BLANK_REVIEW }),
    noun: "Review",
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
      version={fields.version}
      formError={formError}
      fieldErrors={fieldErrors}
      check={(formData) => {
        const result = validateGalleryForm(readGalleryForm(formData), { isImageRequired });
        return result.isValid ? null : result.errors;
      }}
      submitLabel={mode === "create" ? "Add Gallery" : "Save Changes"}
      cancelHref={cancelHref}
    >
      <FormSection title="Gallery details">
        <TextField {...field("name")} label="Name" maxLength={GALLERY_LIMITS.name} />
        <TextField {...field("street")} label="Street" maxLength={GALLERY_LIMITS.street} autoComplete="off" />
        <PlaceSearchField
          defaultValue={{
            city: fields.city,
            latitude: coordinate(fields.latitude) ?? 0,
            longitude: coordinate(fields.longitude) ?? 0,
          }}
          error={errors.city}
        />
        <TextField
          {...field("hours")}
          label="Opening hours"
          hint="For example: Sun–Thu 10:00–19:00, Fri 10:00–14:00"
          maxLength={GALLERY_LIMITS.hours}
        />
        <TextArea {...field("description")} label="Description" maxLength={GALLERY_LIMITS.description} rows={6} />
        <CheckboxField
          name="isFeatured"
          label="Featured (shown in the home page's Featured Galleries)"
          defaultChecked={fields.isFeatured === "on"}
        />
      </FormSection>

      <FormSection
        title="Images"
        hint={
          isImageRequired
            ? "The main image is required. Gallery images are shown in a grid on the gallery's page, in this order."
            : "The main image is optional: without one, a stock image is shown. Gallery images are shown in a grid on the gallery's page, in this order."
        }
      >
        <ImageUploadField
          name="image"
          label="Main image"
          isRequired={isImageRequired}
          defaultValue={imageOf(values.image)}
          error={errors.image}
        />
        <h3 className="pt-2 text-lg font-semibold text-slate-900">Gallery images</h3>
        <RowListAnnouncement text={galleryImages.announcement} />
        {galleryImages.rows.length === 0 ? <p className="text-slate-700">No gallery images yet.</p> : null}
        <ol className="space-y-6">
          {galleryImages.rows.map((row, index) => (
            <li key={row.key} className="rounded-lg bg-sand-50 p-4 ring-1 ring-slate-200">
              <ImageUploadField
                name={galleryImageName(index)}
                label={`Gallery image ${index + 1}`}
                defaultValue={row.value}
                error={errors[galleryImageName(index)]}
              />
              <div className="mt-3 flex flex-wrap gap-2">
                <RowListButton
                  intent={{ list: "image", op: "up", index }}
                  onAct={galleryImages.act}
                  isDisabled={index === 0}
                >
                  Move up<span className="sr-only"> gallery image {index + 1}</span>
                </RowListButton>
                <RowListButton
                  intent={{ list: "image", op: "down", index }}
                  onAct={galleryImages.act}
                  isDisabled={index === galleryImages.rows.length - 1}
                >
                  Move down<span className="sr-only"> gallery image {index + 1}</span>
                </RowListButton>
                <RowListButton intent={{ list: "image", op: "remove", index }} onAct={galleryImages.act}>
                  Remove<span className="sr-only"> gallery image {index + 1}</span>
                </RowListButton>
              </div>
            </li>
          ))}
        </ol>
        <RowListButton intent={{ list: "image", op: "add", index: 0 }} onAct={galleryImages.act} tone="primary">
          Add gallery image
        </RowListButton>
      </FormSection>

      <FormSection title="Website and social links" hint="Optional. Only http:// and https:// addresses are accepted.">
        <TextField {...field("website", false)} label="Website" type="url" maxLength={GALLERY_LIMITS.url} />
        <TextField {...field("instagram", false)} label="Instagram" type="url" maxLength={GALLERY_LIMITS.url} />
        <TextField {...field("facebook", false)} label="Facebook" type="url" maxLength={GALLERY_LIMITS.url} />
        <TextField {...field("twitter", false)} label="Twitter" type="url" maxLength={GALLERY_LIMITS.url} />
      </FormSection>

      <FormSection title="Search engines" hint="Optional. Blank fields take the defaults described under each.">
        <TextField
          {...field("seoTitle", false)}
          label="SEO title"
          hint={`Blank: “${defaultGallerySeoTitle("{name}", "{city}", siteName)}”`}
          maxLength={GALLERY_LIMITS.seoTitle}
        />
        <TextArea
          {...field("seoDescription", false)}
          label="SEO description"
          hint="Blank: the first 160 characters of the description"
          maxLength={GALLERY_LIMITS.seoDescription}
          rows={3}
        />
        <TextField
          {...field("seoKeywords", false)}
          label="SEO keywords"
          hint="Separated by commas, for example: contemporary art, Tel Aviv"
          maxLength={GALLERY_LIMITS.seoKeywords}
        />
      </FormSection>

      <FormSection
        title="Reviews by the administrator"
        hint="Published at once, counted in the gallery's rating. A row left completely blank is not saved. Visitors' reviews are moderated under Pending Reviews."
      >
        <RowListAnnouncement text={reviews.announcement} />
        {reviews.rows.length === 0 ? <p className="text-slate-700">No reviews by the administrator yet.</p> : null}
        <ol className="space-y-6">
          {reviews.rows.map((row, index) => (
            <AdminReviewFields key={row.key} index={index} value={row.value} errors={errors} onEdit={clearError}>
              <RowListButton intent={{ list: "review", op: "remove", index }} onAct={reviews.act}>
                Remove<span className="sr-only"> review {index + 1}</span>
              </RowListButton>
            </AdminReviewFields>
          ))}
        </ol>
        <RowListButton intent={{ list: "review", op: "add", index: 0 }} onAct={reviews.act} tone="primary">
          Add review
        </RowListButton>
      </FormSection>
    </EditorForm>
  );
}

const RATINGS = [5, 4, 3, 2, 1].map((stars) => [String(stars), `${stars} ${stars === 1 ? "star" : "stars"}`] as const);

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
    <li>
      <fieldset className="space-y-4 rounded-lg bg-sand-50 p-4 ring-1 ring-slate-200">
        <legend className="px-1 font-semibold text-slate-900">Review {index + 1}</legend>
        <input type="hidden" name={reviewFieldName(index, "id")} value={value.id} />
        <TextField {...bind("name")} label="Reviewer name" maxLength={GALLERY_LIMITS.reviewName} />
        <TextArea {...bind("content")} label="Review" maxLength={GALLERY_LIMITS.reviewContent} rows={3} />
        <SelectField {...bind("rating")} label="Rating" options={RATINGS} placeholder="Choose a rating" />
        <TextField {...bind("date", false)} label="Date" type="date" maxLength={10} hint="Optional: today when blank" />
        {children}
      </fieldset>
    </li>
  );
}
