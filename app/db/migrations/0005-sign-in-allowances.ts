import type { Kysely } from "kysely";

// Frozen once landed. Sign-in attempts say which allowance they were counted in, so that one
// stranger's failures never use up a known browser's (a signed device cookie) or another address's.
export async function up(db: Kysely<any>): Promise<void> {
  // The device id of a valid device cookie sent with the attempt, else null.
  await db.schema.alterTable("sign_in_attempts").addColumn("device_id", "text").execute();
  // device (a known browser) | known-address (the account signed in from here before) | new
  await db.schema
    .alterTable("sign_in_attempts")
    .addColumn("allowance", "text", (c) => c.notNull().defaultTo("new"))
    .execute();
  await db.schema
    .createIndex("sign_in_attempts_device_idx")
    .on("sign_in_attempts")
    .columns(["device_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("sign_in_attempts_device_idx").execute();
  await db.schema.alterTable("sign_in_attempts").dropColumn("allowance").execute();
  await db.schema.alterTable("sign_in_attempts").dropColumn("device_id").execute();
}
