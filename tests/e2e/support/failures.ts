import { sql } from "kysely";
import { getDb, getEngine } from "#app/db/db.server.ts";
import type { E2eEngine } from "./catalogue.ts";

/** A trigger that makes the database refuse one statement, for failures halfway through a save. */
export async function injectFailure(
  engine: E2eEngine,
  name: string,
  when: string,
  event: "insert" | "delete",
  table: string,
) {
  await engine.withDatabase(async () => {
    const db = getDb();
    if (getEngine() === "sqlite") {
      await sql
        .raw(
          `create trigger ${name} before ${event} on ${table} when ${when} begin select raise(abort, 'injected failure'); end`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `create function ${name}_fn() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${name} before ${event} on ${table} for each row when (${when}) execute function ${name}_fn()`,
        )
        .execute(db);
    }
  });
  return () =>
    engine.withDatabase(async () => {
      if (getEngine() === "sqlite") {
        await sql.raw(`drop trigger if exists ${name}`).execute(getDb());
      } else {
        await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(getDb());
        await sql.raw(`drop function if exists ${name}_fn()`).execute(getDb());
      }
    });
}

export const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;
export const triggerName = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
