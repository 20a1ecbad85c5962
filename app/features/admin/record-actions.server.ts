import { redirect, href } from "react-router";
import { answerForm, formAnswer } from "#app/lib/form-answer.ts";
import { PAGE_SIZE, parsePage } from "#app/lib/urls.ts";
import { parseListSearch } from "#app/lib/list-query.ts";
import { countArtists, deleteArtist, getArtistById, setArtistFeatured } from "#app/models/artists.server.ts";
import { countGalleries, deleteGallery, getGalleryById, setGalleryFeatured } from "#app/models/galleries.server.ts";
import { RecordChangedError, type VersionGuard } from "#app/models/versions.server.ts";
import type { AuditAction } from "#app/models/audit.server.ts";
import type { SessionUser } from "#app/models/sessions.server.ts";
import { deleteKeepingHistory } from "#app/features/changes/change-kinds.server.ts";
import { handleAdminAction } from "./admin-action.server.ts";
import type { AdminRequest } from "./admin-guard.server.ts";
import {
  RECORD_ACTION_FIELDS as FIELDS,
  recordActionMessages,
  type RecordActionAnswer,
  type RecordActionValues,
  type RecordNoun,
} from "./record-actions.ts";

/** What the Feature toggle and Delete need of one kind of record; everything else is shared. */
export interface RecordKind {
  noun: RecordNoun;
  /** The admin list, where a delete leads. */
  listPath: string;
  /** Whether the list says "“name” was deleted." after a delete (it takes `?deleted=`). */
  hasDeletedNotice: boolean;
  /** How many records a list's search finds (all of them for ""). */
  countRecords: (filter: { search: string }) => Promise<number>;
  getRecordName: (id: string) => Promise<string | null>;
  setFeatured: (id: string, isFeatured: boolean, guard: VersionGuard) => Promise<boolean>;
  /** Deletes the record, keeping its history for the operator (deleteKeepingHistory). */
  deleteRecord: (id: string, guard: VersionGuard, user: SessionUser) => Promise<boolean>;
}

/** The list page to show after a delete: the one the administrator was on (its search and order too), if it still exists. */
async function listUrlAfterDelete(kind: RecordKind, url: URL, name: string | null): Promise<string> {
  const params = new URLSearchParams();
  if (kind.hasDeletedNotice && name) params.set("deleted", name);
  // Only a list page carries these: a delete from a profile goes to the list as it first shows.
  const isFromList = url.pathname === kind.listPath;
  const search = isFromList ? parseListSearch(url) : "";
  const sort = isFromList ? url.searchParams.get("sort") : null;
  if (search) params.set("q", search);
  if (sort) params.set("sort", sort);
  const page = parsePage(url);
  if (page !== null && page > 1) {
    const matched = await kind.countRecords({ search });
    const pageCount = Math.max(1, Math.ceil(matched / PAGE_SIZE));
    if (Math.min(page, pageCount) > 1) params.set("page", String(Math.min(page, pageCount)));
  }
  const query = params.toString();
  return `${kind.listPath}${query ? `?${query}` : ""}`;
}

/**
 * The Feature toggle and Delete of the admin lists and profiles, the same for every kind: guard,
 * then the version the page showed (nothing saved since is changed unseen), then the change, and
 * back to the page (a delete to its list). A delete without `confirmed=yes` (no JavaScript, so no
 * confirm dialog) is asked on the page first. Every refusal is an answer in words for that record.
 */
function handleRecordAction(args: AdminRequest & { url: URL }, kind: RecordKind) {
  const text = (form: FormData, key: string) => String(form.get(key) ?? "");
  const messages = recordActionMessages(kind.noun);
  return handleAdminAction(args, {
    values: (form): RecordActionValues => ({ recordId: text(form, FIELDS.recordId) }),
    failure: (form) => {
      const intent = text(form, FIELDS.intent);
      return {
        log: `changing the ${kind.noun} (${intent}) failed`,
        error: intent === "delete" ? messages.deleteFailed : messages.featureFailed,
      };
    },
    async change({ form, audit, refuse, values, user }) {
      const recordId = text(form, FIELDS.recordId);
      const intent = text(form, FIELDS.intent);
      const expectedUpdatedAt = Number(text(form, FIELDS.version));
      if (!recordId || !Number.isSafeInteger(expectedUpdatedAt) || expectedUpdatedAt <= 0) {
        return refuse(400, messages.incomplete);
      }
      const auditRecord = (action: AuditAction, name: string | null) =>
        audit({ action, target: { kind: kind.noun, id: recordId, name } });
      try {
        if (intent === "feature") {
          const isFeatured = text(form, FIELDS.isFeatured) === "true";
          const isFound = await kind.setFeatured(recordId, isFeatured, { expectedUpdatedAt });
          if (!isFound) return refuse(404, messages.gone);
          await auditRecord(isFeatured ? "featured" : "unfeatured", await kind.getRecordName(recordId));
          return redirect(args.url.pathname + args.url.search);
        }
        if (intent === "delete") {
          if (text(form, FIELDS.confirmed) !== "yes") {
            const question: RecordActionAnswer = { ...formAnswer(200, values), isConfirmingDelete: true };
            return answerForm(question);
          }
          const name = await kind.getRecordName(recordId);
          // Already gone is what was asked for.
          await kind.deleteRecord(recordId, { expectedUpdatedAt }, user);
          if (name !== null) await auditRecord("deleted", name);
          return redirect(await listUrlAfterDelete(kind, args.url, kind.hasDeletedNotice ? name : null));
        }
        return refuse(400, messages.unknown);
      } catch (error) {
        if (error instanceof RecordChangedError) return refuse(409, messages.changed);
        throw error;
      }
    },
  });
}

const ARTISTS: RecordKind = {
  noun: "artist",
  listPath: href("/admin/artists"),
  hasDeletedNotice: false,
  countRecords: countArtists,
  getRecordName: async (id) => (await getArtistById(id))?.name ?? null,
  setFeatured: setArtistFeatured,
  deleteRecord: (id, guard, user) =>
    deleteKeepingHistory("artist", id, user, ({ alsoWrite }) => deleteArtist(id, { ...guard, alsoWrite })),
};

const GALLERIES: RecordKind = {
  noun: "gallery",
  listPath: href("/admin/galleries"),
  hasDeletedNotice: true,
  countRecords: countGalleries,
  getRecordName: async (id) => (await getGalleryById(id))?.name ?? null,
  setFeatured: (id, isFeatured, guard) => setGalleryFeatured(id, isFeatured, guard),
  deleteRecord: (id, guard, user) =>
    deleteKeepingHistory("gallery", id, user, ({ alsoWrite }) => deleteGallery(id, { ...guard, alsoWrite })),
};

/** The artist list's and profile's Feature and Delete. */
export const handleArtistAction = (args: AdminRequest & { url: URL }) => handleRecordAction(args, ARTISTS);

/** The gallery list's Feature and Delete. */
export const handleGalleryAction = (args: AdminRequest & { url: URL }) => handleRecordAction(args, GALLERIES);
