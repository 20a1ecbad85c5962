import { CompiledQuery, sql, type Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#app/db/database.server.ts";
import { closeDatabase, getDb, setDatabase } from "#app/db/db.server.ts";
import { migrations } from "#app/db/migrations/index.ts";
import { blankArtworkFacts, type ArtworkFacts } from "#app/lib/artwork-facts.ts";
import {
  createTestDatabase,
  describeEachEngine,
  testEngines,
  type TestDatabase,
} from "#tests/support/test-database.ts";
import type { Membership } from "./access.server.ts";
import { createArtist, updateArtist } from "./artists.server.ts";
import { confirmArtworkAvailability, countStaleArtworks, listStaleArtworks } from "./artwork-availability.server.ts";
import { createArtwork, insertArtworkBatch, updateArtwork } from "./artworks.server.ts";
import { createGallery } from "./galleries.server.ts";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2027, 0, 15);

const setConfirmedAt = (id: string, at: number) =>
  getDb().updateTable("artworks").set({ availability_confirmed_at: at }).where("id", "=", id).execute();

async function confirmedAtOf(id: string) {
  const row = await getDb()
    .selectFrom("artworks")
    .select("availability_confirmed_at")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return Number(row.availability_confirmed_at);
}

/** Whether the work's last save confirmed its availability: the two times are one. */
async function isConfirmedBySave(id: string) {
  const row = await getDb()
    .selectFrom("artworks")
    .select(["availability_confirmed_at", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return Number(row.availability_confirmed_at) === Number(row.updated_at);
}

const newArtist = (name: string) => createArtist({ name, bio: "b", imageUrl: "/a.jpg" });
const newGallery = (name: string) =>
  createGallery({ name, street: "Herzl 1", city: "Haifa", hours: "", description: "d", imageUrl: "/g.jpg" });

/** A partner keeping these artists and galleries, as the session reads it. */
const partner = (...memberships: Membership[]) => ({ memberships });
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describeEachEngine("stale availability", () => {
  it("lists a partner's works not confirmed for 90 days, oldest first, once each, and never another partner's", async () => {
    const own = await newArtist("Stale Own Artist");
    const other = await newArtist("Stale Other Artist");
    const ownGallery = await newGallery("Stale Own Gallery");
    const otherGallery = await newGallery("Stale Other Gallery");
    const work = async (title: string, artistId: string, galleryId: string | null, daysAgo: number | "never") => {
      const created = await createArtwork({ title, imageUrl: "/w.jpg", artistId, galleryId });
      await setConfirmedAt(created.id, daysAgo === "never" ? 0 : NOW - daysAgo * DAY);
      return created;
    };
    const byOwnArtist = await work("By Own Artist", own.id, null, 100);
    // Confirmed 90 days ago to the millisecond: not yet stale.
    await work("Fresh", own.id, null, 90);
    const atOwnGallery = await work("At Own Gallery", other.id, ownGallery.id, 200);
    // By its artist and at its gallery: listed and counted once.
    const both = await work("Both", own.id, ownGallery.id, 95);
    const never = await work("Never Confirmed", own.id, null, "never");
    const othersOnly = await work("Other Partner's", other.id, otherGallery.id, 300);

    const keeper = partner({ kind: "artist", recordId: own.id }, { kind: "gallery", recordId: ownGallery.id });
    const stale = await listStaleArtworks(keeper, { limit: 20, now: NOW });
    expect(ids(stale)).toEqual(ids([never, atOwnGallery, byOwnArtist, both]));
    expect(stale[0]).toMatchObject({ title: "Never Confirmed", artistName: "Stale Own Artist", confirmedAt: null });
    expect(stale[1]).toMatchObject({
      title: "At Own Gallery",
      artistName: "Stale Other Artist",
      availability: "for-sale",
      priceIls: null,
      confirmedAt: NOW - 200 * DAY,
    });
    expect(await countStaleArtworks(keeper, NOW)).toBe(4);
    // Bounded: the first few, and the count of all.
    expect(ids(await listStaleArtworks(keeper, { limit: 2, now: NOW }))).toEqual(ids([never, atOwnGallery]));

    const otherPartner = partner({ kind: "gallery", recordId: otherGallery.id });
    expect(ids(await listStaleArtworks(otherPartner, { limit: 20, now: NOW }))).toEqual(ids([othersOnly]));
    expect(await countStaleArtworks(otherPartner, NOW)).toBe(1);
    expect(await listStaleArtworks(partner(), { limit: 20, now: NOW })).toEqual([]);
    expect(await countStaleArtworks(partner(), NOW)).toBe(0);
    expect(await countStaleArtworks(keeper, NOW + 1)).toBe(5);
  });

  it("confirms a work's availability at the time given, changing nothing else", async () => {
    const artist = await newArtist("Confirm Artist");
    const created = await createArtwork({ title: "Still Here", imageUrl: "/w.jpg", artistId: artist.id });
    await setConfirmedAt(created.id, NOW - 400 * DAY);
    const row = () => getDb().selectFrom("artworks").selectAll().where("id", "=", created.id).executeTakeFirstOrThrow();
    const before = await row();

    expect(await confirmArtworkAvailability(created.id, NOW)).toEqual({ title: "Still Here" });
    const after = await row();
    expect(Number(after.availability_confirmed_at)).toBe(NOW);
    expect({ ...after, availability_confirmed_at: 0 }).toEqual({ ...before, availability_confirmed_at: 0 });
    const keeper = partner({ kind: "artist", recordId: artist.id });
    expect(await listStaleArtworks(keeper, { limit: 20, now: NOW })).toEqual([]);
    expect(await countStaleArtworks(keeper, NOW + 91 * DAY)).toBe(1);

    expect(await confirmArtworkAvailability("no-such-artwork", NOW)).toBeNull();
  });

  it("confirms on every save of a work's facts, and in the artist's form only when a row changes them", async () => {
    const artist = await newArtist("Saving Artist");
    const facts: ArtworkFacts = { ...blankArtworkFacts(), availability: "for-sale", priceIls: 5000 };
    const created = await createArtwork({ title: "Saved", imageUrl: "/w.jpg", artistId: artist.id }, { now: NOW });
    expect(await confirmedAtOf(created.id)).toBe(NOW);

    // Saved without its facts (not from an editor), the confirmation stays as it was.
    await setConfirmedAt(created.id, 5);
    await updateArtwork(created.id, { title: "Saved Again", imageUrl: "/w.jpg", artistId: artist.id }, { now: NOW });
    expect(await confirmedAtOf(created.id)).toBe(5);
    // The work's own editor always sends its availability and price: saving says they are right.
    await updateArtwork(created.id, { title: "Saved", imageUrl: "/w.jpg", artistId: artist.id, facts }, { now: NOW });
    expect(await isConfirmedBySave(created.id)).toBe(true);
    expect(await confirmedAtOf(created.id)).toBeGreaterThanOrEqual(NOW);

    await setConfirmedAt(created.id, 5);
    const row = (changes: Partial<ArtworkFacts> = {}) => ({
      id: created.id,
      title: "Saved",
      imageUrl: "/w.jpg",
      facts: { ...facts, ...changes },
    });
    const base = { name: "Saving Artist", bio: "b", imageUrl: "/a.jpg" };
    // The artist's form folds its rows: a row saved as it was confirms nothing.
    await updateArtist(artist.id, { ...base, artworks: [row()] }, { now: NOW });
    expect(await confirmedAtOf(created.id)).toBe(5);
    await updateArtist(artist.id, { ...base, artworks: [row({ priceIls: 5500 })] }, { now: NOW });
    expect(await isConfirmedBySave(created.id)).toBe(true);
    expect(await confirmedAtOf(created.id)).toBeGreaterThanOrEqual(NOW);
    await setConfirmedAt(created.id, 5);
    await updateArtist(artist.id, { ...base, artworks: [row({ priceIls: 5500, availability: "sold" })] });
    expect(await isConfirmedBySave(created.id)).toBe(true);
  });

  it("starts every existing work as confirmed at its last save (migration 0023)", async () => {
    const artist = await newArtist("Migrated Artist");
    const created = await createArtwork({ title: "Migrated", imageUrl: "/w.jpg", artistId: artist.id });
    const db = getDb() as unknown as Kysely<any>;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const names = Object.keys(migrations).sort();
    const previous = names[names.indexOf("0023-availability-confirmed") - 1]!;
    expect((await migrator.migrateTo(previous)).error).toBeUndefined();
    await db.updateTable("artworks").set({ updated_at: 123_456 }).where("id", "=", created.id).execute();
    await migrateToLatest(db);
    expect(await confirmedAtOf(created.id)).toBe(123_456);
  });
});

for (const engine of testEngines) {
  describe(`stale availability's query plans [${engine}]`, () => {
    let database: TestDatabase;
    let captured: { sql: string; parameters: readonly unknown[] }[] | null = null;

    beforeAll(async () => {
      database = await createTestDatabase(engine, {
        onQuery: (sql, parameters) => captured?.push({ sql, parameters }),
      });
      setDatabase(database);
    });
    afterAll(async () => {
      await closeDatabase();
      await database.drop();
    });

    // A gallery with thousands of stale works costs what one with three does: no read of every artwork.
    it("reaches a partner's works through the artist's and gallery's confirmation indexes", async () => {
      // Enough works across enough records that PostgreSQL's statistics pick what a real catalogue gets.
      const artists: { id: string }[] = [];
      const galleries: { id: string }[] = [];
      for (let i = 0; i < 20; i++) artists.push(await newArtist(`Plan Artist ${i}`));
      for (let i = 0; i < 10; i++) galleries.push(await newGallery(`Plan Gallery ${i}`));
      const [artist, gallery] = [artists[0]!, galleries[0]!];
      for (let batch = 0; batch < 4; batch++) {
        await insertArtworkBatch(
          Array.from({ length: 500 }, (_, i) => ({
            slug: `plan-${batch}-${i}`,
            title: `Plan ${batch}-${i}`,
            image_url: "/w.jpg",
            artist_id: artists[i % artists.length]!.id,
            gallery_id: galleries[i % galleries.length]!.id,
            created_at: NOW,
            updated_at: NOW,
            availability_confirmed_at: NOW - ((batch * 500 + i) % 365) * DAY,
          })),
        );
      }
      if (engine === "postgres") await sql`analyze`.execute(database.db);
      const keeper = partner({ kind: "artist", recordId: artist.id }, { kind: "gallery", recordId: gallery.id });
      captured = [];
      await listStaleArtworks(keeper, { limit: 20, now: NOW });
      await countStaleArtworks(keeper, NOW);
      const queries = captured;
      captured = null;
      expect(queries).toHaveLength(2);
      for (const query of queries) {
        if (engine === "sqlite") {
          const plan = await database.db.executeQuery<{ detail: string }>(
            CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
          );
          const details = plan.rows.map((row) => row.detail);
          expect(
            details.filter((detail) => /^SCAN artworks\b/.test(detail)),
            query.sql,
          ).toEqual([]);
          expect(
            details.some((detail) => detail.includes("artworks_artist_id_confirmed_idx")),
            query.sql,
          ).toBe(true);
          expect(
            details.some((detail) => detail.includes("artworks_gallery_id_confirmed_idx")),
            query.sql,
          ).toBe(true);
        } else {
          // Tiny tables make a sequential scan cheapest; priced out, a query that still scans has no index to use.
          const plan = await database.db.transaction().execute(async (trx) => {
            await sql`set local enable_seqscan = off`.execute(trx);
            return trx.executeQuery<{ "QUERY PLAN": unknown }>(
              CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
            );
          });
          const text = JSON.stringify(plan.rows[0]!["QUERY PLAN"]);
          expect(text, query.sql).not.toMatch(/"Node Type":"Seq Scan"[^}]*?"Relation Name":"artworks"/);
          expect(text, query.sql).toContain("artworks_artist_id_confirmed_idx");
          expect(text, query.sql).toContain("artworks_gallery_id_confirmed_idx");
        }
      }
    });
  });
}
