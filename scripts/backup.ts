// `npm run backup -- --out FILE`: writes the whole site (data and original images) into one archive
// while the site keeps serving. `npm run restore -- FILE` puts it back (docs/decisions/029-backups.md).
import { parseArgs } from "node:util";
import { assertDatabaseReachable } from "#app/db/database.server.ts";
import { closeDatabase, getDatabase } from "#app/db/db.server.ts";
import { getStorage } from "#app/lib/storage/get-storage.server.ts";
import { writeBackup } from "#app/models/backup-archive-write.server.ts";

let out: string | undefined;
try {
  ({
    values: { out },
  } = parseArgs({ options: { out: { type: "string" } } }));
} catch (error) {
  console.error(`omanut: ${(error as Error).message}`);
  process.exit(1);
}
if (!out) {
  console.error("omanut: name the archive to write: npm run backup -- --out omanut-backup.tar.gz");
  process.exit(1);
}

try {
  const database = getDatabase();
  await assertDatabaseReachable(database);
  const started = Date.now();
  const summary = await writeBackup({ database, storage: getStorage(), out });
  for (const id of summary.missingImages)
    console.warn(`omanut: the original of image ${id} is missing from the storage.`);
  console.log(
    `Wrote ${summary.file}: ${summary.rows} rows and ${summary.images} images, ${(summary.bytes / 1024 / 1024).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(`omanut: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
