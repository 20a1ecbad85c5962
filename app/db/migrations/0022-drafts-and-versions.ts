import { sql, type Kysely } from "kysely";

// Frozen once landed. Drafts, review and versions (decision 037): every published state of a
// gallery, artist or artwork is kept as a snapshot of its editor's values, and a change waiting
// for review is one more row, open until an operator publishes it or the record is gone.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("record_versions")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    // "gallery", "artist" or "artwork"; no foreign key: a new record's draft comes before its row.
    .addColumn("record_kind", "text", (c) => c.notNull())
    .addColumn("record_id", "text", (c) => c.notNull())
    // 1, 2, 3… once published; null while a draft.
    .addColumn("number", "integer")
    // "published", or a draft: "waiting" for review, "sent_back" with a note.
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    // The editor's values as JSON: what the editor shows, and what publishing saves.
    .addColumn("data", "text", (c) => c.notNull())
    // 1 for a draft of a record never published (it has no row of its own yet).
    .addColumn("is_new", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("author_id", "text", (c) => c.references("users.id").onDelete("set null"))
    // Kept when the person is removed: the history still says who.
    .addColumn("author_email", "text")
    .addColumn("note", "text")
    .addColumn("reviewer_email", "text")
    .addColumn("reviewed_at", "bigint")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    // A draft's own version token, moved on by every save of it.
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("record_versions_number_idx")
    .on("record_versions")
    .columns(["record_kind", "record_id", "number"])
    .unique()
    .execute();
  // At most one open draft a record, whichever instance saves it.
  await db.schema
    .createIndex("record_versions_open_draft_idx")
    .on("record_versions")
    .columns(["record_kind", "record_id"])
    .unique()
    .where(sql.ref("state"), "in", ["waiting", "sent_back"])
    .execute();
  await db.schema
    .createIndex("record_versions_state_idx")
    .on("record_versions")
    .columns(["state", "created_at"])
    .execute();
  await db.schema
    .createIndex("record_versions_author_idx")
    .on("record_versions")
    .columns(["author_id", "state"])
    .execute();

  // A trusted gallery's or artist's members publish their changes at once.
  for (const table of ["galleries", "artists"]) {
    await db.schema
      .alterTable(table)
      .addColumn("is_trusted", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["galleries", "artists"]) await db.schema.alterTable(table).dropColumn("is_trusted").execute();
  await db.schema.dropTable("record_versions").execute();
}
