// `npm run db:seed -- --artworks 100000 [--artists N] [--galleries N]`: adds a large catalogue for
// benchmarks. `npm run db:seed -- --sample` loads the sample catalogue into an empty database.
import { parseArgs } from "node:util";
import { assertDatabaseReachable, migrateToLatest } from "#app/db/database.server.ts";
import { closeDatabase, getDatabase } from "#app/db/db.server.ts";
import { seedLargeCatalogue } from "#app/seed/large-catalogue.server.ts";
import { loadSampleCatalogueIfEmpty } from "#app/seed/sample-catalogue.server.ts";
import { describeSamplePartners } from "#app/seed/sample-partners.server.ts";
import { writeSamplePartnerDrafts } from "#app/features/sample-partners/sample-partner-drafts.server.ts";
import { whenVariantsPrepared } from "#app/models/media.server.ts";
import { getConfig } from "#app/lib/config.server.ts";

function count(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`omanut: --${name} must be a whole number, got "${raw}".`);
    process.exit(1);
  }
  return value;
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      artworks: { type: "string" },
      artists: { type: "string" },
      galleries: { type: "string" },
      sample: { type: "boolean", default: false },
    },
  }));
} catch (error) {
  console.error(`omanut: ${(error as Error).message}`);
  process.exit(1);
}

try {
  const config = getConfig();
  const database = getDatabase();
  await assertDatabaseReachable(database);
  await migrateToLatest(database.db);
  const started = Date.now();
  if (values.sample) {
    const loaded = await loadSampleCatalogueIfEmpty({ dataDir: config.dataDir });
    if (loaded) {
      await writeSamplePartnerDrafts(loaded.partners);
      console.log(describeSamplePartners(loaded.partners, loaded.password));
    }
    console.log(
      loaded
        ? `Loaded the sample catalogue (${loaded.artworks} artworks); making the image sizes…`
        : "The database has a catalogue already; nothing loaded.",
    );
    await whenVariantsPrepared();
  } else {
    const artworks = count("artworks", values.artworks, 100_000);
    await seedLargeCatalogue({
      artworks,
      artists: count("artists", values.artists, Math.max(1, Math.ceil(artworks / 50))),
      galleries: count("galleries", values.galleries, 100),
      dataDir: config.dataDir,
      onProgress: (line) => console.log(line),
    });
  }
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(`omanut: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
