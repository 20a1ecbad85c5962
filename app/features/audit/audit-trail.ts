import { href } from "react-router";
import { INBOX_STATUS_LABELS, INBOX_STATUSES } from "#app/features/inbox/inbox-statuses.ts";
import { describeSampleCounts, sampleCountsOfDetail } from "#app/features/sample-removal/sample-counts.ts";
import { isolate } from "#app/lib/bidi.ts";
import { m } from "#app/lib/paraglide/messages.js";
import type { AuditEntry, AuditFilter } from "#app/models/audit.server.ts";

export const AUDIT_FILTERS = ["all", "sign-ins", "changes"] as const satisfies readonly AuditFilter[];

/** The filter an address asks for; anything else is "all". */
export function auditFilterOf(text: string | null): AuditFilter {
  return AUDIT_FILTERS.find((filter) => filter === text) ?? "all";
}

export const AUDIT_FILTER_LABELS: Record<AuditFilter, () => string> = {
  all: m.admin_audit_filter_all,
  "sign-ins": m.admin_audit_filter_sign_ins,
  changes: m.admin_audit_filter_changes,
};

/** The trail's address with these choices; "all" and the newest page need no parameter. */
export function auditHref(filter: AuditFilter, cursor?: { before: string } | { after: string }): string {
  const params = new URLSearchParams();
  if (filter !== "all") params.set("kind", filter);
  if (cursor) for (const [name, value] of Object.entries(cursor)) params.set(name, value);
  const query = params.toString();
  return query ? `${href("/admin/audit")}?${query}` : href("/admin/audit");
}

type RecordTexts = Record<"artist" | "gallery", (inputs: { name: string }) => string> & {
  artwork?: (inputs: { name: string }) => string;
};

/** What was done to an artist, a gallery or an artwork, by action: each kind's sentences. */
const RECORD_TEXTS = {
  created: {
    artist: m.admin_audit_created_artist,
    gallery: m.admin_audit_created_gallery,
    artwork: m.admin_audit_created_artwork,
  },
  saved: {
    artist: m.admin_audit_saved_artist,
    gallery: m.admin_audit_saved_gallery,
    artwork: m.admin_audit_saved_artwork,
  },
  deleted: { artist: m.admin_audit_deleted_artist, gallery: m.admin_audit_deleted_gallery },
  featured: { artist: m.admin_audit_featured_artist, gallery: m.admin_audit_featured_gallery },
  unfeatured: { artist: m.admin_audit_unfeatured_artist, gallery: m.admin_audit_unfeatured_gallery },
} satisfies Record<string, RecordTexts>;

function recordText(action: keyof typeof RECORD_TEXTS, kind: string | undefined, name: string): string {
  const texts: RecordTexts = RECORD_TEXTS[action];
  const text = kind === "gallery" ? texts.gallery : kind === "artwork" && texts.artwork ? texts.artwork : texts.artist;
  return text({ name });
}

/** What an entry tells, in the page's language; names as they were, isolated from the sentence's direction. */
export function describeAuditEntry(entry: AuditEntry): string {
  const name = isolate(entry.target?.name ?? entry.target?.id ?? "");
  const kind = entry.target?.kind;
  switch (entry.action) {
    case "sign_in":
      return m.admin_audit_sign_in();
    case "sign_in_refused":
      return entry.count > 1
        ? m.admin_audit_sign_in_refused_times({ count: entry.count })
        : m.admin_audit_sign_in_refused();
    case "sign_in_locked":
      return entry.count > 1
        ? m.admin_audit_sign_in_locked_times({ count: entry.count })
        : m.admin_audit_sign_in_locked();
    case "sign_in_link_asked":
      return entry.count > 1
        ? m.admin_audit_sign_in_link_asked_times({ count: entry.count })
        : m.admin_audit_sign_in_link_asked();
    case "sign_in_link_used":
      return m.admin_audit_sign_in_link_used();
    case "saved":
      if (kind === "site") return m.admin_audit_saved_site();
      return recordText(entry.action, kind, name);
    case "created":
    case "deleted":
    case "featured":
    case "unfeatured":
      return recordText(entry.action, kind, name);
    case "review_approved":
      return m.admin_audit_review_approved({ name });
    case "review_rejected":
      return m.admin_audit_review_rejected({ name });
    case "inbox_status": {
      const known = INBOX_STATUSES.find((status) => status === entry.detail);
      const status = known ? INBOX_STATUS_LABELS[known]() : (entry.detail ?? "");
      return kind === "message" ? m.admin_audit_message_status({ status }) : m.admin_audit_inquiry_status({ status });
    }
    case "two_step_on":
      return m.admin_audit_two_step_on();
    case "two_step_off":
      return m.admin_audit_two_step_off();
    case "two_step_reset":
      return m.admin_audit_two_step_reset();
    case "two_step_required":
      return entry.detail === "everyone"
        ? m.admin_audit_two_step_required_everyone()
        : entry.detail === "operators"
          ? m.admin_audit_two_step_required_operators()
          : m.admin_audit_two_step_required_none();
    case "sample_removed": {
      const counts = sampleCountsOfDetail(entry.detail);
      return counts ? m.admin_audit_sample_removed({ list: describeSampleCounts(counts) }) : m.admin_audit_unknown();
    }
    case "person_invited":
      return m.admin_audit_person_invited({ name });
    case "invitation_revoked":
      return m.admin_audit_invitation_revoked({ name });
    case "invitation_accepted":
      return m.admin_audit_invitation_accepted({ name });
    case "person_removed":
      return m.admin_audit_person_removed({ name });
    case "membership_removed":
      return m.admin_audit_membership_removed({ name });
    case "draft_saved":
      return m.admin_audit_draft_saved({ name });
    case "change_published":
      return m.admin_audit_change_published({ name });
    case "change_sent_back":
      return m.admin_audit_change_sent_back({ name });
    case "version_restored":
      return m.admin_audit_version_restored({ name, number: entry.detail ?? "" });
    case "trusted":
      return m.admin_audit_trusted({ name });
    case "untrusted":
      return m.admin_audit_untrusted({ name });
    case "availability_confirmed":
      return m.admin_audit_availability_confirmed({ name });
    default:
      return m.admin_audit_unknown();
  }
}
