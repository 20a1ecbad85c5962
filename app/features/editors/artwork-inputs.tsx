import type { ReactNode } from "react";
import { SelectField, TextField, type FieldBinding } from "#app/components/form-fields.tsx";
import { FACT_LIMITS } from "#app/lib/artwork-facts.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { ARTWORK_LIMITS, type ArtworkField } from "./artwork-fields.ts";
import { ImageUploadField, type ImageFieldValue } from "./image-upload-field.tsx";
import { TranslatedField } from "./translated-field.tsx";

/** A field's binding by its artwork field name: each form puts its own name and value behind it. */
export type ArtworkBind = (field: ArtworkField, isRequired?: boolean) => FieldBinding;

/** The choices of a select of records (artists, galleries), by name. */
export type RecordChoice = { id: string; name: string };

/**
 * An artwork's inputs, the same in a row of the artist editor and in the artwork's own editor: its
 * title, picture, year, description, gallery and the facts a collector decides by. `artist` is the
 * artist's choice where the form has one (a row's artist is its form's).
 */
export function ArtworkInputs({
  bind,
  image,
  galleries,
  artist,
}: {
  bind: ArtworkBind;
  /** The picture's field: its form name, value and error (told each change, for a row's folded line). */
  image: { name: string; defaultValue: ImageFieldValue; error?: string; onChange?: (value: ImageFieldValue) => void };
  galleries: RecordChoice[];
  artist?: ReactNode;
}) {
  return (
    <>
      <TranslatedField
        english={bind("title", true)}
        hebrew={bind("titleHe")}
        label={m.admin_artwork_field_title()}
        maxLength={ARTWORK_LIMITS.title}
      />
      {artist}
      <ImageUploadField
        name={image.name}
        label={m.admin_artwork_field_image()}
        isRequired
        defaultValue={image.defaultValue}
        error={image.error}
        onChange={image.onChange}
      />
      <TextField {...bind("year")} label={m.admin_artwork_field_year()} type="number" maxLength={4} />
      <TranslatedField
        english={bind("description")}
        hebrew={bind("descriptionHe")}
        label={m.admin_artwork_field_description()}
        rows={3}
        maxLength={ARTWORK_LIMITS.description}
      />
      <SelectField
        {...bind("galleryId")}
        label={m.admin_artwork_field_gallery()}
        placeholder={m.admin_artwork_no_gallery()}
        options={galleries.map((gallery) => [gallery.id, gallery.name] as const)}
      />
      <ArtworkFactFields bind={bind} />
    </>
  );
}

// The form's own copies of the vocabularies' words: the pages' (facts.ts) stay on the server.
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
function ArtworkFactFields({ bind }: { bind: ArtworkBind }) {
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
