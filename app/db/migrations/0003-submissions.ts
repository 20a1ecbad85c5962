import type { Kysely } from "kysely";

// Frozen once landed. Rate limits shared by every app instance, and the durable mail outbox.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
    .execute();
  await db.schema.createIndex("rate_limits_window_start_idx").on("rate_limits").column("window_start").execute();

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    // pending → sent | logged (no SMTP configured) | failed (gave up after its retries)
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("sent_at", "bigint")
    .execute();
  await db.schema
    .createIndex("mail_outbox_status_next_attempt_idx")
    .on("mail_outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mail_outbox").execute();
  await db.schema.dropTable("rate_limits").execute();
}
