// `npm run sample:remove`: removes the sample catalogue a new site is loaded with (its artists,
// artworks, galleries, reviews, their images and the sample partners), leaving the administrators,
// the settings and everything the operator added (docs/decisions/032-removing-the-sample-catalogue.md).
// Asks first on a terminal; `--yes` answers for scripts, and without either it refuses.
import readline from "node:readline/promises";
import { parseArgs } from "node:util";
import { assertDatabaseReachable, migrateToLatest } from "#app/db/database.server.ts";
import { closeDatabase, getDatabase } from "#app/db/db.server.ts";
import { describeDatabase, getConfig } from "#app/lib/config.server.ts";
import { recordAudit } from "#app/models/audit.server.ts";
import {
  countSampleCatalogue,
  hasSampleRecords,
  removeSampleCatalogue,
  type SampleCatalogueCounts,
} from "#app/models/sample-removal.server.ts";

class RefusedError extends Error {}

function describeCounts(counts: SampleCatalogueCounts): string {
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [
    plural(counts.artists, "artist", "artists"),
    plural(counts.artworks, "artwork", "artworks"),
    plural(counts.galleries, "gallery", "galleries"),
    plural(counts.reviews, "review", "reviews"),
    plural(counts.images, "image", "images"),
    // A sample loaded before it had partners has none to name.
    ...(counts.partners > 0 ? [plural(counts.partners, "partner account", "partner accounts")] : []),
  ].join(", ");
}

async function isConfirmed(counts: SampleCatalogueCounts): Promise<boolean> {
  if (!process.stdin.isTTY) {
    throw new RefusedError(
      "Removing the sample catalogue cannot be undone and there is no terminal to ask: run it again with --yes (npm run sample:remove -- --yes). Nothing was removed.",
    );
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await rl.question(
      `Remove the sample catalogue from ${describeDatabase(getConfig())}: ${describeCounts(counts)}? This cannot be undone. [y/N] `,
    );
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}

try {
  let isYes: boolean;
  try {
    isYes = parseArgs({ options: { yes: { type: "boolean", short: "y" } }, strict: true }).values.yes === true;
  } catch (error) {
    throw new RefusedError(`${(error as Error).message}\nUsage: npm run sample:remove [-- --yes]`);
  }
  const database = getDatabase();
  await assertDatabaseReachable(database);
  await migrateToLatest(database.db);
  const counts = await countSampleCatalogue();
  if (!hasSampleRecords(counts)) {
    console.log("There is no sample catalogue left to remove.");
  } else if (!isYes && !(await isConfirmed(counts))) {
    console.log("Nothing was removed.");
  } else {
    const removed = await removeSampleCatalogue();
    await recordAudit({
      userId: null,
      actor: "npm run sample:remove",
      action: "sample_removed",
      target: { kind: "site" },
      detail: JSON.stringify(removed),
      address: "command line",
    });
    console.log(`Removed ${describeCounts(removed)}.`);
  }
} catch (error) {
  console.error(`omanut: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase().catch(() => {});
}
