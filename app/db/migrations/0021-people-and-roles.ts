import type { Kysely } from "kysely";

// Frozen once landed. Several people with roles (decision 036): every account until now was the
// site's administrator, so each becomes an operator; a partner reaches only the galleries and
// artists it is a member of; an invitation is a mailed one-time link, stored hashed.
export async function up(db: Kysely<any>): Promise<void> {
  // "operator" sees and decides everything; "partner" keeps the records its memberships name.
  await db.schema
    .alterTable("users")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("operator"))
    .execute();
  await db.schema.alterTable("users").addColumn("last_sign_in_at", "bigint").execute();

  await db.schema
    .createTable("memberships")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // "gallery" or "artist"; the record may be a draft not yet published, so no foreign key.
    .addColumn("record_kind", "text", (c) => c.notNull())
    .addColumn("record_id", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("memberships_pk", ["user_id", "record_kind", "record_id"])
    .execute();
  await db.schema
    .createIndex("memberships_record_idx")
    .on("memberships")
    .columns(["record_kind", "record_id"])
    .execute();

  await db.schema
    .createTable("invitations")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    // SHA-256 of the link's token: the token itself is only in the mail.
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    // "operator", "gallery" or "artist"; record_id names the gallery or artist.
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("record_id", "text")
    .addColumn("invited_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("sent_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("accepted_at", "bigint")
    .addColumn("revoked_at", "bigint")
    .execute();
  await db.schema.createIndex("invitations_email_idx").on("invitations").column("email").execute();
  await db.schema
    .createIndex("invitations_invited_by_idx")
    .on("invitations")
    .columns(["invited_by", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("invitations").execute();
  await db.schema.dropTable("memberships").execute();
  await db.schema.alterTable("users").dropColumn("last_sign_in_at").execute();
  await db.schema.alterTable("users").dropColumn("role").execute();
}
