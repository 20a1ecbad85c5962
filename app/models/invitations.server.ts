import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import type { DB } from "#app/db/schema.ts";
import { hashPassword } from "#app/lib/password.server.ts";
import { hashSessionToken } from "#app/lib/session.server.ts";
import type { MemberRecordKind } from "./access.server.ts";
import { writeWithMails, type OutgoingMail } from "./mail.server.ts";
import { hitRateLimit, type RateLimit } from "./rate-limits.server.ts";
import { normalizeEmail } from "./users.server.ts";

// An invitation is a one-time link by mail to /invite/<token>: 256 random bits, stored as their
// SHA-256, good for seven days; accepting it makes the account (or adds the membership) once.

const DAY = 24 * 60 * 60 * 1000;
export const INVITATION_LIFETIME_MS = 7 * DAY;
/** Invitations one operator may send: bounds the mails a stolen session can cause. */
export const INVITATION_LIMIT = { max: 30, windowMs: DAY } satisfies RateLimit;

export type InvitedRole = "operator" | MemberRecordKind;
export const INVITED_ROLES: readonly InvitedRole[] = ["operator", "gallery", "artist"];

export function isInvitedRole(value: unknown): value is InvitedRole {
  return value === "operator" || value === "gallery" || value === "artist";
}

export interface Invitation {
  id: string;
  email: string;
  role: InvitedRole;
  /** The gallery or artist the membership is for; null for an operator. */
  recordId: string | null;
  invitedBy: string | null;
  sentAt: number;
  expiresAt: number;
  acceptedAt: number | null;
  revokedAt: number | null;
}

/** What a link is now: usable, or why not. */
export type InvitationState = "open" | "accepted" | "expired" | "revoked";

export function invitationState(invitation: Invitation, now = Date.now()): InvitationState {
  if (invitation.acceptedAt !== null) return "accepted";
  if (invitation.revokedAt !== null) return "revoked";
  return invitation.expiresAt <= now ? "expired" : "open";
}

function toInvitation(row: {
  id: string;
  email: string;
  role: string;
  record_id: string | null;
  invited_by: string | null;
  sent_at: number;
  expires_at: number;
  accepted_at: number | null;
  revoked_at: number | null;
}): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: isInvitedRole(row.role) ? row.role : "artist",
    recordId: row.record_id,
    invitedBy: row.invited_by,
    sentAt: row.sent_at,
    expiresAt: row.expires_at,
    acceptedAt: row.accepted_at,
    revokedAt: row.revoked_at,
  };
}

const COLUMNS = [
  "id",
  "email",
  "role",
  "record_id",
  "invited_by",
  "sent_at",
  "expires_at",
  "accepted_at",
  "revoked_at",
] as const;

function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export type InvitationRequest =
  { kind: "created"; invitation: Invitation; token: string } | { kind: "too-many"; retryAfterMs: number };

/**
 * Invites `email` to `role` (with the gallery or artist it is for), writing the invitation and its
 * mail (made from the new link by `mailFor`) in one transaction; limited per inviting operator.
 */
export async function createInvitation(input: {
  email: string;
  role: InvitedRole;
  recordId: string | null;
  invitedBy: string | null;
  mailFor: (token: string) => OutgoingMail | null;
  now?: number;
}): Promise<InvitationRequest> {
  const now = input.now ?? Date.now();
  if (input.invitedBy) {
    const limit = await hitRateLimit(`invite:${input.invitedBy}`, INVITATION_LIMIT, now);
    if (!limit.isAllowed) return { kind: "too-many", retryAfterMs: limit.retryAfterMs };
  }
  const token = newToken();
  const mail = input.mailFor(token);
  const row = {
    id: newId(),
    token_hash: hashSessionToken(token),
    email: normalizeEmail(input.email),
    role: input.role,
    record_id: input.role === "operator" ? null : input.recordId,
    invited_by: input.invitedBy,
    created_at: now,
    sent_at: now,
    expires_at: now + INVITATION_LIFETIME_MS,
    accepted_at: null,
    revoked_at: null,
  };
  await writeWithMails(mail ? [mail] : [], (db) => db.insertInto("invitations").values(row).execute(), now);
  return { kind: "created", invitation: toInvitation(row), token };
}

/** The invitation a link names, whatever its state; null for a token that names none. */
export async function getInvitationByToken(token: string): Promise<Invitation | null> {
  if (!token || token.length > 200) return null;
  const row = await getDb()
    .selectFrom("invitations")
    .select(COLUMNS)
    .where("token_hash", "=", hashSessionToken(token))
    .executeTakeFirst();
  return row ? toInvitation(row) : null;
}

export async function getInvitation(id: string): Promise<Invitation | null> {
  const row = await getDb().selectFrom("invitations").select(COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? toInvitation(row) : null;
}

/** Invitations not yet accepted or revoked, newest first (expired ones too: they can be sent again). */
export async function listPendingInvitations(limit = 200): Promise<Invitation[]> {
  const rows = await getDb()
    .selectFrom("invitations")
    .select(COLUMNS)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .orderBy("sent_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map(toInvitation);
}

/** Ends an invitation's link; false when it was already used or ended. */
export async function revokeInvitation(id: string, now = Date.now()): Promise<boolean> {
  const result = await getDb()
    .updateTable("invitations")
    .set({ revoked_at: now })
    .where("id", "=", id)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A new link for an open or expired invitation (the old one stops working), mailed in the same write. */
export async function resendInvitation(input: {
  id: string;
  invitedBy: string | null;
  mailFor: (token: string, invitation: Invitation) => OutgoingMail | null;
  now?: number;
}): Promise<InvitationRequest | null> {
  const now = input.now ?? Date.now();
  const invitation = await getInvitation(input.id);
  if (!invitation || invitation.acceptedAt !== null || invitation.revokedAt !== null) return null;
  if (input.invitedBy) {
    const limit = await hitRateLimit(`invite:${input.invitedBy}`, INVITATION_LIMIT, now);
    if (!limit.isAllowed) return { kind: "too-many", retryAfterMs: limit.retryAfterMs };
  }
  const token = newToken();
  const mail = input.mailFor(token, invitation);
  await writeWithMails(
    mail ? [mail] : [],
    (db) =>
      db
        .updateTable("invitations")
        .set({ token_hash: hashSessionToken(token), sent_at: now, expires_at: now + INVITATION_LIFETIME_MS })
        .where("id", "=", input.id)
        .execute(),
    now,
  );
  return {
    kind: "created",
    invitation: { ...invitation, sentAt: now, expiresAt: now + INVITATION_LIFETIME_MS },
    token,
  };
}

export type Acceptance =
  { kind: "accepted"; userId: string } | { kind: "unusable"; state: InvitationState | "missing" };

/** Marks the link used, once: a second use in a race finds it taken and changes nothing. */
async function claim(db: Kysely<DB>, invitation: Invitation, now: number): Promise<boolean> {
  const result = await db
    .updateTable("invitations")
    .set({ accepted_at: now })
    .where("id", "=", invitation.id)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

async function addInvitedMembership(db: Kysely<DB>, userId: string, invitation: Invitation, now: number) {
  if (invitation.role === "operator") {
    await db.updateTable("users").set({ role: "operator", updated_at: now }).where("id", "=", userId).execute();
    return;
  }
  if (!invitation.recordId) return;
  await db
    .insertInto("memberships")
    .values({ user_id: userId, record_kind: invitation.role, record_id: invitation.recordId, created_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/**
 * Accepts the invitation a new person opened: creates the account with `password` (checked by
 * the caller) and its role or membership, and uses the link, in one transaction.
 */
export async function acceptInvitationAsNewPerson(input: {
  token: string;
  password: string;
  now?: number;
}): Promise<Acceptance> {
  const now = input.now ?? Date.now();
  const invitation = await getInvitationByToken(input.token);
  if (!invitation) return { kind: "unusable", state: "missing" };
  const state = invitationState(invitation, now);
  if (state !== "open") return { kind: "unusable", state };
  const passwordHash = await hashPassword(input.password);
  return getDb()
    .transaction()
    .execute(async (trx): Promise<Acceptance> => {
      if (!(await claim(trx, invitation, now))) return { kind: "unusable", state: "accepted" };
      const existing = await trx
        .selectFrom("users")
        .select("id")
        .where("email", "=", invitation.email)
        .executeTakeFirst();
      // Someone made the account meanwhile: it signs in and accepts as an existing person.
      if (existing) throw new InvitationForExistingAccountError();
      const userId = newId();
      await trx
        .insertInto("users")
        .values({
          id: userId,
          email: invitation.email,
          password_hash: passwordHash,
          created_at: now,
          updated_at: now,
          role: invitation.role === "operator" ? "operator" : "partner",
        })
        .execute();
      await addInvitedMembership(trx, userId, invitation, now);
      return { kind: "accepted", userId };
    });
}

/** The invitation's e-mail has an account already: it signs in, then accepts. */
export class InvitationForExistingAccountError extends Error {
  override name = "InvitationForExistingAccountError";
}

/** Accepts an invitation for the signed-in person whose e-mail it was sent to. */
export async function acceptInvitationAsMember(input: {
  token: string;
  userId: string;
  email: string;
  now?: number;
}): Promise<Acceptance> {
  const now = input.now ?? Date.now();
  const invitation = await getInvitationByToken(input.token);
  if (!invitation || invitation.email !== normalizeEmail(input.email)) return { kind: "unusable", state: "missing" };
  const state = invitationState(invitation, now);
  if (state !== "open") return { kind: "unusable", state };
  return getDb()
    .transaction()
    .execute(async (trx): Promise<Acceptance> => {
      if (!(await claim(trx, invitation, now))) return { kind: "unusable", state: "accepted" };
      await addInvitedMembership(trx, input.userId, invitation, now);
      return { kind: "accepted", userId: input.userId };
    });
}
