import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen once landed. The catalogue search: one document per artist, artwork and gallery in
// search_documents, with each engine's own full-text index of its words: on SQLite an FTS5 table
// (search_index, keyed by doc_id), on PostgreSQL a tsvector column of the document under a GIN
// index. The application normalises every word before either engine sees it.
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Byte order on PostgreSQL too, so both engines put results with equal rank in the same order.
  const sortableText = isPostgres ? sql`text collate "C"` : "text";
  let documents = db.schema
    .createTable("search_documents")
    // FTS5 rows are keyed by an integer.
    .addColumn("doc_id", "integer", (c) =>
      isPostgres ? c.primaryKey().notNull().generatedByDefaultAsIdentity() : c.primaryKey().notNull(),
    )
    // 'artist', 'artwork' or 'gallery'.
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("record_id", sortableText, (c) => c.notNull())
    // An artwork's artist and gallery: their renames and deletions change its document.
    .addColumn("artist_id", "text")
    .addColumn("gallery_id", "text")
    // The name or title as written, for suggestions.
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_he", "text")
    // The normalised name: an exact match ranks first, and results of equal rank sort by it.
    .addColumn("name_key", sortableText, (c) => c.notNull())
    .addColumn("name_he_key", "text");
  // In the row itself: the match and every rank test read the row the GIN index found.
  if (isPostgres) documents = documents.addColumn("vector", sql`tsvector`, (c) => c.notNull());
  await documents.execute();
  await db.schema
    .createIndex("search_documents_record_id_kind_idx")
    .on("search_documents")
    .columns(["record_id", "kind"])
    .unique()
    .execute();
  await db.schema.createIndex("search_documents_artist_id_idx").on("search_documents").column("artist_id").execute();
  await db.schema.createIndex("search_documents_gallery_id_idx").on("search_documents").column("gallery_id").execute();

  if (isPostgres) {
    await sql`create index search_documents_vector_idx on search_documents using gin (vector)`.execute(db);
    // No statistics: sampled lexeme frequencies price an OR of rare typo variants as a scan of the
    // whole table; without them the planner's default selectivity always takes the GIN index.
    await sql`alter table search_documents alter column vector set statistics 0`.execute(db);
    return;
  }
  // Contentless (the words are not stored twice) with deletes by rowid; column detail only (no
  // positions: no phrase search); prefix indexes for suggestions as they are typed.
  await sql`create virtual table search_index using fts5(
    names, variants, text, stripped,
    content = '', contentless_delete = 1, detail = column,
    tokenize = 'unicode61 remove_diacritics 0', prefix = '2 3'
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) await db.schema.dropTable("search_index").execute();
  await db.schema.dropTable("search_documents").execute();
}
