import type { Kysely, Transaction } from "kysely";
import { slugify } from "#app/lib/slug.ts";
import { transliterateHebrew } from "#app/lib/transliterate-hebrew.ts";
import type { DB } from "#app/db/schema.ts";

export type SluggedTable = "artists" | "artworks" | "galleries";
type Executor = Kysely<DB> | Transaction<DB>;

/**
 * The slug a record of `table` gets for `text`: slugify's slug, or with -2, -3, … when another
 * record holds it now or held it before (old slugs keep leading to their record).
 * A name with no Latin letters (a Hebrew-only name, say) is transliterated first; one that still
 * gives no letters or digits falls back to the record id.
 */
export async function uniqueSlug(db: Executor, table: SluggedTable, text: string, recordId: string): Promise<string> {
  const readable = /[a-z]/i.test(text) ? text : transliterateHebrew(text);
  const base = slugify(readable) || idSlug(recordId);
  const current = await db
    .selectFrom(table)
    .select("slug")
    .where("id", "!=", recordId)
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .execute();
  const historic = await db
    .selectFrom("slug_history")
    .select("slug")
    .where("entity", "=", table)
    .where("record_id", "!=", recordId)
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
    .execute();
  const taken = new Set([...current, ...historic].map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The slug a record gets when its name gives none: its id, in lower case. */
function idSlug(recordId: string): string {
  return recordId.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

/** Whether a record still has the slug made of its id, which a readable one may now replace. */
export function hasIdSlug(slug: string, recordId: string): boolean {
  return slug === idSlug(recordId);
}

/**
 * Gives a readable slug to every record that has its id as slug while its name now gives one
 * (names written only in Hebrew, saved before they were transliterated); the id slug keeps
 * leading to the record. Returns how many records changed.
 */
export async function giveReadableSlugs(db: Kysely<DB>, now = Date.now()): Promise<number> {
  let changed = 0;
  for (const [table, nameColumn] of [
    ["artists", "name"],
    ["galleries", "name"],
    ["artworks", "title"],
  ] as const) {
    // Two short columns of every row, once at startup: the id's lower-casing and folding has no
    // portable SQL form.
    const rows = await db.selectFrom(table).select(["id", "slug"]).execute();
    for (const row of rows) {
      if (!hasIdSlug(row.slug, row.id)) continue;
      await db.transaction().execute(async (trx) => {
        const { name } = await trx
          .selectFrom(table)
          .select(`${nameColumn} as name`)
          .where("id", "=", row.id)
          .executeTakeFirstOrThrow();
        const slug = await uniqueSlug(trx, table, name, row.id);
        if (slug === row.slug) return;
        await trx.updateTable(table).set({ slug }).where("id", "=", row.id).execute();
        await rememberOldSlug(trx, table, row.id, row.slug, slug, now);
        changed++;
      });
    }
  }
  return changed;
}

/** Keeps `oldSlug` pointing at the record after it got `newSlug`. */
export async function rememberOldSlug(
  db: Executor,
  table: SluggedTable,
  recordId: string,
  oldSlug: string,
  newSlug: string,
  now: number,
): Promise<void> {
  if (oldSlug === newSlug) return;
  // A record that takes back one of its own old slugs no longer needs it remembered.
  await db.deleteFrom("slug_history").where("entity", "=", table).where("slug", "=", newSlug).execute();
  await db
    .insertInto("slug_history")
    .values({ entity: table, slug: oldSlug, record_id: recordId, created_at: now })
    .onConflict((oc) => oc.columns(["entity", "slug"]).doUpdateSet({ record_id: recordId, created_at: now }))
    .execute();
}

/**
 * A record looked up by a URL segment: by slug first, then by id; then a slug the record had
 * before a rename. Returns the record's id, or null. Callers redirect to the current slug.
 */
export async function getRecordIdBySlugOrId(
  db: Executor,
  table: SluggedTable,
  slugOrId: string,
): Promise<string | null> {
  const bySlug = await db.selectFrom(table).select("id").where("slug", "=", slugOrId).executeTakeFirst();
  if (bySlug) return bySlug.id;
  const byId = await db.selectFrom(table).select("id").where("id", "=", slugOrId).executeTakeFirst();
  if (byId) return byId.id;
  return getRecordIdByOldSlug(db, table, slugOrId);
}

/** The id of the record that once had `slug`, or null. */
async function getRecordIdByOldSlug(db: Executor, table: SluggedTable, slug: string): Promise<string | null> {
  const row = await db
    .selectFrom("slug_history")
    .select("record_id")
    .where("entity", "=", table)
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row?.record_id ?? null;
}

export async function forgetSlugs(db: Executor, table: SluggedTable, recordIds: string[]): Promise<void> {
  if (recordIds.length === 0) return;
  await db.deleteFrom("slug_history").where("entity", "=", table).where("record_id", "in", recordIds).execute();
}
