// Regenerates app/db/schema.ts from a scratch SQLite database migrated to the latest version.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateToLatest, openDatabase } from "#app/db/database.server.ts";
import { renderSchemaTypes } from "#app/db/schema-types.server.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "omanut-types-"));
const database = openDatabase({ databaseUrl: null, dataDir: dir });
try {
  await migrateToLatest(database.db);
  const target = path.resolve("app/db/schema.ts");
  fs.writeFileSync(target, await renderSchemaTypes(database.db));
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
