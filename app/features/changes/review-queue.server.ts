import { redirect } from "react-router";
import { handleAdminAction, type AdminChange } from "#app/features/admin/admin-action.server.ts";
import type { AdminRequest } from "#app/features/admin/admin-guard.server.ts";
import { loadListPage } from "#app/lib/page-loaders.server.ts";
import { m } from "#app/lib/paraglide/messages.js";
import {
  countWaitingDrafts,
  getRecordVersion,
  listWaitingDrafts,
  sendBackDraft,
} from "#app/models/record-versions.server.ts";
import { RecordChangedError } from "#app/models/versions.server.ts";
import { compareStoredStates } from "./change-comparison.server.ts";
import { editorPathOf, getPublishedValues, publishStoredState, valuesOfStoredState } from "./change-kinds.server.ts";

/** The longest note an operator sends back with a draft. */
export const NOTE_MAX_LENGTH = 2000;

/** Drafts a page of the queue: each is shown set against its published record. */
const QUEUE_PAGE_SIZE = 10;

/** The review queue: drafts waiting, oldest first, a page at a time, each with what it changes. */
export function loadReviewQueue(url: URL) {
  const notice = url.searchParams.get("done");
  const done: "published" | "sent-back" | null = notice === "published" || notice === "sent-back" ? notice : null;
  return loadListPage(
    url,
    "the review queue",
    async (range) => {
      const [drafts, total] = await Promise.all([listWaitingDrafts(range), countWaitingDrafts()]);
      const states = await Promise.all(
        drafts.map(async (draft) => ({
          kind: draft.kind,
          values: valuesOfStoredState(draft),
          published: draft.isNew ? null : await getPublishedValues(draft.kind, draft.recordId),
        })),
      );
      const comparisons = await compareStoredStates(states);
      const items = drafts.map((draft, index) => ({
        id: draft.id,
        kind: draft.kind,
        name: draft.name,
        isNew: draft.isNew,
        authorEmail: draft.authorEmail,
        updatedAt: draft.updatedAt,
        editorPath: editorPathOf(draft.kind, draft.recordId),
        comparison: comparisons[index]!,
      }));
      return { items, total };
    },
    { done },
    QUEUE_PAGE_SIZE,
  );
}

export interface ReviewValues {
  intent: string;
  draftId: string;
  token: string;
  note: string;
}

function valuesOf(form: FormData): ReviewValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { intent: text("intent"), draftId: text("draftId"), token: text("token"), note: text("note").trim() };
}

async function review({ values, user, audit, refuse }: AdminChange<ReviewValues>) {
  const draft = await getRecordVersion(values.draftId);
  if (!draft || draft.number !== null) return refuse(404, m.changes_gone());
  // The draft as the operator saw it: saved again since, it is looked at again first.
  if (String(draft.updatedAt) !== values.token) return refuse(409, m.changes_changed());
  const target = { kind: draft.kind, id: draft.recordId, name: draft.name };
  if (values.intent === "send-back") {
    if (values.note.length > NOTE_MAX_LENGTH) return refuse(400, m.changes_note_too_long({ max: NOTE_MAX_LENGTH }));
    const isSent = await sendBackDraft(draft.id, draft.updatedAt, { reviewerEmail: user.email, note: values.note });
    if (!isSent) return refuse(409, m.changes_changed());
    await audit({ action: "change_sent_back", target });
    return redirect("/admin/changes?done=sent-back");
  }
  if (values.intent !== "publish") return refuse(400, m.changes_unknown_intent());
  try {
    const outcome = await publishStoredState(draft, user, { recordToken: null, isDraft: true });
    if (outcome.kind === "invalid") {
      return refuse(400, m.changes_invalid({ list: Object.values(outcome.errors).join(" ") }));
    }
    if (outcome.kind === "gone") return refuse(404, m.changes_gone());
  } catch (error) {
    if (error instanceof RecordChangedError) return refuse(409, m.changes_changed());
    throw error;
  }
  await audit({ action: "change_published", target });
  return redirect("/admin/changes?done=published");
}

/** Publish or send back a waiting draft. */
export function handleReviewAction(args: AdminRequest) {
  return handleAdminAction(args, {
    values: valuesOf,
    change: review,
    failure: () => ({ log: "reviewing a draft failed", error: m.changes_failed() }),
  });
}
