import type { Kysely } from "kysely";

// Frozen once landed. The Hebrew version of what the administrator writes: a nullable column
// beside each translatable text. Null (or blank) means "not translated": the page then shows the
// other language's text, marked with its language. Facts that do not depend on language (dates,
// links, coordinates, images, flags) stay in one column.
const COLUMNS: Record<string, string[]> = {
  artists: ["name_he", "bio_he", "seo_title_he", "seo_description_he"],
  artworks: ["title_he", "description_he"],
  galleries: ["name_he", "street_he", "city_he", "description_he", "hours_he", "seo_title_he", "seo_description_he"],
  // Only reviews the editors write have a second version; a visitor's stays as typed.
  reviews: ["name_he", "content_he"],
  site_pages: ["title_he", "body_he"],
  site_settings: ["office_address_he"],
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(COLUMNS)) {
    // One column a statement: SQLite adds one at a time.
    for (const column of columns) await db.schema.alterTable(table).addColumn(column, "text").execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, columns] of Object.entries(COLUMNS)) {
    for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
