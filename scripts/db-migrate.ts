// `npm run db:migrate`: applies the pending migrations to the configured database.
import { assertDatabaseReachable, migrateToLatest } from "#app/db/database.server.ts";
import { closeDatabase, getDatabase } from "#app/db/db.server.ts";

try {
  const database = getDatabase();
  await assertDatabaseReachable(database);
  const applied = await migrateToLatest(database.db);
  for (const result of applied) console.log(`Applied migration ${result.migrationName}`);
  console.log(applied.length === 0 ? "The database is up to date." : `Applied ${applied.length} migration(s).`);
} catch (error) {
  console.error(`omanut: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
