import type { Artwork, ArtworkInput } from "#app/models/artworks.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { FieldErrors } from "#app/lib/validation.ts";
import {
  ARTWORK_FIELDS,
  artworkValuesOf,
  blankArtworkValues,
  checkArtworkValues,
  toArtworkContent,
  type CheckedArtwork,
} from "./artwork-fields.ts";
import { formText, type EditorAnswer, type EditorDescription, type EditorValues } from "./editor-kit.ts";

// The artwork's own editor, one description for the browser (checks before sending) and the server
// (the authority): the artwork's fields as a row of the artist editor has them (artwork-fields.ts),
// and the artist it is by, which a row takes from its form.

/** The form's fields, in the order the page shows them (a refused form focuses the first in error). */
export const ARTWORK_EDITOR_FIELDS = ["artistId", ...ARTWORK_FIELDS, "version"] as const;
export type ArtworkEditorField = (typeof ARTWORK_EDITOR_FIELDS)[number];

/** What the artwork editor holds, as typed: sent back with every refusal so nothing is lost. */
export type ArtworkFormValues = EditorValues<ArtworkEditorField>;

/** What the artwork editor is rendered from, and what its action answers. */
export type ArtworkFormAnswer = EditorAnswer<ArtworkFormValues>;

/** What a valid artwork form says: the work, checked, and the artist it is by. */
export interface ArtworkFormData {
  artwork: CheckedArtwork;
  artistId: string;
}

function blankFields(): ArtworkFormValues["fields"] {
  return { ...blankArtworkValues(), artistId: "", version: "" };
}

/** Checks the whole form. Errors are keyed by form name. */
function checkArtwork(values: ArtworkFormValues) {
  const errors: FieldErrors = {};
  const artistId = values.fields.artistId.trim();
  // Only the server knows which artists exist: its check adds that to this one.
  if (artistId === "") errors.artistId = m.admin_artwork_artist_required();
  const artwork = checkArtworkValues(values.fields, (field) => field, errors);
  if (!artwork || Object.keys(errors).length > 0) return { isValid: false as const, errors };
  return { isValid: true as const, data: { artwork, artistId } };
}

/** The model's input from a checked form. */
export function toArtworkEditorInput({ artwork, artistId }: ArtworkFormData): ArtworkInput {
  return { ...toArtworkContent(artwork), artistId };
}

/** The edit form's values from the saved artwork; its updated_at is the version the save carries. */
export function artworkFormValues(artwork: Artwork): ArtworkFormValues {
  return { fields: { ...artworkValuesOf(artwork), artistId: artwork.artistId, version: String(artwork.updatedAt) } };
}

/** The artwork editor: its fields and its checks; no row lists. */
export const artworkEditor: EditorDescription<ArtworkFormValues, ArtworkFormData> = {
  fields: ARTWORK_EDITOR_FIELDS,
  lists: [],
  // A field the form did not post keeps its blank value (availability always holds a choice).
  read: (formData) => {
    const fields = blankFields();
    for (const name of ARTWORK_EDITOR_FIELDS) if (formData.has(name)) fields[name] = formText(formData, name);
    return { fields };
  },
  blank: () => ({ fields: blankFields() }),
  applyRowIntent: (values) => values,
  images: (values) => (values.fields.imageId ? [{ imageId: values.fields.imageId, field: "imageUrl" }] : []),
  check: checkArtwork,
};
