import type { SessionUser } from "#app/models/sessions.server.ts";
import { editorAnswerOf, type EditorSave } from "./editor-action.server.ts";
import { EDITOR_NOTICE, type EditorValues } from "./editor-kit.ts";
import { getSaveMode, loadEditorSource, type RecordEditing } from "./record-changes.server.ts";

/** What a save just did, as the editor's address says it; null for none. */
export type SavedNotice = "draft" | "published" | null;

/**
 * An edit page's record: the open draft when there is one (else the published record), its
 * values and images, how this person's save goes (published or for review), and what a save just
 * did. Null when there is no such record.
 */
export async function loadRecordEditor<V extends EditorValues, Checked, Input, Saved>(
  kind: EditorSave<V, Checked, Input, Saved>,
  id: string,
  user: SessionUser,
  url: URL,
) {
  const editing = requireRecordEditing(kind);
  const source = await loadEditorSource(editing, kind.editor.blank(), id);
  if (!source) return null;
  const [answer, saveMode] = await Promise.all([
    editorAnswerOf(kind.editor, source.values),
    getSaveMode(editing, user, id, source.values),
  ]);
  const notice = url.searchParams.get(EDITOR_NOTICE);
  const saved: SavedNotice = notice === "draft" || notice === "published" ? notice : null;
  return {
    record: { id: source.id, name: source.name, slug: source.slug },
    draft: source.draft,
    answer,
    saveMode,
    saved,
  };
}

/** A new record's page: how this person's save goes. */
export async function loadNewRecordEditor<V extends EditorValues, Checked, Input, Saved>(
  kind: EditorSave<V, Checked, Input, Saved>,
  user: SessionUser,
) {
  return getSaveMode(requireRecordEditing(kind), user, null, kind.editor.blank());
}

/** The drafts-and-versions side of a gallery's, artist's or artwork's editor. */
export function requireRecordEditing<V extends EditorValues, Checked, Input, Saved>(
  kind: EditorSave<V, Checked, Input, Saved>,
): RecordEditing<V, Input> {
  if (!kind.record) throw new Error(`The ${kind.noun} editor keeps no drafts`);
  return kind.record;
}
