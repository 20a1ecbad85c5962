import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen once landed. The Hebrew name of each style tag, one shared vocabulary: a style is
// free text in artist_styles, and its Hebrew name belongs to the style, not to one artist, so
// every artist tagged "Abstract" shows the same Hebrew word. No row means "not translated".
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("style_names")
    // The tag exactly as stored in artist_styles.style (the filter's value).
    .addColumn("style", "text", (c) => c.primaryKey().notNull())
    .addColumn("name_he", "text", (c) => c.notNull())
    .execute();

  // Public pages show these names: a write tells the page caches, as 0006 does for the catalogue.
  const bump = "update page_generation set generation = generation + 1 where id = 1";
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        "create trigger page_generation_style_names after insert or update or delete on style_names for each statement execute function page_generation_bump()",
      )
      .execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql
      .raw(`create trigger page_generation_style_names_${event} after ${event} on style_names begin ${bump}; end`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // Its triggers go with the table on both engines.
  await db.schema.dropTable("style_names").execute();
}
