import type { AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { adminArtistPath } from "#app/lib/urls.ts";
import { createArtist, updateArtist, type ArtistInput } from "#app/models/artists.server.ts";
import { ArtworkNotFoundError, type ArtistArtworkInput } from "#app/models/artworks.server.ts";
import { listExistingGalleryIds } from "#app/models/artwork-choices.server.ts";
import { artistEditor, toArtistInput, type ArtistFormData, type ArtistFormValues } from "./artist-editor.ts";
import { unknownGalleryErrors } from "./artwork-rows.ts";
import { EditorConflictError, handleEditorAction, type EditorSave } from "./editor-action.server.ts";

export const artistChanged = () => m.admin_artist_changed();

export const ARTIST_SAVE: EditorSave<
  ArtistFormValues,
  ArtistFormData,
  ArtistInput & { artworks: ArtistArtworkInput[] },
  { id: string }
> = {
  editor: artistEditor,
  noun: "artist",
  audit: { kind: "artist", nameOf: (input) => input.name },
  async prepare(checked, values) {
    // Only galleries that exist may be named: the browser cannot know that.
    const galleryIds = await listExistingGalleryIds(values.artworks.map((row) => row.galleryId));
    const errors = { ...(checked.isValid ? {} : checked.errors), ...unknownGalleryErrors(values.artworks, galleryIds) };
    if (!checked.isValid || Object.keys(errors).length > 0) return { isValid: false, errors };
    return { isValid: true, data: toArtistInput(checked.data) };
  },
  async save(input, { id, version, user }) {
    if (!id) return createArtist(input, { userId: user.id });
    try {
      return await updateArtist(id, input, { expectedUpdatedAt: version, userId: user.id });
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

/** The action of the new and edit artist pages (`artistId` null for new). */
export const handleArtistSave = (args: AdminRequest, artistId: string | null) =>
  handleEditorAction(args, ARTIST_SAVE, artistId);
