import { m } from "#app/lib/paraglide/messages.js";
import type { InboxStatus } from "#app/models/inquiries.server.ts";

// The inbox's statuses and their names, shared by its page, its action and the audit trail.
export type { InboxStatus };

export const INBOX_STATUSES: readonly InboxStatus[] = ["new", "answered", "closed"];

export const INBOX_STATUS_LABELS: Record<InboxStatus, () => string> = {
  new: m.admin_inbox_status_new,
  answered: m.admin_inbox_status_answered,
  closed: m.admin_inbox_status_closed,
};

/** Which list an entry is in: an artwork's inquiry or a contact message. */
export type InboxKind = "inquiry" | "message";

/** A mailto: link with the subject filled in; the address was checked as an email when it was stored. */
export function replyHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`;
}
