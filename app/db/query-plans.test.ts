import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { closeDatabase, setDatabase } from "#app/db/db.server.ts";
import { mediaImageUrl } from "#app/lib/image-variants.ts";
import { setStorage } from "#app/lib/storage/get-storage.server.ts";
import { LocalStorage } from "#app/lib/storage/local-storage.server.ts";
import {
  countArtists,
  createArtist,
  getArtistBySlugOrId,
  listArtists,
  listFeaturedArtists,
} from "#app/models/artists.server.ts";
import {
  countArtworks,
  createArtwork,
  getArtworkBySlugOrId,
  listArtworksByArtist,
  listArtworksByGallery,
  listArtworksByIds,
  listLatestArtworks,
} from "#app/models/artworks.server.ts";
import {
  countGalleries,
  createGallery,
  getGalleryBySlugOrId,
  listFeaturedGalleries,
  listGalleries,
  listGalleryCities,
} from "#app/models/galleries.server.ts";
import { storeImage } from "#app/models/media.server.ts";
import {
  approveReview,
  createVisitorReview,
  getReviewSummary,
  listApprovedReviews,
} from "#app/models/reviews.server.ts";
import { searchCatalogue, suggestCatalogue } from "#app/models/search.server.ts";
import { makeImage } from "#tests/support/image-fixtures.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "#tests/support/test-database.ts";

// Every query a public page runs must reach its rows through an index, never by reading a whole
// catalogue table or sorting all of it: that is what keeps a page's cost the same at any size.
const CATALOGUE_TABLES = ["artists", "artworks", "galleries", "reviews", "media_images", "slug_history"];

interface Captured {
  sql: string;
  parameters: readonly unknown[];
}

async function runPublicQueries(): Promise<void> {
  const artist = (await listArtists({ limit: 1 }))[0]!;
  const artwork = (await listLatestArtworks({ limit: 1 }))[0]!;
  const gallery = (await listGalleries({ limit: 1 }))[0]!;
  await Promise.all([
    listFeaturedArtists(6),
    listFeaturedGalleries(6),
    listLatestArtworks({ limit: 6 }),
    listArtists({ limit: 24, offset: 0 }),
    countArtists(),
    listLatestArtworks({ limit: 24, offset: 24 }),
    countArtworks(),
    listGalleries({ cityNames: [gallery.city], limit: 24, offset: 0 }),
    countGalleries({ cityNames: [gallery.city] }),
    listGalleryCities(),
  ]);
  await getArtistBySlugOrId(artist.slug);
  await getArtistBySlugOrId(artist.id);
  await getArtistBySlugOrId("a-former-slug");
  await listArtworksByArtist(artist.id, { limit: 3 });
  await countArtworks({ artistId: artist.id });
  await getArtworkBySlugOrId(artwork.slug);
  // A filtered /artworks page reads its 24 artworks by id; the filters' facts are read whole once per
  // page generation, not per page (app/models/artwork-facets.server.ts, decision 020).
  await listArtworksByIds([artwork.id, artist.id]);
  await getGalleryBySlugOrId(gallery.slug);
  await listArtworksByGallery(gallery.id, { limit: 3 });
  await countArtworks({ galleryId: gallery.id });
  await listApprovedReviews(gallery.id);
  await getReviewSummary(gallery.id);
}

// The search may sort what it found (ranking it is its work), but never read every document.
async function runSearchQueries(): Promise<void> {
  await searchCatalogue("plan work");
  await searchCatalogue("plan", { kind: "artwork", limit: 24, offset: 24 });
  await searchCatalogue("ובחיפה");
  await suggestCatalogue("plan wo");
}

async function seed(): Promise<void> {
  const image = await storeImage(await makeImage("jpeg", 400, 300));
  const picture = { imageUrl: mediaImageUrl(image.id), imageId: image.id };
  const galleries = [];
  for (const [i, city] of ["Haifa", "Jerusalem", "Tel Aviv-Yafo"].entries()) {
    galleries.push(
      await createGallery({
        name: `Plan Gallery ${i}`,
        street: "Main Street 1",
        city,
        hours: "10-18",
        description: "d",
        ...picture,
        isFeatured: i === 0,
      }),
    );
  }
  for (let a = 0; a < 4; a++) {
    const artist = await createArtist({
      name: `Plan Artist ${a}`,
      bio: "b",
      ...picture,
      styles: ["Abstract"],
      isFeatured: a < 2,
    });
    for (let w = 0; w < 8; w++) {
      await createArtwork({
        title: `Plan Work ${a}-${w}`,
        ...picture,
        artistId: artist.id,
        galleryId: galleries[w % 3]!.id,
        year: 2000 + w,
      });
    }
  }
  const review = await createVisitorReview({ galleryId: galleries[0]!.id, name: "N", content: "Good", rating: 4 });
  await approveReview(review.id);
}

function selectsOnCatalogue(captured: Captured[]): Captured[] {
  const unique = new Map<string, Captured>();
  for (const query of captured) {
    if (!/^\s*select/i.test(query.sql)) continue;
    if (!CATALOGUE_TABLES.some((table) => query.sql.includes(`"${table}"`))) continue;
    unique.set(query.sql, query);
  }
  return [...unique.values()];
}

for (const engine of testEngines) {
  describe(`query plans of the public pages [${engine}]`, () => {
    let database: TestDatabase;
    const captured: Captured[] = [];
    const capturedSearches: Captured[] = [];
    let capturing: Captured[] | null = null;

    beforeAll(async () => {
      database = await createTestDatabase(engine, {
        onQuery: (text, parameters) => {
          capturing?.push({ sql: text, parameters });
        },
      });
      setDatabase(database);
      setStorage(new LocalStorage(path.join(database.dataDir, "media")));
      await seed();
      // SQLite plans from its built-in assumptions of large tables; statistics of these tiny ones
      // would make a full scan look cheapest. PostgreSQL gets statistics and seqscan priced out.
      if (engine === "postgres") await sql`analyze`.execute(database.db);
      capturing = captured;
      await runPublicQueries();
      capturing = capturedSearches;
      await runSearchQueries();
      capturing = null;
    });

    afterAll(async () => {
      await closeDatabase();
      await database.drop();
    });

    /** SQLite's plan of a captured query, a line per step. */
    async function sqlitePlanOf(query: Captured): Promise<string[]> {
      const plan = await database.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      return plan.rows.map((row) => row.detail);
    }

    /**
     * PostgreSQL's plan of a captured query, as JSON text. Tiny test tables make a sequential scan
     * cheapest; with it priced out, a query that still scans has no index it could use.
     */
    async function postgresPlanOf(query: Captured): Promise<string> {
      const plan = await database.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return trx.executeQuery<{ "QUERY PLAN": unknown }>(
          CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
        );
      });
      return JSON.stringify(plan.rows[0]!["QUERY PLAN"]);
    }

    it("runs the queries being checked", () => {
      expect(selectsOnCatalogue(captured).length).toBeGreaterThan(15);
      expect(capturedSearches.filter((query) => query.sql.includes('"search_documents"')).length).toBe(4);
    });

    it("finds search matches through the full-text index, never reading every document", async () => {
      const problems: string[] = [];
      for (const query of capturedSearches) {
        if (engine === "sqlite") {
          const details = await sqlitePlanOf(query);
          if (details.some((detail) => /^SCAN (d|search_documents)\b/.test(detail))) problems.push(query.sql);
          if (!details.some((detail) => /SCAN search_index VIRTUAL TABLE/.test(detail))) problems.push(query.sql);
        } else {
          const text = await postgresPlanOf(query);
          if (/"Node Type":"Seq Scan"/.test(text)) problems.push(`Seq Scan in ${query.sql}`);
          if (!text.includes('"Index Name":"search_documents_vector_idx"'))
            problems.push(`No GIN index in ${query.sql}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it("reads no catalogue table whole and sorts none of them whole", async () => {
      const problems: string[] = [];
      for (const query of selectsOnCatalogue(captured)) {
        if (engine === "sqlite") {
          for (const detail of await sqlitePlanOf(query)) {
            const scanned = /^SCAN (\w+)(?! USING (?:COVERING )?INDEX)/.exec(detail)?.[1];
            if (scanned && CATALOGUE_TABLES.includes(scanned)) problems.push(`${detail}\n  in ${query.sql}`);
            if (/USE TEMP B-TREE FOR ORDER BY/.test(detail)) problems.push(`${detail}\n  in ${query.sql}`);
          }
        } else {
          const text = await postgresPlanOf(query);
          for (const match of text.matchAll(/"Node Type":"Seq Scan"[^}]*?"Relation Name":"(\w+)"/g)) {
            if (CATALOGUE_TABLES.includes(match[1]!)) problems.push(`Seq Scan on ${match[1]}\n  in ${query.sql}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  });
}
