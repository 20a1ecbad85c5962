import { useState, type FormEvent, type ReactNode } from "react";
import { FormSection } from "./form-section.tsx";
import { useEditorSaveMode } from "./editor-page.tsx";
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
import type { ArtworkField } from "./artwork-fields.ts";
import { ArtworkInputs, type RecordChoice } from "./artwork-inputs.tsx";
import type { FieldErrors } from "#app/lib/validation.ts";
import type { MediaImage } from "#app/lib/image-variants.ts";
import { CheckboxField, TextField, type FieldBinding } from "#app/components/form-fields.tsx";
import { hasShownImage, imageFieldValue, ImageUploadField } from "./image-upload-field.tsx";
import { Link } from "#app/components/link.tsx";
import { adminArtworkEditPath } from "#app/lib/urls.ts";
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
  galleries: RecordChoice[];
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
  const { showsOperatorParts } = useEditorSaveMode();
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
          defaultValue={imageFieldValue(values.fields.imageUrl, values.fields.imageId, images)}
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
        {showsOperatorParts ? (
          <CheckboxField
            name="isFeatured"
            label={m.admin_field_featured()}
            defaultChecked={values.fields.isFeatured === "on"}
          />
        ) : null}
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

      {!showsOperatorParts ? (
        <FormSection title={m.admin_section_artworks()}>
          <p className="text-slate-700">{m.editor_partner_artworks_hint()}</p>
          <ul className="list-disc space-y-1 ps-6">
            {values.artworks.flatMap((row) =>
              row.id ? (
                <li key={row.id}>
                  <Link to={adminArtworkEditPath(row.id)} className="text-brand-700 underline underline-offset-4">
                    <bdi>{row.title}</bdi>
                  </Link>
                </li>
              ) : (
                []
              ),
            )}
          </ul>
        </FormSection>
      ) : (
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
                <>
                  {/* A saved work has its own editor too (where a gallery's partner edits it). */}
                  {row.value.id ? (
                    <Link
                      to={adminArtworkEditPath(row.value.id)}
                      aria-label={m.admin_artwork_own_editor_label({ title: row.value.title })}
                      className="rounded-md bg-white px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-slate-300 hover:bg-sand-100"
                    >
                      {m.admin_artwork_own_editor()}
                    </Link>
                  ) : null}
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
                </>
              }
            />
          ))}
          <RowListButton intent={{ list: ARTWORK_LIST, op: "add", index: 0 }} onAct={artworks.act} tone="primary">
            {m.admin_artwork_add()}
          </RowListButton>
        </FormSection>
      )}
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
  galleries: RecordChoice[];
  /** The row's controls: its own editor's link (once saved) and Remove. */
  action: ReactNode;
}) {
  const bind = (field: ArtworkField, isRequired = false): FieldBinding => {
    const name = artworkFieldName(index, field);
    return { name, error: errors[name], defaultValue: values[field], onEdit, isRequired };
  };
  // The folded line follows what is typed and uploaded.
  const [shown, setShown] = useState(() => ({
    title: values.title,
    year: values.year,
    picture: imageFieldValue(values.imageUrl, values.imageId, images),
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
      hasWideAction={values.id !== ""}
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
        <ArtworkInputs
          bind={bind}
          galleries={galleries}
          image={{
            name: artworkFieldName(index, "image"),
            defaultValue: shown.picture,
            error: errors[artworkFieldName(index, "imageUrl")],
            onChange: (picture) => setShown((current) => ({ ...current, picture })),
          }}
        />
      </div>
    </CollapsibleRow>
  );
}
