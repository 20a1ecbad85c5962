import { sql } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import { logError } from "#app/lib/log.server.ts";

// The audit trail: what was done in the admin area and at its door, by whom, when and from where.

const AUDIT_ACTIONS = [
  "sign_in",
  "sign_in_refused",
  "sign_in_locked",
  "sign_in_link_asked",
  "sign_in_link_used",
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
  "two_step_required",
  "sample_removed",
  "person_invited",
  "invitation_revoked",
  "invitation_accepted",
  "person_removed",
  "membership_removed",
  "draft_saved",
  "change_published",
  "change_sent_back",
  "version_restored",
  "trusted",
  "untrusted",
  "availability_confirmed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const AUDIT_TARGET_KINDS = ["artist", "artwork", "gallery", "site", "review", "inquiry", "message", "person"] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** What happened at the sign-in's door, apart from the changes made once signed in. */
const SIGN_IN_ACTIONS = [
  "sign_in",
  "sign_in_refused",
  "sign_in_locked",
  "sign_in_link_asked",
  "sign_in_link_used",
] as const satisfies readonly AuditAction[];
const CHANGE_ACTIONS = AUDIT_ACTIONS.filter(
  (action) => !(SIGN_IN_ACTIONS as readonly string[]).includes(action),
) as readonly AuditAction[];
export type AuditFilter = "all" | "sign-ins" | "changes";

/** The actions a stranger can repeat at will: one summary row per address, action and period each. */
export type SummarizedAction = "sign_in_refused" | "sign_in_locked" | "sign_in_link_asked";
export const AUDIT_SUMMARY_PERIOD_MS = 60 * 60 * 1000;

/** Entries older than this are deleted. */
export const AUDIT_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;
/** What one page of the trail shows. */
export const AUDIT_PAGE_SIZE = 50;

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
  /** When it happened; for a summary, the last time. */
  at: number;
  /** How many times it happened (more than one only for a summary), and the first time. */
  count: number;
  firstAt: number;
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

/**
 * Counts a refused sign-in (or a mailed link asked for) in the summary of its address, action and
 * hour: a flood of them adds one row per hour, never one row each, and cannot bury the trail.
 * `actor` stays the first email typed; another one marks the summary as several ("several").
 */
export async function recordSummarizedAudit(
  record: { actor: string; action: SummarizedAction; address: string },
  now = Date.now(),
): Promise<void> {
  const address = clip(record.address) ?? "unknown";
  const period = Math.floor(now / AUDIT_SUMMARY_PERIOD_MS) * AUDIT_SUMMARY_PERIOD_MS;
  try {
    await getDb()
      .insertInto("audit_log")
      .values({
        id: newId(),
        at: now,
        first_at: now,
        count: 1,
        summary_key: `${record.action} ${period} ${address}`,
        user_id: null,
        actor: clip(record.actor) ?? "",
        action: record.action,
        address,
      })
      .onConflict((oc) =>
        oc.column("summary_key").doUpdateSet((eb) => ({
          count: eb("audit_log.count", "+", 1),
          at: sql<number>`case when ${eb.ref("excluded.at")} > ${eb.ref("audit_log.at")} then ${eb.ref("excluded.at")} else ${eb.ref("audit_log.at")} end`,
          first_at: sql<number>`case when ${eb.ref("excluded.at")} < ${eb.ref("audit_log.first_at")} then ${eb.ref("excluded.at")} else ${eb.ref("audit_log.first_at")} end`,
          detail: sql<
            string | null
          >`case when ${eb.ref("excluded.actor")} = ${eb.ref("audit_log.actor")} then ${eb.ref("audit_log.detail")} else 'several' end`,
        })),
      )
      .execute();
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

function actionsOf(filter: AuditFilter): readonly AuditAction[] {
  return filter === "sign-ins" ? SIGN_IN_ACTIONS : filter === "changes" ? CHANGE_ACTIONS : AUDIT_ACTIONS;
}

/** Where a page of the trail starts: the entry just before it (`before`, older) or after it (`after`, newer). */
export type AuditCursor = { at: number; id: string };

/** A cursor as it travels in a link: "1719000000000-abcdef" (the time is all digits). */
export function formatAuditCursor(cursor: AuditCursor): string {
  return `${cursor.at}-${cursor.id}`;
}

export function parseAuditCursor(text: string | null | undefined): AuditCursor | null {
  const match = /^(\d{1,16})-([\w-]{1,64})$/.exec(text ?? "");
  return match ? { at: Number(match[1]), id: match[2]! } : null;
}

function queryEntries(filter: AuditFilter) {
  // An entry of an action this version no longer names is left out before counting.
  return getDb().selectFrom("audit_log").where("action", "in", actionsOf(filter));
}

/** Entries past `cursor` in one direction, nearest first: older ones newest first, newer ones oldest first. */
async function listEntriesPast(
  filter: AuditFilter,
  cursor: AuditCursor | null,
  direction: "older" | "newer",
  limit: number,
) {
  const [compare, order] = direction === "older" ? (["<", "desc"] as const) : ([">", "asc"] as const);
  let query = queryEntries(filter).selectAll();
  if (cursor)
    query = query.where((eb) =>
      eb.or([eb("at", compare, cursor.at), eb.and([eb("at", "=", cursor.at), eb("id", compare, cursor.id)])]),
    );
  return query.orderBy("at", order).orderBy("id", order).limit(limit).execute();
}

type AuditRow = Awaited<ReturnType<typeof listEntriesPast>>[number];

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    count: row.count,
    firstAt: row.first_at ?? row.at,
    userId: row.user_id,
    actor: row.actor,
    action: row.action as AuditAction,
    target: isTargetKind(row.target_kind) ? { kind: row.target_kind, id: row.target_id, name: row.target_name } : null,
    detail: row.detail,
    address: row.address,
  };
}

/** The newest entries first. */
export async function listAuditEntries(limit = AUDIT_PAGE_SIZE, filter: AuditFilter = "all"): Promise<AuditEntry[]> {
  return (await listEntriesPast(filter, null, "older", limit)).map(toEntry);
}

export interface AuditPage {
  /** Newest first. */
  entries: AuditEntry[];
  /** Where the next older page starts, and the next newer one; null at either end. */
  older: AuditCursor | null;
  newer: AuditCursor | null;
}

/**
 * One page of the trail, newest first, paged by (time, id) rather than by offset so a page holds
 * still while entries arrive: the newest page, or the one just older than `before` or newer than `after`.
 */
export async function getAuditPage(
  options: { filter?: AuditFilter; before?: AuditCursor | null; after?: AuditCursor | null; size?: number } = {},
): Promise<AuditPage> {
  const filter = options.filter ?? "all";
  const size = options.size ?? AUDIT_PAGE_SIZE;
  const isNewer = !options.before && Boolean(options.after);
  const rows = isNewer
    ? (await listEntriesPast(filter, options.after!, "newer", size + 1)).reverse()
    : await listEntriesPast(filter, options.before ?? null, "older", size + 1);
  // The row beyond the page only says that there is more in the direction read.
  const hasMore = rows.length > size;
  // Back at the newest entries: the newest page, full.
  if (isNewer && !hasMore) return getAuditPage({ filter, size });
  const page = isNewer ? rows.slice(rows.length - Math.min(rows.length, size)) : rows.slice(0, size);
  const first = page[0];
  const last = page.at(-1);
  const hasOlder = isNewer ? last !== undefined : hasMore;
  const hasNewer =
    isNewer ||
    (first !== undefined && Boolean(options.before) && (await listEntriesPast(filter, first, "newer", 1)).length > 0);
  const cursorOf = (row: AuditRow) => ({ at: row.at, id: row.id });
  return {
    entries: page.map(toEntry),
    older: hasOlder && last ? cursorOf(last) : null,
    newer: hasNewer && first ? cursorOf(first) : null,
  };
}
