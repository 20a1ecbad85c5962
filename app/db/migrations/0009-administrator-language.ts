import type { Kysely } from "kysely";

// Frozen once landed. The administrator's own language for the admin area (decision 018): English
// until they choose Hebrew, so existing administrators see the area as before.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("language").execute();
}
