import type { EditorValues } from "#app/features/editors/editor-kit.ts";
import { listArtistChoices, listGalleryChoices } from "#app/models/artwork-choices.server.ts";
import { listImagesByIds } from "#app/models/media.server.ts";
import type { RecordKind } from "#app/models/record-versions.server.ts";
import { compareEditorValues, type ChangeComparison, type ChangeDiff } from "./change-diff.ts";
import { listImageIdsOf } from "./change-kinds.server.ts";

// Stored drafts and versions set against the published record, as the review queue and the
// history show them: the rows, the stored images they name and the artists and galleries by name.

/** The nested parts that publishing a stored state keeps as they are (each kind's fromSnapshot): not compared. */
const KEPT_AS_THEY_ARE = ["reviews", "artworks"];

/** One stored state to compare: its kind, its values, and the published record's (null: none). */
export interface StoredState {
  kind: RecordKind;
  values: EditorValues;
  published: EditorValues | null;
}

const fieldsOf = (values: EditorValues | null) => (values?.fields ?? {}) as Record<string, string | undefined>;

/** The artists' and galleries' names the states point to, by id; read only when one points to any. */
async function namesFor(states: readonly StoredState[]): Promise<Record<string, string>> {
  const artworks = states.filter((state) => state.kind === "artwork");
  const ids = (field: string) =>
    artworks.flatMap((state) => [fieldsOf(state.values)[field], fieldsOf(state.published)[field]]).filter(Boolean);
  const [artists, galleries] = await Promise.all([
    ids("artistId").length > 0 ? listArtistChoices() : [],
    ids("galleryId").length > 0 ? listGalleryChoices() : [],
  ]);
  return Object.fromEntries([...artists, ...galleries].map((choice) => [choice.id, choice.name]));
}

/** The stored images a comparison's rows show. */
function listShownImageIds(diff: ChangeDiff): string[] {
  return diff.rows.flatMap((row) =>
    [row.published, row.proposed].flatMap((value) =>
      value?.kind === "images" ? value.images.map((image) => image.imageId).filter(Boolean) : [],
    ),
  );
}

/** Each state compared with its published record, in order: the rows that differ (`all`: every row). */
export async function compareStoredStates(
  states: readonly StoredState[],
  options: { all?: boolean } = {},
): Promise<ChangeComparison[]> {
  const imageIds = states.flatMap((state) => [
    ...listImageIdsOf(state.kind, state.values),
    ...(state.published ? listImageIdsOf(state.kind, state.published) : []),
  ]);
  const [names, images] = await Promise.all([namesFor(states), listImagesByIds(imageIds)]);
  return states.map((state) => {
    const diff = compareEditorValues(state.kind, state.published, state.values, {
      all: options.all,
      names,
      leaveOut: KEPT_AS_THEY_ARE,
    });
    const own = listShownImageIds(diff).flatMap((id) => {
      const image = images.get(id);
      return image ? [[id, image] as const] : [];
    });
    return { diff, images: Object.fromEntries(own) };
  });
}
