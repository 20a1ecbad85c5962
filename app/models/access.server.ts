import type { Kysely, Transaction } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import type { DB } from "#app/db/schema.ts";

// The one authorization rule of the admin area: every admin loader and action asks "may this
// person do this to this record?" here, and answers 404 when not (decision 036).

/** An operator decides everything; a partner keeps the galleries and artists it is a member of. */
export type Role = "operator" | "partner";
export type MemberRecordKind = "gallery" | "artist";

export interface Membership {
  kind: MemberRecordKind;
  recordId: string;
}

/** Who asks: the signed-in person's role and memberships, read on every request. */
export interface Person {
  id: string;
  role: Role;
  memberships: readonly Membership[];
}

/**
 * What is asked: "read" a record's editor or data, "edit" it, "create" one, "delete" it, "publish"
 * a change or decide for the whole site ("manage": people, settings, reviews, the inbox, the audit trail).
 */
export type AccessAction = "read" | "edit" | "create" | "delete" | "publish" | "manage";

export type AccessTarget =
  | { kind: "site" }
  /** The person's own account: its language, password and two-step sign-in. */
  | { kind: "own-account" }
  | { kind: "gallery"; id: string }
  | { kind: "artist"; id: string }
  /**
   * A saved artwork: belongs to its artist and to the gallery showing it. With `moveTo`, the artist
   * and gallery a change gives it must be the person's too.
   */
  | { kind: "artwork"; id: string; moveTo?: { artistId: string | null; galleryId: string | null } }
  /** A new artwork: the artist and gallery it would belong to. */
  | { kind: "new-artwork"; artistId: string | null; galleryId: string | null }
  /** A new gallery or artist, kept unpublished until an operator publishes it. */
  | { kind: "new-record"; recordKind: MemberRecordKind };

export const SITE: AccessTarget = { kind: "site" };
export const OWN_ACCOUNT: AccessTarget = { kind: "own-account" };

type Executor = Kysely<DB> | Transaction<DB>;

export function isRole(value: unknown): value is Role {
  return value === "operator" || value === "partner";
}

export function isOperator(person: Pick<Person, "role">): boolean {
  return person.role === "operator";
}

function isMemberOf(person: Person, kind: MemberRecordKind, id: string | null): boolean {
  return id !== null && person.memberships.some((membership) => membership.kind === kind && membership.recordId === id);
}

/** What a partner may do to a record it is a member of: keep it, never remove it or decide for others. */
const PARTNER_ACTIONS: ReadonlySet<AccessAction> = new Set(["read", "edit"]);

/** True when `person` may do `action` to `target`; an artwork's owners are read from the database. */
export async function mayPerson(
  person: Person,
  action: AccessAction,
  target: AccessTarget,
  db: Executor = getDb(),
): Promise<boolean> {
  if (isOperator(person)) return true;
  switch (target.kind) {
    case "site":
      return false;
    case "own-account":
      return action === "read" || action === "edit";
    case "gallery":
    case "artist":
      if (!PARTNER_ACTIONS.has(action)) return false;
      return isMemberOf(person, target.kind, target.id) || (await isNewDraftAuthor(person, target.kind, target.id, db));
    case "artwork": {
      if (!PARTNER_ACTIONS.has(action)) return false;
      const moveTo = target.moveTo;
      if (moveTo && !hasArtworkMembership(person, moveTo.artistId, moveTo.galleryId)) return false;
      const owners = await db
        .selectFrom("artworks")
        .select(["artist_id", "gallery_id"])
        .where("id", "=", target.id)
        .executeTakeFirst();
      if (owners === undefined) return isNewDraftAuthor(person, "artwork", target.id, db);
      return hasArtworkMembership(person, owners.artist_id, owners.gallery_id);
    }
    case "new-artwork":
      // The empty form opens for any member; the work it makes must be one of theirs.
      if (action === "read") return person.memberships.length > 0;
      return action === "create" && hasArtworkMembership(person, target.artistId, target.galleryId);
    case "new-record":
      // A partner's own new gallery or artist waits for its editor's partner pages (decision 037).
      return false;
  }
}

/** A record known only by its draft (never published) belongs to the person who started it. */
async function isNewDraftAuthor(person: Person, kind: string, recordId: string, db: Executor): Promise<boolean> {
  const draft = await db
    .selectFrom("record_versions")
    .select("author_id")
    .where("record_kind", "=", kind)
    .where("record_id", "=", recordId)
    .where("is_new", "=", 1)
    .where("state", "in", ["waiting", "sent_back"])
    .executeTakeFirst();
  return draft !== undefined && draft.author_id === person.id;
}

/** An artwork is a partner's when it is by one of its artists or shown at one of its galleries. */
function hasArtworkMembership(person: Person, artistId: string | null, galleryId: string | null): boolean {
  return isMemberOf(person, "artist", artistId) || isMemberOf(person, "gallery", galleryId);
}

/** The person's memberships, galleries first, for the session and the dashboard. */
export async function listMemberships(userId: string, db: Executor = getDb()): Promise<Membership[]> {
  const rows = await db
    .selectFrom("memberships")
    .select(["record_kind", "record_id"])
    .where("user_id", "=", userId)
    .orderBy("record_kind", "desc")
    .orderBy("created_at")
    .orderBy("record_id")
    .execute();
  return rows.flatMap((row) =>
    row.record_kind === "gallery" || row.record_kind === "artist"
      ? [{ kind: row.record_kind, recordId: row.record_id }]
      : [],
  );
}

/** A person's access from its stored role: an unknown role is a partner's, and an operator needs no memberships. */
export async function accessOf(userId: string, storedRole: string, db: Executor = getDb()): Promise<Person> {
  const role = isRole(storedRole) ? storedRole : "partner";
  return { id: userId, role, memberships: role === "operator" ? [] : await listMemberships(userId, db) };
}

/** A person's role and memberships by id, null when the account is gone. */
export async function getPersonAccess(userId: string, db: Executor = getDb()): Promise<Person | null> {
  const row = await db.selectFrom("users").select("role").where("id", "=", userId).executeTakeFirst();
  return row ? accessOf(userId, row.role, db) : null;
}
