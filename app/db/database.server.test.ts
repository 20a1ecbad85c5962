import pg from "pg";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-database.ts";

// A connection the server ends (a restart, a failover, a pooler recycling it) must fail only the
// work using it: pg emits 'error' on a checked-out client, which without a listener ends the process.
describe.skipIf(!process.env.TEST_DATABASE_URL)("a PostgreSQL connection lost while in use", () => {
  let database: TestDatabase;
  let admin: pg.Client;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    process.on("uncaughtException", onUncaught);
  });
  afterAll(async () => {
    process.off("uncaughtException", onUncaught);
    await admin.end();
    await database.drop();
  });

  // Other idle connections may hear of their end a moment later: one more query may fail on one.
  async function answersAgain(): Promise<boolean> {
    for (let attempt = 0; attempt < 20; attempt++) {
      const ok = await sql`select 1`.execute(database.db).then(
        () => true,
        () => false,
      );
      if (ok) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  }

  async function terminate(pid: number): Promise<void> {
    await admin.query("select pg_terminate_backend($1)", [pid]);
  }

  it("fails the transaction holding it, not the process, and the next query works", async () => {
    const { db } = database;
    const outcome = await db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // Ended between two statements: the client is checked out but has no query running.
        await terminate(rows[0]!.pid);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await sql`select 1`.execute(trx);
        return "committed";
      })
      .catch((error: Error) => error.message);
    expect(outcome).not.toBe("committed");
    expect(uncaught).toEqual([]);
    expect(await answersAgain()).toBe(true);
  });

  it("fails the query running on it, not the process", async () => {
    const { db } = database;
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
    const running = sql`select pg_sleep(5)`.execute(db).then(
      () => "finished",
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [rows[0]!.name]);
    expect(await running).not.toBe("finished");
    expect(uncaught).toEqual([]);
    expect(await answersAgain()).toBe(true);
  });
});
