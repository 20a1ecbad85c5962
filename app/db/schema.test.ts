import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTestDatabase, testEngines } from "#tests/support/test-database.ts";
import { migrations } from "./migrations/index.ts";
import { isSearchIndex, renderSchemaTypes } from "./schema-types.server.ts";

const migrationsDir = path.resolve("app/db/migrations");

describe("schema and migrations", () => {
  it("app/db/schema.ts is exactly what the migrations create (run `npm run db:types` after adding a migration)", async () => {
    const database = await createTestDatabase("sqlite");
    try {
      const rendered = await renderSchemaTypes(database.db);
      expect(fs.readFileSync(path.resolve("app/db/schema.ts"), "utf8")).toBe(rendered);
    } finally {
      await database.drop();
    }
  });

  it("lists every migration file, in order, under its file name", () => {
    const files = fs
      .readdirSync(migrationsDir)
      .filter((file) => /^\d{4}-.*\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ""))
      .sort();
    expect(Object.keys(migrations)).toEqual(files);
  });

  it("never edits a landed migration (frozen.json holds their checksums; append, never change)", () => {
    const frozen = JSON.parse(fs.readFileSync(path.join(migrationsDir, "frozen.json"), "utf8")) as Record<
      string,
      string
    >;
    for (const [name, checksum] of Object.entries(frozen)) {
      const source = fs.readFileSync(path.join(migrationsDir, `${name}.ts`));
      expect(crypto.createHash("sha256").update(source).digest("hex"), `${name}.ts was edited after it landed`).toBe(
        checksum,
      );
    }
    // Every migration is frozen once it is part of the list.
    expect(Object.keys(frozen).sort()).toEqual(Object.keys(migrations));
  });

  it.runIf(testEngines.includes("postgres"))(
    "creates the same tables and columns on PostgreSQL as on SQLite",
    async () => {
      const sqlite = await createTestDatabase("sqlite");
      const postgres = await createTestDatabase("postgres");
      try {
        const shape = async (db: typeof sqlite.db) =>
          (await db.introspection.getTables())
            // The full-text index differs by design: an FTS5 table with its shadow tables on SQLite,
            // a tsvector column on PostgreSQL; search-parity.server.test.ts proves they answer alike.
            .filter((table) => !table.name.startsWith("kysely_") && !isSearchIndex(table.name))
            .map((table) => ({
              table: table.name,
              columns: table.columns
                .filter((column) => !isSearchIndex(table.name, column.name))
                .map((column) => `${column.name}${column.isNullable ? "?" : ""}${column.hasDefaultValue ? "=" : ""}`)
                .sort(),
            }))
            .sort((a, b) => a.table.localeCompare(b.table));
        expect(await shape(postgres.db)).toEqual(await shape(sqlite.db));
      } finally {
        await sqlite.drop();
        await postgres.drop();
      }
    },
  );
});
