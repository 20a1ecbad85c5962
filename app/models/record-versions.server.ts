import type { Kysely, Selectable, Transaction } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import type { DB, RecordVersionsTable } from "#app/db/schema.ts";
import { nextVersion, RecordChangedError, type VersionedTable } from "./versions.server.ts";

// Drafts and published versions of galleries, artists and artworks (decision 037). A version is a
// snapshot of the record's editor values; a draft is a version not yet published, one at most a record.

export type RecordKind = "gallery" | "artist" | "artwork";
export type DraftState = "waiting" | "sent_back";
export type VersionState = "published" | DraftState;

type Executor = Kysely<DB> | Transaction<DB>;

export const RECORD_TABLES: Record<RecordKind, VersionedTable> = {
  gallery: "galleries",
  artist: "artists",
  artwork: "artworks",
};

const OPEN_STATES: readonly DraftState[] = ["waiting", "sent_back"];

export interface RecordVersion {
  id: string;
  kind: RecordKind;
  recordId: string;
  /** 1, 2, 3… once published; null for a draft. */
  number: number | null;
  state: VersionState;
  name: string;
  /** The editor's values, as saved. */
  data: unknown;
  /** A draft of a record never published: it has no row of its own yet. */
  isNew: boolean;
  authorId: string | null;
  authorEmail: string | null;
  note: string | null;
  reviewerEmail: string | null;
  reviewedAt: number | null;
  createdAt: number;
  /** A draft's version token: the editor sends it back with the form. */
  updatedAt: number;
}

export interface VersionAuthor {
  id: string;
  email: string;
}

function isRecordKind(value: string): value is RecordKind {
  return value === "gallery" || value === "artist" || value === "artwork";
}

function toVersion(row: Selectable<RecordVersionsTable>): RecordVersion {
  const kind = isRecordKind(row.record_kind) ? row.record_kind : "artwork";
  const state: VersionState = row.state === "waiting" || row.state === "sent_back" ? row.state : "published";
  return {
    id: row.id,
    kind,
    recordId: row.record_id,
    number: row.number === null ? null : Number(row.number),
    state,
    name: row.name,
    data: JSON.parse(row.data) as unknown,
    isNew: Number(row.is_new) === 1,
    authorId: row.author_id,
    authorEmail: row.author_email,
    note: row.note,
    reviewerEmail: row.reviewer_email,
    reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/** The record's draft waiting for review or sent back, or null. */
export async function getOpenDraft(
  kind: RecordKind,
  recordId: string,
  db: Executor = getDb(),
): Promise<RecordVersion | null> {
  const row = await db
    .selectFrom("record_versions")
    .selectAll()
    .where("record_kind", "=", kind)
    .where("record_id", "=", recordId)
    .where("state", "in", OPEN_STATES)
    .executeTakeFirst();
  return row ? toVersion(row) : null;
}

export async function getRecordVersion(id: string): Promise<RecordVersion | null> {
  const row = await getDb().selectFrom("record_versions").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toVersion(row) : null;
}

/** What a draft's save wrote: the record it is of (new: an id of its own) and the draft's new token. */
export interface SavedDraft {
  recordId: string;
  draftId: string;
  updatedAt: number;
  isNew: boolean;
}

/**
 * Saves the editor's values as the record's draft, in one transaction. `token` is the version the
 * editor was opened with: the open draft's, else the published record's; another one means someone
 * saved meanwhile (RecordChangedError, nothing written). `recordId` null starts a new record known
 * only by its draft. Null when the record is gone and has no draft.
 */
export async function saveDraft(input: {
  kind: RecordKind;
  recordId: string | null;
  name: string;
  data: unknown;
  author: VersionAuthor;
  token: number;
  now?: number;
}): Promise<SavedDraft | null> {
  const now = input.now ?? Date.now();
  const data = JSON.stringify(input.data);
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const written = { name: input.name, data, author_id: input.author.id, author_email: input.author.email };
      if (input.recordId === null) {
        const recordId = newId();
        const draftId = newId();
        await trx
          .insertInto("record_versions")
          .values({
            ...written,
            id: draftId,
            record_kind: input.kind,
            record_id: recordId,
            state: "waiting",
            is_new: 1,
            created_at: now,
            updated_at: now,
          })
          .execute();
        return { recordId, draftId, updatedAt: now, isNew: true };
      }
      const draft = await getOpenDraft(input.kind, input.recordId, trx);
      if (draft) {
        if (draft.updatedAt !== input.token) throw new RecordChangedError();
        const updatedAt = nextVersion(draft.updatedAt, now);
        const result = await trx
          .updateTable("record_versions")
          .set({ ...written, state: "waiting", note: null, updated_at: updatedAt })
          .where("id", "=", draft.id)
          .where("updated_at", "=", draft.updatedAt)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw new RecordChangedError();
        return { recordId: input.recordId, draftId: draft.id, updatedAt, isNew: draft.isNew };
      }
      const published = await trx
        .selectFrom(RECORD_TABLES[input.kind])
        .select("updated_at")
        .where("id", "=", input.recordId)
        .executeTakeFirst();
      if (!published) return null;
      if (Number(published.updated_at) !== input.token) throw new RecordChangedError();
      const draftId = newId();
      const updatedAt = nextVersion(Number(published.updated_at), now);
      // Two instances starting the record's first draft at once: the open-draft index refuses the second.
      await trx
        .insertInto("record_versions")
        .values({
          ...written,
          id: draftId,
          record_kind: input.kind,
          record_id: input.recordId,
          state: "waiting",
          created_at: now,
          updated_at: updatedAt,
        })
        .execute();
      return { recordId: input.recordId, draftId, updatedAt, isNew: false };
    });
}

/** What publishing a state of a record writes beside the record itself, in the record's transaction. */
export interface PublishedVersion {
  kind: RecordKind;
  recordId: string;
  name: string;
  data: unknown;
  /** Who made the change: the draft's author, or the operator saving. */
  author: VersionAuthor | null;
  /** The operator who published someone else's draft. */
  reviewerEmail?: string;
  /** The draft being published, with the token it was shown with: another one is a conflict. */
  draft?: { id: string; token: number };
  /** The state being replaced, kept as version 1 when the record has no versions yet. */
  previous?: { name: string; data: unknown; at: number } | null;
  /** Said in the history beside the version ("Restored from version 2"). */
  note?: string | null;
  now: number;
}

/**
 * Records a published state as the record's next version, inside the transaction that wrote the
 * record: a published draft becomes that version; a record published before versions were kept gets
 * its earlier state as version 1 first. Throws RecordChangedError when the draft moved on.
 */
export async function recordPublishedVersion(trx: Transaction<DB>, version: PublishedVersion): Promise<number> {
  const where = trx
    .selectFrom("record_versions")
    .where("record_kind", "=", version.kind)
    .where("record_id", "=", version.recordId);
  const last = await where.select((eb) => eb.fn.max("number").as("number")).executeTakeFirst();
  let number = Number(last?.number ?? 0);
  if (number === 0 && version.previous) {
    number = 1;
    await trx
      .insertInto("record_versions")
      .values({
        id: newId(),
        record_kind: version.kind,
        record_id: version.recordId,
        number,
        state: "published",
        name: version.previous.name,
        data: JSON.stringify(version.previous.data),
        created_at: version.previous.at,
        updated_at: version.previous.at,
      })
      .execute();
  }
  number += 1;
  const values = {
    number,
    state: "published",
    name: version.name,
    data: JSON.stringify(version.data),
    is_new: 0,
    note: version.note ?? null,
    reviewer_email: version.reviewerEmail ?? null,
    reviewed_at: version.reviewerEmail ? version.now : null,
    updated_at: version.now,
  };
  if (version.draft) {
    const result = await trx
      .updateTable("record_versions")
      .set(values)
      .where("id", "=", version.draft.id)
      .where("updated_at", "=", version.draft.token)
      .where("state", "in", OPEN_STATES)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new RecordChangedError();
    return number;
  }
  await trx
    .insertInto("record_versions")
    .values({
      ...values,
      id: newId(),
      record_kind: version.kind,
      record_id: version.recordId,
      author_id: version.author?.id ?? null,
      author_email: version.author?.email ?? null,
      created_at: version.now,
    })
    .execute();
  return number;
}

/** Sends a waiting draft back to its author with a note; false when it moved on or is not waiting. */
export async function sendBackDraft(
  draftId: string,
  token: number,
  review: { reviewerEmail: string; note: string; now?: number },
): Promise<boolean> {
  const result = await getDb()
    .updateTable("record_versions")
    .set({
      state: "sent_back",
      note: review.note,
      reviewer_email: review.reviewerEmail,
      reviewed_at: review.now ?? Date.now(),
    })
    .where("id", "=", draftId)
    .where("updated_at", "=", token)
    .where("state", "=", "waiting")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Drafts waiting for review, oldest first. */
export async function listWaitingDrafts(page: { limit: number; offset: number }): Promise<RecordVersion[]> {
  const rows = await getDb()
    .selectFrom("record_versions")
    .selectAll()
    .where("state", "=", "waiting")
    .orderBy("created_at")
    .orderBy("id")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toVersion);
}

export async function countWaitingDrafts(): Promise<number> {
  const row = await getDb()
    .selectFrom("record_versions")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("state", "=", "waiting")
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A record's published versions, newest first. */
export async function listPublishedVersions(
  kind: RecordKind,
  recordId: string,
  page: { limit: number; offset: number },
): Promise<RecordVersion[]> {
  const rows = await getDb()
    .selectFrom("record_versions")
    .selectAll()
    .where("record_kind", "=", kind)
    .where("record_id", "=", recordId)
    .where("number", "is not", null)
    .orderBy("number", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toVersion);
}

/** A record's published version by its number, or null. */
export async function getPublishedVersion(
  kind: RecordKind,
  recordId: string,
  number: number,
): Promise<RecordVersion | null> {
  const row = await getDb()
    .selectFrom("record_versions")
    .selectAll()
    .where("record_kind", "=", kind)
    .where("record_id", "=", recordId)
    .where("number", "=", number)
    .executeTakeFirst();
  return row ? toVersion(row) : null;
}

export async function countPublishedVersions(kind: RecordKind, recordId: string): Promise<number> {
  const row = await getDb()
    .selectFrom("record_versions")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("record_kind", "=", kind)
    .where("record_id", "=", recordId)
    .where("number", "is not", null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The open drafts of the given records, and those `authorId` started: a partner's dashboard. */
export async function listOpenDraftsFor(
  records: readonly { kind: RecordKind; recordId: string }[],
  authorId: string,
): Promise<RecordVersion[]> {
  const rows = await getDb()
    .selectFrom("record_versions")
    .selectAll()
    .where("state", "in", OPEN_STATES)
    .where((eb) =>
      eb.or([
        eb("author_id", "=", authorId),
        ...records.map((record) =>
          eb.and([eb("record_kind", "=", record.kind), eb("record_id", "=", record.recordId)]),
        ),
      ]),
    )
    .orderBy("created_at")
    .limit(200)
    .execute();
  return rows.map(toVersion);
}

/** Whether the gallery or artist's members publish at once. */
export async function isRecordTrusted(
  kind: "gallery" | "artist",
  id: string,
  db: Executor = getDb(),
): Promise<boolean> {
  const row = await db
    .selectFrom(kind === "gallery" ? "galleries" : "artists")
    .select("is_trusted")
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(row?.is_trusted ?? 0) === 1;
}

/** Marks the gallery or artist trusted or not; false when it does not exist. */
export async function setRecordTrusted(kind: "gallery" | "artist", id: string, isTrusted: boolean): Promise<boolean> {
  const result = await getDb()
    .updateTable(kind === "gallery" ? "galleries" : "artists")
    .set({ is_trusted: isTrusted ? 1 : 0 })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How long a deleted record's history is kept for the operator to restore it. */
export const DELETED_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Keeps a record being deleted, inside the deleting transaction: its last published state as a
 * "deleted" entry (restorable for DELETED_KEPT_MS), and its open draft is dropped with it.
 */
export async function recordDeletion(
  trx: Transaction<DB>,
  deleted: { kind: RecordKind; recordId: string; name: string; data: unknown; author: VersionAuthor; now: number },
): Promise<void> {
  await trx
    .deleteFrom("record_versions")
    .where("record_kind", "=", deleted.kind)
    .where("record_id", "=", deleted.recordId)
    .where("state", "in", OPEN_STATES)
    .execute();
  await trx
    .insertInto("record_versions")
    .values({
      id: newId(),
      record_kind: deleted.kind,
      record_id: deleted.recordId,
      state: "deleted",
      name: deleted.name,
      data: JSON.stringify(deleted.data),
      author_id: deleted.author.id,
      author_email: deleted.author.email,
      created_at: deleted.now,
      updated_at: deleted.now,
    })
    .execute();
}

/** A deleted record as the operator may restore it. */
export interface DeletedRecord {
  id: string;
  kind: RecordKind;
  recordId: string;
  name: string;
  data: unknown;
  deletedBy: string | null;
  deletedAt: number;
}

function toDeleted(row: Selectable<RecordVersionsTable>): DeletedRecord {
  const version = toVersion(row);
  return {
    id: version.id,
    kind: version.kind,
    recordId: version.recordId,
    name: version.name,
    data: version.data,
    deletedBy: version.authorEmail,
    deletedAt: version.createdAt,
  };
}

/** Records deleted in the last DELETED_KEPT_MS, newest first. */
export async function listDeletedRecords(
  page: { limit: number; offset: number },
  now = Date.now(),
): Promise<DeletedRecord[]> {
  const rows = await getDb()
    .selectFrom("record_versions")
    .selectAll()
    .where("state", "=", "deleted")
    .where("created_at", ">=", now - DELETED_KEPT_MS)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toDeleted);
}

export async function countDeletedRecords(now = Date.now()): Promise<number> {
  const row = await getDb()
    .selectFrom("record_versions")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("state", "=", "deleted")
    .where("created_at", ">=", now - DELETED_KEPT_MS)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A deleted record still kept, by its entry's id; null when restored, expired or unknown. */
export async function getDeletedRecord(id: string, now = Date.now()): Promise<DeletedRecord | null> {
  const row = await getDb()
    .selectFrom("record_versions")
    .selectAll()
    .where("id", "=", id)
    .where("state", "=", "deleted")
    .where("created_at", ">=", now - DELETED_KEPT_MS)
    .executeTakeFirst();
  return row ? toDeleted(row) : null;
}

/** Marks a deleted record restored, inside the restoring transaction; RecordChangedError when someone restored it first. */
export async function markRestored(trx: Transaction<DB>, deletedId: string): Promise<void> {
  const result = await trx
    .updateTable("record_versions")
    .set({ state: "restored" })
    .where("id", "=", deletedId)
    .where("state", "=", "deleted")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new RecordChangedError();
}

/**
 * Forgets records deleted more than DELETED_KEPT_MS ago: every version of theirs. Idempotent, so
 * any instance may run it at any time; returns how many rows went.
 */
export async function pruneDeletedRecords(now = Date.now()): Promise<number> {
  const result = await getDb()
    .deleteFrom("record_versions")
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("record_versions as gone")
          .select("gone.id")
          .where("gone.state", "=", "deleted")
          .where("gone.created_at", "<", now - DELETED_KEPT_MS)
          .whereRef("gone.record_kind", "=", "record_versions.record_kind")
          .whereRef("gone.record_id", "=", "record_versions.record_id"),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
