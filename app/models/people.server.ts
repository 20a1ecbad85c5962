import { getDb } from "#app/db/db.server.ts";
import { isRole, type MemberRecordKind, type Role } from "./access.server.ts";

// The people who may sign in to the admin area, their roles and the records they keep.

export interface MemberRecord {
  kind: MemberRecordKind;
  id: string;
  name: string;
  slug: string;
}

export interface PersonSummary {
  id: string;
  email: string;
  role: Role;
  createdAt: number;
  lastSignInAt: number | null;
  isTwoStepOn: boolean;
  records: MemberRecord[];
}

/** The galleries and artists `userIds` are members of, by person; a record since removed is left out. */
async function listRecordsOf(userIds: readonly string[]): Promise<Map<string, MemberRecord[]>> {
  const byPerson = new Map<string, MemberRecord[]>();
  if (userIds.length === 0) return byPerson;
  const db = getDb();
  const [galleries, artists] = await Promise.all([
    db
      .selectFrom("memberships")
      .innerJoin("galleries", "galleries.id", "memberships.record_id")
      .select([
        "memberships.user_id as userId",
        "galleries.id as id",
        "galleries.name as name",
        "galleries.slug as slug",
      ])
      .where("memberships.record_kind", "=", "gallery")
      .where("memberships.user_id", "in", userIds)
      .orderBy("galleries.name")
      .execute(),
    db
      .selectFrom("memberships")
      .innerJoin("artists", "artists.id", "memberships.record_id")
      .select(["memberships.user_id as userId", "artists.id as id", "artists.name as name", "artists.slug as slug"])
      .where("memberships.record_kind", "=", "artist")
      .where("memberships.user_id", "in", userIds)
      .orderBy("artists.name")
      .execute(),
  ]);
  const add = (kind: MemberRecordKind, rows: typeof galleries) => {
    for (const { userId, ...record } of rows) {
      byPerson.set(userId, [...(byPerson.get(userId) ?? []), { kind, ...record }]);
    }
  };
  add("gallery", galleries);
  add("artist", artists);
  return byPerson;
}

/** The records a partner keeps, galleries first, for its dashboard. */
export async function listMemberRecords(userId: string): Promise<MemberRecord[]> {
  return (await listRecordsOf([userId])).get(userId) ?? [];
}

/** Everyone who may sign in, operators first, then by e-mail. */
export async function listPeople(limit = 500): Promise<PersonSummary[]> {
  const rows = await getDb()
    .selectFrom("users")
    .select(["id", "email", "role", "created_at", "last_sign_in_at", "totp_enabled_at"])
    .orderBy("role", "desc")
    .orderBy("email")
    .limit(limit)
    .execute();
  const records = await listRecordsOf(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: isRole(row.role) ? row.role : "partner",
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    isTwoStepOn: row.totp_enabled_at !== null,
    records: records.get(row.id) ?? [],
  }));
}

export async function countOperators(): Promise<number> {
  const row = await getDb()
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("role", "=", "operator")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Removes a person's membership of one record: its sessions lose that record on their next request. */
export async function removeMembership(userId: string, kind: MemberRecordKind, recordId: string): Promise<boolean> {
  const result = await getDb()
    .deleteFrom("memberships")
    .where("user_id", "=", userId)
    .where("record_kind", "=", kind)
    .where("record_id", "=", recordId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Adds a membership (an operator's choice, or the sample catalogue's partners); nothing when it exists. */
export async function addMembership(userId: string, kind: MemberRecordKind, recordId: string, now = Date.now()) {
  await getDb()
    .insertInto("memberships")
    .values({ user_id: userId, record_kind: kind, record_id: recordId, created_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** Removes a person: its account, sessions and memberships go; the audit trail keeps its e-mail. */
export async function removePerson(userId: string): Promise<boolean> {
  const result = await getDb().deleteFrom("users").where("id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function getPersonEmail(userId: string): Promise<string | null> {
  const row = await getDb().selectFrom("users").select("email").where("id", "=", userId).executeTakeFirst();
  return row?.email ?? null;
}
