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
import { handleEditorAction, type EditorSave } from "./editor-action.server.ts";
import type { SessionUser } from "#app/models/sessions.server.ts";
import { isOperator } from "#app/models/access.server.ts";
import { loadRecordEditor } from "./record-editor-page.server.ts";
import type { RecordEditing } from "./record-changes.server.ts";
import type { FieldErrors } from "#app/lib/validation.ts";

export const artworkChanged = () => m.admin_artwork_changed();

/**
 * The artists a work may be by and the galleries it may be shown at: every one, for an operator. A
 * gallery's partner may show any artist's work at its own galleries; an artist may show its own works
 * at any gallery: the rule refuses a work that is neither.
 */
export async function listArtworkChoices(user: SessionUser) {
  if (isOperator(user)) {
    const [artists, galleries] = await Promise.all([listArtistChoices(), listGalleryChoices()]);
    return { artists, galleries };
  }
  const idsOf = (kind: "gallery" | "artist") =>
    user.memberships.filter((membership) => membership.kind === kind).map((membership) => membership.recordId);
  const [galleryIds, artistIds] = [idsOf("gallery"), idsOf("artist")];
  const [artists, galleries] = await Promise.all([
    listArtistChoices(galleryIds.length > 0 ? undefined : artistIds),
    listGalleryChoices(artistIds.length > 0 ? undefined : galleryIds),
  ]);
  return { artists, galleries };
}

/** The edit page's record (the open draft, else the published work), values and choices; null when there is no such artwork. */
export async function loadArtworkEditor(artworkId: string, user: SessionUser, url: URL) {
  const [editor, choices] = await Promise.all([
    loadRecordEditor(ARTWORK_SAVE, artworkId, user, url),
    listArtworkChoices(user),
  ]);
  return editor ? { ...editor, ...choices } : null;
}

const ownersOf = ({ fields }: ArtworkFormValues) => ({
  artistId: fields.artistId || null,
  galleryId: fields.galleryId || null,
});

/** An artwork's drafts and versions: its artist's and its gallery's members keep it. */
const ARTWORK_RECORD: RecordEditing<ArtworkFormValues, ArtworkInput> = {
  kind: "artwork",
  async loadPublished(id) {
    const artwork = await getArtworkById(id);
    if (!artwork) return null;
    return {
      name: artwork.title,
      slug: artwork.slug,
      updatedAt: artwork.updatedAt,
      values: artworkFormValues(artwork),
    };
  },
  // A partner may neither take a work that is not theirs nor give it to an artist or gallery not theirs.
  access: (id, values) =>
    id
      ? { action: "edit", target: { kind: "artwork", id, moveTo: ownersOf(values) } }
      : { action: "create", target: { kind: "new-artwork", ...ownersOf(values) } },
  trustedBy: (_id, values) => {
    const { artistId, galleryId } = ownersOf(values);
    return [
      ...(artistId ? [{ kind: "artist" as const, id: artistId }] : []),
      ...(galleryId ? [{ kind: "gallery" as const, id: galleryId }] : []),
    ];
  },
  snapshot: (values) => values,
  keepOperatorParts: (values) => values,
  fromSnapshot: (input) => input,
  asNew: (values) => values,
  editorPath: (id) => href("/admin/artworks/:artworkId/edit", { artworkId: id }),
};

export const ARTWORK_SAVE: EditorSave<ArtworkFormValues, ArtworkFormData, ArtworkInput, { id: string; title: string }> =
  {
    editor: artworkEditor,
    record: ARTWORK_RECORD,
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
    save: (input, { id, version, user, newId, alsoWrite }) =>
      id
        ? updateArtwork(id, input, { expectedUpdatedAt: version, alsoWrite })
        : createArtwork(input, { userId: user.id, id: newId, alsoWrite }),
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
