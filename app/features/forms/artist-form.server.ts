import type { AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import { adminArtistPath } from "#app/lib/urls.ts";
import { createArtist, updateArtist, type ArtistInput } from "#app/models/artists.server.ts";
import { ArtworkNotFoundError, listExistingGalleryIds, type ArtistArtworkInput } from "#app/models/artworks.server.ts";
import {
  applyArtistListIntent,
  ARTIST_LISTS,
  artworkFieldName,
  checkArtistForm,
  readArtistForm,
  toArtistInput,
  type ArtistFormValues,
} from "./artist-form.ts";
import { EditorConflictError, handleEditorAction, type EditorKind } from "./editor-action.server.ts";
import { parseVersion } from "./kit.ts";

export const artistChanged = () => m.admin_artist_changed();

const ARTIST_EDITOR: EditorKind<ArtistFormValues, ArtistInput & { artworks: ArtistArtworkInput[] }> = {
  noun: "artist",
  audit: { kind: "artist", nameOf: (input) => input.name },
  read: readArtistForm,
  lists: ARTIST_LISTS,
  applyRowIntent: applyArtistListIntent,
  listImages: (values) => [
    ...(values.imageId ? [{ imageId: values.imageId, field: "imageUrl" }] : []),
    ...values.artworks.flatMap((row, index) =>
      row.imageId ? [{ imageId: row.imageId, field: artworkFieldName(index, "imageUrl") }] : [],
    ),
  ],
  async check(values) {
    // Only galleries that exist may be named: the browser cannot know that.
    const galleryIds = await listExistingGalleryIds(values.artworks.map((row) => row.galleryId));
    const check = checkArtistForm(values, galleryIds);
    return check.isValid ? { isValid: true, input: toArtistInput(check) } : check;
  },
  async save(input, { id, values, user }) {
    // The artist's page says what was done: the word travels in the address it is sent to.
    if (!id) return `${adminArtistPath((await createArtist(input, { userId: user.id })).id)}?done=added`;
    try {
      // Without the version it was opened with, a save could overwrite someone else's: a conflict.
      const expectedUpdatedAt = parseVersion(values.version) ?? -1;
      const artist = await updateArtist(id, input, { expectedUpdatedAt, userId: user.id });
      return artist ? `${adminArtistPath(artist.id)}?done=saved` : null;
    } catch (error) {
      // A row names an artwork that is no longer this artist's: someone changed the list meanwhile.
      if (error instanceof ArtworkNotFoundError) throw new EditorConflictError(error.message);
      throw error;
    }
  },
  messages: {
    changed: artistChanged,
    gone: m.admin_artist_gone,
    failure: (isNew) => (isNew ? m.admin_artist_add_failed() : m.admin_artist_update_failed()),
  },
};

/** The action of the new and edit artist pages (`artistId` null for new). */
export const handleArtistSave = (args: AdminRequest, artistId: string | null) =>
  handleEditorAction(args, ARTIST_EDITOR, artistId);
