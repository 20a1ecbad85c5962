import type { AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { adminArtistPath } from "#app/lib/urls.ts";
import { href } from "react-router";
import { getConfig } from "#app/lib/config.server.ts";
import { createArtist, getArtistById, updateArtist, type ArtistInput } from "#app/models/artists.server.ts";
import { ArtworkNotFoundError, listArtworksByArtist, type ArtistArtworkInput } from "#app/models/artworks.server.ts";
import type { RecordEditing } from "./record-changes.server.ts";
import { listExistingGalleryIds, listGalleryChoices } from "#app/models/artwork-choices.server.ts";
import type { SessionUser } from "#app/models/sessions.server.ts";
import { loadRecordEditor } from "./record-editor-page.server.ts";
import {
  artistEditor,
  artistFormValues,
  toArtistInput,
  type ArtistFormData,
  type ArtistFormValues,
} from "./artist-editor.ts";
import { unknownGalleryErrors } from "./artwork-rows.ts";
import { EditorConflictError, handleEditorAction, type EditorSave } from "./editor-action.server.ts";

export const artistChanged = () => m.admin_artist_changed();

type ArtistSaveInput = ArtistInput & { artworks?: ArtistArtworkInput[] };

/** An artist's drafts and versions: its members keep the profile; its works keep histories of their own. */
const ARTIST_RECORD: RecordEditing<ArtistFormValues, ArtistSaveInput> = {
  kind: "artist",
  async loadPublished(id) {
    const artist = await getArtistById(id);
    if (!artist) return null;
    const values = artistFormValues(artist, await listArtworksByArtist(artist.id), getConfig().siteName);
    return { name: artist.name, slug: artist.slug, updatedAt: artist.updatedAt, values };
  },
  access: (id) =>
    id
      ? { action: "edit", target: { kind: "artist", id } }
      : { action: "create", target: { kind: "new-record", recordKind: "artist" } },
  trustedBy: (id) => (id ? [{ kind: "artist", id }] : []),
  snapshot: (values) => values,
  keepOperatorParts: (values, published) => ({
    ...values,
    fields: { ...values.fields, isFeatured: published?.fields.isFeatured ?? "" },
    artworks: published?.artworks ?? [],
  }),
  fromSnapshot: (input) => ({ ...input, artworks: undefined }),
  asNew: (values) => ({ ...values, artworks: values.artworks.map((work) => ({ ...work, id: "" })) }),
  editorPath: (id) => href("/admin/artists/:artistId/edit", { artistId: id }),
};

export const ARTIST_SAVE: EditorSave<ArtistFormValues, ArtistFormData, ArtistSaveInput, { id: string }> = {
  editor: artistEditor,
  record: ARTIST_RECORD,
  noun: "artist",
  audit: { kind: "artist", nameOf: (input) => input.name },
  async prepare(checked, values) {
    // Only galleries that exist may be named: the browser cannot know that.
    const galleryIds = await listExistingGalleryIds(values.artworks.map((row) => row.galleryId));
    const errors = { ...(checked.isValid ? {} : checked.errors), ...unknownGalleryErrors(values.artworks, galleryIds) };
    if (!checked.isValid || Object.keys(errors).length > 0) return { isValid: false, errors };
    return { isValid: true, data: toArtistInput(checked.data) };
  },
  async save(input, { id, version, user, newId, alsoWrite }) {
    if (!id) return createArtist(input, { userId: user.id, id: newId, alsoWrite });
    try {
      return await updateArtist(id, input, { expectedUpdatedAt: version, userId: user.id, alsoWrite });
    } catch (error) {
      // A row names an artwork that is no longer this artist's: someone changed the list meanwhile.
      if (error instanceof ArtworkNotFoundError) throw new EditorConflictError(error.message);
      throw error;
    }
  },
  // The artist's page says what was done: the word travels in the address it is sent to.
  savedPath: (artist, isNew) => `${adminArtistPath(artist.id)}?done=${isNew ? "added" : "saved"}`,
  messages: {
    changed: artistChanged,
    gone: m.admin_artist_gone,
    failure: (isNew) => (isNew ? m.admin_artist_add_failed() : m.admin_artist_update_failed()),
  },
};

/** The artist's edit page: its record (the open draft, else the published artist) and the galleries its works may be shown at. */
export async function loadArtistEditor(artistId: string, user: SessionUser, url: URL) {
  const [editor, galleries] = await Promise.all([
    loadRecordEditor(ARTIST_SAVE, artistId, user, url),
    listGalleryChoices(),
  ]);
  return editor ? { ...editor, galleries } : null;
}

/** The action of the new and edit artist pages (`artistId` null for new). */
export const handleArtistSave = (args: AdminRequest, artistId: string | null) =>
  handleEditorAction(args, ARTIST_SAVE, artistId);
