import type { Kysely } from "kysely";

// Frozen once landed. A collector's question goes with the inquiry; older inquiries have none.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("inquiries").addColumn("message", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("inquiries").dropColumn("message").execute();
}
