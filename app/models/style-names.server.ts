import type { Kysely, Transaction } from "kysely";
import { getDb } from "#app/db/db.server.ts";
import type { DB } from "#app/db/schema.ts";
import { storedHebrew } from "./hebrew.server.ts";
import { reindexArtistsWithStyles } from "./search-index.server.ts";

// The Hebrew names of style tags: one shared vocabulary keyed by the tag as stored, so every
// artist with a style shows the same Hebrew name (decision 018).

/** The Hebrew name of one style, null when it has none (the artists list's heading). */
export async function getStyleNameHe(style: string): Promise<string | null> {
  const row = await getDb().selectFrom("style_names").select("name_he").where("style", "=", style).executeTakeFirst();
  return row?.name_he ?? null;
}

/** Every style's Hebrew name, by the style as stored (a list of styles' labels at once). */
export async function listStyleNamesHe(): Promise<Map<string, string>> {
  const rows = await getDb().selectFrom("style_names").select(["style", "name_he"]).execute();
  return new Map(rows.map((row) => [row.style, row.name_he]));
}

/**
 * Gives each style its Hebrew name, index-aligned: `namesHe[i]` names `styles[i]`. A blank or
 * missing name leaves that style's stored name alone; a style named twice keeps the first name.
 */
export async function saveStyleNamesHe(
  db: Kysely<DB> | Transaction<DB>,
  styles: readonly string[],
  namesHe: readonly (string | null | undefined)[],
): Promise<void> {
  const names = new Map<string, string>();
  styles.forEach((style, index) => {
    const name = storedHebrew(namesHe[index]);
    if (name !== null && style.trim() !== "" && !names.has(style)) names.set(style, name);
  });
  if (names.size === 0) return;
  const stored = await db
    .selectFrom("style_names")
    .selectAll()
    .where("style", "in", [...names.keys()])
    .execute();
  const renamed = [...names].filter(
    ([style, name]) => !stored.some((row) => row.style === style && row.name_he === name),
  );
  if (renamed.length === 0) return;
  // One row per style: PostgreSQL refuses a statement that updates the same row twice.
  await db
    .insertInto("style_names")
    .values(renamed.map(([style, name_he]) => ({ style, name_he })))
    .onConflict((oc) => oc.column("style").doUpdateSet((eb) => ({ name_he: eb.ref("excluded.name_he") })))
    .execute();
  // Every artist with a renamed style is found by its new name, in this same transaction.
  await reindexArtistsWithStyles(
    db,
    renamed.map(([style]) => style),
  );
}
