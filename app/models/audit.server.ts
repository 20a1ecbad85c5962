import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import { logError } from "#app/lib/log.server.ts";

// The audit trail: what was done in the admin area and at its door, by whom, when and from where.

export const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_refused",
  "sign_in_locked",
  "created",
  "saved",
  "deleted",
  "featured",
  "unfeatured",
  "review_approved",
  "review_rejected",
  "inbox_status",
  "two_step_on",
  "two_step_off",
  "two_step_reset",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_KINDS = ["artist", "gallery", "site", "review", "inquiry", "message"] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** Entries older than this are deleted. */
export const AUDIT_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;
/** What the admin area shows: the newest entries. */
export const AUDIT_SHOWN = 200;

export interface AuditRecord {
  /** The account, when there is one (a refused sign-in may name none). */
  userId: string | null;
  /** The administrator's email, or the one typed at a refused sign-in. */
  actor: string;
  action: AuditAction;
  target?: { kind: AuditTargetKind; id?: string | null; name?: string | null };
  /** What the action set, where it says more than its name (an inbox entry's new status). */
  detail?: string | null;
  address: string;
}

export interface AuditEntry extends Omit<AuditRecord, "target" | "detail"> {
  id: string;
  at: number;
  target: { kind: AuditTargetKind; id: string | null; name: string | null } | null;
  detail: string | null;
}

const MAX_TEXT = 200;
const clip = (text: string | null | undefined) =>
  text === null || text === undefined ? null : text.slice(0, MAX_TEXT);

/**
 * Adds an entry. Called after the change it tells of has been made: a failure to record is logged,
 * never turned into a failure of what the administrator did.
 */
export async function recordAudit(record: AuditRecord, now = Date.now()): Promise<void> {
  try {
    await getDb()
      .insertInto("audit_log")
      .values({
        id: newId(),
        at: now,
        user_id: record.userId,
        actor: clip(record.actor) ?? "",
        action: record.action,
        target_kind: record.target?.kind ?? null,
        target_id: clip(record.target?.id),
        target_name: clip(record.target?.name),
        detail: clip(record.detail),
        address: clip(record.address) ?? "unknown",
      })
      .execute();
    // A year is kept: older entries go now and then, with no schedule to run.
    if (Math.random() < 0.02) await pruneAuditLog(now);
  } catch (error) {
    logError(`recording "${record.action}" in the audit trail failed`, error);
  }
}

/** Deletes the entries older than AUDIT_RETENTION_MS; returns how many. */
export async function pruneAuditLog(now = Date.now()): Promise<number> {
  const result = await getDb()
    .deleteFrom("audit_log")
    .where("at", "<", now - AUDIT_RETENTION_MS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

function isTargetKind(value: string | null): value is AuditTargetKind {
  return value !== null && (AUDIT_TARGET_KINDS as readonly string[]).includes(value);
}

/** The newest entries first, at most AUDIT_SHOWN. */
export async function listAuditEntries(limit = AUDIT_SHOWN): Promise<AuditEntry[]> {
  const rows = await getDb()
    .selectFrom("audit_log")
    .selectAll()
    // An entry of an action this version no longer names is left out before counting.
    .where("action", "in", AUDIT_ACTIONS)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    userId: row.user_id,
    actor: row.actor,
    action: row.action as AuditAction,
    target: isTargetKind(row.target_kind) ? { kind: row.target_kind, id: row.target_id, name: row.target_name } : null,
    detail: row.detail,
    address: row.address,
  }));
}
