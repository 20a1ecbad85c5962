import { href } from "react-router";
import { SelectField, type FieldBinding } from "#app/components/form-fields.tsx";
import { m } from "#app/lib/paraglide/messages.js";
import {
  ARTWORK_EDITOR_FIELDS,
  artworkEditor,
  type ArtworkEditorField,
  type ArtworkFormAnswer,
} from "./artwork-editor.ts";
import { ArtworkInputs, type RecordChoice } from "./artwork-inputs.tsx";
import { EditorForm, useFieldErrors } from "./editor-form.tsx";
import { FormSection } from "./form-section.tsx";
import { imageFieldValue } from "./image-upload-field.tsx";

/**
 * The artwork's own form: the inputs of an artist editor's artwork row, with the artist chosen
 * here. Without JavaScript the server checks it; with it, the same checks run before sending. A
 * refused save's answer focuses its first field in error. Remount it (key) per server answer.
 */
export function ArtworkForm({
  answer,
  isNew,
  artists,
  galleries,
}: {
  /** What to show: the saved artwork (or a blank one), or what the server answered. */
  answer: ArtworkFormAnswer;
  isNew: boolean;
  /** The artists the work may be by, and the galleries it may be shown at. */
  artists: RecordChoice[];
  galleries: RecordChoice[];
}) {
  const { values, images, formError } = answer;
  const fieldErrors = useFieldErrors(answer.errors);
  const { errors, clearError } = fieldErrors;
  const firstError = ARTWORK_EDITOR_FIELDS.find((name) => answer.errors[name] !== undefined);
  const bind = (name: ArtworkEditorField, isRequired = false): FieldBinding => ({
    name,
    error: errors[name],
    defaultValue: values.fields[name],
    onEdit: clearError,
    isRequired,
    isFirstError: name === firstError,
  });
  return (
    <EditorForm
      editor={artworkEditor}
      values={values}
      isNew={isNew}
      formError={formError}
      fieldErrors={fieldErrors}
      submitLabel={isNew ? m.admin_artwork_new_submit() : m.admin_artwork_edit_submit()}
      cancelHref={href("/admin/artworks")}
    >
      <FormSection title={m.admin_section_artwork_details()}>
        <ArtworkInputs
          bind={bind}
          galleries={galleries}
          image={{
            name: "image",
            defaultValue: imageFieldValue(values.fields.imageUrl, values.fields.imageId, images),
            error: errors.imageUrl,
          }}
          artist={
            <SelectField
              {...bind("artistId", true)}
              label={m.admin_artwork_field_artist()}
              placeholder={m.admin_artwork_choose_artist()}
              options={artists.map((artist) => [artist.id, artist.name] as const)}
            />
          }
        />
      </FormSection>
    </EditorForm>
  );
}
