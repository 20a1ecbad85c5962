import type { Kysely } from "kysely";

// Frozen once landed. Work that several instances of the app could each start, held by one of them
// at a time:
// - mail_outbox.claim_token: which sending attempt holds a pending mail (until next_attempt_at);
//   only its holder may mark the mail sent or failed. Null when nobody is sending it.
// - media_work: a stored image's size being made, by whom and until when, so the others wait for it
//   in the shared store instead of making it again. A row lives only while the size is made.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("claim_token", "text").execute();
  await db.schema
    .createTable("media_work")
    .addColumn("key", "text", (col) => col.primaryKey().notNull())
    .addColumn("token", "text", (col) => col.notNull())
    .addColumn("claimed_until", "bigint", (col) => col.notNull())
    .execute();
}
