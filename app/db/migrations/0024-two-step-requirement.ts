import type { Kysely } from "kysely";

// Frozen once landed. Who must use two-step sign-in (decision 036), an operator's choice for the
// whole site: "none" (as before), "operators", or "everyone" (operators and partners).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("site_settings")
    .addColumn("two_step_required", "text", (c) => c.notNull().defaultTo("none"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("site_settings").dropColumn("two_step_required").execute();
}
