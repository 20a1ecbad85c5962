import type { Kysely } from "kysely";

// Frozen once landed. Two-step sign-in for the administrator (decision 028): the authenticator
// app's secret (on when set), the secret being set up (never in the page), the last time step
// used (a code works once), the hashed recovery codes, and the sign-ins waiting for their code.
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds them one at a time.
  const columns = [
    ["totp_secret", "text"],
    ["totp_enabled_at", "bigint"],
    ["totp_last_step", "bigint"],
    ["totp_pending_secret", "text"],
    ["totp_pending_at", "bigint"],
  ] as const;
  for (const [name, type] of columns) await db.schema.alterTable("users").addColumn(name, type).execute();

  await db.schema
    .createTable("recovery_codes")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // SHA-256 of the code as typed without spaces or dashes, in lowercase.
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema
    .createIndex("recovery_codes_user_hash_idx")
    .on("recovery_codes")
    .columns(["user_id", "code_hash"])
    .execute();

  await db.schema
    .createTable("pending_sign_ins")
    // SHA-256 of the token in the browser's cookie, as for sessions.
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("pending_sign_ins_user_id_idx").on("pending_sign_ins").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("pending_sign_ins").execute();
  await db.schema.dropTable("recovery_codes").execute();
  for (const column of ["totp_secret", "totp_enabled_at", "totp_last_step", "totp_pending_secret", "totp_pending_at"])
    await db.schema.alterTable("users").dropColumn(column).execute();
}
