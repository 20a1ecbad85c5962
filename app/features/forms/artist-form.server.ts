import { data, redirect } from "react-router";
import { readFormData } from "#app/features/forms/form-data.server.ts";
import { guardAdminWrite, type AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { createArtist, updateArtist } from "#app/models/artists.server.ts";
import { RecordChangedError } from "#app/models/versions.server.ts";
import { ArtworkNotFoundError, listExistingGalleryIds } from "#app/models/artworks.server.ts";
import { listImagesByIds } from "#app/models/media.server.ts";
import {
  artworkFieldName,
  checkArtistForm,
  emptyArtworkRow,
  listFormImageIds,
  readArtistForm,
  toArtistInput,
  type ArtistFormAnswer,
  type ArtistFormValues,
} from "./artist-form.ts";
import type { FieldErrors } from "./validation.ts";
import { adminArtistPath } from "#app/lib/urls.ts";

export const ARTIST_CHANGED =
  "This artist was changed by someone else since you opened it. Reload to see their changes; your edits are still in the form.";
const MISSING_IMAGE = "The uploaded image could not be found. Please upload it again.";

async function answer(
  values: ArtistFormValues,
  status: number,
  errors: FieldErrors = {},
  formError?: string,
  headers?: Headers,
) {
  // The typed values come back even when their images cannot be looked up (the database is down).
  const images = await listImagesByIds(listFormImageIds(values)).then(Object.fromEntries, () => ({}));
  return data<ArtistFormAnswer>({ values, errors, formError, images }, { status, headers });
}

/** Adds or removes an artwork row without saving: the no-JavaScript path of the form's buttons. */
function editRows(values: ArtistFormValues, intent: string): ArtistFormValues | null {
  if (intent === "add-artwork") return { ...values, artworks: [...values.artworks, emptyArtworkRow()] };
  const removal = /^remove-artwork:(\d{1,4})$/.exec(intent);
  if (!removal) return null;
  const index = Number(removal[1]);
  return { ...values, artworks: values.artworks.filter((_, i) => i !== index) };
}

/** Stored images named by the form that do not exist (deleted, or a forged id) get a field error. */
async function missingImageErrors(values: ArtistFormValues): Promise<FieldErrors> {
  const found = await listImagesByIds(listFormImageIds(values));
  const errors: FieldErrors = {};
  if (values.imageId && !found.has(values.imageId)) errors.imageUrl = MISSING_IMAGE;
  values.artworks.forEach((row, index) => {
    if (row.imageId && !found.has(row.imageId)) errors[artworkFieldName(index, "imageUrl")] = MISSING_IMAGE;
  });
  return errors;
}

/**
 * The action of the new and edit artist forms: guard, the row buttons, the schema, then one save
 * of the artist with its artworks. Every refusal answers with everything typed; success redirects
 * to the artist's admin profile.
 */
export async function handleArtistSave(args: AdminRequest, artistId: string | null) {
  const formData = await readFormData(args.request);
  const values = readArtistForm(formData);
  const guard = await guardAdminWrite(args, formData);
  if (guard.kind === "refused") return answer(values, guard.status, {}, guard.message, guard.headers);
  const { user } = guard;
  const edited = editRows(values, String(formData.get("intent") ?? "save"));
  if (edited) return answer(edited, 200);

  const failure = artistId
    ? "An error occurred while updating the artist"
    : "An error occurred while adding the artist";
  try {
    const galleryIds = await listExistingGalleryIds(values.artworks.map((row) => row.galleryId));
    const check = checkArtistForm(values, galleryIds);
    const errors = { ...(check.isValid ? {} : check.errors), ...(await missingImageErrors(values)) };
    if (!check.isValid || Object.keys(errors).length > 0) return answer(values, 400, errors);
    const input = toArtistInput(check);
    if (!artistId) {
      const artist = await createArtist(input, { userId: user.id });
      return redirect(adminArtistPath(artist.id));
    }
    const expectedUpdatedAt = Number(values.updatedAt);
    if (!Number.isSafeInteger(expectedUpdatedAt)) return answer(values, 400, {}, failure);
    const artist = await updateArtist(artistId, input, { expectedUpdatedAt, userId: user.id });
    if (!artist) return answer(values, 404, {}, "This artist no longer exists: it was deleted meanwhile.");
    return redirect(adminArtistPath(artist.id));
  } catch (error) {
    if (error instanceof RecordChangedError || error instanceof ArtworkNotFoundError) {
      return answer(values, 409, {}, ARTIST_CHANGED);
    }
    console.error(`Saving an artist failed:`, error);
    return answer(values, 503, {}, failure);
  }
}
