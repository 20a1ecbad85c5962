import type { Kysely } from "kysely";

// Frozen once landed. What was done in the admin area and at its door: who (the account, and the
// email as it was typed or known then), when, what (an action and the record it touched, by kind,
// id and name as they were, and a detail such as a new status), and from which address. Kept for a year.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (col) => col.primaryKey().notNull())
    .addColumn("at", "bigint", (col) => col.notNull())
    .addColumn("user_id", "text")
    .addColumn("actor", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target_kind", "text")
    .addColumn("target_id", "text")
    .addColumn("target_name", "text")
    .addColumn("detail", "text")
    .addColumn("address", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").column("at").execute();
}
