import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen once landed. Every process of every instance keeps public pages in memory; one counter in
// the database, moved by triggers on every write to what those pages show, tells all of them at
// once that their copies are out of date, whichever process or script made the write.
const CATALOGUE_TABLES = [
  "artists",
  "artist_styles",
  "artist_keywords",
  "galleries",
  "gallery_images",
  "gallery_keywords",
  "artworks",
  "slug_history",
];

// Reviews count only once approved: a visitor's pending review changes no public page.
const REVIEW_TRIGGERS = [
  { event: "insert", when: "new.status = 'approved'" },
  { event: "update", when: "old.status = 'approved' or new.status = 'approved'" },
  { event: "delete", when: "old.status = 'approved'" },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("page_generation")
    .addColumn("id", "integer", (c) => c.primaryKey().notNull())
    .addColumn("generation", "bigint", (c) => c.notNull())
    .execute();
  await db.insertInto("page_generation").values({ id: 1, generation: 0 }).execute();

  const bump = "update page_generation set generation = generation + 1 where id = 1";
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(`create function page_generation_bump() returns trigger language plpgsql as $$ begin ${bump}; return null; end $$`)
      .execute(db);
    for (const table of CATALOGUE_TABLES) {
      // Once per statement: a save that writes fifty artworks moves the counter once.
      await sql
        .raw(
          `create trigger page_generation_${table} after insert or update or delete on ${table} for each statement execute function page_generation_bump()`,
        )
        .execute(db);
    }
    for (const { event, when } of REVIEW_TRIGGERS) {
      await sql
        .raw(
          `create trigger page_generation_reviews_${event} after ${event} on reviews for each row when (${when}) execute function page_generation_bump()`,
        )
        .execute(db);
    }
    return;
  }
  // SQLite has row triggers only.
  for (const table of CATALOGUE_TABLES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(`create trigger page_generation_${table}_${event} after ${event} on ${table} begin ${bump}; end`)
        .execute(db);
    }
  }
  for (const { event, when } of REVIEW_TRIGGERS) {
    await sql
      .raw(`create trigger page_generation_reviews_${event} after ${event} on reviews when ${when} begin ${bump}; end`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Dropping the function drops every trigger that calls it.
    await sql.raw("drop function page_generation_bump() cascade").execute(db);
  } else {
    for (const table of CATALOGUE_TABLES) {
      for (const event of ["insert", "update", "delete"]) {
        await sql.raw(`drop trigger page_generation_${table}_${event}`).execute(db);
      }
    }
    for (const { event } of REVIEW_TRIGGERS) await sql.raw(`drop trigger page_generation_reviews_${event}`).execute(db);
  }
  await db.schema.dropTable("page_generation").execute();
}
