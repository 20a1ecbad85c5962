import { href } from "react-router";
import { ARTIST_SAVE } from "#app/features/editors/artist-editor.server.ts";
import { ARTWORK_SAVE } from "#app/features/editors/artwork-editor.server.ts";
import type { EditorSave } from "#app/features/editors/editor-action.server.ts";
import type { EditorValues } from "#app/features/editors/editor-kit.ts";
import { GALLERY_SAVE } from "#app/features/editors/gallery-editor.server.ts";
import {
  authorOf,
  prepareChange,
  publishChange,
  snapshotOf,
  valuesOfSnapshot,
  type ChangeOutcome,
} from "#app/features/editors/record-changes.server.ts";
import {
  markRestored,
  pruneDeletedRecords,
  recordDeletion,
  type DeletedRecord,
} from "#app/models/record-versions.server.ts";
import type { AlsoWrite } from "#app/models/versions.server.ts";
import { requireRecordEditing } from "#app/features/editors/record-editor-page.server.ts";
import type { RecordKind, RecordVersion } from "#app/models/record-versions.server.ts";
import type { SessionUser } from "#app/models/sessions.server.ts";
import type { FieldErrors } from "#app/lib/validation.ts";
import { adminArtistEditPath, adminArtworkEditPath, adminGalleryEditPath } from "#app/lib/urls.ts";

// The three kinds of record whose changes are reviewed and kept, each with its editor's save.

// The editors' values differ by kind; a stored snapshot is read back by its own kind's editor.
type AnyEditorSave = EditorSave<EditorValues, unknown, unknown, unknown>;

const SAVES: Record<RecordKind, AnyEditorSave> = {
  gallery: GALLERY_SAVE as unknown as AnyEditorSave,
  artist: ARTIST_SAVE as unknown as AnyEditorSave,
  artwork: ARTWORK_SAVE as unknown as AnyEditorSave,
};

/** A record's editor, by kind. */
export function editorPathOf(kind: RecordKind, id: string): string {
  const paths = { gallery: adminGalleryEditPath, artist: adminArtistEditPath, artwork: adminArtworkEditPath };
  return paths[kind](id);
}

/** A record's history page, by kind. */
export function historyPathOf(kind: RecordKind, id: string): string {
  switch (kind) {
    case "gallery":
      return href("/admin/galleries/:galleryId/history", { galleryId: id });
    case "artist":
      return href("/admin/artists/:artistId/history", { artistId: id });
    case "artwork":
      return href("/admin/artworks/:artworkId/history", { artworkId: id });
  }
}

/** Why a stored state could not be published as it is: its fields' messages, or the record is gone. */
export type PublishRefusal = { kind: "invalid"; errors: FieldErrors };

/**
 * Publishes a stored draft or version of a record through its editor's checks and save; the
 * version is recorded in the same transaction. `recordToken`: the published record as shown.
 */
export async function publishStoredState(
  version: RecordVersion,
  user: SessionUser,
  options: { recordToken: number | null; isDraft: boolean; note?: string },
): Promise<ChangeOutcome<unknown> | PublishRefusal> {
  const save = SAVES[version.kind];
  const editing = requireRecordEditing(save);
  const values = valuesOfStoredState(version);
  const isNew = version.isNew;
  const checked = await prepareChange(save, values, isNew);
  if (!checked.isValid) return { kind: "invalid", errors: checked.errors };
  return publishChange(
    { ...save, record: editing },
    {
      id: version.recordId,
      values,
      input: checked.input,
      user,
      recordToken: options.recordToken,
      draft: options.isDraft ? { id: version.id, token: version.updatedAt, author: authorOf(version) } : undefined,
      note: options.note ?? null,
      isFromSnapshot: true,
    },
  );
}

/** The editor values a stored draft or version holds, read back by its kind's editor. */
export function valuesOfStoredState(version: RecordVersion): EditorValues {
  return valuesOfSnapshot(SAVES[version.kind].editor.blank(), version.data, version.updatedAt);
}

/** The published record's editor values; null when it has none (never published, or gone). */
export async function getPublishedValues(kind: RecordKind, id: string): Promise<EditorValues | null> {
  return (await requireRecordEditing(SAVES[kind]).loadPublished(id))?.values ?? null;
}

/** The stored images an editor's values name. */
export function listImageIdsOf(kind: RecordKind, values: EditorValues): string[] {
  return SAVES[kind].editor.images(values).map((image) => image.imageId);
}

/** The published record's name, version token and values, for the history page; null when it has none. */
export async function getPublishedState(
  kind: RecordKind,
  id: string,
): Promise<{ name: string; token: number; values: EditorValues } | null> {
  const published = await requireRecordEditing(SAVES[kind]).loadPublished(id);
  return published ? { name: published.name, token: published.updatedAt, values: published.values } : null;
}

/**
 * Deletes a gallery or artist with `remove`, keeping its last published state for
 * DELETED_KEPT_MS in the same transaction; records deleted longer ago are forgotten now and then.
 */
export async function deleteKeepingHistory(
  kind: "gallery" | "artist",
  id: string,
  user: SessionUser,
  remove: (options: { alsoWrite: AlsoWrite["alsoWrite"] }) => Promise<boolean>,
): Promise<boolean> {
  const published = await requireRecordEditing(SAVES[kind]).loadPublished(id);
  const isDeleted = await remove({
    alsoWrite: async (trx, recordId, now) => {
      if (!published) return;
      await recordDeletion(trx, {
        kind,
        recordId,
        name: published.name,
        data: snapshotOf(published.values),
        author: { id: user.id, email: user.email },
        now,
      });
    },
  });
  // Pruning is idempotent: any instance may do it, at any delete.
  if (isDeleted && Math.random() < 0.1) await pruneDeletedRecords();
  return isDeleted;
}

/**
 * Brings a deleted record back under its old id from its last published state, as a new version;
 * the works an artist had come back as new works. RecordChangedError when someone restored it first.
 */
export async function restoreDeleted(
  deleted: DeletedRecord,
  user: SessionUser,
): Promise<ChangeOutcome<unknown> | PublishRefusal> {
  const save = SAVES[deleted.kind];
  const editing = requireRecordEditing(save);
  const values = editing.asNew(valuesOfSnapshot(save.editor.blank(), deleted.data, 1));
  const checked = await prepareChange(save, values, true);
  if (!checked.isValid) return { kind: "invalid", errors: checked.errors };
  return publishChange(
    { ...save, record: editing },
    {
      id: deleted.recordId,
      values,
      input: checked.input,
      user,
      recordToken: null,
      isRestoringDeleted: true,
      alsoWrite: (trx) => markRestored(trx, deleted.id),
    },
  );
}
