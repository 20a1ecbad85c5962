import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { setDatabase } from "#app/db/db.server.ts";
import type { DB } from "#app/db/schema.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "#tests/support/test-database.ts";
import { rebuildSearchIndex } from "./search-index.server.ts";
import { searchCatalogue, suggestCatalogue } from "./search.server.ts";

// SQLite's FTS5 and PostgreSQL's tsvector must answer every query alike: the same ids in the same
// order. One fixed bilingual catalogue, written with fixed ids into both, asked the same queries.

const NOW = 1_700_000_000_000;
const stamps = { created_at: NOW, updated_at: NOW };

async function seedFixedCatalogue(db: Kysely<DB>): Promise<void> {
  const galleries = [
    [
      "g1",
      "Old Port Gallery",
      "Jaffa",
      "הגלריה בנמל הישן",
      "יפו",
      "Paintings and prints by the sea.",
      "ציורים והדפסים ליד הים.",
    ],
    [
      "g2",
      "Hills Light House",
      "Jerusalem",
      "בית אור ההרים",
      "ירושלים",
      "Photography of the Judean hills.",
      "צילום של הרי יהודה.",
    ],
    [
      "g3",
      "Carmel Ceramics",
      "Haifa",
      "קרמיקה בכרמל",
      "חיפה",
      "Ceramics and sculpture studios.",
      "סדנאות קרמיקה ופיסול.",
    ],
  ] as const;
  for (const [id, name, city, nameHe, cityHe, description, descriptionHe] of galleries) {
    await db
      .insertInto("galleries")
      .values({
        id,
        slug: id,
        name,
        street: "Main 1",
        city,
        location: city,
        description,
        hours: "10-18",
        name_he: nameHe,
        city_he: cityHe,
        description_he: descriptionHe,
        ...stamps,
      })
      .execute();
  }
  const artists = [
    [
      "a1",
      "Yosef Shapira",
      "יוסף שפירא",
      "Paints harbours and boats in oil.",
      "מצייר נמלים וסירות בשמן.",
      ["Landscape"],
    ],
    ["a2", "Dana Shapiro", "דנה שפירו", "Sculptures in bronze and clay.", "פסלים בברונזה ובחימר.", ["Sculpture"]],
    [
      "a3",
      "Miriam Levi",
      "מִרְיָם לֵוִי",
      "Photographs of Jerusalem at dawn.",
      "צילומים של ירושלים עם שחר.",
      ["Photography"],
    ],
    [
      "a4",
      "Shira Galleria",
      "שירה גלריה",
      "Ink drawings of galleries and museums.",
      "רישומי דיו של גלריות ומוזיאונים.",
      [],
    ],
  ] as const;
  for (const [id, name, nameHe, bio, bioHe, styles] of artists) {
    await db
      .insertInto("artists")
      .values({
        id,
        slug: id,
        name,
        name_he: nameHe,
        bio,
        bio_he: bioHe,
        image_url: "https://example.com/a.jpg",
        ...stamps,
      })
      .execute();
    for (const [position, style] of styles.entries()) {
      await db.insertInto("artist_styles").values({ artist_id: id, position, style }).execute();
    }
  }
  await db
    .insertInto("style_names")
    .values([
      { style: "Landscape", name_he: "נוף" },
      { style: "Sculpture", name_he: "פיסול" },
      { style: "Photography", name_he: "צילום" },
    ])
    .execute();
  const artworks = [
    ["w1", "Harbour at Dusk", "נמל בשקיעה", "a1", "g1", "painting", "Oil on canvas", "שמן על בד"],
    ["w2", "Boats", "סירות", "a1", "g1", "painting", "Oil on linen", "שמן על פשתן"],
    ["w3", "Shapira's Boats", "הסירות של שפירא", "a1", null, "drawing", "Pencil", "עיפרון"],
    ["w4", "Bronze Bird", "ציפור ברונזה", "a2", "g3", "sculpture", "Bronze", "ברונזה"],
    ["w5", "Clay Bowls", "קערות חימר", "a2", "g3", "ceramics", "Clay and glaze", "חימר וזיגוג"],
    ["w6", "Jerusalem Dawn", "שחר בירושלים", "a3", "g2", "photography", "Silver gelatin print", "הדפס כסף"],
    ["w7", "Hills", "ההרים", "a3", "g2", "photography", null, null],
    ["w8", "The Gallery", "הגלריה", "a4", null, "drawing", "Ink on paper", "דיו על נייר"],
    ["w9", "Galleries of Tel Aviv", "גלריות תל אביב", "a4", "g1", "print", "Etching", "תחריט"],
    ["w10", "Untitled", null, "a4", null, null, null, null],
  ] as const;
  for (const [id, title, titleHe, artistId, galleryId, medium, materials, materialsHe] of artworks) {
    await db
      .insertInto("artworks")
      .values({
        id,
        slug: id,
        title,
        title_he: titleHe,
        artist_id: artistId,
        gallery_id: galleryId,
        medium,
        materials,
        materials_he: materialsHe,
        image_url: "https://example.com/w.jpg",
        ...stamps,
      })
      .execute();
  }
  await rebuildSearchIndex(db);
}

const QUERIES = [
  "Shapira",
  "shapiro",
  "שפירא",
  "boats",
  "סירות",
  "בסירות",
  "ירושלים",
  "בירושלים",
  "יְרוּשָׁלַיִם",
  "galleries",
  "גלריה",
  "והגלריה",
  "paintings",
  "ציור",
  "bronze clay",
  "ha",
  "קר",
  "oil canvas",
  "Old Port Gallery",
  'harbour" OR *',
];

describe.runIf(testEngines.includes("postgres"))("search parity of SQLite and PostgreSQL", () => {
  let sqlite: TestDatabase;
  let postgres: TestDatabase;

  beforeAll(async () => {
    [sqlite, postgres] = await Promise.all([createTestDatabase("sqlite"), createTestDatabase("postgres")]);
    await seedFixedCatalogue(sqlite.db);
    await seedFixedCatalogue(postgres.db);
  });

  afterAll(async () => {
    await sqlite?.drop();
    await postgres?.drop();
  });

  /** What `ask` answers on each engine, SQLite first. */
  async function onBoth<T>(ask: () => Promise<T>): Promise<[T, T]> {
    setDatabase(sqlite);
    const fromSqlite = await ask();
    setDatabase(postgres);
    const fromPostgres = await ask();
    return [fromSqlite, fromPostgres];
  }

  it.each(QUERIES)("searches %j alike", async (query) => {
    const [fromSqlite, fromPostgres] = await onBoth(() => searchCatalogue(query, { limit: 20 }));
    expect(fromPostgres).toEqual(fromSqlite);
    for (const kind of ["artist", "artwork", "gallery"] as const) {
      const [kindSqlite, kindPostgres] = await onBoth(() => searchCatalogue(query, { kind, limit: 3, offset: 1 }));
      expect(kindPostgres).toEqual(kindSqlite);
    }
  });

  it.each(QUERIES)("suggests for %j alike", async (query) => {
    const [fromSqlite, fromPostgres] = await onBoth(() => suggestCatalogue(query));
    expect(fromPostgres).toEqual(fromSqlite);
  });

  it("finds something for most queries, so the comparison means something", async () => {
    setDatabase(sqlite);
    const unfound: string[] = [];
    for (const query of QUERIES) {
      const results = await searchCatalogue(query);
      if (results.problem || Object.values(results.counts).every((count) => count === 0)) unfound.push(query);
    }
    // Prefixes are found only as suggestions; FTS syntax is plain words ("or" is in no document).
    expect(unfound).toEqual(["ha", "קר", 'harbour" OR *']);
    const boats = await searchCatalogue("boats", { kind: "artwork" });
    expect(boats.hits?.artwork.map((hit) => hit.id)).toEqual(["w2", "w3"]);
  });
});
