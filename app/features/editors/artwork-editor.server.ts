import { href } from "react-router";
import type { AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import {
  listArtistChoices,
  listExistingArtistIds,
  listExistingGalleryIds,
  listGalleryChoices,
} from "#app/models/artwork-choices.server.ts";
import { createArtwork, getArtworkById, updateArtwork, type ArtworkInput } from "#app/models/artworks.server.ts";
import { unknownGalleryError } from "./artwork-fields.ts";
import {
  artworkEditor,
  artworkFormValues,
  toArtworkEditorInput,
  type ArtworkFormData,
  type ArtworkFormValues,
} from "./artwork-editor.ts";
import { editorAnswerOf, handleEditorAction, type EditorSave } from "./editor-action.server.ts";
import type { FieldErrors } from "#app/lib/validation.ts";

export const artworkChanged = () => m.admin_artwork_changed();

/**
 * The artists a work may be by and the galleries it may be shown at: every one, for the
 * administrator. Per-record access (a partner's own artists and galleries) narrows these choices here.
 */
export async function listArtworkChoices() {
  const [artists, galleries] = await Promise.all([listArtistChoices(), listGalleryChoices()]);
  return { artists, galleries };
}

/** The edit page's record, values and choices; null when there is no such artwork. */
export async function loadArtworkEditor(artworkId: string) {
  const artwork = await getArtworkById(artworkId);
  if (!artwork) return null;
  const [answer, choices] = await Promise.all([
    editorAnswerOf(artworkEditor, artworkFormValues(artwork)),
    listArtworkChoices(),
  ]);
  const record = { id: artwork.id, title: artwork.title, slug: artwork.slug };
  return { record, answer, ...choices };
}

export const ARTWORK_SAVE: EditorSave<ArtworkFormValues, ArtworkFormData, ArtworkInput, { title: string }> = {
  editor: artworkEditor,
  noun: "artwork",
  audit: { kind: "artwork", nameOf: (input) => input.title },
  async prepare(checked, { fields }) {
    // Only an artist and a gallery that exist may be named: the browser cannot know that.
    const [artistIds, galleryIds] = await Promise.all([
      listExistingArtistIds([fields.artistId]),
      listExistingGalleryIds([fields.galleryId]),
    ]);
    const errors: FieldErrors = { ...(checked.isValid ? {} : checked.errors) };
    if (fields.artistId !== "" && !artistIds.has(fields.artistId)) errors.artistId ??= m.admin_choose_artist();
    const gallery = unknownGalleryError(fields, galleryIds);
    if (gallery) errors.galleryId ??= gallery;
    if (!checked.isValid || Object.keys(errors).length > 0) return { isValid: false, errors };
    return { isValid: true, data: toArtworkEditorInput(checked.data) };
  },
  save: (input, { id, version, user }) =>
    id ? updateArtwork(id, input, { expectedUpdatedAt: version }) : createArtwork(input, { userId: user.id }),
  // The artworks list says what was done, naming the work: the title travels in the address.
  savedPath: (artwork, isNew) =>
    `${href("/admin/artworks")}?${new URLSearchParams({ [isNew ? "added" : "updated"]: artwork.title })}`,
  messages: {
    changed: artworkChanged,
    gone: m.admin_artwork_gone,
    failure: (isNew) => (isNew ? m.admin_artwork_add_failed() : m.admin_artwork_update_failed()),
  },
};

/** The action of the new and edit artwork pages (`artworkId` null for new). */
export const handleArtworkSave = (args: AdminRequest, artworkId: string | null) =>
  handleEditorAction(args, ARTWORK_SAVE, artworkId);
