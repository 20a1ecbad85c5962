import { sql, type Kysely } from "kysely";

// Frozen once landed: change the schema with a new numbered migration, never by editing this one.
// Types are spelled so that both SQLite and PostgreSQL accept them: booleans are 0/1 integers,
// times are epoch milliseconds in bigint columns.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("last_seen_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();
  await db.schema.createIndex("sessions_expires_at_idx").on("sessions").column("expires_at").execute();

  await db.schema
    .createTable("artists")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("bio", "text", (c) => c.notNull())
    .addColumn("image_url", "text", (c) => c.notNull())
    .addColumn("website", "text")
    .addColumn("instagram", "text")
    .addColumn("facebook", "text")
    .addColumn("twitter", "text")
    .addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("seo_title", "text")
    .addColumn("seo_description", "text")
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("artists_featured_created_at_idx")
    .on("artists")
    .columns(["is_featured", "created_at"])
    .execute();
  await db.schema.createIndex("artists_created_at_idx").on("artists").column("created_at").execute();

  await db.schema
    .createTable("artist_styles")
    .addColumn("artist_id", "text", (c) => c.notNull().references("artists.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("style", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("artist_styles_pk", ["artist_id", "position"])
    .execute();

  await db.schema
    .createTable("artist_keywords")
    .addColumn("artist_id", "text", (c) => c.notNull().references("artists.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("keyword", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("artist_keywords_pk", ["artist_id", "position"])
    .execute();

  await db.schema
    .createTable("galleries")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("street", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("location", "text", (c) => c.notNull())
    .addColumn("latitude", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("longitude", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("hours", "text", (c) => c.notNull())
    .addColumn("image_url", "text")
    .addColumn("default_image", "text")
    .addColumn("website", "text")
    .addColumn("instagram", "text")
    .addColumn("facebook", "text")
    .addColumn("twitter", "text")
    .addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("seo_title", "text")
    .addColumn("seo_description", "text")
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("galleries_featured_created_at_idx")
    .on("galleries")
    .columns(["is_featured", "created_at"])
    .execute();
  await db.schema.createIndex("galleries_city_idx").on("galleries").columns(["city", "created_at"]).execute();
  await db.schema.createIndex("galleries_created_at_idx").on("galleries").column("created_at").execute();

  await db.schema
    .createTable("gallery_images")
    .addColumn("gallery_id", "text", (c) => c.notNull().references("galleries.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("gallery_images_pk", ["gallery_id", "position"])
    .execute();

  await db.schema
    .createTable("gallery_keywords")
    .addColumn("gallery_id", "text", (c) => c.notNull().references("galleries.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("keyword", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("gallery_keywords_pk", ["gallery_id", "position"])
    .execute();

  await db.schema
    .createTable("artworks")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("image_url", "text", (c) => c.notNull())
    .addColumn("year", "integer")
    .addColumn("description", "text")
    .addColumn("artist_id", "text", (c) => c.notNull().references("artists.id").onDelete("cascade"))
    .addColumn("gallery_id", "text", (c) => c.references("galleries.id").onDelete("set null"))
    .addColumn("user_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("artworks_created_at_idx").on("artworks").columns(["created_at", "id"]).execute();
  await db.schema
    .createIndex("artworks_artist_id_created_at_idx")
    .on("artworks")
    .columns(["artist_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("artworks_gallery_id_created_at_idx")
    .on("artworks")
    .columns(["gallery_id", "created_at"])
    .execute();

  await db.schema
    .createTable("reviews")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("gallery_id", "text", (c) => c.notNull().references("galleries.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull())
    // pending | approved | rejected: one column instead of the original's isApproved/isPending pair.
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("is_admin_review", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addCheckConstraint("reviews_rating_range", sql`rating >= 1 and rating <= 5`)
    .addCheckConstraint("reviews_status_known", sql`status in ('pending', 'approved', 'rejected')`)
    .execute();
  await db.schema
    .createIndex("reviews_gallery_id_status_created_at_idx")
    .on("reviews")
    .columns(["gallery_id", "status", "created_at"])
    .execute();
  await db.schema.createIndex("reviews_status_created_at_idx").on("reviews").columns(["status", "created_at"]).execute();

  // The spec's "contacts" collection: purchase inquiries about an artwork.
  await db.schema
    .createTable("inquiries")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    // Kept when the artwork is deleted: an inquiry is never lost, and artwork_title still says what it was about.
    .addColumn("artwork_id", "text", (c) => c.references("artworks.id").onDelete("set null"))
    .addColumn("artwork_title", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("inquiries_created_at_idx").on("inquiries").column("created_at").execute();
  await db.schema.createIndex("inquiries_artwork_id_idx").on("inquiries").column("artwork_id").execute();

  await db.schema
    .createTable("messages")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("messages_created_at_idx").on("messages").column("created_at").execute();

  // Old slugs keep reaching their record after a rename (the route redirects to the current slug).
  await db.schema
    .createTable("slug_history")
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("record_id", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("slug_history_pk", ["entity", "slug"])
    .execute();
  await db.schema.createIndex("slug_history_record_idx").on("slug_history").columns(["entity", "record_id"]).execute();

  // Facts about this installation, such as whether the sample catalogue was loaded once.
  await db.schema
    .createTable("app_meta")
    .addColumn("key", "text", (c) => c.primaryKey().notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "app_meta",
    "slug_history",
    "messages",
    "inquiries",
    "reviews",
    "artworks",
    "gallery_keywords",
    "gallery_images",
    "galleries",
    "artist_keywords",
    "artist_styles",
    "artists",
    "sessions",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
