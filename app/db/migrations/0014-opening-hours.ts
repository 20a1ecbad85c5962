import type { Kysely } from "kysely";

// Frozen once landed. A gallery's structured opening hours, as one JSON document (the week's
// intervals, by appointment, dated exceptions and the holiday rules); null where none are set. The
// free-text hours stay in hours and hours_he, shown beside them as a note.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("galleries").addColumn("opening_hours", "text").execute();
}
