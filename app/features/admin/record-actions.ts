// The Feature toggle and Delete of admin records, shared by the buttons and their action.

export type RecordNoun = "artist" | "gallery";

/** The fields the buttons post; the same for every kind of record. */
export const RECORD_ACTION_FIELDS = {
  intent: "intent",
  recordId: "recordId",
  version: "version",
  isFeatured: "isFeatured",
  confirmed: "confirmed",
} as const;

/** What an action answers about one record: an error in words, or a delete to confirm first. */
export interface RecordActionAnswer {
  recordId: string;
  error?: string;
  isConfirmingDelete?: boolean;
}

/** The question asked before a delete, by the confirm dialog or, without JavaScript, on the page. */
export const deleteQuestion = (noun: RecordNoun) =>
  `Are you sure you want to delete this ${noun}? This action cannot be undone.`;

export function recordActionMessages(noun: RecordNoun) {
  return {
    changed: `This ${noun} was changed by someone else since you opened it. Reload to see their changes.`,
    gone: `This ${noun} no longer exists.`,
    incomplete: "This request is incomplete. Please reload the page and try again.",
    unknown: "Unknown action.",
    deleteFailed: `Failed to delete ${noun}. Please try again.`,
    featureFailed: `Failed to update the ${noun}. Please try again.`,
  };
}
