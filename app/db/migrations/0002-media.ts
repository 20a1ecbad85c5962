import type { Kysely } from "kysely";

// Frozen once landed. Stored images and the links from artists, artworks, galleries and gallery
// images to them. Variants are not rows: their keys follow from the image's id and width.
// imageUrl stays the spec's field: for a stored image it is /media/{id}; image_id says which
// stored image it is (null for an external URL).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("media_images")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("source_format", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("placeholder", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();

  for (const table of ["artists", "artworks", "galleries", "gallery_images"]) {
    await db.schema
      .alterTable(table)
      .addColumn("image_id", "text", (c) => c.references("media_images.id").onDelete("set null"))
      .execute();
    await db.schema.createIndex(`${table}_image_id_idx`).on(table).column("image_id").execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["artists", "artworks", "galleries", "gallery_images"]) {
    await db.schema.dropIndex(`${table}_image_id_idx`).execute();
    await db.schema.alterTable(table).dropColumn("image_id").execute();
  }
  await db.schema.dropTable("media_images").execute();
}
