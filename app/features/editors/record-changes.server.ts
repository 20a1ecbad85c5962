import type { Access } from "#app/features/admin/admin-guard.server.ts";
import { isOperator } from "#app/models/access.server.ts";
import {
  getOpenDraft,
  isRecordTrusted,
  recordPublishedVersion,
  saveDraft,
  type DraftState,
  type RecordKind,
  type SavedDraft,
} from "#app/models/record-versions.server.ts";
import type { SessionUser } from "#app/models/sessions.server.ts";
import type { WriteTransaction } from "#app/models/versions.server.ts";
import type { FieldErrors } from "#app/lib/validation.ts";
import type { EditorSave } from "./editor-action.server.ts";
import type { EditorValues } from "./editor-kit.ts";

// A change to a gallery, artist or artwork is published at once (an operator's, or a trusted
// record's member's) or kept as a draft for review; every published state is kept as a version.

/** The published record as its editor shows it. */
export interface PublishedRecord<V extends EditorValues> {
  name: string;
  slug: string;
  updatedAt: number;
  values: V;
}

/** What drafts, review and versions need to know of a record's editor. */
export interface RecordEditing<V extends EditorValues, Input> {
  kind: RecordKind;
  /** The published record with its editor values; null when it has none (gone, or a draft only). */
  loadPublished: (id: string) => Promise<PublishedRecord<V> | null>;
  /** What saving these values to the record (null: a new one) asks the authorization rule. */
  access: (id: string | null, values: V) => Access;
  /** The galleries and artists whose trust lets their members publish these values at once. */
  trustedBy: (id: string | null, values: V) => { kind: "gallery" | "artist"; id: string }[];
  /** The values a version keeps: what was saved (a gallery's place as found on save). */
  snapshot: (values: V, input: Input) => V;
  /** A partner's values with the operator's parts (featured, reviews, nested works) as published. */
  keepOperatorParts: (values: V, published: V | null) => V;
  /** What a stored snapshot publishes: rows that other editors keep (reviews, works) stay as they are. */
  fromSnapshot: (input: Input) => Input;
  /** A deleted record's last values as a new record's: its nested rows are added again, under new ids. */
  asNew: (values: V) => V;
  /** The record's editor. */
  editorPath: (id: string) => string;
}

/** A stored snapshot as the editor takes it: fields it did not know yet are blank, never missing. */
export function valuesOfSnapshot<V extends EditorValues>(blank: V, data: unknown, version: number): V {
  const stored = (typeof data === "object" && data !== null ? data : {}) as Partial<V>;
  return {
    ...blank,
    ...stored,
    fields: { ...blank.fields, ...(stored.fields ?? {}), version: String(version) },
  };
}

/** The values as kept: without the version token, which belongs to the moment of the save. */
export function snapshotOf<V extends EditorValues>(values: V): V {
  const { version: _version, ...fields } = values.fields;
  return { ...values, fields: fields as V["fields"] };
}

/** Where the editor is opened from: the open draft when there is one, else the published record. */
export interface EditorSource<V extends EditorValues> {
  id: string;
  name: string;
  /** The public page's slug; null while the record is only a draft. */
  slug: string | null;
  values: V;
  draft: { state: DraftState; note: string | null; reviewerEmail: string | null } | null;
}

/** The record's editor source; null when there is no such record (published or drafted). */
export async function loadEditorSource<V extends EditorValues, Input>(
  editing: RecordEditing<V, Input>,
  blank: V,
  id: string,
): Promise<EditorSource<V> | null> {
  const [published, draft] = await Promise.all([editing.loadPublished(id), getOpenDraft(editing.kind, id)]);
  if (draft) {
    return {
      id,
      name: draft.name,
      slug: published?.slug ?? null,
      values: valuesOfSnapshot(blank, draft.data, draft.updatedAt),
      draft: {
        state: draft.state === "sent_back" ? "sent_back" : "waiting",
        note: draft.note,
        reviewerEmail: draft.reviewerEmail,
      },
    };
  }
  if (!published) return null;
  return { id, name: published.name, slug: published.slug, values: published.values, draft: null };
}

/** How the editor offers its save to this person: published at once or sent for review, and whether a draft may be kept. */
export interface SaveMode {
  canPublish: boolean;
  canKeepDraft: boolean;
  showsOperatorParts: boolean;
}

export async function getSaveMode<V extends EditorValues, Input>(
  editing: RecordEditing<V, Input>,
  user: SessionUser,
  id: string | null,
  values: V,
): Promise<SaveMode> {
  const canPublish = await isPublishedAtOnce(editing, user, id, values, false, isRecordTrusted);
  return { canPublish, canKeepDraft: isOperator(user), showsOperatorParts: isOperator(user) };
}

/**
 * Whether the person's save publishes at once: an operator's does unless kept as a draft; a
 * partner's only for a record a trusted gallery or artist of theirs owns.
 */
async function isPublishedAtOnce<V extends EditorValues, Input>(
  editing: RecordEditing<V, Input>,
  user: SessionUser,
  id: string | null,
  values: V,
  isKeptAsDraft: boolean,
  isTrusted: (kind: "gallery" | "artist", id: string) => Promise<boolean>,
): Promise<boolean> {
  if (isKeptAsDraft) return false;
  if (isOperator(user)) return true;
  const owners = editing
    .trustedBy(id, values)
    .filter((owner) => user.memberships.some((m) => m.kind === owner.kind && m.recordId === owner.id));
  const answers = await Promise.all(owners.map((owner) => isTrusted(owner.kind, owner.id)));
  return answers.includes(true);
}

/** Who wrote a draft, when the account still exists. */
export const authorOf = (draft: { authorId: string | null; authorEmail: string | null }) =>
  draft.authorId ? { id: draft.authorId, email: draft.authorEmail ?? "" } : null;

/** What a checked save did: published (the editor's `Saved`), kept as a draft, or the record is gone. */
export type ChangeOutcome<Saved> =
  { kind: "published"; saved: Saved; isNew: boolean } | { kind: "draft"; draft: SavedDraft } | { kind: "gone" };

/** A change's values, checked and prepared for the save like the editor's own save. */
export async function prepareChange<V extends EditorValues, Checked, Input, Saved>(
  kind: EditorSave<V, Checked, Input, Saved>,
  values: V,
  isNew: boolean,
): Promise<{ isValid: true; input: Input } | { isValid: false; errors: FieldErrors }> {
  const result = await kind.prepare(kind.editor.check(values, { isNew }), values);
  return result.isValid ? { isValid: true, input: result.data } : { isValid: false, errors: result.errors };
}

/**
 * Publishes `values` (checked: `input`) to the record, recording the version in the same
 * transaction. `recordToken` guards the published record (RecordChangedError when it moved on;
 * null: as it is now); `draft` names the draft this publishes. A record known only by its draft is created with its id.
 */
export async function publishChange<V extends EditorValues, Checked, Input, Saved>(
  kind: EditorSave<V, Checked, Input, Saved> & { record: RecordEditing<V, Input> },
  change: {
    id: string | null;
    values: V;
    input: Input;
    user: SessionUser;
    recordToken: number | null;
    draft?: { id: string; token: number; author: { id: string; email: string } | null };
    note?: string | null;
    /** Values read back from a stored draft or version, not typed in the editor just now. */
    isFromSnapshot?: boolean;
    /** A deleted record comes back under its id. */
    isRestoringDeleted?: boolean;
    /** Written in the same transaction after the version. */
    alsoWrite?: (trx: WriteTransaction) => Promise<void>;
  },
): Promise<ChangeOutcome<Saved>> {
  const editing = kind.record;
  const previous = change.id ? await editing.loadPublished(change.id) : null;
  const isNew = previous === null;
  // Publishing a draft of a record never published creates it, under the id its draft had.
  if (change.id && isNew && !change.draft && !change.isRestoringDeleted) return { kind: "gone" };
  const published = { id: change.user.id, email: change.user.email };
  const byOther = change.draft?.author && change.draft.author.id !== change.user.id;
  const input = change.isFromSnapshot ? editing.fromSnapshot(change.input) : change.input;
  const saved = await kind.save(input, {
    id: isNew ? null : change.id,
    newId: isNew ? (change.id ?? undefined) : undefined,
    version: change.recordToken ?? previous?.updatedAt ?? -1,
    user: change.user,
    alsoWrite: async (trx, recordId, now) => {
      await recordPublishedVersion(trx, {
        kind: editing.kind,
        recordId,
        name: kind.audit.nameOf(change.input) ?? "",
        data: snapshotOf(editing.snapshot(change.values, change.input)),
        author: change.draft?.author ?? published,
        reviewerEmail: byOther ? change.user.email : undefined,
        draft: change.draft,
        previous: previous ? { name: previous.name, data: snapshotOf(previous.values), at: previous.updatedAt } : null,
        note: change.note,
        now,
      });
      await change.alsoWrite?.(trx);
    },
  });
  return saved === null ? { kind: "gone" } : { kind: "published", saved, isNew };
}

/**
 * An editor's checked save of a gallery, artist or artwork: published at once, or kept as the
 * record's draft (a partner's, unless trusted; an operator's when asked).
 */
export async function saveRecordChange<V extends EditorValues, Checked, Input, Saved>(
  kind: EditorSave<V, Checked, Input, Saved> & { record: RecordEditing<V, Input> },
  change: { id: string | null; values: V; input: Input; user: SessionUser; token: number; isKeptAsDraft: boolean },
  isTrusted: (kind: "gallery" | "artist", id: string) => Promise<boolean>,
): Promise<ChangeOutcome<Saved>> {
  const { id, values, input, user, token } = change;
  const editing = kind.record;
  const draft = id ? await getOpenDraft(editing.kind, id) : null;
  if (await isPublishedAtOnce(editing, user, id, values, change.isKeptAsDraft, isTrusted)) {
    // Saving the open draft publishes it; a save from the published record leaves the draft waiting.
    const isDraftEdited = draft !== null && draft.updatedAt === token;
    return publishChange(kind, {
      id,
      values,
      input,
      user,
      recordToken: isDraftEdited ? null : token,
      draft: isDraftEdited ? { id: draft.id, token, author: authorOf(draft) } : undefined,
    });
  }
  const saved = await saveDraft({
    kind: editing.kind,
    recordId: id,
    name: kind.audit.nameOf(input) ?? "",
    data: snapshotOf(editing.snapshot(values, input)),
    author: { id: user.id, email: user.email },
    token,
  });
  return saved ? { kind: "draft", draft: saved } : { kind: "gone" };
}
