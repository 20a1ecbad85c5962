import { PostgresAdapter, sql, type Kysely } from "kysely";

// Frozen once landed. What a collector decides by: an artwork's medium, materials, size, edition,
// condition flags, availability and asking price; and the reference exchange rates the pages use
// for approximate prices in other currencies.
export async function up(db: Kysely<any>): Promise<void> {
  const columns: [string, "text" | "integer" | "double precision"][] = [
    // One key of a fixed list (painting, drawing, …, mixed-media, …, other); null when not stated.
    ["medium", "text"],
    ["materials", "text"],
    ["materials_he", "text"],
    // Centimetres; depth only for works that have one.
    ["height_cm", "double precision"],
    ["width_cm", "double precision"],
    ["depth_cm", "double precision"],
    // 'unique' or 'edition' (then edition_number of edition_size); null when not stated.
    ["edition_kind", "text"],
    ["edition_number", "integer"],
    ["edition_size", "integer"],
    // 1 yes, 0 no, null unknown.
    ["is_framed", "integer"],
    ["is_signed", "integer"],
    ["has_certificate", "integer"],
    // Whole shekels; null is "price on request" for a work for sale.
    ["price_ils", "integer"],
  ];
  // One column a statement: SQLite adds one at a time.
  for (const [name, type] of columns) {
    await db.schema.alterTable("artworks").addColumn(name, type).execute();
  }
  // Every artwork could be asked about before: they start as for sale, price on request.
  await db.schema
    .alterTable("artworks")
    .addColumn("availability", "text", (c) => c.notNull().defaultTo("for-sale"))
    .execute();

  await db.schema
    .createTable("exchange_rates")
    // ISO 4217 code of the foreign currency (USD, EUR).
    .addColumn("currency", "text", (c) => c.primaryKey().notNull())
    // Shekels for one unit of the currency.
    .addColumn("shekels_per_unit", "double precision", (c) => c.notNull())
    // The day the publisher set the rate (YYYY-MM-DD), not the day it was fetched.
    .addColumn("rate_date", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("fetched_at", "bigint", (c) => c.notNull())
    .execute();

  // Public pages show approximate prices: a new rate tells the page caches, as 0006 does.
  const bump = "update page_generation set generation = generation + 1 where id = 1";
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        "create trigger page_generation_exchange_rates after insert or update or delete on exchange_rates for each statement execute function page_generation_bump()",
      )
      .execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql
      .raw(`create trigger page_generation_exchange_rates_${event} after ${event} on exchange_rates begin ${bump}; end`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("exchange_rates").execute();
  for (const name of [
    "availability",
    "price_ils",
    "has_certificate",
    "is_signed",
    "is_framed",
    "edition_size",
    "edition_number",
    "edition_kind",
    "depth_cm",
    "width_cm",
    "height_cm",
    "materials_he",
    "materials",
    "medium",
  ]) {
    await db.schema.alterTable("artworks").dropColumn(name).execute();
  }
}
