import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen once landed. What the administrator edits on the Site page instead of code: one row of
// settings (the contact page's office address, the footer's social links, the home hero's artwork)
// and the written pages (/about, /privacy, /terms). Both tables are shown on public pages, so a
// write moves the page generation (0006) like a write to the catalogue does.
const TABLES = ["site_settings", "site_pages"];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_settings")
    // Always 1: there is one row, made here, so a save only ever updates it.
    .addColumn("id", "integer", (c) => c.primaryKey().notNull())
    .addColumn("office_address", "text", (c) => c.notNull())
    .addColumn("instagram_url", "text", (c) => c.notNull())
    .addColumn("facebook_url", "text", (c) => c.notNull())
    .addColumn("twitter_url", "text", (c) => c.notNull())
    .addColumn("hero_artwork_id", "text", (c) => c.references("artworks.id").onDelete("set null"))
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  // What the site showed before these were editable: the spec's placeholder address and links.
  await db
    .insertInto("site_settings")
    .values({
      id: 1,
      office_address: "Omanut Art Platform\n123 Art Street\nTel Aviv-Yafo, Israel",
      instagram_url: "https://www.instagram.com/",
      facebook_url: "https://www.facebook.com/",
      twitter_url: "https://x.com/",
      hero_artwork_id: null,
      updated_at: 1,
    })
    .execute();

  await db.schema
    .createTable("site_pages")
    .addColumn("slug", "text", (c) => c.primaryKey().notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of TABLES) {
      await sql
        .raw(
          `create trigger page_generation_${table} after insert or update or delete on ${table} for each statement execute function page_generation_bump()`,
        )
        .execute(db);
    }
    return;
  }
  const bump = "update page_generation set generation = generation + 1 where id = 1";
  for (const table of TABLES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql
        .raw(`create trigger page_generation_${table}_${event} after ${event} on ${table} begin ${bump}; end`)
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // Dropping a table drops its triggers.
  await db.schema.dropTable("site_pages").execute();
  await db.schema.dropTable("site_settings").execute();
}
