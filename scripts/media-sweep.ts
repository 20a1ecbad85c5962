// `npm run media:sweep`: deletes uploads that no record used for a day and stored objects whose
// image is gone (left by a delete that failed halfway).
import { assertDatabaseReachable, migrateToLatest } from "#app/db/database.server.ts";
import { closeDatabase, getDatabase } from "#app/db/db.server.ts";
import { sweepOrphanedMedia } from "#app/models/media.server.ts";

try {
  const database = getDatabase();
  await assertDatabaseReachable(database);
  await migrateToLatest(database.db);
  const swept = await sweepOrphanedMedia();
  console.log(`Removed ${swept.images} unused image(s) and ${swept.objects} orphaned object(s).`);
} catch (error) {
  console.error(`omanut: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
