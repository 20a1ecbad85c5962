// The Feature toggle and Delete of admin records, shared by the buttons and their action.
import type { FormAnswer } from "#app/lib/form-answer.ts";
import { m } from "#app/lib/paraglide/messages.js";

export type RecordNoun = "artist" | "gallery";

/** The fields the buttons post; the same for every kind of record. */
export const RECORD_ACTION_FIELDS = {
  intent: "intent",
  recordId: "recordId",
  version: "version",
  isFeatured: "isFeatured",
  confirmed: "confirmed",
} as const;

/** What a record action's answer shows again: the record it was about. */
export interface RecordActionValues {
  recordId: string;
}

/** What an action answers about one record: a refusal in words (its form error), or a delete to confirm first. */
export interface RecordActionAnswer extends FormAnswer<RecordActionValues> {
  isConfirmingDelete?: boolean;
}

/** The question asked before a delete, by the confirm dialog or, without JavaScript, on the page. */
export const deleteQuestion = (noun: RecordNoun) =>
  noun === "artist" ? m.admin_artist_delete_question() : m.admin_gallery_delete_question();

/** The refusals of Feature and Delete, in the administrator's language. */
export function recordActionMessages(noun: RecordNoun) {
  const isArtist = noun === "artist";
  return {
    changed: isArtist ? m.admin_artist_changed_short() : m.admin_gallery_changed_short(),
    gone: isArtist ? m.admin_artist_gone_short() : m.admin_gallery_gone_short(),
    incomplete: m.admin_request_incomplete(),
    unknown: m.admin_unknown_action(),
    deleteFailed: isArtist ? m.admin_artist_delete_failed() : m.admin_gallery_delete_failed(),
    featureFailed: isArtist ? m.admin_artist_feature_failed() : m.admin_gallery_feature_failed(),
  };
}
