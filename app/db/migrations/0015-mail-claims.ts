import type { Kysely } from "kysely";

// Frozen once landed. Which sending attempt holds a mail: an instance claims a pending mail with a
// token of its own until next_attempt_at, and only the holder of the token may mark it sent or
// failed. Null when nobody is sending it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("claim_token", "text").execute();
}
