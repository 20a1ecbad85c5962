import type { Kysely } from "kysely";

// Frozen once landed. Refused sign-ins summarized in the audit trail (one row per address, kind and
// hour, counted and updated in place under a unique summary key), and the one-time links that let a
// new browser sign in while the account's daily total for new browsers is spent (decision 030).
export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite adds them one at a time.
  await db.schema
    .alterTable("audit_log")
    .addColumn("count", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("audit_log").addColumn("first_at", "bigint").execute();
  await db.schema.alterTable("audit_log").addColumn("summary_key", "text").execute();
  await db.schema.createIndex("audit_log_summary_key").on("audit_log").column("summary_key").unique().execute();
  // The pages of the trail are read newest first by (at, id), filtered by action.
  await db.schema.createIndex("audit_log_at_id").on("audit_log").columns(["at", "id"]).execute();

  await db.schema
    .createTable("sign_in_links")
    // SHA-256 of the token in the mailed link, as for sessions: the table never holds a usable link.
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema.createIndex("sign_in_links_user_id_idx").on("sign_in_links").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sign_in_links").execute();
  await db.schema.dropIndex("audit_log_at_id").execute();
  await db.schema.dropIndex("audit_log_summary_key").execute();
  for (const column of ["summary_key", "first_at", "count"])
    await db.schema.alterTable("audit_log").dropColumn(column).execute();
}
