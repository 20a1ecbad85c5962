import { useState, type FormEvent, type ReactNode } from "react";
import { FormSection } from "./form-section.tsx";
import { EditorForm, useFieldErrors } from "./editor-form.tsx";
import { CollapsibleRow, RowListAnnouncement, RowListButton, useRowList } from "./row-list-fields.tsx";
import { ARTIST_LIMITS, artistEditor, type ArtistFormAnswer } from "#app/features/editors/artist-editor.ts";
import {
  ARTWORK_LIST,
  artworkFieldName,
  artworkFieldPrefix,
  emptyArtworkRow,
  type ArtworkRowValues,
} from "#app/features/editors/artwork-rows.ts";
import type { FieldErrors } from "#app/lib/validation.ts";
import { FACT_LIMITS } from "#app/lib/artwork-facts.ts";
import { mediaImageUrl, type MediaImage } from "#app/lib/image-variants.ts";
import { CheckboxField, SelectField, TextField, type FieldBinding } from "#app/components/form-fields.tsx";
import { hasShownImage, ImageUploadField, type ImageFieldValue } from "./image-upload-field.tsx";
import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { useSiteName } from "#app/lib/root-data.ts";
import { defaultArtistSeoTitle } from "#app/features/seo/seo.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { TranslatedField } from "./translated-field.tsx";

interface ArtistFormProps {
  /** What to show: the saved artist (or a blank one), or what the server answered. */
  answer: ArtistFormAnswer;
  isNew: boolean;
  /** The galleries an artwork may name. */
  galleries: { id: string; name: string }[];
}

function imageValue(url: string, imageId: string, images: Record<string, MediaImage>): ImageFieldValue {
  return imageId ? { url: mediaImageUrl(imageId), image: images[imageId] ?? null } : { url, image: null };
}

/**
 * The artist form with the artist's artworks. Without JavaScript the server
 * checks it and the row buttons re-render it; with it, the same schema checks before sending and
 * rows are added and removed in the page. An error clears when its field is edited; the button
 * says 'Loading...' while saving. Remount it (key) per server answer.
 */
export function ArtistForm({ answer, isNew, galleries }: ArtistFormProps) {
  const { values, images, formError } = answer;
  const siteName = useSiteName();
  const fieldErrors = useFieldErrors(answer.errors);
  const { errors, setErrors, clearError: onEdit } = fieldErrors;
  const artworks = useRowList({
    list: ARTWORK_LIST,
    initial: values.artworks,
    blank: emptyArtworkRow,
    noun: m.admin_artwork_noun(),
    firstField: (index) => `[name="${artworkFieldName(index, "title")}"]`,
    errorPrefix: "artworks.",
    setErrors,
  });
  const field = (name: keyof typeof values.fields, isRequired = false): FieldBinding => ({
    name,
    error: errors[name],
    defaultValue: values.fields[name],
    onEdit,
    isRequired,
  });

  return (
    <EditorForm
      editor={artistEditor}
      values={values}
      isNew={isNew}
      formError={formError}
      fieldErrors={fieldErrors}
      submitLabel={isNew ? m.admin_artist_new_submit() : m.admin_artist_edit_submit()}
    >
      <FormSection title={m.admin_section_artist_details()}>
        <TranslatedField
          english={field("name", true)}
          hebrew={field("nameHe")}
          label={m.admin_artist_field_name()}
          maxLength={ARTIST_LIMITS.name}
        />
        <TranslatedField
          english={field("bio", true)}
          hebrew={field("bioHe")}
          label={m.admin_artist_field_bio()}
          rows={6}
          maxLength={ARTIST_LIMITS.bio}
        />
        <ImageUploadField
          name="image"
          label={m.admin_artist_field_image()}
          isRequired
          defaultValue={imageValue(values.fields.imageUrl, values.fields.imageId, images)}
          error={errors.imageUrl}
        />
        <TextField
          {...field("website")}
          label={m.admin_artist_field_website()}
          type="url"
          maxLength={ARTIST_LIMITS.url}
        />
        <TranslatedField
          english={{ ...field("styles"), hint: m.admin_artist_styles_hint() }}
          hebrew={{ ...field("stylesHe"), hint: m.admin_artist_styles_he_hint() }}
          label={m.admin_artist_field_styles()}
          maxLength={ARTIST_LIMITS.list}
        />
        <CheckboxField
          name="isFeatured"
          label={m.admin_field_featured()}
          defaultChecked={values.fields.isFeatured === "on"}
        />
      </FormSection>

      <FormSection title={m.admin_section_social_media()}>
        <TextField {...field("instagram")} label="Instagram" type="url" maxLength={ARTIST_LIMITS.url} />
        <TextField {...field("facebook")} label="Facebook" type="url" maxLength={ARTIST_LIMITS.url} />
        <TextField {...field("twitter")} label="Twitter" type="url" maxLength={ARTIST_LIMITS.url} />
      </FormSection>

      <FormSection title={m.admin_section_search_engines()}>
        <TranslatedField
          english={{
            ...field("seoTitle"),
            hint: m.admin_seo_title_hint({ title: defaultArtistSeoTitle("{name}", siteName) }),
          }}
          hebrew={field("seoTitleHe")}
          label={m.admin_field_seo_title()}
          maxLength={ARTIST_LIMITS.seoTitle}
        />
        <TranslatedField
          english={{ ...field("seoDescription"), hint: m.admin_artist_seo_description_hint() }}
          hebrew={field("seoDescriptionHe")}
          label={m.admin_field_seo_description()}
          rows={3}
          maxLength={ARTIST_LIMITS.seoDescription}
        />
        <TextField
          {...field("seoKeywords")}
          label={m.admin_field_seo_keywords()}
          hint={m.admin_seo_keywords_hint()}
          maxLength={ARTIST_LIMITS.list}
        />
      </FormSection>

      <FormSection title={m.admin_section_artworks()}>
        <RowListAnnouncement text={artworks.announcement} />
        {artworks.rows.length === 0 ? <p className="text-slate-700">{m.admin_artworks_none()}</p> : null}
        {artworks.rows.map((row, index) => (
          <ArtworkRow
            key={row.key}
            index={index}
            values={row.value}
            errors={errors}
            onEdit={onEdit}
            images={images}
            galleries={galleries}
            action={
              <RowListButton
                intent={{ list: ARTWORK_LIST, op: "remove", index }}
                onAct={artworks.act}
                tone="danger"
                label={
                  row.value.title
                    ? m.admin_artwork_remove_label_titled({ number: index + 1, title: row.value.title })
                    : m.admin_artwork_remove_label({ number: index + 1 })
                }
              >
                {m.admin_remove()}
                <span className="hidden sm:inline">{m.admin_artwork_remove_suffix()}</span>
              </RowListButton>
            }
          />
        ))}
        <RowListButton intent={{ list: ARTWORK_LIST, op: "add", index: 0 }} onAct={artworks.act} tone="primary">
          {m.admin_artwork_add()}
        </RowListButton>
      </FormSection>
    </EditorForm>
  );
}

function ArtworkRow({
  index,
  values,
  errors,
  onEdit,
  images,
  galleries,
  action,
}: {
  index: number;
  values: ArtworkRowValues;
  errors: FieldErrors;
  onEdit: (name: string) => void;
  images: Record<string, MediaImage>;
  galleries: { id: string; name: string }[];
  /** The row's button (Remove). */
  action: ReactNode;
}) {
  const bind = (field: keyof ArtworkRowValues, isRequired = false): FieldBinding => {
    const name = artworkFieldName(index, field);
    return { name, error: errors[name], defaultValue: values[field], onEdit, isRequired };
  };
  // The folded line follows what is typed and uploaded.
  const [shown, setShown] = useState(() => ({
    title: values.title,
    year: values.year,
    picture: imageValue(values.imageUrl, values.imageId, images),
  }));
  const follow = (event: FormEvent<HTMLDivElement>) => {
    const { name, value } = event.target as HTMLInputElement;
    if (name === artworkFieldName(index, "title")) setShown((current) => ({ ...current, title: value }));
    if (name === artworkFieldName(index, "year")) setShown((current) => ({ ...current, year: value }));
  };
  const hasError = Object.keys(errors).some((name) => name.startsWith(artworkFieldPrefix(index)));
  const legend = values.title
    ? m.admin_artwork_legend_titled({ number: index + 1, title: values.title })
    : m.admin_artwork_legend({ number: index + 1 });
  const hasPicture = hasShownImage(shown.picture);
  return (
    <CollapsibleRow
      legend={legend}
      isNew={!values.id}
      hasError={hasError}
      action={action}
      summary={
        <>
          <span className="w-16 shrink-0">
            {hasPicture ? (
              <ResponsiveImage
                image={shown.picture.image}
                src={shown.picture.url}
                alt=""
                sizes="4rem"
                fit="contain"
                className="aspect-[4/3] w-16 rounded bg-sand-100"
              />
            ) : (
              <span aria-hidden="true" className="block aspect-[4/3] w-16 rounded bg-sand-100" />
            )}
          </span>
          <span className="min-w-0">
            <span className="block truncate font-semibold text-slate-900">
              {shown.title.trim() || m.admin_artwork_untitled()}
            </span>
            {shown.year.trim() ? <span className="block text-sm text-slate-700">{shown.year}</span> : null}
          </span>
        </>
      }
    >
      <div className="space-y-4" onInput={follow}>
        <input type="hidden" name={artworkFieldName(index, "id")} value={values.id} />
        <TranslatedField
          english={bind("title", true)}
          hebrew={bind("titleHe")}
          label={m.admin_artwork_field_title()}
          maxLength={ARTIST_LIMITS.title}
        />
        <ImageUploadField
          name={artworkFieldName(index, "image")}
          label={m.admin_artwork_field_image()}
          isRequired
          defaultValue={shown.picture}
          error={errors[artworkFieldName(index, "imageUrl")]}
          onChange={(picture) => setShown((current) => ({ ...current, picture }))}
        />
        <TextField {...bind("year")} label={m.admin_artwork_field_year()} type="number" maxLength={4} />
        <TranslatedField
          english={bind("description")}
          hebrew={bind("descriptionHe")}
          label={m.admin_artwork_field_description()}
          rows={3}
          maxLength={ARTIST_LIMITS.description}
        />
        <SelectField
          {...bind("galleryId")}
          label={m.admin_artwork_field_gallery()}
          placeholder={m.admin_artwork_no_gallery()}
          options={galleries.map((gallery) => [gallery.id, gallery.name] as const)}
        />
        <ArtworkFactFields bind={bind} />
      </div>
    </CollapsibleRow>
  );
}

const MEDIUM_OPTIONS = (): [string, string][] => [
  ["painting", m.medium_painting()],
  ["drawing", m.medium_drawing()],
  ["print", m.medium_print()],
  ["photography", m.medium_photography()],
  ["sculpture", m.medium_sculpture()],
  ["ceramics", m.medium_ceramics()],
  ["textile", m.medium_textile()],
  ["mixed-media", m.medium_mixed_media()],
  ["digital", m.medium_digital()],
  ["installation", m.medium_installation()],
  ["video", m.medium_video()],
  ["other", m.medium_other()],
];

const AVAILABILITY_OPTIONS = (): [string, string][] => [
  ["for-sale", m.availability_for_sale()],
  ["on-hold", m.availability_on_hold()],
  ["sold", m.availability_sold()],
  ["not-for-sale", m.availability_not_for_sale()],
];

/** What a collector decides by: medium, materials, size, edition, condition, availability and price. */
function ArtworkFactFields({ bind }: { bind: (field: keyof ArtworkRowValues, isRequired?: boolean) => FieldBinding }) {
  const flags = (): [string, string][] => [
    ["yes", m.admin_yes()],
    ["no", m.admin_no()],
  ];
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">{m.admin_artwork_section_facts()}</legend>
      <SelectField
        {...bind("medium")}
        label={m.admin_artwork_field_medium()}
        placeholder={m.admin_not_stated()}
        options={MEDIUM_OPTIONS()}
      />
      <TranslatedField
        english={{ ...bind("materials"), hint: m.admin_artwork_materials_hint() }}
        hebrew={bind("materialsHe")}
        label={m.admin_artwork_field_materials()}
        maxLength={FACT_LIMITS.materials}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField {...bind("heightCm")} label={m.admin_artwork_field_height()} type="number" maxLength={8} />
        <TextField {...bind("widthCm")} label={m.admin_artwork_field_width()} type="number" maxLength={8} />
        <TextField {...bind("depthCm")} label={m.admin_artwork_field_depth()} type="number" maxLength={8} />
      </div>
      <p className="text-sm text-slate-700">{m.admin_artwork_dimensions_hint()}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          {...bind("edition")}
          label={m.admin_artwork_field_edition()}
          placeholder={m.admin_not_stated()}
          options={[
            ["unique", m.admin_artwork_edition_unique()],
            ["edition", m.admin_artwork_edition_edition()],
          ]}
        />
        <TextField
          {...bind("editionNumber")}
          label={m.admin_artwork_field_edition_number()}
          type="number"
          maxLength={6}
        />
        <TextField {...bind("editionSize")} label={m.admin_artwork_field_edition_size()} type="number" maxLength={6} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          {...bind("framed")}
          label={m.admin_artwork_field_framed()}
          placeholder={m.admin_unknown()}
          options={flags()}
        />
        <SelectField
          {...bind("signed")}
          label={m.admin_artwork_field_signed()}
          placeholder={m.admin_unknown()}
          options={flags()}
        />
        <SelectField
          {...bind("certificate")}
          label={m.admin_artwork_field_certificate()}
          placeholder={m.admin_unknown()}
          options={flags()}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...bind("availability", true)}
          label={m.admin_artwork_field_availability()}
          options={AVAILABILITY_OPTIONS()}
        />
        <TextField
          {...bind("priceIls")}
          label={m.admin_artwork_field_price()}
          hint={m.admin_artwork_price_hint()}
          maxLength={20}
        />
      </div>
    </fieldset>
  );
}
