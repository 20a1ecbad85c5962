// `npm run restore -- FILE`: restores an archive of `npm run backup` into the configured database,
// which must be empty (SQLite or PostgreSQL, whichever the archive came from), and its images into
// the configured storage. Refuses with one line, changing nothing, a damaged archive, one from a
// newer version or a database that is not empty.
import { parseArgs } from "node:util";
import { assertDatabaseReachable } from "#app/db/database.server.ts";
import { closeDatabase, getDatabase } from "#app/db/db.server.ts";
import { describeDatabase, getConfig } from "#app/lib/config.server.ts";
import { getStorage } from "#app/lib/storage/get-storage.server.ts";
import { restoreBackup } from "#app/models/backup-archive-restore.server.ts";

let file: string | undefined;
try {
  ({
    positionals: [file],
  } = parseArgs({ allowPositionals: true, options: {} }));
} catch (error) {
  console.error(`omanut: ${(error as Error).message}`);
  process.exit(1);
}
if (!file) {
  console.error("omanut: name the archive to restore: npm run restore -- omanut-backup.tar.gz");
  process.exit(1);
}

try {
  const database = getDatabase();
  await assertDatabaseReachable(database);
  const started = Date.now();
  const summary = await restoreBackup({ database, storage: getStorage(), file });
  console.log(
    `Restored ${summary.rows} rows and ${summary.images} images (made ${summary.manifest.createdAt} on ${summary.manifest.engine}) into ${describeDatabase(getConfig())} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(`omanut: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
