import { PlaceSearchField } from "./place-search-field.tsx";
import { SessionEndedFields } from "./refused-admin-post.tsx";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import {
  applyToList,
  BLANK_REVIEW,
  GALLERY_LIMITS,
  galleryImageName,
  readGalleryForm,
  reviewFieldName,
  validateGalleryForm,
  type AdminReviewValue,
  type GalleryFormValues,
  type ImageValue,
  type ListIntent,
} from "#app/features/forms/gallery-form.ts";
import type { FieldErrors } from "#app/features/forms/validation.ts";
import { mediaImageUrl, type MediaImage } from "#app/lib/media.ts";
import { CheckboxField, SelectField, TextArea, TextField, type FieldBinding } from "./form-fields.tsx";
import { GalleryListButton } from "./gallery-list-button.tsx";
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

interface Row<T> {
  key: string;
  value: T;
}

const coordinate = (value: string) => (value.trim() === "" || !Number.isFinite(Number(value)) ? null : Number(value));

/** The field name an error belongs to: image fields post `${name}Url` and `${name}Id`. */
const errorKeyOf = (fieldName: string) => fieldName.replace(/(Url|Id)$/, "");

function Section({ title, children, hint }: { title: string; children: ReactNode; hint?: string }) {
  return (
    <section className="space-y-4 rounded-xl bg-white p-6 ring-1 ring-slate-200">
      <h2 className="font-serif text-2xl font-semibold text-slate-900">{title}</h2>
      {hint ? <p className="text-sm text-slate-700">{hint}</p> : null}
      {children}
    </section>
  );
}

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
  const navigation = useNavigation();
  const submit = useSubmit();
  const isImageRequired = mode === "edit";
  const [errors, setErrors] = useState<FieldErrors>(serverErrors);
  const [announcement, setAnnouncement] = useState("");
  const nextKey = useRef(0);
  const pendingFocus = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const newKey = () => `new-${nextKey.current++}`;

  const imageOf = (value: ImageValue): ImageFieldValue => {
    const stored = value.imageId ? images[value.imageId] : undefined;
    return stored ? { url: mediaImageUrl(stored.id), image: stored } : { url: value.url, image: null };
  };
  const [galleryImages, setGalleryImages] = useState<Row<ImageFieldValue | null>[]>(() =>
    values.galleryImages.map((value, index) => ({ key: `loaded-${index}`, value: imageOf(value) })),
  );
  const [reviews, setReviews] = useState<Row<AdminReviewValue>[]>(() =>
    values.reviews.map((value, index) => ({ key: `loaded-${index}`, value })),
  );

  useEffect(() => {
    if (!pendingFocus.current) return;
    formRef.current?.querySelector<HTMLElement>(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const isSaving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const clearError = (name: string) => {
    const key = errorKeyOf(name);
    if (errors[key]) setErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const field = (name: string, isRequired = true): FieldBinding => ({
    name,
    isRequired,
    error: errors[name],
    defaultValue: (values.fields as Record<string, string>)[name],
    onEdit: clearError,
  });
  // A list's errors are by position: once its rows move, they no longer say which row they mean.
  const clearListErrors = (prefix: string) =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(prefix))));

  function actOnImages(intent: ListIntent) {
    const count = galleryImages.length;
    setGalleryImages((rows) => applyToList(rows, intent, () => ({ key: newKey(), value: null })));
    clearListErrors("galleryImage.");
    const { op, index } = intent;
    if (op === "add") {
      pendingFocus.current = `[name="${galleryImageName(count)}Url"]`;
      setAnnouncement(`Image ${count + 1} added.`);
    } else if (op === "remove") {
      pendingFocus.current = '[data-intent="image:add:0"]';
      setAnnouncement(`Image ${index + 1} removed.`);
    } else {
      const target = op === "up" ? index - 1 : index + 1;
      // Keep the focus on the moved image's button, or its other move button at the end of the list.
      const isAtEdge = target === 0 || target === count - 1;
      const button = isAtEdge ? (op === "up" ? "down" : "up") : op;
      pendingFocus.current = `[data-intent="image:${button}:${target}"]`;
      setAnnouncement(`Image ${index + 1} moved to position ${target + 1} of ${count}.`);
    }
  }

  function actOnReviews(intent: ListIntent) {
    const count = reviews.length;
    setReviews((rows) => applyToList(rows, intent, () => ({ key: newKey(), value: { ...BLANK_REVIEW } })));
    clearListErrors("review.");
    if (intent.op === "add") {
      pendingFocus.current = `[name="${reviewFieldName(count, "name")}"]`;
      setAnnouncement(`Review ${count + 1} added.`);
    } else {
      pendingFocus.current = '[data-intent="review:add:0"]';
      setAnnouncement(`Review ${intent.index + 1} removed.`);
    }
  }

  const errorCount = Object.keys(errors).length;
  const fields = values.fields;
  return (
    <Form
      ref={formRef}
      method="post"
      noValidate
      className="space-y-8"
      onChange={(event) => clearError((event.target as unknown as { name?: string }).name ?? "")}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const formData = new FormData(form);
        formData.set("intent", "save");
        const result = validateGalleryForm(readGalleryForm(formData), { isImageRequired });
        if (!result.isValid) {
          setErrors(result.errors);
          const first = [...form.elements].find((element) =>
            element instanceof HTMLInputElement ||
            element instanceof HTMLTextAreaElement ||
            element instanceof HTMLSelectElement
              ? result.errors[errorKeyOf(element.name)] !== undefined && element.type !== "hidden"
              : false,
          );
          (first as HTMLElement | undefined)?.focus();
          return;
        }
        void submit(formData, { method: "post" });
      }}
    >
      {/* Enter in a text field sends the form: the first submit button is the one it presses. */}
      <button type="submit" name="intent" value="save" hidden tabIndex={-1} />
      <input type="hidden" name="version" value={fields.version} />
      {formError ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 font-medium text-red-800">
          {formError}
        </p>
      ) : errorCount > 0 ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 font-medium text-red-800">
          Please correct the {errorCount === 1 ? "field" : `${errorCount} fields`} marked below.
        </p>
      ) : null}
      <SessionEndedFields formError={formError} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <Section title="Gallery details">
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
      </Section>

      <Section
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
        {galleryImages.length === 0 ? <p className="text-slate-700">No gallery images yet.</p> : null}
        <ol className="space-y-6">
          {galleryImages.map((row, index) => (
            <li key={row.key} className="rounded-lg bg-sand-50 p-4 ring-1 ring-slate-200">
              <ImageUploadField
                name={galleryImageName(index)}
                label={`Gallery image ${index + 1}`}
                defaultValue={row.value}
                error={errors[galleryImageName(index)]}
              />
              <div className="mt-3 flex flex-wrap gap-2">
                <GalleryListButton
                  intent={{ list: "image", op: "up", index }}
                  onAct={actOnImages}
                  isDisabled={index === 0}
                >
                  Move up<span className="sr-only"> gallery image {index + 1}</span>
                </GalleryListButton>
                <GalleryListButton
                  intent={{ list: "image", op: "down", index }}
                  onAct={actOnImages}
                  isDisabled={index === galleryImages.length - 1}
                >
                  Move down<span className="sr-only"> gallery image {index + 1}</span>
                </GalleryListButton>
                <GalleryListButton intent={{ list: "image", op: "remove", index }} onAct={actOnImages}>
                  Remove<span className="sr-only"> gallery image {index + 1}</span>
                </GalleryListButton>
              </div>
            </li>
          ))}
        </ol>
        <GalleryListButton intent={{ list: "image", op: "add", index: 0 }} onAct={actOnImages} isPrimary>
          Add gallery image
        </GalleryListButton>
      </Section>

      <Section title="Website and social links" hint="Optional. Only http:// and https:// addresses are accepted.">
        <TextField {...field("website", false)} label="Website" type="url" maxLength={GALLERY_LIMITS.url} />
        <TextField {...field("instagram", false)} label="Instagram" type="url" maxLength={GALLERY_LIMITS.url} />
        <TextField {...field("facebook", false)} label="Facebook" type="url" maxLength={GALLERY_LIMITS.url} />
        <TextField {...field("twitter", false)} label="Twitter" type="url" maxLength={GALLERY_LIMITS.url} />
      </Section>

      <Section title="Search engines" hint="Optional. Blank fields take the defaults described under each.">
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
      </Section>

      <Section
        title="Reviews by the administrator"
        hint="Published at once, counted in the gallery's rating. A row left completely blank is not saved. Visitors' reviews are moderated under Pending Reviews."
      >
        {reviews.length === 0 ? <p className="text-slate-700">No reviews by the administrator yet.</p> : null}
        <ol className="space-y-6">
          {reviews.map((row, index) => (
            <AdminReviewFields key={row.key} index={index} value={row.value} errors={errors} onEdit={clearError}>
              <GalleryListButton intent={{ list: "review", op: "remove", index }} onAct={actOnReviews}>
                Remove<span className="sr-only"> review {index + 1}</span>
              </GalleryListButton>
            </AdminReviewFields>
          ))}
        </ol>
        <GalleryListButton intent={{ list: "review", op: "add", index: 0 }} onAct={actOnReviews} isPrimary>
          Add review
        </GalleryListButton>
      </Section>

      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={isSaving}
          className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:opacity-70"
        >
          {isSaving ? "Loading..." : mode === "create" ? "Add Gallery" : "Save Changes"}
        </button>
        <Link to={cancelHref} className="font-medium text-slate-800 underline underline-offset-4">
          Cancel
        </Link>
      </div>
    </Form>
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
