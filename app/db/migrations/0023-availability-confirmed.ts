import { sql, type Kysely } from "kysely";

// Frozen once landed. When someone last said an artwork's availability and price are right (a save
// of them, or "Still right" on a partner's dashboard): a partner is asked again after 90 days.
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds a not-null column only with a default; 0 (the epoch) reads as "never confirmed".
  await db.schema
    .alterTable("artworks")
    .addColumn("availability_confirmed_at", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  // What the site knew before: the work's last save is the last time anyone looked at it.
  await db
    .updateTable("artworks")
    .set({ availability_confirmed_at: sql`updated_at` })
    .execute();
  // A partner's stale works: by its artists or at its galleries, oldest confirmation first.
  await db.schema
    .createIndex("artworks_artist_id_confirmed_idx")
    .on("artworks")
    .columns(["artist_id", "availability_confirmed_at"])
    .execute();
  await db.schema
    .createIndex("artworks_gallery_id_confirmed_idx")
    .on("artworks")
    .columns(["gallery_id", "availability_confirmed_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("artworks_gallery_id_confirmed_idx").execute();
  await db.schema.dropIndex("artworks_artist_id_confirmed_idx").execute();
  await db.schema.alterTable("artworks").dropColumn("availability_confirmed_at").execute();
}
