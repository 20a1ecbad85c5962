import type { Kysely } from "kysely";

// Frozen once landed. Every sign-in attempt, for the lockout and the audit trail (never a password).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sign_in_attempts")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    // The email as typed, normalised (lowercase, trimmed); it may name no account.
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("ip_address", "text", (c) => c.notNull())
    // pending (its password being checked; counts as a failure) → success | failure | locked
    // (refused without checking the password)
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sign_in_attempts_email_idx")
    .on("sign_in_attempts")
    .columns(["email", "created_at"])
    .execute();
  await db.schema
    .createIndex("sign_in_attempts_ip_idx")
    .on("sign_in_attempts")
    .columns(["ip_address", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sign_in_attempts").execute();
}
