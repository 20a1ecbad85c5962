import { sql, type Insertable, type SelectQueryBuilder, type SqlBool, type Transaction, type Updateable } from "kysely";
import { containsPattern, type ListSort } from "#app/lib/list-query.ts";
import { getDb } from "#app/db/db.server.ts";
import { newId } from "#app/db/ids.server.ts";
import type { DB } from "#app/db/schema.ts";
import { hasIdSlug, rememberOldSlug, uniqueSlug } from "./slugs.server.ts";
import { nextVersion, updateGuarded, type VersionGuard } from "./versions.server.ts";

// The editors' records (artists, galleries) are written the same way: a slug made from the name,
// a version moved on with every save, and their child rows written in the same transaction.

type EditableTable = "artists" | "galleries";

type EditableColumns<T extends EditableTable> = Omit<
  Insertable<DB[T]>,
  "id" | "slug" | "user_id" | "created_at" | "updated_at"
> & { name: string };

/** Inserts a record with a unique slug, then `writeChildren`, in one transaction; its new id. */
export async function insertEditableRecord<T extends EditableTable>(
  table: T,
  columns: EditableColumns<T>,
  options: { userId?: string | null; now?: number; id?: string },
  writeChildren: (trx: Transaction<DB>, id: string, now: number) => Promise<void>,
): Promise<string> {
  // A record published from its draft keeps the id its draft was known by.
  const id = options.id ?? newId();
  const now = options.now ?? Date.now();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const slug = await uniqueSlug(trx, table, columns.name, id);
      const values = { ...columns, id, slug, user_id: options.userId ?? null, created_at: now, updated_at: now };
      await trx
        .insertInto(table as EditableTable)
        .values(values as Insertable<DB[EditableTable]>)
        .execute();
      await writeChildren(trx, id, now);
    });
  return id;
}

/**
 * Saves a record in one transaction: its version moves on (guarded: RecordChangedError when
 * someone saved meanwhile), its slug follows a changed name while the old one keeps leading here,
 * then `writeChildren` runs. Null when the record does not exist.
 */
export async function saveEditableRecord<T extends EditableTable, R>(
  table: T,
  id: string,
  columns: Updateable<DB[T]> & { name: string },
  options: VersionGuard & { now?: number },
  writeChildren: (trx: Transaction<DB>, now: number) => Promise<R>,
): Promise<{ result: R } | null> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const existing = await trx
        .selectFrom(table as EditableTable)
        .select(["slug", "name", "updated_at"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!existing) return null;
      const now = nextVersion(existing.updated_at, options.now ?? Date.now());
      const keepsSlug = existing.name === columns.name && !hasIdSlug(existing.slug, id);
      const slug = keepsSlug ? existing.slug : await uniqueSlug(trx, table, columns.name, id);
      await updateGuarded(trx, table, id, { ...columns, slug, updated_at: now }, options);
      await rememberOldSlug(trx, table, id, existing.slug, slug, now);
      return { result: await writeChildren(trx, now) };
    });
}

/** The tables an admin list searches and sorts: the editors' records, and artworks. */
type ListedTable = EditableTable | "artworks";
type TableQuery<T extends ListedTable, O> = SelectQueryBuilder<DB, T, O>;

/** Records with `search` anywhere in one of `columns`, in any case; all of them for an empty search. */
export function whereContains<T extends ListedTable, O>(
  query: TableQuery<T, O>,
  columns: readonly (keyof DB[T] & string)[],
  search: string,
): TableQuery<T, O> {
  if (!search) return query;
  const pattern = containsPattern(search);
  // ESCAPE names the backslash containsPattern puts before a literal % or _, the same on both engines.
  const matches = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return query.where(sql<SqlBool>`(${sql.join(matches, sql` or `)})`);
}

/**
 * Records in a table's order: names (an artwork's title, `nameColumn`) and cities in any case, dates
 * by the moment; the id settles ties.
 */
export function orderedBy<T extends ListedTable, O>(
  query: TableQuery<T, O>,
  sort: ListSort,
  nameColumn = "name",
): TableQuery<T, O> {
  const direction = sort.isDescending ? "desc" : "asc";
  const ordered =
    sort.key === "added"
      ? query.orderBy(sql.ref("created_at"), direction)
      : sort.key === "updated"
        ? query.orderBy(sql.ref("updated_at"), direction)
        : query.orderBy(sql`lower(${sql.ref(sort.key === "name" ? nameColumn : sort.key)})`, direction);
  return ordered.orderBy(sql.ref("id"));
}
