import { getConfig, type AppConfig } from "#app/lib/config.server.ts";
import { assertDatabaseReachable, migrateToLatest } from "#app/db/database.server.ts";
import { closeDatabase, getDatabase } from "#app/db/db.server.ts";
import { loadSampleCatalogueIfEmpty } from "#app/seed/sample-catalogue.server.ts";
import { describeSamplePartners } from "#app/seed/sample-partners.server.ts";
import { writeSamplePartnerDrafts } from "#app/features/sample-partners/sample-partner-drafts.server.ts";
import { issueFormToken } from "#app/features/visitor-forms/anti-spam.server.ts";
import { startMailWorker, stopMailWorker } from "#app/models/mail.server.ts";
import { startExchangeRateRefresh, stopExchangeRateRefresh } from "#app/models/exchange-rates.server.ts";
import { ensureAdmin, hasAnyOperator } from "#app/models/users.server.ts";
import { giveReadableSlugs } from "#app/models/slugs.server.ts";
import { isSearchIndexCurrent, rebuildSearchIndex } from "#app/models/search-index.server.ts";
import { stopPreparingVariants, whenVariantsPrepared } from "#app/models/media.server.ts";
import { startScheduledBackups, stopScheduledBackups } from "#app/features/backup/scheduled-backups.server.ts";

/**
 * Everything the server does before it listens: read the configuration, reach the database,
 * migrate, load the sample catalogue into an empty database (with its partners' drafts, and their
 * password shown once), make sure ADMIN_EMAIL exists.
 * Throws ConfigError with a one-line message when the operator must fix something. With several
 * server processes the primary does the once-only work and the workers (which serve) the rest.
 */
export async function prepare(
  role: "single" | "primary" | "worker" = "single",
  log: (line: string) => void = console.log,
): Promise<AppConfig> {
  const config = getConfig();
  const database = getDatabase();
  await assertDatabaseReachable(database);
  if (role !== "worker") await prepareOnce(config, log);
  // The primary of several processes serves nothing: sending mail and signing forms are the workers'.
  if (role === "primary" && config.workers > 1) return config;
  // The key that signs form tokens is read now, so visitor forms still render during a later outage.
  await issueFormToken("contact");
  // Sends what a previous run left in the outbox, then whatever is queued (each mail is claimed
  // by one process, so several may run this).
  startMailWorker();
  // One process per instance fetches the exchange rates, in the background: this one when it serves
  // alone, else the worker the primary chose (server.ts). The database keeps instances to a few a day.
  // The daily backup (BACKUP_DIR) is written by that same one process.
  if (role !== "worker" || process.env.OMANUT_SCHEDULER === "1") {
    startExchangeRateRefresh();
    startScheduledBackups();
  }
  return config;
}

async function prepareOnce(config: AppConfig, log: (line: string) => void): Promise<void> {
  const database = getDatabase();
  const applied = await migrateToLatest(database.db);
  for (const result of applied) log(`Applied migration ${result.migrationName}`);
  const renamed = await giveReadableSlugs(database.db);
  if (renamed > 0) log(`Gave ${renamed} records named only in Hebrew a readable address.`);
  // A new index (migration 0013) or one an older version built: every record indexed again.
  if (!(await isSearchIndexCurrent(database.db))) {
    const started = Date.now();
    const indexed = await rebuildSearchIndex(database.db);
    log(`Built the search index: ${indexed} records in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  if (config.isSampleDataEnabled) {
    const loaded = await loadSampleCatalogueIfEmpty({ dataDir: config.dataDir });
    if (loaded) {
      log(
        `Loaded the sample catalogue: ${loaded.artists} artists, ${loaded.artworks} artworks, ${loaded.galleries} galleries.`,
      );
      // The seed may not use the editors (layers): their saves write the partners' drafts here.
      await writeSamplePartnerDrafts(loaded.partners).catch((error: unknown) =>
        log(`The sample partners' drafts could not be written: ${(error as Error).message}`),
      );
      log(describeSamplePartners(loaded.partners, loaded.password));
      // Its pictures' sizes are made in the background; until then each is made on its first request.
      const started = Date.now();
      void whenVariantsPrepared().then(() =>
        log(`Made every size of the sample pictures in ${((Date.now() - started) / 1000).toFixed(0)} s.`),
      );
    }
  }
  if (config.adminEmail && config.adminPassword) {
    const outcome = await ensureAdmin(config.adminEmail, config.adminPassword);
    if (outcome !== "unchanged") log(`Administrator ${config.adminEmail} ${outcome}.`);
  } else if (!(await hasAnyOperator())) {
    log(
      "No administrator yet: create one with `npm run admin -- create --email you@example.com`, then sign in at /login.",
    );
  }
}

/**
 * The primary of several processes serves nothing: it stops its timed work now and lets go of the
 * database once the image sizes it queued (the sample catalogue's) are made, since making one
 * claims it in the database.
 */
export async function handOver(): Promise<void> {
  await stopExchangeRateRefresh();
  await stopScheduledBackups();
  await stopMailWorker();
  void whenVariantsPrepared()
    .finally(() => closeDatabase({ isFinal: true }))
    .catch((error: unknown) => console.error(error));
}

export async function shutdown(): Promise<void> {
  await stopPreparingVariants();
  await stopExchangeRateRefresh();
  await stopScheduledBackups();
  await stopMailWorker();
  await closeDatabase({ isFinal: true });
}
